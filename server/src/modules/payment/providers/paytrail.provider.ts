import { randomUUID } from "node:crypto";
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
import { parseJsonObject, providerRequest, safeEqual, truncate, type FetchLike, type HttpReply } from "./provider-http.js";
import { checkoutParams, isPaytrailAlgorithm, paytrailSignature, type PaytrailAlgorithm } from "./paytrail.signature.js";

export interface PaytrailConfig {
  merchantId: string;
  secret: string;
  /** Default https://services.paytrail.com. */
  baseUrl?: string;
  /** Sent as `platform-name` (not signed). */
  platformName?: string;
  fetch?: FetchLike;
  now?: () => Date;
  nonce?: () => string;
}

const ID = "paytrail";
const ALGORITHM: PaytrailAlgorithm = "sha256";

const STATUSES = new Map<string, ReportedStatus>([
  ["ok", "paid"],
  // "fail" is "cancelled by the user or rejected by the provider (not distinguishable)" (reference §2.5). A refusal is
  // shown to the customer on the bank's or card's own page, and what comes back to us is a payment ended without a
  // charge, most often by the customer: it is reported as cancelled, never as a failure the customer did not meet.
  ["fail", "cancelled"],
  ["pending", "pending"],
  ["delayed", "pending"],
  // Only seen through GET /payments/{id}: created, not paid yet.
  ["new", "pending"],
]);

const LANGUAGES = new Map([
  ["fi", "FI"],
  ["sv", "SV"],
  ["en", "EN"],
]);

/** Paytrail Payment API (reference §2). */
export class PaytrailProvider implements PaymentProvider {
  readonly id = ID;
  readonly callbackAck = { status: 200, body: "" };
  private readonly baseUrl: string;
  private readonly fetchFn: FetchLike;
  private readonly now: () => Date;
  private readonly nonce: () => string;

  constructor(private readonly config: PaytrailConfig) {
    this.baseUrl = (config.baseUrl ?? "https://services.paytrail.com").replace(/\/+$/, "");
    this.fetchFn = config.fetch ?? globalThis.fetch;
    this.now = config.now ?? (() => new Date());
    this.nonce = config.nonce ?? randomUUID;
  }

  async start(request: PaymentRequest): Promise<PaymentStart> {
    const body = JSON.stringify(this.createBody(request));
    const reply = await this.call("POST", "/payments", body);
    const json = parseJsonObject(ID, reply.body);
    const { transactionId, href } = json;
    if (typeof transactionId !== "string" || typeof href !== "string")
      throw new ProviderUnavailable(ID, "response lacks transactionId or href");
    return { submission: { method: "redirect", action: href, fields: {} }, providerTransactionId: transactionId, completed: false };
  }

  verifyReturn(message: ProviderMessage): ProviderReport {
    return this.verifyQuery(message.query);
  }

  verifyCallback(message: ProviderMessage): ProviderReport {
    return this.verifyQuery(message.query);
  }

  async queryStatus(attempt: AttemptRef): Promise<ProviderReport | null> {
    const transactionId = attempt.providerTransactionId;
    if (!transactionId) return null;
    const reply = await this.call(
      "GET",
      `/payments/${encodeURIComponent(transactionId)}`,
      "",
      transactionId,
      (status) => status === 404 || (status >= 200 && status < 300),
    );
    if (reply.status === 404) return null;
    const json = parseJsonObject(ID, reply.body);
    const status = typeof json.status === "string" ? STATUSES.get(json.status) : undefined;
    if (!status) throw new ProviderUnavailable(ID, "unknown payment status in response");
    if (json.stamp !== attempt.stamp) throw new ProviderUnavailable(ID, "response stamp does not match the attempt");
    return {
      stamp: attempt.stamp,
      status,
      providerTransactionId: typeof json.transactionId === "string" ? json.transactionId : transactionId,
      amount: typeof json.amount === "number" && Number.isInteger(json.amount) ? json.amount : null,
      payload: json,
    };
  }

  /** POST /payments/{transactionId}/refund (reference §2.6): `ok` is done, `pending` finishes later, `fail` refused. */
  async refund(attempt: AttemptRef, refund: RefundRequest): Promise<RefundOutcome> {
    const transactionId = attempt.providerTransactionId;
    if (!transactionId) throw new ProviderUnavailable(ID, "the payment has no transaction id to refund");
    const body = JSON.stringify({
      amount: refund.amount,
      refundStamp: refund.refundStamp,
      refundReference: attempt.stamp,
      callbackUrls: { success: refund.callbackUrl, cancel: refund.callbackUrl },
    });
    const reply = await this.call("POST", `/payments/${encodeURIComponent(transactionId)}/refund`, body, transactionId);
    const json = parseJsonObject(ID, reply.body);
    const refundId = typeof json.transactionId === "string" ? json.transactionId : null;
    if (json.status === "ok") return { status: "done", providerRefundId: refundId };
    if (json.status === "pending") return { status: "pending", providerRefundId: refundId };
    throw new ProviderUnavailable(ID, `refund refused (status ${String(json.status)})`);
  }

