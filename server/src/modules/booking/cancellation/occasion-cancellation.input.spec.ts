import { describe, expect, it } from "vitest";
import { parseInput } from "../../../common/request-input.js";
import { cancellationReasonSchema } from "./occasion-cancellation.input.js";
import { refusedFields } from "../../../../test/helpers/refusal.js";

describe("cancellationReasonSchema", () => {
  it("answers the reason trimmed, none for an empty or absent one", () => {
    expect(parseInput(cancellationReasonSchema, "  Łukasz Ščerbanović is ill ", "reason")).toBe("Łukasz Ščerbanović is ill");
    expect(parseInput(cancellationReasonSchema, "   ", "reason")).toBeNull();
    expect(parseInput(cancellationReasonSchema, null, "reason")).toBeNull();
  });

  it("refuses a reason past 500 characters (after trimming) and one that is not text", () => {
    expect(parseInput(cancellationReasonSchema, ` ${"ś".repeat(500)} `, "reason")).toHaveLength(500);
    expect(refusedFields(() => parseInput(cancellationReasonSchema, "ś".repeat(501), "reason"))).toEqual({ reason: "validation.tooLong" });
    expect(refusedFields(() => parseInput(cancellationReasonSchema, ["ill"], "reason"))).toEqual({ reason: "validation.missing" });
  });
});
