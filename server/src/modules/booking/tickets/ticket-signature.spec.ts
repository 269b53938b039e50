import { describe, expect, it } from "vitest";
import { newTicketCode } from "./ticket-code.js";
import { TicketSignature } from "./ticket-signature.js";

const signature = new TicketSignature("a server secret of at least thirty-two characters");

describe("TicketSignature", () => {
  it("reads back the code it signed, and a bare typed code with spaces", () => {
    const code = newTicketCode();
    const signed = signature.sign(code);
    expect(signed).toMatch(/^T1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{16}$/);
    expect(signature.read(signed)).toEqual({ ok: true, code });
    expect(signature.read(` ${code.slice(0, 8)} ${code.slice(8)} `)).toEqual({ ok: true, code });
  });

  it("refuses an altered code or signature, and another installation's signature, as forged", () => {
    const code = "abcdefghijklmnop";
    const signed = signature.sign(code);
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
    expect(signature.read(flip(signed, 5))).toEqual({ ok: false, problem: "forged" });
    expect(signature.read(flip(signed, signed.length - 1))).toEqual({ ok: false, problem: "forged" });
    expect(new TicketSignature("another installation's secret, also long enough").read(signed)).toEqual({ ok: false, problem: "forged" });
  });

  it("calls anything else malformed", () => {
    for (const text of ["", "hello", "T2.abcdefghijklmnop.abcdefghijklmnop", "T1.abc.def", "T1.abcdefghijklmnop", "<script>"])
      expect(signature.read(text)).toEqual({ ok: false, problem: "malformed" });
  });
});
