import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** Cookie mirroring the CSRF token (signed double-submit, DESIGN section 7). */
export const CSRF_COOKIE = "csrf_token";
export const CSRF_HEADER = "x-csrf-token";

/**
 * Signed double-submit tokens: `<random>.<hmac(secret, random|session)>`. No database row per
 * anonymous visitor; a token issued for one session does not verify for another.
 */
export class CsrfTokens {
  constructor(private readonly secret: string) {}

  private sign(nonce: string, sessionId: string | null): string {
    return createHmac("sha256", this.secret)
      .update(`csrf|${nonce}|${sessionId ?? ""}`)
      .digest("base64url");
  }

  issue(sessionId: string | null): string {
    const nonce = randomBytes(18).toString("base64url");
    return `${nonce}.${this.sign(nonce, sessionId)}`;
  }

  /** True when the token is well formed and signed by this server for this session. */
  isValid(token: string | undefined, sessionId: string | null): boolean {
    if (!token) return false;
    const [nonce, signature, ...rest] = token.split(".");
    if (!nonce || !signature || rest.length > 0) return false;
    const expected = Buffer.from(this.sign(nonce, sessionId));
    const actual = Buffer.from(signature);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  /** The double-submit check: the header equals the cookie and the token is valid. */
  verifyRequest(headerToken: string | undefined, cookieToken: string | undefined, sessionId: string | null): boolean {
    if (!headerToken || !cookieToken) return false;
    // Bytes, not characters: a non-ASCII character is several bytes, and timingSafeEqual throws on unequal lengths.
    const header = Buffer.from(headerToken);
    const cookie = Buffer.from(cookieToken);
    if (header.length !== cookie.length || !timingSafeEqual(header, cookie)) return false;
    return this.isValid(headerToken, sessionId);
  }
}
