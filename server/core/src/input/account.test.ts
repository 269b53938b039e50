import { describe, expect, it } from "vitest";
import { changePasswordSchema, newUserSchema, PASSWORD_MIN_LENGTH } from "./account.js";
import { checkInput } from "./problems.js";

const LONG_ENOUGH = "x".repeat(PASSWORD_MIN_LENGTH);

describe("newUserSchema", () => {
  it("takes an e-mail address, trimmed and lower-cased, and a password of at least the minimum length", () => {
    expect(checkInput(newUserSchema, { email: "  Łukasz@Example.FI ", password: LONG_ENOUGH })).toEqual({
      ok: true,
      value: { email: "łukasz@example.fi", password: LONG_ENOUGH },
    });
  });

  it("counts an address's length once it is lower-cased", () => {
    // "İ" lower-cases to two code units: 253 characters become 254, still an address; one more is too long.
    const local = (length: number) => `İ${"a".repeat(length - 6)}@x.fi`;
    expect(checkInput(newUserSchema, { email: local(253), password: LONG_ENOUGH }).ok).toBe(true);
    expect(checkInput(newUserSchema, { email: local(254), password: LONG_ENOUGH })).toEqual({
      ok: false,
      problems: { email: { problem: "tooLong", limit: 254 } },
    });
  });

  it("names each field's first problem: empty, not an address, too short, too long, not text", () => {
    expect(checkInput(newUserSchema, {})).toEqual({
      ok: false,
      problems: { email: { problem: "required" }, password: { problem: "required" } },
    });
    expect(checkInput(newUserSchema, { email: "a@b", password: "short" })).toEqual({
      ok: false,
      problems: { email: { problem: "email" }, password: { problem: "passwordTooShort", limit: PASSWORD_MIN_LENGTH } },
    });
    expect(checkInput(newUserSchema, { email: `${"a".repeat(250)}@x.fi`, password: "p".repeat(1001) })).toEqual({
      ok: false,
      problems: { email: { problem: "tooLong", limit: 254 }, password: { problem: "tooLong", limit: 1000 } },
    });
    expect(checkInput(newUserSchema, { email: 42, password: [] })).toEqual({
      ok: false,
      problems: { email: { problem: "missing" }, password: { problem: "missing" } },
    });
  });
});

describe("changePasswordSchema", () => {
  it("needs the current password and the new one twice the same", () => {
    expect(checkInput(changePasswordSchema, { currentPassword: "", newPassword: LONG_ENOUGH, confirmPassword: `${LONG_ENOUGH}!` })).toEqual(
      {
        ok: false,
        problems: { currentPassword: { problem: "required" }, confirmPassword: { problem: "passwordsDoNotMatch" } },
      },
    );
    // A current password of any length is the hash check's to answer (wrong), not the schema's.
    const values = { currentPassword: "o".repeat(5000), newPassword: LONG_ENOUGH, confirmPassword: LONG_ENOUGH };
    expect(checkInput(changePasswordSchema, values)).toEqual({ ok: true, value: values });
  });
});
