import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes in base64url: the 'my booking' link's token (256 bits; DESIGN asks >= 122). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A new 'my booking' token and the hash the booking keeps (the token itself is only in the customer's e-mail). */
export function newBookingLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: bookingLinkHash(token)! };
}

/** The stored hash of a link's token; null when the text cannot be a token (looked up as no booking). */
export function bookingLinkHash(token: string): string | null {
  if (typeof token !== "string" || !TOKEN.test(token)) return null;
  return createHash("sha256").update(token).digest("hex");
}

/** The customer's 'my booking' page in their language. */
export function bookingLinkUrl(publicBase: string, language: string, token: string): string {
  return `${publicBase}/${encodeURIComponent(language)}/my-booking/${token}`;
}
