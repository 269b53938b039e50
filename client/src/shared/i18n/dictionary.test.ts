import { describe, expect, it } from "vitest";
import { deepMerge, normalizeDictionary } from "./dictionary";

describe("normalizeDictionary", () => {
  it("unflattens dotted keys and keeps nested ones", () => {
    expect(normalizeDictionary({ "errors.404": "Puuttuu", menu: { toggle: "Valikko" } })).toEqual({
      errors: { "404": "Puuttuu" },
      menu: { toggle: "Valikko" },
    });
  });

  it("drops empty strings and non-string leaves", () => {
    expect(normalizeDictionary({ a: "", b: 3, c: null, d: { e: " " }, f: "ok" })).toEqual({ f: "ok" });
  });

  it("merges flat and nested keys for the same branch", () => {
    expect(normalizeDictionary({ errors: { "400": "x" }, "errors.404": "y" })).toEqual({
      errors: { "400": "x", "404": "y" },
    });
  });
});

describe("deepMerge", () => {
  it("merges deeply, the override winning", () => {
    expect(deepMerge({ a: { b: "1", c: "2" }, d: "3" }, { a: { c: "x" } })).toEqual({
      a: { b: "1", c: "x" },
      d: "3",
    });
  });
});
