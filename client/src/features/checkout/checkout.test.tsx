import { describe, expect, it, vi } from "vitest";
import { clientFormErrors, EMPTY_CLIENT } from "../../shared/checkout/ClientForm";
import { renderMarkdown } from "../../shared/markdown/markdown";
import { preselectedMethod } from "../../shared/checkout/preselectedMethod";
import { resultPageOf } from "./routes/CheckoutResultPage";
import { submitPayment } from "../../shared/checkout/submitPayment";

const t = (key: string) => key;

describe("submitPayment", () => {
  it("posts a hidden form with the fields, values unchanged", () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    submitPayment({ action: "https://pay.example/form", method: "post", fields: { a: 'x "<b>"', token: "base64 MTUyNQ==" } });
    const form = document.body.querySelector("form")!;
    expect(form.method).toBe("post");
    expect(form.action).toBe("https://pay.example/form");
    expect(form.hidden).toBe(true);
    const inputs = [...form.querySelectorAll("input")].map((input) => [input.type, input.name, input.value]);
    expect(inputs).toEqual([
      ["hidden", "a", 'x "<b>"'],
      ["hidden", "token", "base64 MTUyNQ=="],
    ]);
    expect(submit).toHaveBeenCalledTimes(1);
    form.remove();
    submit.mockRestore();
  });

  it("submits a GET form for method get", () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    submitPayment({ action: "https://pay.example/get", method: "GET", fields: { id: "1" } });
    const form = document.body.querySelector("form")!;
    expect(form.method).toBe("get");
    form.remove();
    submit.mockRestore();
  });

  it("navigates for redirect", () => {
    const navigate = vi.fn();
    submitPayment({ action: "https://pay.example/token/abc?x=1", method: "redirect", fields: {} }, document, navigate);
    expect(navigate).toHaveBeenCalledWith("https://pay.example/token/abc?x=1");
    expect(document.body.querySelector("form")).toBeNull();
  });

  it("throws a RangeError for any other method", () => {
    expect(() => submitPayment({ action: "x", method: "put", fields: {} })).toThrow(RangeError);
  });
});

describe("renderMarkdown", () => {
  it("renders markdown and strips scripts, handlers and javascript links", () => {
    const html = renderMarkdown(
      '# Terms\n\n**Bold** <script>alert(1)</script> <a href="javascript:alert(1)">x</a> <b onclick="alert(1)">y</b>',
    );
    expect(html).toContain("<h1>Terms</h1>");
    expect(html).toContain("<strong>Bold</strong>");
    expect(html).not.toMatch(/script|onclick|javascript:/i);
  });
});

describe("clientFormErrors", () => {
  const settings = { requireAddress: false, requireIdentityNumber: false };

  it("requires name, e-mail and phone with SPEC section 5's message", () => {
    expect(clientFormErrors(EMPTY_CLIENT, settings, t)).toEqual({
      firstname: "validation.required",
      lastname: "validation.required",
      email: "validation.required",
      phone: "validation.required",
    });
  });

  it("asks for address and identity number only when the settings do", () => {
    const filled = { ...EMPTY_CLIENT, firstname: "A", lastname: "B", email: "a@b.fi", phone: "0401234567" };
    expect(clientFormErrors(filled, settings, t)).toEqual({});
    expect(clientFormErrors(filled, { requireAddress: true, requireIdentityNumber: true }, t)).toEqual({
      address: "validation.required",
      identityNumber: "validation.required",
    });
    expect(clientFormErrors({ ...filled, identityNumber: "123" }, { requireAddress: false, requireIdentityNumber: true }, t)).toEqual({
      identityNumber: "validation.identityNumber",
    });
    expect(
      clientFormErrors({ ...filled, identityNumber: "010380-000P" }, { requireAddress: false, requireIdentityNumber: true }, t),
    ).toEqual({});
    // The right shape with a mistyped check character, caught before the round trip.
    expect(
      clientFormErrors({ ...filled, identityNumber: "010380-000A" }, { requireAddress: false, requireIdentityNumber: true }, t),
    ).toEqual({ identityNumber: "validation.identityNumberCheck" });
    // Six digits that are no date: said as such (issue 37).
    expect(
      clientFormErrors({ ...filled, identityNumber: "310280-000P" }, { requireAddress: false, requireIdentityNumber: true }, t),
    ).toEqual({ identityNumber: "validation.identityNumberDate" });
  });

  it("checks the formats and lengths the server checks, by the same schema", () => {
    const filled = { ...EMPTY_CLIENT, firstname: "Łukasz", lastname: "Ščerbanović", email: "a@b.fi", phone: "0401234567" };
    expect(clientFormErrors({ ...filled, email: "a@b", phone: "call me", firstname: "x".repeat(101) }, settings, t)).toEqual({
      email: "validation.email",
      phone: "validation.phone",
      firstname: "validation.maxLength",
    });
  });
});

describe("preselectedMethod", () => {
  it("takes the only method, else the chosen one, else the first", () => {
    expect(preselectedMethod([{ id: "skip" }], "paytrail")).toBe("skip");
    expect(preselectedMethod([{ id: "skip" }, { id: "paytrail" }], "paytrail")).toBe("paytrail");
    expect(preselectedMethod([{ id: "skip" }, { id: "paytrail" }], "gone")).toBe("skip");
    expect(preselectedMethod([], null)).toBeNull();
  });
});

describe("resultPageOf", () => {
  it("maps a booking's state to the page it belongs on", () => {
    expect(resultPageOf({ status: "booked", paymentStatus: "paid" })).toBe("success");
    expect(resultPageOf({ status: "booked", paymentStatus: null })).toBe("success");
    expect(resultPageOf({ status: "payment", paymentStatus: "open" })).toBe("pending");
    expect(resultPageOf({ status: "payment", paymentStatus: "failed" })).toEqual({ checkout: "failed" });
    expect(resultPageOf({ status: "payment", paymentStatus: null })).toEqual({ checkout: null });
    expect(resultPageOf({ status: "draft", paymentStatus: null })).toEqual({ checkout: null });
    const now = Date.parse("2026-11-22T10:00:00Z");
    expect(resultPageOf({ status: "draft", paymentStatus: null, expiresAt: "2026-11-22T10:05:00Z" }, now)).toEqual({ checkout: null });
    // Lapsed but not yet swept: expired, not back to a checkout that would send it here again.
    expect(resultPageOf({ status: "draft", paymentStatus: null, expiresAt: "2026-11-22T09:59:59Z" }, now)).toBe("expired");
    expect(resultPageOf({ status: "expired", paymentStatus: "refund_required" })).toBe("expired");
    expect(
      resultPageOf({ status: "payment", paymentStatus: "refund_required", expiresAt: new Date(Date.now() + 60_000).toISOString() }),
    ).toEqual({ checkout: "refund" });
    expect(resultPageOf({ status: "cancelled", paymentStatus: null })).toBe("expired");
  });
});
