import {
  InvalidProviderMessage,
  ProviderUnavailable,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentStart,
  type ProviderMessage,
  type ProviderReport,
  type ReportedStatus,
} from "../payment-provider.js";
import { parseJsonObject, providerRequest, safeEqual, truncate, type FetchLike } from "./provider-http.js";
import {
  CEEPOS_NOTIFICATION_HEAD,
  CEEPOS_NOTIFICATION_TAIL,
  CEEPOS_PAYMENT_FIELDS,
  CEEPOS_RETURN_FIELDS,
  ceeposNotificationHash,
  ceeposRequestHash,
  ceeposResponseHash,
  ceeposReturnHash,
  type CeeposFields,
} from "./ceepos.signature.js";

export interface CeeposConfig {
  source: string;
  secret: string;
  /** The full create-payment URL issued by CPU (e.g. https://verkkomaksutesti.cpu.fi/maksu.html). */
  url: string;
  /** Interface version; default "3.0.5". */
  apiVersion?: string;
  /** POS tax code per VAT percentage as written by String(vat), e.g. { "25.5": "25.5", "14": "14" }. */
  taxCodes?: Record<string, string>;
  /** Tax code for a VAT rate missing from taxCodes; without one the product's POS default applies. */
  defaultTaxCode?: string;
  fetch?: FetchLike;
}

const ID = "ceepos";
const LANGUAGES = new Set(["fi", "sv", "en"]);
const DESCRIPTIONS = new Map([
  ["fi", "Varaus"],
  ["sv", "Bokning"],
  ["en", "Booking"],
]);

/**
 * Status codes (reference §4.4): 1 paid, 0 cancelled, 2 in progress, 95 authorization failed,
 * 96 card expired. 98 is a CPU system error after which the outcome is unknown; it is reported as
 * pending so that a later notification (status 1) can still complete the booking, rather than
 * releasing seats that may have been paid for.
 */
const STATUSES = new Map<string, ReportedStatus>([
  ["1", "paid"],
  ["0", "cancelled"],
  ["2", "pending"],
  ["95", "failed"],
  ["96", "failed"],
  ["98", "pending"],
]);

/** CPU Ceepos web shop interface, Mode 3 (reference §4). No status API: queryStatus is absent. */
export class CeeposProvider implements PaymentProvider {
  readonly id = ID;
  readonly callbackAck = { status: 200, body: "" };
  private readonly fetchFn: FetchLike;

  constructor(private readonly config: CeeposConfig) {
    this.fetchFn = config.fetch ?? globalThis.fetch;
  }

