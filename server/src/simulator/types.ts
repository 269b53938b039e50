/** Shared types of the payment simulator (reference payments.md §8). */

export type ProviderId = "paytrail" | "vismapay" | "ceepos";

export const PROVIDER_IDS: readonly ProviderId[] = ["paytrail", "vismapay", "ceepos"];

export function isProviderId(value: unknown): value is ProviderId {
  return value === "paytrail" || value === "vismapay" || value === "ceepos";
}

/** Behaviour switches, changeable at run time through POST /__sim/config or `configure()`. */
export interface SimConfig {
  /** Wait this long after the browser redirect before sending the server-to-server callback. */
  callbackDelayMs: number;
  /** How many times each callback is delivered (providers may call more than once; default 1). */
  callbackRepeat: number;
  /** Record callbacks but never send them (customer-returned-but-no-callback scenarios). */
  dropCallbacks: boolean;
  /**
   * "after" (default): the redirect is answered first, the callback follows asynchronously.
   * "before": the callback is delivered (awaited) before the redirect is answered, which Ceepos
   * documents as possible.
   */
  callbackTiming: "after" | "before";
  /** Make create calls of this provider fail as the provider does in a maintenance break. */
  failCreate: ProviderId | null;
  /** Paytrail: add an unknown `checkout-sim-extra` parameter to redirects/callbacks (§2.2: sign all checkout-*). */
  paytrailExtraParam: boolean;
  /** Ceepos: send the flat notification variant instead of Payments[] (§4.4: both exist). */
  ceeposFlatNotification: boolean;
}

export const DEFAULT_CONFIG: SimConfig = {
  callbackDelayMs: 0,
  callbackRepeat: 1,
  dropCallbacks: false,
  callbackTiming: "after",
  failCreate: null,
  paytrailExtraParam: false,
  ceeposFlatNotification: false,
};

/** The kinds of generated identifiers, so a deterministic generator can shape each one. */
export type IdKind =
  | "paytrail-transaction"
  | "paytrail-refund"
  | "request-id"
  | "vismapay-token"
  | "vismapay-incident"
  | "vismapay-refund"
  | "ceepos-reference"
  | "ceepos-key";

export type IdGenerator = (kind: IdKind) => string;

/** One payment the simulator knows, in provider-neutral terms plus provider details. */
export interface SimPayment {
  provider: ProviderId;
  /** Merchant's id: Paytrail stamp, Visma Pay order_number, Ceepos Id. */
  stamp: string;
  /** Provider's id: Paytrail transactionId, Visma Pay token, Ceepos Reference. */
  providerRef: string;
  /** Paytrail account, Visma Pay api_key, Ceepos Source. */
  merchant: string;
  /** Cents. */
  amount: number;
  currency: string;
  /** In the provider's own vocabulary (Paytrail new/ok/fail/pending/delayed; Visma Pay / Ceepos codes as text). */
  status: string;
  /** The last outcome applied (ok, fail, cancel, pending, …), null while new. */
  outcome: string | null;
  /** Hosted payment page. */
  payUrl: string;
  /** Browser return on success. */
  returnUrl: string;
  /** Browser return on failure/cancel (the same URL for Visma Pay and Ceepos). */
  cancelUrl: string;
  /** Server-to-server callback on success (null when the merchant gave none). */
  callbackUrl: string | null;
  /** Server-to-server callback on failure/cancel. */
  cancelCallbackUrl: string | null;
  createdAt: string;
  updatedAt: string;
  /** The create request body as parsed JSON. */
  request: Record<string, unknown>;
  /** Provider-specific values needed later (Paytrail algorithm, reference, Ceepos key, …). */
  details: Record<string, string>;
}

/** A request the simulator received (control calls excluded). */
export interface RecordedRequest {
  at: string;
  method: string;
  /** Path with query string, exactly as received. */
  path: string;
  headers: Record<string, string>;
  rawBody: string;
}

/** An outbound server-to-server callback the simulator made (or dropped). */
export interface CallbackDelivery {
  provider: ProviderId;
  stamp: string;
  outcome: string;
  method: "GET" | "POST";
  url: string;
  body: string | null;
  /** 1-based delivery number within one repeat series. */
  attempt: number;
  at: string;
  /** HTTP status answered by the merchant; null when not sent or the request failed. */
  status: number | null;
  error: string | null;
  dropped: boolean;
}
