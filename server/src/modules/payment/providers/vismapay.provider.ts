import {
  InvalidProviderMessage,
  ProviderUnavailable,
  type AttemptRef,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentStart,
  type ProviderMessage,
  type ProviderReport,
  type RefundOutcome,
  type RefundRequest,
  type ReportedStatus,
} from "../payment-provider.js";
import { parseJsonObject, providerRequest, safeEqual, truncate, type FetchLike } from "./provider-http.js";
import {
  VISMA_PAY_OPTIONAL_RETURN_PARAMS,
  vismaPayAuthcode,
  vismaPayReturnAuthcode,
  type VismaPayReturnParams,
} from "./vismapay.signature.js";

export interface VismaPayConfig {
  apiKey: string;
  privateKey: string;
  /** Default https://www.vismapay.com/pbwapi. */
  baseUrl?: string;
  /** API version sent with every call; default "w3.2". */
  version?: string;
  fetch?: FetchLike;
}

const ID = "vismapay";
const LANGUAGES = new Set(["fi", "sv", "en"]);
// No published limit for product titles (reference §9); kept short like the plugins' names.
const TITLE_MAX = 100;

/** Visma Pay REST API `pbwapi` (reference §3). */
export class VismaPayProvider implements PaymentProvider {
  readonly id = ID;
  readonly callbackAck = { status: 200, body: "OK" };
  private readonly baseUrl: string;
  private readonly fetchFn: FetchLike;

  constructor(private readonly config: VismaPayConfig) {
    this.baseUrl = (config.baseUrl ?? "https://www.vismapay.com/pbwapi").replace(/\/+$/, "");
    this.fetchFn = config.fetch ?? globalThis.fetch;
  }

  async start(request: PaymentRequest): Promise<PaymentStart> {
    const json = await this.call("auth_payment", {
      version: this.version,
      api_key: this.config.apiKey,
      order_number: request.stamp,
      amount: request.amount,
      currency: request.currency,
      email: request.customer.email,
      authcode: vismaPayAuthcode(this.config.privateKey, [this.config.apiKey, request.stamp]),
      payment_method: {
        type: "e-payment",
        return_url: request.returnUrl,
        notify_url: request.callbackUrl,
        lang: LANGUAGES.has(request.language) ? request.language : "fi",
      },
      customer: {
        firstname: request.customer.firstname,
        lastname: request.customer.lastname,
        email: request.customer.email,
        ...(request.customer.phone ? { phone: request.customer.phone } : {}),
      },
      products: request.lines.map((line) => ({
        id: line.productCode,
        title: truncate(line.description || line.productCode, TITLE_MAX),
        count: line.units,
        pretax_price: Math.round((line.unitPrice * 100) / (100 + line.vat)),
        tax: line.vat,
        price: line.unitPrice,
        type: 1,
      })),
    });
    if (json.result !== 0) throw new ProviderUnavailable(ID, refusal(json));
    if (typeof json.token !== "string" || !json.token) throw new ProviderUnavailable(ID, "response lacks token");
    return {
      submission: { method: "redirect", action: `${this.baseUrl}/token/${encodeURIComponent(json.token)}`, fields: {} },
      providerTransactionId: json.token,
      completed: false,
    };
  }

  verifyReturn(message: ProviderMessage): ProviderReport {
    return this.verifyQuery(message.query);
  }

  /** Visma Pay calls notify_url with a GET and the same parameters as the return. */
  verifyCallback(message: ProviderMessage): ProviderReport {
    return this.verifyQuery(message.query);
  }

  /** check_payment_status by order number (always known, unlike the token). */
  async queryStatus(attempt: AttemptRef): Promise<ProviderReport | null> {
    const json = await this.call("check_payment_status", {
      version: this.version,
      api_key: this.config.apiKey,
      order_number: attempt.stamp,
      authcode: vismaPayAuthcode(this.config.privateKey, [this.config.apiKey, attempt.stamp]),
    });
    const status = statusOfCheck(json);
    if (status === null) return null;
    return { stamp: attempt.stamp, status, providerTransactionId: attempt.providerTransactionId, amount: null, payload: json };
  }

