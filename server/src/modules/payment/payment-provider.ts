/** What the browser is sent to (SPEC section 4): a form posted or submitted by GET, or a redirect. */
export interface PaymentSubmission {
  action: string;
  fields: Record<string, string>;
  method: "post" | "get" | "redirect";
}

/** One order row for the provider: a ticket or an addon. */
export interface PaymentLine {
  productCode: string;
  description: string;
  /** Cents, VAT included, per unit. */
  unitPrice: number;
  units: number;
  /** VAT percentage. */
  vat: number;
}

export interface PaymentRequest {
  paymentId: string;
  /** Our unique reference for this attempt. */
  stamp: string;
  bookingNumber: number;
  amount: number;
  currency: string;
  language: string;
  lines: PaymentLine[];
  customer: { firstname: string; lastname: string; email: string; phone: string | null };
  /** Absolute URLs the provider returns the browser to / calls server to server. */
  returnUrl: string;
  cancelUrl: string;
  callbackUrl: string;
}

export interface PaymentStart {
  submission: PaymentSubmission;
  providerTransactionId: string | null;
  /** True when no money moves (skip payment): the booking is completed at once. */
  completed: boolean;
}

/**
 * A payment provider (DESIGN section 3; SPEC section 9). Skip payment is the first implementation;
 * Paytrail, Visma Pay and Ceepos plug in here with their signature checks.
 */
export interface PaymentProvider {
  readonly id: string;
  start(request: PaymentRequest): Promise<PaymentStart>;
}
