import { describe, expect, it } from "vitest";
import { contrastRatio, whiteTextFailsAa } from "./contrast";

describe("contrastRatio", () => {
  it("is 21 for black on white and 1 for a colour on itself", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#0085d2", "#0085d2")).toBeCloseTo(1, 5);
  });

  it("is null for what is not #rrggbb", () => {
    expect(contrastRatio("blue", "#ffffff")).toBeNull();
  });
});

describe("whiteTextFailsAa", () => {
  it("passes a dark blue and fails a light yellow", () => {
    expect(whiteTextFailsAa("#1c3f94")).toBe(false);
    expect(whiteTextFailsAa("#ffec99")).toBe(true);
  });

  it("knows the SPEC's default primary colour is under 4.5:1 for white text", () => {
    // #0085d2 with white measures about 4.1:1: the warning is shown for it too.
    expect(contrastRatio("#0085d2", "#ffffff")!).toBeLessThan(4.5);
  });
});
