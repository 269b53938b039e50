/**
 * A payment attempt's statuses (DESIGN section 7.2). The server's payment transition table and the database's
 * CHECK constraint, and the client's payment filter, read this list, so a status changes here once.
 */

/** Every status of a payment attempt. */
export const PAYMENT_STATUSES = ["open", "paid", "failed", "cancelled", "refund_required", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
