import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * X-Seatbooking-Signature (issue 40): `t=<unix seconds>,v1=<hex>`, where v1 is HMAC-SHA256 with the endpoint's secret
 * over `<t>.<the exact request body>`. A receiver recomputes it over the bytes it received and refuses a `t` far from its
 * own clock (a replayed request); the README shows how.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${hmac(secret, unixSeconds, body)}`;
}

function hmac(secret: string, unixSeconds: number, body: string): string {
  return createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
}

/** A receiver's check, as the README's snippet does it: the signature matches and its time is within `toleranceSeconds`. */
export function verifySignature(secret: string, body: string, header: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parts = new Map(header.split(",").map((part) => part.split("=", 2) as [string, string]));
  const t = Number(parts.get("t"));
  const v1 = parts.get("v1") ?? "";
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds || !/^[0-9a-f]{64}$/.test(v1)) return false;
  return timingSafeEqual(Buffer.from(v1, "hex"), Buffer.from(hmac(secret, t, body), "hex"));
}

/** A new endpoint's secret: 32 random bytes, prefixed so it is recognised where it is pasted. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}
