import type { PaymentStatus } from "@seatbooking/core";
import { DomainError } from "../../common/errors.js";

/** Every status of a payment attempt: the list is @seatbooking/core's, shared with the client's filter. */
export { PAYMENT_STATUSES, type PaymentStatus } from "@seatbooking/core";

/**
 * The payment state machine (DESIGN section 7.2): every status change of an attempt goes through
 * PaymentAttempts.transition, which checks this table. A success may arrive after a failure or cancel
 * (out of order, or the customer finished paying in another tab): the money moved, so it is recorded as
 * paid, and settlement decides whether it books the booking or must be refunded.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  open: ["paid", "failed", "cancelled"],
  failed: ["paid"],
  cancelled: ["paid"],
  paid: ["refund_required", "refunded"],
  refund_required: ["refunded"],
  refunded: [],
};

export function canPaymentTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

export function assertPaymentTransition(from: PaymentStatus, to: PaymentStatus): void {
  if (!canPaymentTransition(from, to)) throw new DomainError("INVALID_TRANSITION", "payment.invalidTransition", { from, to });
}
