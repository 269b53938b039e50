import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import { formErrorsOf } from "./fieldErrors";

const refusal = (extensions: Record<string, unknown>, message = "Refused") =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe("formErrorsOf", () => {
  it("puts the server's field messages on their fields, with no general message", () => {
    expect(formErrorsOf(refusal({ code: "BAD_USER_INPUT", fields: { "names.en": "Field is required" } }))).toEqual({
      fields: { "names.en": "Field is required" },
      general: null,
      missingTranslations: [],
    });
  });

  it("reads a refused publish's missing texts, one line each, beside the general message", () => {
    const missing = [{ kind: "eventName", message: "Swedish name of event “Gala” — Events → Gala → Edit event" }, { kind: "x" }];
    expect(formErrorsOf(refusal({ code: "BAD_USER_INPUT", missingTranslations: missing }, "Not published"))).toEqual({
      fields: {},
      general: "Not published",
      missingTranslations: ["Swedish name of event “Gala” — Events → Gala → Edit event"],
    });
  });

  it("has no missing texts for any other failure", () => {
    expect(formErrorsOf(new Error("offline"))).toEqual({ fields: {}, general: "offline", missingTranslations: [] });
    expect(formErrorsOf(refusal({ code: "CONFLICT", missingTranslations: "not a list" })).missingTranslations).toEqual([]);
  });
});
