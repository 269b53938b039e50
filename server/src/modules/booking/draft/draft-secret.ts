import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** Name of the HttpOnly cookie carrying a draft's secret; the uuid alone does not grant access. */
export const DRAFT_COOKIE = "draft_secret";

/**
 * Name of the HttpOnly cookie a renewal link sets: `<booking id>.<link uuid>`, the link's uuid being that booking's
 * secret. Apart from DRAFT_COOKIE, so opening a renewal link never takes the browser's own draft from it.
 */
export const RENEWAL_COOKIE = "renewal_secret";

/**
 * A waiting-list offer's draft and its secret (the e-mailed link's token), `{bookingId}.{secret}`, apart from
 * DRAFT_COOKIE for the same reason: opening an offer never takes the browser's own draft from it.
 */
export const OFFER_COOKIE = "offer_secret";

export function newDraftSecret(): string {
  return randomBytes(24).toString("base64url");
}

export function hashDraftSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export function draftSecretMatches(secret: string | undefined, expectedHash: string | null): boolean {
  if (!secret || !expectedHash) return false;
  const actual = Buffer.from(hashDraftSecret(secret), "hex");
  const expected = Buffer.from(expectedHash, "hex");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
