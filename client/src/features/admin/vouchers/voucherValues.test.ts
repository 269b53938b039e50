import { describe, expect, it } from "vitest";
import type { VoucherCampaignFieldsFragment } from "../../../generated/admin";
import { toCampaignFormValues, toCampaignInput } from "./voucherValues";

describe("the campaign form's values", () => {
  it("sends euros and percentages in hundredths, empty uses as null, and keeps scopes the form does not edit", () => {
    const values = { ...toCampaignFormValues(null, "en"), name: "Friends", value: "12,5", usesPerCode: "10", usesPerEmail: "" };
    expect(toCampaignInput(values, null)).toMatchObject({
      name: "Friends",
      kind: "PERCENT",
      value: 1250,
      usesPerCode: 10,
      usesPerEmail: null,
      occasionIds: [],
    });
    expect(toCampaignInput({ ...values, value: "abc" }, null).value).toBe(-1);
  });

  it("shows a saved campaign's value back as it was typed", () => {
    const saved: VoucherCampaignFieldsFragment = {
      id: "c",
      name: "Comp",
      kind: "PERCENT",
      value: 10000,
      validFrom: null,
      validUntil: null,
      eventIds: [],
      occasionIds: ["o"],
      ticketTypeIds: [],
      priceZoneIds: [],
      usesPerCode: null,
      usesPerEmail: 2,
      updatedAt: "2026-01-01T00:00:00.000Z",
      codeCount: 0,
      used: 0,
    };
    const values = toCampaignFormValues(saved, "en");
    expect(values).toMatchObject({ value: "100", usesPerEmail: "2", usesPerCode: "" });
    expect(toCampaignInput(values, saved).occasionIds).toEqual(["o"]);
    // A value with decimals in the interface language's own way, read back as it was saved.
    const swedish = toCampaignFormValues({ ...saved, value: 1250 }, "sv");
    expect(swedish.value).toBe("12,50");
    expect(toCampaignFormValues({ ...saved, value: 1250 }, "en").value).toBe("12.50");
    expect(toCampaignInput(swedish, saved).value).toBe(1250);
  });
});
