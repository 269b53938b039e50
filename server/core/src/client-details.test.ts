import { describe, expect, it } from "vitest";
import { CLIENT_FIELDS, CLIENT_LIMITS, clientFieldRules, isPhoneNumber } from "./client-details.js";

describe("isPhoneNumber", () => {
  it("takes digits, spaces, parentheses and dashes with an optional leading +, 5 to 40 of them", () => {
    for (const phone of ["0401234567", "+358 (40) 123-4567", "12345"]) expect(isPhoneNumber(phone), phone).toBe(true);
    for (const phone of ["1234", "040 123 456 x", "++358401234567", "1".repeat(41)]) expect(isPhoneNumber(phone), phone).toBe(false);
  });
});

describe("clientFieldRules", () => {
  it("states each field's required flag and limit as the forms take them", () => {
    const rules = clientFieldRules({ requireAddress: true, requireIdentityNumber: false });
    expect(rules.firstname).toEqual({ required: true, maxLength: CLIENT_LIMITS.firstname });
    expect(rules.address).toEqual({ required: true, maxLength: CLIENT_LIMITS.address });
    expect(rules.identityNumber).toEqual({ required: false, maxLength: undefined });
    expect(rules.message).toEqual({ required: false, maxLength: 2000 });
    expect(Object.keys(rules)).toEqual([...CLIENT_FIELDS]);
  });
});
