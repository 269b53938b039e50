import { describe, expect, it } from "vitest";
import { decimalError, formatDecimal, parseDecimal } from "./decimal";

const t = (key: string, options?: Record<string, unknown>) => (options?.count === undefined ? key : `${key}:${String(options.count)}`);

describe("decimals typed in an admin field", () => {
  it("reads a comma or a point as the decimal mark, whatever the language", () => {
    expect(parseDecimal("10,0")).toEqual({ ok: true, value: 10 });
    expect(parseDecimal("25,5")).toEqual({ ok: true, value: 25.5 });
    expect(parseDecimal("25.5")).toEqual({ ok: true, value: 25.5 });
    expect(parseDecimal("5,50")).toEqual({ ok: true, value: 5.5 });
    expect(parseDecimal("14")).toEqual({ ok: true, value: 14 });
    expect(parseDecimal(" 0 ")).toEqual({ ok: true, value: 0 });
  });

  it("reads spaces between thousands (also no-break spaces, as Intl writes them) and a minus", () => {
    expect(parseDecimal("1 234,5")).toEqual({ ok: true, value: 1234.5 });
    expect(parseDecimal("1\u00a0234,5")).toEqual({ ok: true, value: 1234.5 });
    expect(parseDecimal("1\u202f234.5")).toEqual({ ok: true, value: 1234.5 });
    expect(parseDecimal("-5,00")).toEqual({ ok: true, value: -5 });
    expect(parseDecimal("\u22125,5")).toEqual({ ok: true, value: -5.5 });
  });

  it("gives an error, never a number, for what is not one", () => {
    for (const text of ["", "abc", "10,0 %", "25,", ",5", "1.000,00", "1,000.00", "2,5,5", "25 €", "1e3", "0x10", "--5"])
      expect(parseDecimal(text), text).toEqual({ ok: false, error: "validation.decimal" });
  });

  it("refuses a digit past the allowed decimals instead of rounding it", () => {
    expect(parseDecimal("25,555", { maxDecimals: 2 })).toEqual({ ok: false, error: "validation.decimalPlaces" });
    expect(parseDecimal("25,55", { maxDecimals: 2 })).toEqual({ ok: true, value: 25.55 });
  });

  it("says what is wrong as a message: required, not a number, decimals, bounds", () => {
    const vat = { required: true, min: 0, max: 100, maxDecimals: 2 };
    expect(decimalError("25,5", t, vat)).toBeNull();
    expect(decimalError("", t, vat)).toBe("validation.required");
    expect(decimalError("", t, { required: false })).toBeNull();
    expect(decimalError("kymmenen", t, vat)).toBe("validation.decimal:2");
    expect(decimalError("25,555", t, vat)).toBe("validation.decimalPlaces:2");
    expect(decimalError("255", t, vat)).toBe("validation.max");
    expect(decimalError("-1", t, vat)).toBe("validation.min");
  });

  it("shows a saved number back in the interface language's decimal mark, and reads it back the same", () => {
    expect(formatDecimal(25.5, "fi")).toBe("25,5");
    expect(formatDecimal(25.5, "sv")).toBe("25,5");
    expect(formatDecimal(25.5, "en")).toBe("25.5");
    expect(formatDecimal(10, "fi")).toBe("10");
    expect(formatDecimal(1234.56, "fi")).toBe("1234,56");
    expect(formatDecimal(-5.5, "fi")).toBe("-5,5");
    for (const lng of ["fi", "sv", "en"]) expect(parseDecimal(formatDecimal(1234.56, lng))).toEqual({ ok: true, value: 1234.56 });
  });
});
