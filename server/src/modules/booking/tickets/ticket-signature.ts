import { createHmac, timingSafeEqual } from "node:crypto";

/** The version prefix of a signed ticket code: a later scheme gets T2 and old tickets still scan. */
const PREFIX = "T1";
/** 96 bits of HMAC-SHA256: forging one code takes 2^95 tries on average, each a scan at the door. */
const SIGNATURE_CHARS = 16;
/** A ticket's own code (ticket-code.ts): 12 random bytes in base64url. */
const BARE_CODE = /^[A-Za-z0-9_-]{16}$/;

export type ReadTicketCode = { ok: true; code: string } | { ok: false; problem: "malformed" | "forged" };

/**
 * The text of a ticket's QR code: `T1.<code>.<signature>`, the ticket's random code signed with a key derived
 * from the server secret (every process of an installation shares it). The door refuses an altered or made-up
 * code without looking it up; a code typed by hand (the ticket prints the bare code under its QR) is read too.
 */
export class TicketSignature {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    // A key of its own: a signature made for tickets is never valid for anything else signed with the secret.
    this.key = createHmac("sha256", serverSecret).update("ticket-code-signature-v1").digest();
  }

  /** The QR code's text for a ticket's code. */
  sign(code: string): string {
    return `${PREFIX}.${code}.${this.signature(code)}`;
  }

  /** A scanned or typed text: the ticket code it carries, or why it carries none. Whitespace around and inside is ignored. */
  read(text: string): ReadTicketCode {
    const compact = text.replace(/\s+/g, "");
    if (BARE_CODE.test(compact)) return { ok: true, code: compact };
    const parts = compact.split(".");
    if (parts.length !== 3 || parts[0] !== PREFIX || !BARE_CODE.test(parts[1]!) || parts[2]!.length !== SIGNATURE_CHARS)
      return { ok: false, problem: "malformed" };
    const expected = Buffer.from(this.signature(parts[1]!));
    const given = Buffer.from(parts[2]!);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, problem: "forged" };
    return { ok: true, code: parts[1]! };
  }

  private signature(code: string): string {
    return createHmac("sha256", this.key).update(code).digest("base64url").slice(0, SIGNATURE_CHARS);
  }
}
