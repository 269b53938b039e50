import { describe, expect, it } from "vitest";
import { languagesWithErrors, toTranslationFields, toTranslationInputs, validateTranslationFields } from "./translations";

const languages = [{ id: "en" }, { id: "fi" }, { id: "sv" }];
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe("translations", () => {
  it("gives every enabled language a field, empty where there is no text", () => {
    expect(toTranslationFields([{ language: "fi", text: "Joutsenlampi" }], languages)).toEqual({ en: "", fi: "Joutsenlampi", sv: "" });
    expect(toTranslationFields(null, languages)).toEqual({ en: "", fi: "", sv: "" });
  });

  it("sends trimmed texts in the languages' order and never an empty one", () => {
    expect(toTranslationInputs({ sv: "Svansjön", en: " Swan Lake ", fi: "   " }, languages)).toEqual([
      { language: "en", text: "Swan Lake" },
      { language: "sv", text: "Svansjön" },
    ]);
  });

  it("requires the default (first) language only, and bounds the length", () => {
    const options = { required: true, maxLength: 5 };
    expect(validateTranslationFields({ en: " ", fi: "Nimi", sv: "" }, languages, "names", t, options)).toEqual({
      "names.en": "validation.required",
    });
    expect(validateTranslationFields({ en: "Name", fi: "Liian pitkä", sv: "" }, languages, "names", t, options)).toEqual({
      "names.fi": 'validation.maxLength {"count":5}',
    });
    expect(validateTranslationFields({ en: "", fi: "", sv: "" }, languages, "titles", t, { required: false, maxLength: 5 })).toEqual({});
  });

  it("sends a saved text of a language the form does not show (a disabled one) back unchanged", () => {
    const shown = [{ id: "en" }, { id: "fi" }];
    const fields = toTranslationFields(
      [
        { language: "en", text: "Swan Lake" },
        { language: "sv", text: "Svansjön" },
      ],
      shown,
    );
    expect(fields).toEqual({ en: "Swan Lake", fi: "", sv: "Svansjön" });
    expect(toTranslationInputs({ ...fields, fi: "Joutsenlampi" }, shown)).toEqual([
      { language: "en", text: "Swan Lake" },
      { language: "fi", text: "Joutsenlampi" },
      { language: "sv", text: "Svansjön" },
    ]);
  });

  it("finds the languages whose fields have messages (their tabs are marked)", () => {
    const errors = { "names.fi": "Field is required", "descriptions.sv": "Too long", "names.en": null, planId: "Choose a plan" };
    expect(languagesWithErrors(errors, ["names", "descriptions"]).sort()).toEqual(["fi", "sv"]);
  });
});
