import type { PaymentResolution } from "../../payment/booking-port.js";

/**
 * The checkout page a payment's outcome sends the customer to; a seasonal renewal's customer goes to the
 * renewal's result page (/renewals/{token}/payments/{paymentId}), which shows every outcome itself; a season ticket's
 * to its order's pages (/series/orders/{orderId}, its checkout, and the same result pages under it).
 */
export function checkoutResultUrl(baseUrl: string, resolution: PaymentResolution): string {
  if (resolution.renewalToken)
    return `${baseUrl}/${resolution.language}/renewals/${resolution.renewalToken}/payments/${resolution.paymentId}`;
  const checkout = resolution.orderId
    ? `${baseUrl}/${resolution.language}/series/orders/${resolution.orderId}`
    : `${baseUrl}/${resolution.language}/occasions/${resolution.occasionId}/checkout/${resolution.bookingId}`;
  switch (resolution.outcome) {
    case "booked":
      return `${checkout}/success`;
    case "pending":
      return `${checkout}/pending`;
    case "failed":
    case "cancelled":
      return `${checkout}?payment=${resolution.outcome}`;
    case "refund_held":
      return `${checkout}?payment=refund`;
    case "refund_required":
    case "expired":
      return `${checkout}/expired`;
  }
}
