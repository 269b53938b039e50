import { createHash } from "node:crypto";

/** A JSON or query field value; undefined and null mean "absent" (not hashed). */
export type CeeposValue = string | number | null | undefined;
export type CeeposFields = Record<string, unknown>;

/**
 * Ceepos hash (reference §4.3): SHA-256, lowercase hex, of the present values in document order with the
 * secret appended, joined by `&`. No names, no HMAC. A present empty string is an (empty) element.
 */
export function ceeposHash(values: readonly CeeposValue[], secret: string): string {
  const present = values.filter((value): value is string | number => value !== undefined && value !== null).map(String);
  return createHash("sha256")
    .update([...present, secret].join("&"), "utf8")
    .digest("hex");
}

export const CEEPOS_REQUEST_HEAD = ["ApiVersion", "Source", "Id", "Mode", "Action", "Description"] as const;
export const CEEPOS_PRODUCT_FIELDS = ["Code", "Amount", "Price", "Description", "Taxcode"] as const;
export const CEEPOS_REQUEST_TAIL = [
  "Email",
  "FirstName",
  "LastName",
  "Language",
  "ReturnAddress",
  "NotificationAddress",
  "SubscriptionCode",
  "SubscriptionPeriod",
  "SubscriptionEnd",
  "PaymentMethod",
  "PaymentInfo",
] as const;
export const CEEPOS_RESPONSE_FIELDS = ["Id", "Status", "Reference", "Action", "PaymentAddress", "PaymentExpires"] as const;
export const CEEPOS_RETURN_FIELDS = [
  "Id",
  "Status",
  "Reference",
  "PaymentMethod",
  "PaymentSum",
  "Timestamp",
  "PaymentDescription",
  "CardExpiration",
  "SubscriptionCode",
] as const;
export const CEEPOS_NOTIFICATION_HEAD = ["Id", "Status", "Reference"] as const;
export const CEEPOS_PAYMENT_FIELDS = ["PaymentMethod", "PaymentSum", "Timestamp", "PaymentDescription", "CardExpiration"] as const;
export const CEEPOS_NOTIFICATION_TAIL = ["SubscriptionCode", "LoyaltyCard"] as const;

function pick(fields: CeeposFields, names: readonly string[]): CeeposValue[] {
  return names.map((name) => scalar(fields[name]));
}

function scalar(value: unknown): CeeposValue {
  return typeof value === "string" || typeof value === "number" ? value : undefined;
}

function list(value: unknown): CeeposFields[] {
  return Array.isArray(value) ? value.filter((item): item is CeeposFields => typeof item === "object" && item !== null) : [];
}

/** Hash of a payment request: head fields, each product's fields, tail fields. */
export function ceeposRequestHash(request: CeeposFields, secret: string): string {
  const products = list(request.Products).flatMap((product) => pick(product, CEEPOS_PRODUCT_FIELDS));
  return ceeposHash([...pick(request, CEEPOS_REQUEST_HEAD), ...products, ...pick(request, CEEPOS_REQUEST_TAIL)], secret);
}

/** Hash of the answer to a payment request. */
export function ceeposResponseHash(response: CeeposFields, secret: string): string {
  return ceeposHash(pick(response, CEEPOS_RESPONSE_FIELDS), secret);
}

/** Hash of the browser return (query parameters). */
export function ceeposReturnHash(query: CeeposFields, secret: string): string {
  return ceeposHash(pick(query, CEEPOS_RETURN_FIELDS), secret);
}

/**
 * Hash of a notification. The documented shape nests payment fields in `Payments[]`; a flat variant
 * (reference §4.4) carries them at the top level, hashed at the same position.
 */
export function ceeposNotificationHash(body: CeeposFields, secret: string): string {
  const payments = Array.isArray(body.Payments) ? list(body.Payments) : [body];
  return ceeposHash(
    [
      ...pick(body, CEEPOS_NOTIFICATION_HEAD),
      ...payments.flatMap((payment) => pick(payment, CEEPOS_PAYMENT_FIELDS)),
      ...pick(body, CEEPOS_NOTIFICATION_TAIL),
    ],
    secret,
  );
}
