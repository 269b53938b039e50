import { describe, expect, it } from "vitest";
import { validateTranslations } from "./translation.types.js";

const languages = ["fi", "en"];

describe("validateTranslations", () => {
  it("answers the trimmed texts of the content languages, leaving empty ones out", () => {
    expect(
      validateTranslations(
        [
          { language: " FI ", text: " Łukasz Ščerbanović " },
          { language: "en", text: "  " },
        ],
        languages,
        "names",
        { required: true, maxLength: 20 },
      ),
    ).toEqual({ value: { fi: "Łukasz Ščerbanović" }, errors: {} });
  });

  it("refuses every problem at once, keyed by the field and language", () => {
    const result = validateTranslations(
      [
        { language: "en", text: "far too long for the field" },
        { language: "xx", text: "Hei" },
        { language: "", text: "Hei" },
      ],
      languages,
      "zones.2.names",
      { required: true, maxLength: 10 },
    );
    expect(result.errors).toEqual({
      "zones.2.names.fi": "validation.required",
      "zones.2.names.en": "validation.tooLong",
      "zones.2.names.xx": "validation.unknownLanguage",
      "zones.2.names.?": "validation.unknownLanguage",
    });
  });

  it("answers the languages that passed beside the problems, so a caller's own checks of them still run", () => {
    const result = validateTranslations(
      [
        { language: "fi", text: "x".repeat(21) },
        { language: "en", text: " R{row} " },
      ],
      languages,
      "mapLabelMasks",
      { required: false, maxLength: 20 },
    );
    expect(result).toEqual({ value: { en: "R{row}" }, errors: { "mapLabelMasks.fi": "validation.tooLong" } });
  });

  it("does not ask for the default language of an optional text", () => {
    expect(validateTranslations(null, languages, "descriptions", { required: false, maxLength: 10 })).toEqual({ value: {}, errors: {} });
    expect(validateTranslations([{ language: "fi", text: "" }], languages, "names", { required: true, maxLength: 10 }).errors).toEqual({
      "names.fi": "validation.required",
    });
  });
});
