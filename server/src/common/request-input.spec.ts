import { requiredText } from "@seatbooking/core/input";
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { collectInput, parseInput, refusal } from "./request-input.js";
import { refusalOf } from "../../test/helpers/refusal.js";

const schema = z.object({
  name: requiredText(5),
  status: z.string().check(z.refine((value) => value === "active", refusal("validation.eventStatus"))),
  count: z.optional(z.int().check(z.minimum(0), z.maximum(10))),
});

describe("parseInput", () => {
  it("answers the parsed input", () => {
    expect(parseInput(schema, { name: " Åsa ", status: "active" })).toEqual({ name: "Åsa", status: "active" });
  });

  it("refuses with one BAD_USER_INPUT naming each field's server message, under the input's name", () => {
    const error = refusalOf(() => parseInput(schema, { name: "too long", status: "gone", count: 11 }, "input"));
    expect(error.code).toBe("BAD_USER_INPUT");
    expect(error.fields).toEqual({
      "input.name": "validation.tooLong",
      "input.status": "validation.eventStatus",
      "input.count": "validation.tooLarge",
    });
  });

  it("answers a key the dictionary does not have as the problem's own message", () => {
    const unknownKey = z.object({ field: z.string().check(z.refine(() => false, "validation.noSuchKey")) });
    expect(refusalOf(() => parseInput(unknownKey, { field: "x" })).fields).toEqual({ field: "validation.invalid" });
  });
});

describe("collectInput", () => {
  it("adds the problems to a form's other errors and answers null", () => {
    const errors = { planId: "validation.planUnknown" as const };
    expect(collectInput(schema, { status: "active" }, errors)).toBeNull();
    expect(errors).toEqual({ planId: "validation.planUnknown", name: "validation.required" });
  });
});
