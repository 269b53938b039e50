import { INPUT_PROBLEMS, newUserSchema } from "@seatbooking/core/input";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import en from "../i18n/locales/en/ui.json";
import { problemText, schemaErrors } from "./inputProblems";

describe("problemText", () => {
  it("words every problem a schema can name with a text of the dictionary", async () => {
    const texts = i18next.createInstance();
    await texts.init({ lng: "en", resources: { en: { translation: en } }, returnNull: false });
    const missing = (key: string) => !texts.exists(key, { count: 1 }) && !texts.exists(key);
    for (const problem of INPUT_PROBLEMS) {
      const keys: string[] = [];
      problemText({ problem, limit: 3 }, (key) => (keys.push(key), key));
      expect(keys.filter(missing), problem).toEqual([]);
    }
    expect(problemText({ problem: "tooLong", limit: 3 }, texts.t.bind(texts))).toBe("At most 3 characters");
  });
});

describe("schemaErrors", () => {
  it("checks a form's values by the server's schema, in the server's field names", () => {
    const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ""}`;
    expect(schemaErrors(newUserSchema, { email: "  ", password: "short" }, t)).toEqual({
      email: "validation.required",
      password: 'account.passwordTooShort{"min":10}',
    });
    expect(schemaErrors(newUserSchema, { email: "Aino@Example.fi", password: "long enough!" }, t)).toEqual({});
  });
});
