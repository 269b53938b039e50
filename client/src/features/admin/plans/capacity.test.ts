import { describe, expect, it } from "vitest";
import { MAX_CAPACITY, readCapacity } from "./capacity";

describe("readCapacity (issue 35)", () => {
  it("reads whole numbers from 1 to the server's maximum", () => {
    expect(readCapacity("1")).toEqual({ capacity: 1, problem: null });
    expect(readCapacity(" 500 ")).toEqual({ capacity: 500, problem: null });
    expect(readCapacity(String(MAX_CAPACITY))).toEqual({ capacity: MAX_CAPACITY, problem: null });
  });

  it("converts nothing: a decimal, an exponent or letters are not whole numbers", () => {
    for (const text of ["10,5", "10.5", "1e3", "abc", "5 000", "0x10"])
      expect(readCapacity(text)).toEqual({ capacity: null, problem: "wholeNumber" });
  });

  it("refuses whole numbers out of range and an empty field", () => {
    for (const text of ["0", "-3", String(MAX_CAPACITY + 1)]) expect(readCapacity(text)).toEqual({ capacity: null, problem: "range" });
    expect(readCapacity("  ")).toEqual({ capacity: null, problem: "required" });
  });
});
