import { describe, expect, it } from "vitest";
import {
  API_TOKEN_NAME_MAX_LENGTH,
  apiTokenSchema,
  ROLE_DESCRIPTION_MAX_LENGTH,
  ROLE_NAME_MAX_LENGTH,
  roleDetailsSchema,
} from "./access.js";
import { checkInput } from "./problems.js";

describe("roleDetailsSchema", () => {
  it("takes a name and a description, trimmed; a description left out is empty", () => {
    expect(checkInput(roleDetailsSchema, { name: " Łukasz Ščerbanović ", description: " Lipunmyynti " })).toEqual({
      ok: true,
      value: { name: "Łukasz Ščerbanović", description: "Lipunmyynti" },
    });
    expect(checkInput(roleDetailsSchema, { name: "Ovi" })).toEqual({ ok: true, value: { name: "Ovi", description: "" } });
  });

  it("refuses an empty name, one or a description past its limit, and a name that is not text", () => {
    expect(checkInput(roleDetailsSchema, { name: "   ", description: "" })).toEqual({
      ok: false,
      problems: { name: { problem: "required" } },
    });
    expect(
      checkInput(roleDetailsSchema, {
        name: "Ł".repeat(ROLE_NAME_MAX_LENGTH + 1),
        description: "d".repeat(ROLE_DESCRIPTION_MAX_LENGTH + 1),
      }),
    ).toEqual({
      ok: false,
      problems: {
        name: { problem: "tooLong", limit: ROLE_NAME_MAX_LENGTH },
        description: { problem: "tooLong", limit: ROLE_DESCRIPTION_MAX_LENGTH },
      },
    });
    expect(checkInput(roleDetailsSchema, { name: 7, description: [] })).toEqual({
      ok: false,
      problems: { name: { problem: "missing" }, description: { problem: "missing" } },
    });
  });
});

describe("apiTokenSchema", () => {
  it("takes a name, trimmed", () => {
    expect(checkInput(apiTokenSchema, { name: "  Łukasz Ščerbanović's laptop " })).toEqual({
      ok: true,
      value: { name: "Łukasz Ščerbanović's laptop" },
    });
  });

  it("refuses no name, an empty one, one too long, one not text", () => {
    expect(checkInput(apiTokenSchema, {})).toEqual({ ok: false, problems: { name: { problem: "required" } } });
    expect(checkInput(apiTokenSchema, { name: " " })).toEqual({ ok: false, problems: { name: { problem: "required" } } });
    expect(checkInput(apiTokenSchema, { name: "x".repeat(API_TOKEN_NAME_MAX_LENGTH + 1) })).toEqual({
      ok: false,
      problems: { name: { problem: "tooLong", limit: API_TOKEN_NAME_MAX_LENGTH } },
    });
    expect(checkInput(apiTokenSchema, { name: 100 })).toEqual({ ok: false, problems: { name: { problem: "missing" } } });
  });
});
