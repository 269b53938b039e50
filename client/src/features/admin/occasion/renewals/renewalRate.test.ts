import { describe, expect, it } from "vitest";
import { renewalRate } from "./renewalRate";

describe("renewalRate", () => {
  it("counts fully and partly renewed renewals of all, as a whole percent", () => {
    expect(renewalRate({ total: 3, renewed: 1, partlyRenewed: 1 })).toBe(67);
    expect(renewalRate({ total: 4, renewed: 0, partlyRenewed: 0 })).toBe(0);
    expect(renewalRate({ total: 0, renewed: 0, partlyRenewed: 0 })).toBeNull();
  });
});
