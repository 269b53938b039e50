import { describe, expect, it } from "vitest";
import { PRODUCT_CODE_MAX_LENGTH, PRODUCT_CODE_PATTERN } from "./admin-limits.js";

describe("PRODUCT_CODE_PATTERN", () => {
  it("takes letters, digits, '.', '_' and '-', from one to PRODUCT_CODE_MAX_LENGTH of them", () => {
    for (const code of ["A", "TICKET-1.adult_2", "x".repeat(PRODUCT_CODE_MAX_LENGTH)])
      expect(PRODUCT_CODE_PATTERN.test(code), code).toBe(true);
    for (const code of ["", "a b", "ä", "x".repeat(PRODUCT_CODE_MAX_LENGTH + 1)]) expect(PRODUCT_CODE_PATTERN.test(code), code).toBe(false);
  });
});
