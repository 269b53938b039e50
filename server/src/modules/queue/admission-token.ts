import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export { admissionCookieName, QUEUE_VISITOR_COOKIE } from "../booking/process/admission-port.js";

/**
 * The waiting room's admission (issue 39): a token the server signs when a visitor's turn comes, carried in an HttpOnly
 * cookie of its own per date. It names the date, the visitor's entry in the line and when it lapses, and is bound to the
 * browser that waited: its MAC covers a hash of that browser's visitor cookie, so the token alone, copied elsewhere, is
 * worth nothing. One token opens one draft (the entry is bound to it in the database, see AdmissionGate).
 */
export interface Admission {
  occasionId: string;
  entryId: string;
  /** Unix seconds after which it no longer opens a draft. */
  expiresAt: number;
}

/** The browser's visitor secret as its cookie has it when well-formed (24 random bytes, base64url), else a new one. */
export function visitorSecretOr(given: string | undefined): string {
  return given && /^[A-Za-z0-9_-]{32}$/.test(given) ? given : randomBytes(24).toString("base64url");
}

export function visitorHash(visitorSecret: string): string {
  return createHash("sha256").update(visitorSecret).digest("hex");
}

export class AdmissionTokens {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    // A key of its own, derived from the server's secret: a MAC of another kind (CSRF, tickets) never passes for one.
    this.key = createHmac("sha256", serverSecret).update("queue-admission/v1").digest();
  }

  sign(admission: Admission, visitorSecret: string): string {
    return `${admission.entryId}.${admission.expiresAt}.${this.mac(admission, visitorHash(visitorSecret))}`;
  }

  /**
   * The admission a token grants on `occasionId` to the browser holding `visitorSecret`, or null: malformed, forged,
   * another date's, another browser's, or lapsed at `now`.
   */
  verify(token: string | undefined, occasionId: string, visitorSecret: string | undefined, now: Date): Admission | null {
    if (!token || !visitorSecret || token.length > 200) return null;
    const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const admission: Admission = { occasionId, entryId: match[1]!, expiresAt: Number(match[2]) };
    const expected = Buffer.from(this.mac(admission, visitorHash(visitorSecret)));
    const given = Buffer.from(match[3]!);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    if (admission.expiresAt * 1000 <= now.getTime()) return null;
    return admission;
  }

  private mac(admission: Admission, visitor: string): string {
    return createHmac("sha256", this.key)
      .update(`${admission.occasionId}|${admission.entryId}|${admission.expiresAt}|${visitor}`)
      .digest("base64url");
  }
}
