import { describe, expect, it } from "vitest";
import { parseInput } from "../../common/request-input.js";
import { languageListSchema, newLanguageSchema } from "./languages-admin.input.js";
import { refusedFields } from "../../../test/helpers/refusal.js";

describe("newLanguageSchema", () => {
  it("answers the code lower-cased and the name trimmed, or the language's own name for itself", () => {
    expect(parseInput(newLanguageSchema, { id: " DE ", name: null })).toEqual({ id: "de", name: "Deutsch" });
    expect(parseInput(newLanguageSchema, { id: "pl", name: " Polski (Łukasz) " })).toEqual({ id: "pl", name: "Polski (Łukasz)" });
  });

  it("refuses a code that is no ISO 639 language, and only then looks at the name", () => {
    expect(refusedFields(() => parseInput(newLanguageSchema, { id: "xx", name: "x".repeat(500) }))).toEqual({
      id: "validation.languageCode",
    });
    expect(refusedFields(() => parseInput(newLanguageSchema, { id: "de-AT", name: "" }))).toEqual({ id: "validation.languageCode" });
    expect(refusedFields(() => parseInput(newLanguageSchema, { id: "de", name: "x".repeat(500) }))).toEqual({ name: "validation.tooLong" });
  });
});

describe("languageListSchema", () => {
  it("answers the entries with their names by code, trimmed", () => {
    const list = parseInput(languageListSchema, [
      { id: "FI", name: " Suomi ", enabled: true },
      { id: "hr", name: "Ščerbanović", enabled: false },
    ]);
    expect(list.names).toEqual({ fi: "Suomi", hr: "Ščerbanović" });
    expect(list.entries.map((entry) => entry.id)).toEqual(["fi", "hr"]);
  });

  it("refuses an empty or too long name by its code and a list with none enabled, at once", () => {
    expect(
      refusedFields(() =>
        parseInput(languageListSchema, [
          { id: "fi", name: "  ", enabled: false },
          { id: "sv", name: "x".repeat(500), enabled: false },
        ]),
      ),
    ).toEqual({ "names.fi": "validation.required", "names.sv": "validation.tooLong", enabled: "validation.lastLanguage" });
  });
});