  async start(request: PaymentRequest): Promise<PaymentStart> {
    const fields = this.createFields(request);
    // Hashed positionally over this object, then serialized once: what is hashed is what is sent.
    const body = JSON.stringify({ ...fields, Hash: ceeposRequestHash(fields, this.config.secret) });
    const reply = await providerRequest(ID, this.fetchFn, this.config.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    const json = parseJsonObject(ID, reply.body);
    if (String(json.Status) !== "2") throw new ProviderUnavailable(ID, `payment refused (status ${String(json.Status)})`);
    if (typeof json.Hash !== "string" || !safeEqual(ceeposResponseHash(json, this.config.secret), json.Hash.toLowerCase())) {
      throw new ProviderUnavailable(ID, "response hash mismatch");
    }
    if (String(json.Id) !== request.stamp) throw new ProviderUnavailable(ID, "response Id does not match the attempt");
    const reference = json.Reference;
    if (typeof json.PaymentAddress !== "string" || (typeof reference !== "string" && typeof reference !== "number")) {
      throw new ProviderUnavailable(ID, "response lacks PaymentAddress or Reference");
    }
    return {
      submission: { method: "redirect", action: json.PaymentAddress, fields: {} },
      providerTransactionId: String(reference),
      completed: false,
    };
  }

  verifyReturn(message: ProviderMessage): ProviderReport {
    const query = message.query;
    if (!query.Hash) throw new InvalidProviderMessage(ID, "Hash missing");
    if (!safeEqual(ceeposReturnHash(query, this.config.secret), query.Hash.toLowerCase()))
      throw new InvalidProviderMessage(ID, "Hash mismatch");
    const payload = present(query, CEEPOS_RETURN_FIELDS);
    return this.report(payload, cents(query.PaymentSum));
  }

  /** A POST with a JSON body, either with `Payments[]` (documented) or flat. */
  verifyCallback(message: ProviderMessage): ProviderReport {
    let body: unknown;
    try {
      body = JSON.parse(message.rawBody);
    } catch {
      throw new InvalidProviderMessage(ID, "body is not JSON");
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) throw new InvalidProviderMessage(ID, "body is not a JSON object");
    const fields = body as CeeposFields;
    if (typeof fields.Hash !== "string") throw new InvalidProviderMessage(ID, "Hash missing");
    if (!safeEqual(ceeposNotificationHash(fields, this.config.secret), fields.Hash.toLowerCase()))
      throw new InvalidProviderMessage(ID, "Hash mismatch");
    const payments = Array.isArray(fields.Payments)
      ? fields.Payments.map((payment: unknown) =>
          present(typeof payment === "object" && payment !== null ? (payment as CeeposFields) : {}, CEEPOS_PAYMENT_FIELDS),
        )
      : [present(fields, CEEPOS_PAYMENT_FIELDS)];
    const sums = payments.filter((payment) => payment.PaymentSum !== undefined).map((payment) => cents(payment.PaymentSum));
    const amount = sums.length > 0 ? sums.reduce<number>((total, sum) => total + (sum ?? 0), 0) : null;
    const payload = {
      ...present(fields, CEEPOS_NOTIFICATION_HEAD),
      ...(Array.isArray(fields.Payments) ? { Payments: payments } : payments[0]),
      ...present(fields, CEEPOS_NOTIFICATION_TAIL),
    };
    return this.report(payload, amount);
  }

  private report(payload: Record<string, unknown>, amount: number | null): ProviderReport {
    const stamp = payload.Id;
    if (stamp === undefined || stamp === "") throw new InvalidProviderMessage(ID, "Id missing");
    const status = STATUSES.get(String(payload.Status));
    if (!status) throw new InvalidProviderMessage(ID, "unknown Status");
    const reference = payload.Reference;
    return {
      stamp: String(stamp),
      status,
      providerTransactionId: reference === undefined || reference === "" ? null : String(reference),
      amount,
      payload,
    };
  }

  private createFields(request: PaymentRequest): CeeposFields {
    return {
      ApiVersion: this.config.apiVersion ?? "3.0.5",
      Source: this.config.source,
      Id: request.stamp,
      Mode: 3,
      Action: "new payment",
      Description: clean(`${DESCRIPTIONS.get(request.language) ?? "Varaus"} ${request.bookingNumber}`),
      Products: request.lines.map((line) => {
        const taxcode = this.taxCode(line.vat);
        return {
          Code: clean(line.productCode),
          Amount: line.units,
          Price: line.unitPrice,
          Description: clean(line.description) || "-",
          ...(taxcode === undefined ? {} : { Taxcode: taxcode }),
        };
      }),
      Email: clean(request.customer.email),
      FirstName: clean(request.customer.firstname),
      LastName: clean(request.customer.lastname),
      Language: LANGUAGES.has(request.language) ? request.language : "fi",
      ReturnAddress: request.returnUrl,
      NotificationAddress: request.callbackUrl,
    };
  }

  private taxCode(vat: number): string | undefined {
    const codes = this.config.taxCodes ?? {};
    return Object.hasOwn(codes, String(vat)) ? codes[String(vat)] : this.config.defaultTaxCode;
  }
}

/** Free text: no `&` (the hash separator) or `;` (rejected by CPU), whitespace collapsed, at most 99 characters (reference §4.2). */
function clean(value: string): string {
  return truncate(value.replace(/[&;]/g, "").replace(/\s+/g, " ").trim(), 99).trim();
}

/** The fields of `names` present (string or number) in `source`, in that order. */
function present(source: CeeposFields, names: readonly string[]): Record<string, string | number> {
  const result: Record<string, string | number> = {};
  for (const name of names) {
    const value = source[name];
    if (typeof value === "string" || typeof value === "number") result[name] = value;
  }
  return result;
}

function cents(value: unknown): number | null {
  if (value === undefined) return null;
  const text = String(value);
  if (!/^-?\d+$/.test(text)) throw new InvalidProviderMessage(ID, "PaymentSum is not an integer");
  return Number(text);
}
