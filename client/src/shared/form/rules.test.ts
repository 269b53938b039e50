import { describe, expect, it } from "vitest";
import { checkField, toValidators } from "./rules";

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe("form rules", () => {
  it("required: empty texts, blanks, empty lists, null and NaN are missing", () => {
    for (const value of ["", "   ", [], null, undefined, Number.NaN])
      expect(checkField({ required: true }, value, {}, t)).toBe("validation.required");
    expect(checkField({ required: true }, "x", {}, t)).toBeNull();
    expect(checkField({ required: true }, 0, {}, t)).toBeNull();
  });

  it("min and max bound numbers", () => {
    expect(checkField({ min: 0, max: 100 }, -1, {}, t)).toBe('validation.min {"min":0}');
    expect(checkField({ min: 0, max: 100 }, 100.5, {}, t)).toBe('validation.max {"max":100}');
    expect(checkField({ min: 0, max: 100 }, 25.5, {}, t)).toBeNull();
  });

  it("minLength and maxLength count trimmed characters and list items", () => {
    expect(checkField({ minLength: 3 }, " ab ", {}, t)).toBe('validation.minLength {"count":3}');
    expect(checkField({ maxLength: 2 }, ["a", "b", "c"], {}, t)).toBe('validation.maxLength {"count":2}');
    expect(checkField({ maxLength: 3 }, "abc", {}, t)).toBeNull();
  });

  it("pattern checks non-empty texts, with its own message", () => {
    const rules = { pattern: { value: /^\d{6}-\d{4}$/, message: "validation.identityNumber" } };
    expect(checkField(rules, "12345-1234", {}, t)).toBe("validation.identityNumber");
    expect(checkField(rules, "123456-1234", {}, t)).toBeNull();
    expect(checkField(rules, "", {}, t)).toBeNull();
    expect(checkField({ pattern: { value: /^a/ } }, "b", {}, t)).toBe("validation.pattern");
  });

  it("custom rules see every value (an end before the start)", () => {
    const rules = toValidators<{ start: number; end: number | null }>(
      { end: { custom: (end, values) => (end !== null && end < values.start ? "occasion.endBeforeStart" : null) } },
      t,
    );
    expect(rules.end!(1, { start: 2, end: 1 })).toBe("occasion.endBeforeStart");
    expect(rules.end!(3, { start: 2, end: 3 })).toBeNull();
    expect(rules.end!(null, { start: 2, end: null })).toBeNull();
  });
});