  /**
   * create_refund (reference §3.5: `order_number`, `amount`, authcode over api_key|order_number). Its
   * result codes are not published: 0 is taken as the refund made, anything else as refused.
   */
  async refund(attempt: AttemptRef, refund: RefundRequest): Promise<RefundOutcome> {
    const json = await this.call("create_refund", {
      version: this.version,
      api_key: this.config.apiKey,
      order_number: attempt.stamp,
      amount: refund.amount,
      notify_url: refund.callbackUrl,
      authcode: vismaPayAuthcode(this.config.privateKey, [this.config.apiKey, attempt.stamp]),
    });
    if (json.result !== 0) throw new ProviderUnavailable(ID, `refund ${refusal(json)}`);
    const refundId = json.refund_id === undefined || json.refund_id === null ? null : String(json.refund_id);
    return { status: "done", providerRefundId: refundId };
  }

  private get version(): string {
    return this.config.version ?? "w3.2";
  }

  private async call(path: string, body: object): Promise<Record<string, unknown>> {
    const reply = await providerRequest(ID, this.fetchFn, `${this.baseUrl}/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return parseJsonObject(ID, reply.body);
  }

  private verifyQuery(query: Record<string, string>): ProviderReport {
    const { RETURN_CODE, ORDER_NUMBER, AUTHCODE } = query;
    if (!RETURN_CODE || !ORDER_NUMBER || !AUTHCODE) throw new InvalidProviderMessage(ID, "RETURN_CODE, ORDER_NUMBER or AUTHCODE missing");
    const signed: VismaPayReturnParams = { RETURN_CODE, ORDER_NUMBER };
    for (const name of VISMA_PAY_OPTIONAL_RETURN_PARAMS) {
      if (query[name]) signed[name] = query[name];
    }
    if (!safeEqual(vismaPayReturnAuthcode(this.config.privateKey, signed), AUTHCODE.toUpperCase()))
      throw new InvalidProviderMessage(ID, "AUTHCODE mismatch");
    return { stamp: ORDER_NUMBER, status: statusOfReturn(signed), providerTransactionId: null, amount: null, payload: { ...signed } };
  }
}

/**
 * RETURN_CODE (reference §3.4): 0 completed, 1 failed or cancelled, 4 unknown after the bank page,
 * 10 maintenance break (no transaction). A failure carries an INCIDENT_ID; 1 without one is the
 * customer's cancel, reported as cancelled so they are not told the payment failed. RETURN_CODE 0 with SETTLED=0 is only an authorization that
 * needs a `capture` this adapter never makes, so it is not money received: pending, to be reconciled.
 */
function statusOfReturn(params: VismaPayReturnParams): ReportedStatus {
  switch (params.RETURN_CODE) {
    case "0":
      return params.SETTLED === "1" ? "paid" : "pending";
    case "1":
      return params.INCIDENT_ID ? "failed" : "cancelled";
    case "10":
      return "failed";
    case "4":
      return "pending";
    default:
      throw new InvalidProviderMessage(ID, "unknown RETURN_CODE");
  }
}

/**
 * check_payment_status (reference §3.5; its codes are not fully documented): 0 with settled 1 is paid,
 * 0 unsettled an authorization (pending), 2 failed, 1 a refused query (bad keys), 10 maintenance.
 * Any other code tells nothing about the attempt: null.
 */
function statusOfCheck(json: Record<string, unknown>): ReportedStatus | null {
  if (json.result === 0) return Number(json.settled) === 1 ? "paid" : "pending";
  if (json.result === 2) return "failed";
  if (json.result === 1 || json.result === 10) throw new ProviderUnavailable(ID, refusal(json));
  return null;
}

function refusal(json: Record<string, unknown>): string {
  if (json.result === 10) return "maintenance break (result 10)";
  const errors = Array.isArray(json.errors) ? json.errors.filter((error): error is string => typeof error === "string") : [];
  const detail = errors.length > 0 ? `: ${truncate(errors.join("; "), 300)}` : " (check api key and private key)";
  return `refused (result ${String(json.result)})${detail}`;
}
