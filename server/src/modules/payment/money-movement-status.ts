import { DomainError } from "../../common/errors.js";

/**
 * What a row of the money ledger records: money `payment` received (an attempt paid, at a provider or at the box
 * office), or money owed back, a `refund`.
 */
export const MONEY_MOVEMENT_KINDS = ["payment", "refund"] as const;
export type MoneyMovementKind = (typeof MONEY_MOVEMENT_KINDS)[number];

/**
 * Every status of a ledger row. A payment is `paid` from its first moment. A refund is `requested` (decided, in the
 * transaction that decided it: the provider is asked after commit, by a job that survives a crash), `sent` (claimed
 * and committed before the provider is called, so it is asked at most once), `refunded` (the money went back:
 * confirmed by the provider, handed back in person, or settled by hand), `failed` (the provider refused or could not
 * be reached), `owed` (no refund API, or it needs a person: paymentIssues lists it) or `superseded` (a part folded
 * into a later refund of the whole attempt).
 */
export const MONEY_MOVEMENT_STATUSES = ["paid", "requested", "sent", "refunded", "failed", "owed", "superseded"] as const;
export type MoneyMovementStatus = (typeof MONEY_MOVEMENT_STATUSES)[number];

/** Refund statuses whose money has not gone back yet: the booking still owes it (paymentIssues, BookingView.owed). */
export const OUTSTANDING_REFUND_STATUSES = ["requested", "sent", "failed", "owed"] as const satisfies readonly MoneyMovementStatus[];

/**
 * The ledger's state machine: every change of a row goes through `assertMoneyTransition` (MoneyLedger) and leaves a
 * history row. A failed or owed refund is asked again (`requested`) or settled by hand (`refunded`); a provider's
 * callback confirms a refund whatever it was last told.
 */
export const MONEY_MOVEMENT_TRANSITIONS: Readonly<Record<MoneyMovementStatus, readonly MoneyMovementStatus[]>> = {
  paid: [],
  requested: ["sent", "refunded", "owed", "superseded"],
  sent: ["refunded", "failed", "owed"],
  failed: ["requested", "refunded", "superseded"],
  owed: ["requested", "refunded", "superseded"],
  refunded: [],
  superseded: [],
};

/** The statuses a row of `kind` is created in. */
export const INITIAL_MONEY_STATUSES: Readonly<Record<MoneyMovementKind, readonly MoneyMovementStatus[]>> = {
  payment: ["paid"],
  refund: ["requested", "refunded", "owed"],
};

export function canMoneyTransition(from: MoneyMovementStatus, to: MoneyMovementStatus): boolean {
  return MONEY_MOVEMENT_TRANSITIONS[from].includes(to);
}

export function assertMoneyTransition(from: MoneyMovementStatus, to: MoneyMovementStatus): void {
  if (!canMoneyTransition(from, to)) throw new DomainError("INVALID_TRANSITION", "payment.invalidTransition", { from, to });
}
