import type { PaymentResolution } from "../payment/booking-port.js";

/** The checkout page a payment's outcome sends the customer to. */
export function checkoutResultUrl(baseUrl: string, resolution: PaymentResolution): string {
  const checkout = `${baseUrl}/${resolution.language}/occasions/${resolution.occasionId}/checkout/${resolution.bookingId}`;
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