  private createBody(request: PaymentRequest): object {
    return {
      stamp: request.stamp,
      reference: String(request.bookingNumber),
      amount: request.amount,
      currency: request.currency,
      language: LANGUAGES.get(request.language) ?? "FI",
      items: request.lines.map((line) => ({
        unitPrice: line.unitPrice,
        units: line.units,
        vatPercentage: line.vat,
        productCode: truncate(line.productCode, 100),
        ...(line.description ? { description: truncate(line.description, 1000) } : {}),
      })),
      customer: {
        email: truncate(request.customer.email, 200),
        firstName: truncate(request.customer.firstname, 50),
        lastName: truncate(request.customer.lastname, 50),
        ...(request.customer.phone ? { phone: request.customer.phone } : {}),
      },
      redirectUrls: { success: request.returnUrl, cancel: request.returnUrl },
      callbackUrls: { success: request.callbackUrl, cancel: request.callbackUrl },
    };
  }

  /** A signed API call whose response signature is verified over the raw body. */
  private async call(
    method: "GET" | "POST",
    path: string,
    body: string,
    transactionId?: string,
    acceptStatus?: (status: number) => boolean,
  ): Promise<HttpReply> {
    const headers: Record<string, string> = {
      "checkout-account": this.config.merchantId,
      "checkout-algorithm": ALGORITHM,
      "checkout-method": method,
      "checkout-nonce": this.nonce(),
      "checkout-timestamp": this.now().toISOString(),
      ...(transactionId ? { "checkout-transaction-id": transactionId } : {}),
    };
    headers.signature = paytrailSignature(this.config.secret, ALGORITHM, headers, body);
    if (method === "POST") headers["content-type"] = "application/json; charset=utf-8";
    if (this.config.platformName) headers["platform-name"] = this.config.platformName;
    const reply = await providerRequest(
      ID,
      this.fetchFn,
      `${this.baseUrl}${path}`,
      { method, headers, ...(method === "POST" ? { body } : {}) },
      acceptStatus,
    );
    if (reply.status !== 404) this.verifyResponse(reply);
    return reply;
  }

  private verifyResponse(reply: HttpReply): void {
    const signature = reply.headers.signature;
    if (!signature) throw new ProviderUnavailable(ID, "response signature missing");
    const algorithm = reply.headers["checkout-algorithm"] ?? ALGORITHM;
    if (!isPaytrailAlgorithm(algorithm)) throw new ProviderUnavailable(ID, "unsupported response signature algorithm");
    const expected = paytrailSignature(this.config.secret, algorithm, reply.headers, reply.body);
    if (!safeEqual(expected, signature.toLowerCase())) throw new ProviderUnavailable(ID, "response signature mismatch");
  }

  /** Redirect and callback: all `checkout-*` query params (not a fixed list, reference §2.2) and an empty body. */
  private verifyQuery(query: Record<string, string>): ProviderReport {
    const signature = query.signature;
    if (!signature) throw new InvalidProviderMessage(ID, "signature missing");
    const params = checkoutParams(query);
    const algorithm = params["checkout-algorithm"];
    if (!isPaytrailAlgorithm(algorithm)) throw new InvalidProviderMessage(ID, "unsupported checkout-algorithm");
    const expected = paytrailSignature(this.config.secret, algorithm, params, "");
    if (!safeEqual(expected, signature.toLowerCase())) throw new InvalidProviderMessage(ID, "signature mismatch");
    if (params["checkout-account"] !== this.config.merchantId) throw new InvalidProviderMessage(ID, "checkout-account is not ours");
    const stamp = params["checkout-stamp"];
    if (!stamp) throw new InvalidProviderMessage(ID, "checkout-stamp missing");
    const status = params["checkout-status"] === "new" ? undefined : STATUSES.get(params["checkout-status"] ?? "");
    if (!status) throw new InvalidProviderMessage(ID, "unknown checkout-status");
    const amount = params["checkout-amount"];
    if (amount === undefined || !/^\d+$/.test(amount)) throw new InvalidProviderMessage(ID, "checkout-amount missing or not an integer");
    return { stamp, status, providerTransactionId: params["checkout-transaction-id"] ?? null, amount: Number(amount), payload: params };
  }
}
