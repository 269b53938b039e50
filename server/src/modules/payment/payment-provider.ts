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
  /** VAT percentage, e.g. 25.5. */
  vat: number;
}

export interface PaymentRequest {
  paymentId: string;
  /**
   * Our unique reference for this attempt (32 lowercase hex characters): Paytrail `stamp`, Visma Pay
   * `order_number`, Ceepos `Id`. Every provider echoes it, signed, in its return and callback, which is
   * how a message finds its attempt.
   */
  stamp: string;
  bookingNumber: number;
  /** Cents, VAT included; equals the sum of unitPrice * units over the lines. */
  amount: number;
  currency: string;
  /** en, fi or sv. */
  language: string;
  lines: PaymentLine[];
  customer: { firstname: string; lastname: string; email: string; phone: string | null };
  /** Absolute URL the provider returns the browser to, on success and on failure/cancel alike. */
  returnUrl: string;
  /** Absolute URL the provider calls server to server. */
  callbackUrl: string;
}

export interface PaymentStart {
  submission: PaymentSubmission;
  providerTransactionId: string | null;
  /** True when no money moves (skip payment): the booking is completed at once. */
  completed: boolean;
}

/** A provider's verified word on an attempt, normalized across providers. */
export type ReportedStatus = "paid" | "pending" | "failed" | "cancelled";

export interface ProviderReport {
  /** Our stamp, as the provider signed it. */
  stamp: string;
  status: ReportedStatus;
  providerTransactionId: string | null;
  /** Cents, when the provider reports an amount (Paytrail checkout-amount, Ceepos PaymentSum); else null. */
  amount: number | null;
  /** The verified parameters for the audit trail (never a secret, never the signature). */
  payload: Record<string, unknown>;
}

/** An inbound HTTP message from a provider or from the browser it redirected. */
export interface ProviderMessage {
  method: string;
  /** Decoded query parameters (first value of each). */
  query: Record<string, string>;
  /** Lowercase header names. */
  headers: Record<string, string | undefined>;
  /** The raw request body as received ("" when none). */
  rawBody: string;
}

/** A provider message whose signature is wrong, or that is malformed: answered 400, changes nothing. */
export class InvalidProviderMessage extends Error {
  constructor(
    readonly provider: string,
    reason: string,
  ) {
    super(`${provider}: ${reason}`);
  }
}

/** A provider call that failed (network, HTTP error, refusal, bad response signature). */
export class ProviderUnavailable extends Error {
  constructor(
    readonly provider: string,
    reason: string,
  ) {
    super(`${provider}: ${reason}`);
  }
}

/** What an attempt looks like to a status query. */
export interface AttemptRef {
  stamp: string;
  providerTransactionId: string | null;
  amount: number;
}

/**
 * A payment provider (DESIGN section 3; SPEC section 9): skip payment, Paytrail, Visma Pay, Ceepos.
 * Adapters only speak the protocol and check signatures; what a report means for the booking is the
 * payment service's business.
 */
export interface PaymentProvider {
  readonly id: string;
  /** Creates the payment at the provider and says where to send the browser. Throws ProviderUnavailable. */
  start(request: PaymentRequest): Promise<PaymentStart>;
  /** Verifies the browser's return; throws InvalidProviderMessage when the signature or a field is wrong. */
  verifyReturn?(message: ProviderMessage): ProviderReport;
  /** Verifies a server-to-server callback; throws InvalidProviderMessage. */
  verifyCallback?(message: ProviderMessage): ProviderReport;
  /** What to answer an accepted callback. */
  readonly callbackAck?: { status: number; body: string };
  /** Asks the provider about an attempt (reconciliation); absent when the provider has no status API. */
  queryStatus?(attempt: AttemptRef): Promise<ProviderReport | null>;
  /**
   * Asks the provider to pay `amount` of a paid attempt back; absent when the provider has no refund API
   * (the refund is then owed, for a person to make). Throws ProviderUnavailable when refused or unreachable.
   */
  refund?(attempt: AttemptRef, refund: RefundRequest): Promise<RefundOutcome>;
}

export interface RefundRequest {
  /** Cents. */
  amount: number;
  /** Our reference of this refund. */
  refundStamp: string;
  /** Where the provider tells about a refund it finishes later (Paytrail). */
  callbackUrl: string;
}

/** `done`: the money went back; `pending`: the provider finishes it later (still owed until then). */
export interface RefundOutcome {
  status: "done" | "pending";
  providerRefundId: string | null;
}
