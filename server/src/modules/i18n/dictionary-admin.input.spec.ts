import { describe, expect, it } from "vitest";
import { parseInput } from "../../common/request-input.js";
import { MAX_TEXT_LENGTH, overrideTextSchema } from "./dictionary-admin.input.js";
import { refusedFields } from "../../../test/helpers/refusal.js";

describe("overrideTextSchema", () => {
  it("answers a text as typed, its spaces kept", () => {
    expect(parseInput(overrideTextSchema, " Hei, Łukasz Ščerbanović! ")).toBe(" Hei, Łukasz Ščerbanović! ");
  });

  it("refuses a blank text, control characters before the length, and a text too long", () => {
    expect(refusedFields(() => parseInput(overrideTextSchema, " \n ", "value"))).toEqual({ value: "dictionary.empty" });
    expect(refusedFields(() => parseInput(overrideTextSchema, `a\u0007${"b".repeat(MAX_TEXT_LENGTH)}`, "value"))).toEqual({
      value: "validation.controlCharacters",
    });
    expect(refusedFields(() => parseInput(overrideTextSchema, "b".repeat(MAX_TEXT_LENGTH + 1), "value"))).toEqual({
      value: "validation.tooLong",
    });
  });
});
