import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { optionalText, requiredText } from "./fields.js";
import { checkInput, INPUT_PROBLEMS } from "./problems.js";

describe("checkInput", () => {
  const schema = z.object({
    name: requiredText(5),
    note: optionalText(3),
    count: z.int().check(z.minimum(1), z.maximum(9)),
    tags: z.array(z.string()).check(z.maxLength(2)),
    nested: z.object({ kind: z.enum(["a", "b"]) }),
  });

  it("answers the parsed value: texts trimmed, an empty optional text null", () => {
    expect(checkInput(schema, { name: " Åsa ", note: "  ", count: 3, tags: [], nested: { kind: "a" } })).toEqual({
      ok: true,
      value: { name: "Åsa", note: null, count: 3, tags: [], nested: { kind: "a" } },
    });
  });

  it("words zod's own issues as problem codes, by dotted path, with the bound that was broken", () => {
    expect(checkInput(schema, { name: "   ", note: "abcd", count: 10, tags: ["x", "y", "z"], nested: { kind: "c" } })).toEqual({
      ok: false,
      problems: {
        name: { problem: "required" },
        note: { problem: "tooLong", limit: 3 },
        count: { problem: "tooLarge", limit: 9 },
        tags: { problem: "tooMany", limit: 2 },
        "nested.kind": { problem: "invalid" },
      },
    });
    expect(checkInput(schema, { name: 7, count: 0.5, tags: "x", nested: null })).toMatchObject({
      ok: false,
      problems: {
        name: { problem: "missing" },
        count: { problem: "missing" },
        tags: { problem: "missing" },
        nested: { problem: "required" },
      },
    });
  });

  it("passes a refusal worded as a dictionary key on as the key", () => {
    const keyed = z.string().check(z.refine(() => false, "validation.eventStatus"));
    expect(checkInput(z.object({ status: keyed }), { status: "x" })).toEqual({
      ok: false,
      problems: { status: { problem: "invalid", key: "validation.eventStatus" } },
    });
  });

  it("answers only known codes, even for a refusal a schema words itself", () => {
    const worded = z.string().check(z.refine(() => false, "some sentence"));
    const check = checkInput(z.object({ field: worded }), { field: "x" });
    expect(check).toEqual({ ok: false, problems: { field: { problem: "invalid" } } });
    for (const problem of Object.values(check.ok ? {} : check.problems)) expect(INPUT_PROBLEMS).toContain(problem.problem);
  });
});
