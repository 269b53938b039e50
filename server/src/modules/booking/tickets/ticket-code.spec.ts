import { describe, expect, it } from "vitest";
import { newTicketCode } from "./ticket-code.js";

describe("newTicketCode", () => {
  it("makes 96-bit base64url codes, none twice, across many refills of its random pool", () => {
    const codes = Array.from({ length: 5_000 }, () => newTicketCode());
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).not.toContain("AAAAAAAAAAAAAAAA");
  });
});
