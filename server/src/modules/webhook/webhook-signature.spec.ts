import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newWebhookSecret, signatureHeader, verifySignature } from "./webhook-signature.js";

describe("X-Seatbooking-Signature", () => {
  const secret = newWebhookSecret();
  const body = JSON.stringify({ id: "e1", type: "booking.booked", data: { name: "Łukasz Ščerbanović" } });

  it("is t=<unix seconds>,v1=<hex HMAC-SHA256 of '<t>.<body>'>", () => {
    const expected = createHmac("sha256", secret).update(`1764900000.${body}`).digest("hex");
    expect(signatureHeader(secret, body, 1764900000)).toBe(`t=1764900000,v1=${expected}`);
  });

  it("verifies the body it was made for, within the tolerance, with the secret it was made with", () => {
    const header = signatureHeader(secret, body, 1764900000);
    expect(verifySignature(secret, body, header, 1764900100)).toBe(true);
    expect(verifySignature(secret, `${body} `, header, 1764900100)).toBe(false);
    expect(verifySignature(newWebhookSecret(), body, header, 1764900100)).toBe(false);
    expect(verifySignature(secret, body, header, 1764900000 + 301)).toBe(false);
    expect(verifySignature(secret, body, "t=1764900000,v1=zz", 1764900000)).toBe(false);
    expect(verifySignature(secret, body, "", 1764900000)).toBe(false);
  });

  it("makes a new unguessable secret each time", () => {
    expect(newWebhookSecret()).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(newWebhookSecret());
  });
});
