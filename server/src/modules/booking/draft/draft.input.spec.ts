import { describe, expect, it } from "vitest";
import { parseInput } from "../../../common/request-input.js";
import { bestAvailableCountSchema, bestAvailablePreferenceSchema } from "./draft.input.js";
import { refusedFields } from "../../../../test/helpers/refusal.js";

const ZONE = "3F2504E0-4F89-11D3-9A0C-0305E82C3301";

describe("bestAvailableCountSchema", () => {
  it("takes a whole number of at least 1", () => {
    expect(parseInput(bestAvailableCountSchema, 4, "count")).toBe(4);
  });

  it("refuses 0, a negative, a fraction or a text as the count's own message", () => {
    for (const count of [0, -3, 1.5, "2", null])
      expect(refusedFields(() => parseInput(bestAvailableCountSchema, count, "count"))).toEqual({ count: "validation.bestAvailableCount" });
  });
});

describe("bestAvailablePreferenceSchema", () => {
  it("answers the section trimmed (empty: none) and the zone's id lower-cased", () => {
    expect(parseInput(bestAvailablePreferenceSchema, { section: " Łukasz Ščerbanović ", priceZoneId: ZONE })).toEqual({
      section: "Łukasz Ščerbanović",
      priceZoneId: ZONE.toLowerCase(),
    });
    expect(parseInput(bestAvailablePreferenceSchema, { section: "  ", priceZoneId: "" })).toEqual({ section: null, priceZoneId: null });
    expect(parseInput(bestAvailablePreferenceSchema, {})).toEqual({ section: null, priceZoneId: null });
  });

  it("refuses a section past 50 characters and a zone that is no id, under the preference's name", () => {
    expect(
      refusedFields(() =>
        parseInput(bestAvailablePreferenceSchema, { section: "Ščerbanović ".repeat(5), priceZoneId: "zone-a" }, "preference"),
      ),
    ).toEqual({ "preference.section": "validation.tooLong", "preference.priceZoneId": "validation.zoneUnknown" });
    expect(refusedFields(() => parseInput(bestAvailablePreferenceSchema, { section: 7 }, "preference"))).toEqual({
      "preference.section": "validation.missing",
    });
  });
});
