import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { businessIdCheckDigit, isValidBusinessId, normalizeBusinessId } from "./business-id.js";

describe("businessIdCheckDigit", () => {
  it("weights the digits 7, 9, 10, 5, 8, 4, 2 and takes 11 minus the remainder mod 11", () => {
    // 0112038: 0*7 + 1*9 + 1*10 + 2*5 + 0*8 + 3*4 + 8*2 = 57; 57 mod 11 = 2; 11 - 2 = 9.
    expect(businessIdCheckDigit("0112038")).toBe(9);
  });

  it("gives 0 for remainder 0", () => {
    // 1572860: 7 + 45 + 70 + 10 + 64 + 24 + 0 = 220 = 20 * 11.
    expect(businessIdCheckDigit("1572860")).toBe(0);
  });

  it("answers null for remainder 1, which is never issued", () => {
    // 0000006: 6 * 2 = 12; 12 mod 11 = 1.
    expect(businessIdCheckDigit("0000006")).toBeNull();
  });

  it("refuses anything but seven digits", () => {
    expect(() => businessIdCheckDigit("123456")).toThrow(RangeError);
    expect(() => businessIdCheckDigit("123456a")).toThrow(RangeError);
  });
});

describe("normalizeBusinessId", () => {
  it("accepts real IDs, trimmed", () => {
    expect(normalizeBusinessId("0112038-9")).toBe("0112038-9");
    expect(normalizeBusinessId(" 1572860-0 ")).toBe("1572860-0");
  });

  it("pads the six-digit form with a leading zero", () => {
    expect(normalizeBusinessId("112038-9")).toBe("0112038-9");
  });

  it("refuses a wrong check digit, a remainder-1 ID, and other shapes", () => {
    expect(normalizeBusinessId("0112038-8")).toBeNull();
    expect(normalizeBusinessId("0000006-0")).toBeNull();
    expect(normalizeBusinessId("0000006-1")).toBeNull();
    expect(normalizeBusinessId("01120389")).toBeNull();
    expect(normalizeBusinessId("0112038 9")).toBeNull();
    expect(normalizeBusinessId("12345-6")).toBeNull();
    expect(normalizeBusinessId("FI01120389")).toBeNull();
    expect(normalizeBusinessId("")).toBeNull();
    expect(isValidBusinessId("abc")).toBe(false);
    expect(isValidBusinessId("0112038-9")).toBe(true);
  });
});

describe("the examples the app shows", () => {
  it("are business IDs that pass this check, in every language (issue 34, item 18)", () => {
    const root = fileURLToPath(new URL("../../../", import.meta.url));
    const texts = ["en", "fi", "sv"].flatMap((language) => [
      readFileSync(join(root, "server/src/modules/i18n/locales", language, "server.json"), "utf8"),
      readFileSync(join(root, "client/src/shared/i18n/locales", language, "admin.json"), "utf8"),
    ]);
    const examples = texts.flatMap((text) => text.match(/\b\d{7}-\d\b/g) ?? []);
    expect(examples.length).toBeGreaterThanOrEqual(9);
    for (const example of examples) expect(isValidBusinessId(example), example).toBe(true);
  });
});
