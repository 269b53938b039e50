import { describe, expect, it } from "vitest";
import { DomainError } from "../../common/errors.js";
import { parseInput } from "../../common/request-input.js";
import { MAX_TEXT_LENGTH, overrideTextSchema } from "./dictionary-admin.input.js";

function fieldsOf(run: () => unknown): Record<string, string> {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.fields;
    throw error;
  }
  throw new Error("not refused");
}

describe("overrideTextSchema", () => {
  it("answers a text as typed, its spaces kept", () => {
    expect(parseInput(overrideTextSchema, " Hei, Łukasz Ščerbanović! ")).toBe(" Hei, Łukasz Ščerbanović! ");
  });

  it("refuses a blank text, control characters before the length, and a text too long", () => {
    expect(fieldsOf(() => parseInput(overrideTextSchema, " \n ", "value"))).toEqual({ value: "dictionary.empty" });
    expect(fieldsOf(() => parseInput(overrideTextSchema, `a\u0007${"b".repeat(MAX_TEXT_LENGTH)}`, "value"))).toEqual({
      value: "validation.controlCharacters",
    });
    expect(fieldsOf(() => parseInput(overrideTextSchema, "b".repeat(MAX_TEXT_LENGTH + 1), "value"))).toEqual({
      value: "validation.tooLong",
    });
  });
});
