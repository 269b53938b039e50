import { describe, expect, it } from "vitest";
import { parseInput } from "../../common/request-input.js";
import {
  labelMaskSchema,
  namePatternSchema,
  priceZoneIdSchema,
  priceZoneListSchema,
  sectionCodeSchema,
  spaceRowSchema,
  stylesSchema,
} from "./plan-admin.input.js";
import { refusedFields } from "../../../test/helpers/refusal.js";

describe("plan input schemas", () => {
  it("answers trimmed texts, null for the ones left empty, and a zone id lower-cased", () => {
    expect(parseInput(namePatternSchema, " {row}-{seat} ")).toBe("{row}-{seat}");
    expect(parseInput(namePatternSchema, "  ")).toBeNull();
    expect(parseInput(stylesSchema, null)).toBeNull();
    expect(parseInput(sectionCodeSchema, " A ")).toBe("A");
    expect(parseInput(priceZoneIdSchema, "")).toBeNull();
    expect(parseInput(priceZoneIdSchema, "0F8FAD5B-D9CB-469F-A165-70867728950E")).toBe("0f8fad5b-d9cb-469f-a165-70867728950e");
    expect(parseInput(spaceRowSchema, { name: " A-1 ", maxTickets: 2 })).toEqual({ name: "A-1", maxTickets: 2 });
  });

  it("refuses a name pattern too long, without parts or with a part twice", () => {
    expect(refusedFields(() => parseInput(namePatternSchema, "{row}".repeat(30), "namePattern"))).toEqual({
      namePattern: "validation.tooLong",
    });
    expect(refusedFields(() => parseInput(namePatternSchema, "Łukasz Ščerbanović", "namePattern"))).toEqual({
      namePattern: "validation.pattern",
    });
    expect(refusedFields(() => parseInput(namePatternSchema, "{row}-{row}", "namePattern"))).toEqual({
      namePattern: "validation.patternPartTwice",
    });
  });

  it("refuses styles too long, an empty or too long section code, and bad label masks", () => {
    expect(refusedFields(() => parseInput(stylesSchema, "a".repeat(100_001), "styles"))).toEqual({ styles: "validation.tooLong" });
    expect(refusedFields(() => parseInput(sectionCodeSchema, " ", "sections."))).toEqual({ "sections.": "validation.required" });
    expect(refusedFields(() => parseInput(sectionCodeSchema, "x".repeat(101), "sections.x"))).toEqual({
      "sections.x": "validation.tooLong",
    });
    expect(refusedFields(() => parseInput(labelMaskSchema, "{nope}", "mapLabelMasks.fi"))).toEqual({
      "mapLabelMasks.fi": "validation.maskUnknownPlaceholder",
    });
    expect(refusedFields(() => parseInput(labelMaskSchema, "Paikka", "mapLabelMasks.fi"))).toEqual({
      "mapLabelMasks.fi": "validation.maskNoPartOfName",
    });
  });

  it("refuses more than 50 zones, a zone id that is not one, and a space's bad name and capacity", () => {
    expect(
      refusedFields(() =>
        parseInput(
          priceZoneListSchema,
          Array.from({ length: 51 }, () => ({})),
          "zones",
        ),
      ),
    ).toEqual({
      zones: "validation.tooMany",
    });
    expect(refusedFields(() => parseInput(priceZoneIdSchema, "zone-1", "zones.0"))).toEqual({ "zones.0": "validation.zoneUnknown" });
    expect(refusedFields(() => parseInput(spaceRowSchema, { name: "Ščerbanović 1", maxTickets: 100_001 }, "save.0"))).toEqual({
      "save.0.name": "validation.spaceName",
      "save.0.maxTickets": "validation.maxTickets",
    });
    expect(refusedFields(() => parseInput(spaceRowSchema, { name: null, maxTickets: "10,0" }, "save.1"))).toEqual({
      "save.1.name": "validation.spaceName",
      "save.1.maxTickets": "validation.maxTickets",
    });
  });
});
