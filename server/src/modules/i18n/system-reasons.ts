import { serverMessage, type MessageKey } from "./server-messages.js";

/**
 * The reasons the system itself records on a booking's status changes are stored as written (an audit log
 * reads the same forever) and translated when shown. A reason an administrator typed is shown as typed.
 */
const SYSTEM_REASONS: Record<string, MessageKey> = {
  "booked by visitor": "historyReason.bookedByVisitor",
  "hold expired": "historyReason.holdExpired",
  "payment initiated": "historyReason.paymentInitiated",
  "payment cancelled by visitor": "historyReason.paymentCancelledByVisitor",
  "confirmed with skip payment": "historyReason.confirmedWithSkipPayment",
  "confirmed, nothing to pay": "historyReason.confirmedNothingToPay",
  "confirmed, awaiting payment": "historyReason.confirmedAwaitingPayment",
  "house seats locked": "historyReason.houseSeatsLocked",
  "house seats released": "historyReason.houseSeatsReleased",
  "sold at the box office": "historyReason.soldAtBoxOffice",
  "paid at the box office": "historyReason.paidAtBoxOffice",
  "paid at the box office: cash": "historyReason.paidAtBoxOfficeCash",
  "paid at the box office: card": "historyReason.paidAtBoxOfficeCard",
  "paid at the box office: invoice": "historyReason.paidAtBoxOfficeInvoice",
  refunded: "historyReason.refunded",
  "last ticket removed": "historyReason.lastTicketRemoved",
  "cancelled by visitor": "historyReason.cancelledByVisitor",
  "cannot book: refund": "historyReason.cannotBookRefund",
  "completed without charge": "historyReason.completedWithoutCharge",
  "not renewed by its deadline": "historyReason.notRenewed",
  "renewal created for next season": "historyReason.renewalCreated",
  "house seats carried over to next season": "historyReason.houseSeatsCarriedOver",
  "renewed with skip payment": "historyReason.renewedWithSkipPayment",
  "renewed, nothing to pay": "historyReason.renewedNothingToPay",
  "renewed, awaiting payment": "historyReason.renewedAwaitingPayment",
  "renewal released by administrator": "historyReason.renewalReleased",
};

const LAPSED_SUFFIX = ", after the hold had lapsed";
const PAID_WITH = /^paid with ([\w-]+) \((return|callback)\)$/;

/** A status change's reason in `language`. */
export function translateReason(reason: string | null, language: string): string | null {
  if (reason === null) return null;
  const lapsed = reason.endsWith(LAPSED_SUFFIX);
  const base = lapsed ? reason.slice(0, -LAPSED_SUFFIX.length) : reason;
  const key = SYSTEM_REASONS[base];
  const paid = PAID_WITH.exec(base);
  let text: string | null = null;
  if (key) text = serverMessage(key, language);
  else if (paid) text = serverMessage("historyReason.paidWith", language, { provider: paid[1]! });
  if (text === null) return reason;
  return lapsed ? serverMessage("historyReason.afterLapse", language, { reason: text }) : text;
}
