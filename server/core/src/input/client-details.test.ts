import { describe, expect, it } from "vitest";
import { CLIENT_LIMITS, isClientFieldRequired } from "../client-details.js";
import { checkClientDetails, checkWalkInClientDetails } from "./client-details.js";

const NONE = { requireAddress: false, requireIdentityNumber: false };
const BOTH = { requireAddress: true, requireIdentityNumber: true };
const VALID = { firstname: " Aino ", lastname: "Virtanen", email: "Aino@Example.FI", phone: "+358 40 123 4567" };

describe("checkClientDetails", () => {
  it("requires name, e-mail and phone, and address and identity number only when the settings ask", () => {
    expect(checkClientDetails({}, NONE)).toEqual({
      ok: false,
      problems: {
        firstname: { problem: "required" },
        lastname: { problem: "required" },
        email: { problem: "required" },
        phone: { problem: "required" },
      },
    });
    expect(checkClientDetails(VALID, BOTH)).toEqual({
      ok: false,
      problems: { address: { problem: "required" }, identityNumber: { problem: "required" } },
    });
    for (const field of ["firstname", "lastname", "email", "phone"] as const) expect(isClientFieldRequired(field, NONE)).toBe(true);
    expect(isClientFieldRequired("address", NONE)).toBe(false);
    expect(isClientFieldRequired("identityNumber", BOTH)).toBe(true);
    expect(isClientFieldRequired("message", BOTH)).toBe(false);
  });

  it("answers the details trimmed, the e-mail lower-cased, the identity number normalized, and drops one not asked for", () => {
    expect(checkClientDetails({ ...VALID, identityNumber: "131052-308t", message: "  " }, NONE)).toEqual({
      ok: true,
      value: {
        firstname: "Aino",
        lastname: "Virtanen",
        email: "aino@example.fi",
        phone: "+358 40 123 4567",
        address: null,
        identityNumber: null,
        message: null,
      },
    });
    const check = checkClientDetails({ ...VALID, address: " Street 1 ", identityNumber: " 131052-308t " }, BOTH);
    expect(check.ok && check.value.identityNumber).toBe("131052-308T");
    expect(check.ok && check.value.address).toBe("Street 1");
  });

  it("refuses a field past its limit, an e-mail or phone of the wrong form, an identity code with a wrong check character", () => {
    expect(checkClientDetails({ ...VALID, firstname: "x".repeat(CLIENT_LIMITS.firstname + 1), message: "m".repeat(2001) }, NONE)).toEqual({
      ok: false,
      problems: {
        firstname: { problem: "tooLong", limit: CLIENT_LIMITS.firstname },
        message: { problem: "tooLong", limit: CLIENT_LIMITS.message },
      },
    });
    expect(checkClientDetails({ ...VALID, email: "a@b", phone: "call me" }, NONE)).toEqual({
      ok: false,
      problems: { email: { problem: "email" }, phone: { problem: "phone" } },
    });
    expect(checkClientDetails({ ...VALID, email: `${"a".repeat(250)}@x.fi` }, NONE)).toEqual({
      ok: false,
      problems: { email: { problem: "tooLong", limit: CLIENT_LIMITS.email } },
    });
    expect(checkClientDetails({ ...VALID, address: "A", identityNumber: "131052/308T" }, BOTH)).toEqual({
      ok: false,
      problems: { identityNumber: { problem: "identityNumber" } },
    });
  });

  it("says what is wrong with an identity number: its shape, its date or its check character", () => {
    const problemOf = (identityNumber: string) => {
      const check = checkClientDetails({ ...VALID, address: "A", identityNumber }, BOTH);
      return check.ok ? null : check.problems.identityNumber;
    };
    expect(problemOf("13105-308T")).toEqual({ problem: "identityNumber" });
    expect(problemOf("310452-308T")).toEqual({ problem: "identityNumberDate" });
    expect(problemOf("131052-308A")).toEqual({ problem: "identityNumberCheck" });
    expect(problemOf("131052-308t")).toBeNull();
  });

  it("calls an identity number longer than any spacing of one not an identity number", () => {
    expect(checkClientDetails({ ...VALID, address: "A", identityNumber: "1".repeat(41) }, BOTH)).toEqual({
      ok: false,
      problems: { identityNumber: { problem: "identityNumber" } },
    });
  });

  it("calls a field that is not text at all missing", () => {
    expect(checkClientDetails({ ...VALID, phone: 123 as unknown as string }, NONE)).toEqual({
      ok: false,
      problems: { phone: { problem: "missing" } },
    });
  });
});

describe("checkWalkInClientDetails", () => {
  it("takes a walk-in with no details at all, even where the settings ask for address and identity number", () => {
    expect(checkWalkInClientDetails({}, BOTH)).toEqual({
      ok: true,
      value: { firstname: null, lastname: null, email: null, phone: null, address: null, identityNumber: null, message: null },
    });
  });

  it("still checks the formats and lengths of what is given", () => {
    expect(checkWalkInClientDetails({ email: "a@b", phone: "call me", identityNumber: "131052-308A" }, BOTH)).toEqual({
      ok: false,
      problems: { email: { problem: "email" }, phone: { problem: "phone" }, identityNumber: { problem: "identityNumberCheck" } },
    });
    expect(checkWalkInClientDetails({ firstname: "x".repeat(CLIENT_LIMITS.firstname + 1) }, NONE)).toEqual({
      ok: false,
      problems: { firstname: { problem: "tooLong", limit: CLIENT_LIMITS.firstname } },
    });
    expect(checkWalkInClientDetails({ email: " Aino@Example.FI ", lastname: " Virtanen " }, NONE)).toMatchObject({
      ok: true,
      value: { email: "aino@example.fi", lastname: "Virtanen", firstname: null, phone: null },
    });
  });
});
