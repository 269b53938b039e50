import { describe, expect, it } from "vitest";
import { translateReason } from "./system-reasons.js";

describe("translateReason", () => {
  it("translates the reasons the system records, keeping English as stored", () => {
    expect(translateReason("sold at the box office", "fi")).toBe("myyty lipunmyynnissä");
    expect(translateReason("sold at the box office", "en")).toBe("sold at the box office");
    expect(translateReason("paid with paytrail (callback)", "sv")).toBe("betald med paytrail");
    expect(translateReason("paid with visma-pay (return), after the hold had lapsed", "fi")).toBe(
      "maksettu: visma-pay, kun varaus oli jo rauennut",
    );
  });

  it("shows a reason an administrator typed as typed, and none as none", () => {
    expect(translateReason("asiakas soitti", "sv")).toBe("asiakas soitti");
    expect(translateReason(null, "fi")).toBeNull();
  });
});
