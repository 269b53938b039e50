import { createHmac } from "node:crypto";

export type PaytrailAlgorithm = "sha256" | "sha512";

export function isPaytrailAlgorithm(value: string | undefined): value is PaytrailAlgorithm {
  return value === "sha256" || value === "sha512";
}

/** The `checkout-*` entries of a header or query map, with their values. */
export function checkoutParams(params: Record<string, string | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (name.toLowerCase().startsWith("checkout-") && value !== undefined) result[name.toLowerCase()] = value;
  }
  return result;
}

/**
 * Paytrail HMAC (reference §2.2): every `checkout-*` param sorted by name as `name:value`, then the body
 * exactly as sent ("" when none), joined by LF; lowercase hex. Other params are ignored.
 */
export function paytrailSignature(
  secret: string,
  algorithm: PaytrailAlgorithm,
  params: Record<string, string | undefined>,
  body: string,
): string {
  const signed = checkoutParams(params);
  const lines = Object.keys(signed)
    .sort()
    .map((name) => `${name}:${signed[name]}`);
  lines.push(body);
  return createHmac(algorithm, secret).update(lines.join("\n"), "utf8").digest("hex");
}
