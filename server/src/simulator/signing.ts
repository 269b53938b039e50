/**
 * The simulator's own signing code for the three providers (reference payments.md §2.2, §3.2, §4.3).
 *
 * Deliberately independent of the production adapters (server/src/modules/payment/providers): every
 * signed string is built explicitly, character by character, so that a bug shared with the adapters
 * cannot make both sides agree on a wrong signature. The spec file pins each function to the
 * published vectors.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** Compares two signatures without leaking where they differ. */
export function sameSignature(expected: string, received: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(received, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

// ---------------------------------------------------------------------------------------------
// Paytrail (§2.2): HMAC over "name:value" lines of every checkout-* entry, sorted by name, then the
// body exactly as sent; lines joined with LF, so an empty body leaves a trailing LF.
// ---------------------------------------------------------------------------------------------

export type PaytrailAlgorithm = "sha256" | "sha512";

export function isPaytrailAlgorithm(value: string | undefined): value is PaytrailAlgorithm {
  return value === "sha256" || value === "sha512";
}

/**
 * The exact text Paytrail signs. `entries` may hold anything (a whole query or header set): only
 * names starting with "checkout-" are used, so a `signature` or merchant parameter is ignored.
 */
export function paytrailSigningText(entries: Record<string, string | undefined>, body: string): string {
  const names: string[] = [];
  for (const name of Object.keys(entries)) {
    if (name.startsWith("checkout-") && entries[name] !== undefined) names.push(name);
  }
  names.sort();
  let text = "";
  for (const name of names) {
    text += name + ":" + entries[name] + "\n";
  }
  return text + body;
}

export function paytrailSignature(
  secret: string,
  algorithm: PaytrailAlgorithm,
  entries: Record<string, string | undefined>,
  body: string,
): string {
  return createHmac(algorithm, secret).update(paytrailSigningText(entries, body), "utf8").digest("hex");
}

/**
 * Verifies a Paytrail redirect/callback query (or any checkout-* map with a `signature` entry):
 * the algorithm is the one named in `checkout-algorithm`, the body is empty.
 */
export function verifyPaytrailParams(params: Record<string, string | undefined>, secret: string, body = ""): boolean {
  const algorithm = params["checkout-algorithm"];
  const signature = params["signature"];
  if (!isPaytrailAlgorithm(algorithm) || signature === undefined) return false;
  return sameSignature(paytrailSignature(secret, algorithm, params, body), signature);
}

// ---------------------------------------------------------------------------------------------
// Visma Pay (§3.2): HMAC-SHA256 with the private key over "|"-joined values, UPPERCASE hex.
// ---------------------------------------------------------------------------------------------

export function vismaPayAuthcode(privateKey: string, values: readonly string[]): string {
  let message = "";
  for (let i = 0; i < values.length; i++) {
    if (i > 0) message += "|";
    message += values[i];
  }
  return createHmac("sha256", privateKey).update(message, "utf8").digest("hex").toUpperCase();
}

/**
 * The values of a return/notify authcode in order: RETURN_CODE, ORDER_NUMBER, then SETTLED,
 * CONTACT_ID, INCIDENT_ID when present and non-empty (§3.2, "present and non-empty" rule).
 */
export function vismaPayReturnValues(params: Record<string, string | undefined>): string[] {
  const values = [params["RETURN_CODE"] ?? "", params["ORDER_NUMBER"] ?? ""];
  for (const optional of ["SETTLED", "CONTACT_ID", "INCIDENT_ID"]) {
    const value = params[optional];
    if (value !== undefined && value !== "") values.push(value);
  }
  return values;
}

export function verifyVismaPayReturn(params: Record<string, string | undefined>, privateKey: string): boolean {
  const received = params["AUTHCODE"];
  if (received === undefined || params["RETURN_CODE"] === undefined || params["ORDER_NUMBER"] === undefined) {
    return false;
  }
  return sameSignature(vismaPayAuthcode(privateKey, vismaPayReturnValues(params)), received);
}

// ---------------------------------------------------------------------------------------------
// Ceepos (§4.3): plain SHA-256 (no HMAC) over the present field values in a fixed order, then the
// secret, all joined with "&"; lowercase hex.
// ---------------------------------------------------------------------------------------------

export function ceeposHash(values: readonly string[], secret: string): string {
  let text = "";
  for (const value of values) text += value + "&";
  text += secret;
  return createHash("sha256").update(text, "utf8").digest("hex");
}

type JsonRecord = Record<string, unknown>;

/** A field counts when present and not null; a present empty string is an (empty) element. */
function pushPresent(values: string[], record: JsonRecord, names: readonly string[]): void {
  for (const name of names) {
    const value = record[name];
    if (value === undefined || value === null) continue;
    values.push(typeof value === "string" ? value : String(value));
  }
}

function records(value: unknown): JsonRecord[] {
  return Array.isArray(value) ? value.filter((v): v is JsonRecord => typeof v === "object" && v !== null) : [];
}

const CEEPOS_REQUEST_HEAD = ["ApiVersion", "Source", "Id", "Mode", "Action", "Description"] as const;
const CEEPOS_PRODUCT = ["Code", "Amount", "Price", "Description", "Taxcode"] as const;
const CEEPOS_REQUEST_TAIL = [
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
const CEEPOS_RESPONSE = ["Id", "Status", "Reference", "Action", "PaymentAddress", "PaymentExpires"] as const;
const CEEPOS_RETURN = [
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
const CEEPOS_PAYMENT = ["PaymentMethod", "PaymentSum", "Timestamp", "PaymentDescription", "CardExpiration"] as const;

/** Values of a payment request (merchant → Ceepos) in hash order. */
export function ceeposRequestValues(body: JsonRecord): string[] {
  const values: string[] = [];
  pushPresent(values, body, CEEPOS_REQUEST_HEAD);
  for (const product of records(body["Products"])) pushPresent(values, product, CEEPOS_PRODUCT);
  pushPresent(values, body, CEEPOS_REQUEST_TAIL);
  return values;
}

/** Values of the creation response in hash order. */
export function ceeposResponseValues(body: JsonRecord): string[] {
  const values: string[] = [];
  pushPresent(values, body, CEEPOS_RESPONSE);
  return values;
}

/** Values of the browser return query in hash order. */
export function ceeposReturnValues(params: Record<string, string | undefined>): string[] {
  const values: string[] = [];
  pushPresent(values, params, CEEPOS_RETURN);
  return values;
}

/**
 * Values of a notification body in hash order: Id, Status, Reference, each Payments[] element,
 * SubscriptionCode, LoyaltyCard. The flat variant (payment fields at top level, §4.4) hashes the
 * same way as a single Payments element.
 */
export function ceeposNotificationValues(body: JsonRecord): string[] {
  const values: string[] = [];
  pushPresent(values, body, ["Id", "Status", "Reference"]);
  if (Array.isArray(body["Payments"])) {
    for (const payment of records(body["Payments"])) pushPresent(values, payment, CEEPOS_PAYMENT);
  } else {
    pushPresent(values, body, CEEPOS_PAYMENT);
  }
  pushPresent(values, body, ["SubscriptionCode", "LoyaltyCard"]);
  return values;
}

/** Ceepos libraries emit lowercase hex; the Tampere client compares case-insensitively, so do we. */
function ceeposMatches(expected: string, received: unknown): boolean {
  return typeof received === "string" && sameSignature(expected, received.toLowerCase());
}

export function verifyCeeposRequest(body: JsonRecord, secret: string): boolean {
  return ceeposMatches(ceeposHash(ceeposRequestValues(body), secret), body["Hash"]);
}

export function verifyCeeposResponse(body: JsonRecord, secret: string): boolean {
  return ceeposMatches(ceeposHash(ceeposResponseValues(body), secret), body["Hash"]);
}

export function verifyCeeposReturn(params: Record<string, string | undefined>, secret: string): boolean {
  return ceeposMatches(ceeposHash(ceeposReturnValues(params), secret), params["Hash"]);
}

export function verifyCeeposNotification(body: JsonRecord, secret: string): boolean {
  return ceeposMatches(ceeposHash(ceeposNotificationValues(body), secret), body["Hash"]);
}
