import type { EntityManager } from "typeorm";
import type { MoneyLedger } from "../../payment/money-ledger.js";

/**
 * Cents of the refunds the changing transaction wrote that the venue pays back by hand (owed: a provider without a
 * refund API, as Ceepos), for the customer's e-mail to say so rather than "refunded to you".
 */
export async function byHandOf(ledger: MoneyLedger, manager: EntityManager, bookingId: string): Promise<number> {
  const lines = await ledger.refundsOfThisTransaction(manager, bookingId);
  return lines.filter((line) => line.destination === "by_hand").reduce((sum, line) => sum + line.amount, 0);
}
