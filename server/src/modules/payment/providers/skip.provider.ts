import type { PaymentProvider, PaymentRequest, PaymentStart } from "../payment-provider.js";

/** "Order completed without charge" (SPEC section 9): no provider, the booking completes at once. */
export class SkipPaymentProvider implements PaymentProvider {
  readonly id = "skip";

  async start(request: PaymentRequest): Promise<PaymentStart> {
    return { submission: { action: request.returnUrl, fields: {}, method: "redirect" }, providerTransactionId: null, completed: true };
  }
}
