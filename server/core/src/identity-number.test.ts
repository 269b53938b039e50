import { describe, expect, it } from "vitest";
import {
  IDENTITY_CHECK_CHARACTERS,
  identityCheckCharacter,
  identityNumberFault,
  isValidIdentityNumber,
  maskIdentityNumber,
  normalizeIdentityNumber,
  parseIdentityNumber,
} from "./identity-number.js";

/** Independent reference computation, written out here so the test does not trust the module. */
function expectedCheck(code: string): string {
  const digits = code.slice(0, 6) + code.slice(7, 10);
  return IDENTITY_CHECK_CHARACTERS[Number(digits) % 31] ?? "?";
}

describe("identityCheckCharacter", () => {
  it("indexes the check alphabet by DDMMYYNNN mod 31", () => {
    // 131052308 = 31 * 4227493 + 25, and index 25 of the alphabet is T.
    expect(131052308 % 31).toBe(25);
    expect(IDENTITY_CHECK_CHARACTERS[25]).toBe("T");
    expect(identityCheckCharacter("131052308")).toBe("T");
  });

  it("rejects anything but nine digits", () => {
    expect(() => identityCheckCharacter("12345678")).toThrow(RangeError);
    expect(() => identityCheckCharacter("12345678X")).toThrow(RangeError);
  });

  it("has 31 characters without G, I, O, Q and Z", () => {
    expect(IDENTITY_CHECK_CHARACTERS).toHaveLength(31);
    expect(IDENTITY_CHECK_CHARACTERS).not.toMatch(/[GIOQZ]/);
  });
});

describe("isValidIdentityNumber", () => {
  const valid = [
    "131052-308T", // the classic example from the Digital and Population Data Services Agency
    "010594Y9021", // 1900s with the 2023 letter sign Y, temporary number 902
    "020516C903K", // 2000s with the 2023 letter sign C
    "010380-000P", // DESIGN section 4's example (individual number 000)
    "311280-888Y", // last day of a 31-day month, highest individual number for people
    "010101-123N",
    "290200A900B", // 29 Feb 2000: 2000 is a leap year
    "010190+901R", // 1800s
  ];

  it.each(valid)("accepts %s (check character verified independently)", (code) => {
    expect(code.at(-1)).toBe(expectedCheck(code));
    expect(isValidIdentityNumber(code)).toBe(true);
  });

  it("accepts every century sign", () => {
    for (const sign of ["+", "-", "Y", "X", "W", "V", "U", "A", "B", "C", "D", "E", "F"]) {
      const code = `010101${sign}123N`;
      expect(isValidIdentityNumber(code), code).toBe(true);
    }
  });

  it("accepts lower case and surrounding whitespace", () => {
    expect(isValidIdentityNumber("  131052-308t ")).toBe(true);
    expect(isValidIdentityNumber("020516c903k")).toBe(true);
  });

  it("rejects a wrong check character", () => {
    expect(isValidIdentityNumber("131052-308U")).toBe(false);
    expect(isValidIdentityNumber("131052-308A")).toBe(false);
  });

  it("rejects characters that are never check characters", () => {
    for (const c of ["G", "I", "O", "Q", "Z"]) {
      expect(isValidIdentityNumber(`131052-308${c}`)).toBe(false);
    }
  });

  it("rejects a typo in the digits", () => {
    expect(isValidIdentityNumber("131053-308T")).toBe(false);
    expect(isValidIdentityNumber("131052-309T")).toBe(false);
  });

  it("rejects impossible dates even with a matching check character", () => {
    const withCheck = (head: string, sign: string, nnn: string) =>
      `${head}${sign}${nnn}${IDENTITY_CHECK_CHARACTERS[Number(head + nnn) % 31]}`;
    expect(isValidIdentityNumber(withCheck("300299", "-", "123"))).toBe(false); // 30 Feb
    expect(isValidIdentityNumber(withCheck("310499", "-", "123"))).toBe(false); // 31 Apr
    expect(isValidIdentityNumber(withCheck("000199", "-", "123"))).toBe(false); // day 0
    expect(isValidIdentityNumber(withCheck("011399", "-", "123"))).toBe(false); // month 13
    expect(isValidIdentityNumber(withCheck("010099", "-", "123"))).toBe(false); // month 0
    expect(isValidIdentityNumber(withCheck("320199", "-", "123"))).toBe(false); // day 32
    // 29 Feb: valid in 2000 (A) and 1996 (-), not in 1900 (-) or 2001 (A).
    expect(isValidIdentityNumber(withCheck("290200", "A", "123"))).toBe(true);
    expect(isValidIdentityNumber(withCheck("290296", "-", "123"))).toBe(true);
    expect(isValidIdentityNumber(withCheck("290200", "-", "123"))).toBe(false);
    expect(isValidIdentityNumber(withCheck("290201", "A", "123"))).toBe(false);
  });

  it("rejects unknown century signs", () => {
    for (const sign of ["G", "T", "Z", "/", " ", "_"]) {
      expect(isValidIdentityNumber(`131052${sign}308T`), sign).toBe(false);
    }
  });

  it("rejects wrong lengths and shapes", () => {
    expect(isValidIdentityNumber("")).toBe(false);
    expect(isValidIdentityNumber("131052-308")).toBe(false);
    expect(isValidIdentityNumber("131052-308TT")).toBe(false);
    expect(isValidIdentityNumber("13105-2308T")).toBe(false);
    expect(isValidIdentityNumber("131052 308T")).toBe(false);
    expect(isValidIdentityNumber("131052-3O8T")).toBe(false);
    expect(isValidIdentityNumber("1310523080")).toBe(false);
    expect(isValidIdentityNumber("131052-308T\n131052-308T")).toBe(false);
  });

  it("rejects non-string input at run time", () => {
    expect(isValidIdentityNumber(null as unknown as string)).toBe(false);
    expect(isValidIdentityNumber(131052308 as unknown as string)).toBe(false);
  });
});

describe("identityNumberFault", () => {
  it("says nothing is wrong with a valid code, in any case and spacing", () => {
    for (const code of ["131052-308T", " 131052-308t ", "010594Y9032", "010594Y9021", "020594X903P", "020594X902N"])
      expect(identityNumberFault(code), code).toBeNull();
  });

  it("names the format for a wrong shape, length or century sign", () => {
    for (const code of ["", "131052308T", "131052-308", "131052-308TT", "13105-2308T", "131052G308T", "1310522-308T", "abcdef-ghij"])
      expect(identityNumberFault(code), code).toBe("format");
    expect(identityNumberFault(42 as unknown as string)).toBe("format");
  });

  it("names the date for six digits that are no date in the sign's century, whatever the check character", () => {
    for (const code of ["300299-1234", "310499-123X", "290200-1234", "321052-308T", "131352-308T"])
      expect(identityNumberFault(code), code).toBe("date");
  });

  it("names the check character for a typing error in a code of the right shape and date", () => {
    expect(identityNumberFault("131052-308A")).toBe("checkCharacter");
    expect(identityNumberFault("131052-309T")).toBe("checkCharacter");
    expect(identityNumberFault("131053-308T")).toBe("checkCharacter");
  });
});

describe("parseIdentityNumber", () => {
  it("returns the birth date, individual number and whether the code is temporary", () => {
    expect(parseIdentityNumber("131052-308T")).toEqual({
      normalized: "131052-308T",
      birthDate: "1952-10-13",
      individualNumber: 308,
      temporary: false,
    });
    expect(parseIdentityNumber(" 020516c903k")).toEqual({
      normalized: "020516C903K",
      birthDate: "2016-05-02",
      individualNumber: 903,
      temporary: true,
    });
    expect(parseIdentityNumber("010190+901R")?.birthDate).toBe("1890-01-01");
  });

  it("returns null for invalid codes", () => {
    expect(parseIdentityNumber("131052-308U")).toBeNull();
  });
});

describe("normalizeIdentityNumber", () => {
  it("trims and upper-cases", () => {
    expect(normalizeIdentityNumber(" 131052-308t\t")).toBe("131052-308T");
  });
});

describe("maskIdentityNumber", () => {
  it("masks all but the last four characters", () => {
    expect(maskIdentityNumber("131052-308T")).toBe("*******308T");
    expect(maskIdentityNumber("010380-000P")).toBe("*******000P");
  });

  it("passes null and undefined through as null", () => {
    expect(maskIdentityNumber(null)).toBeNull();
    expect(maskIdentityNumber(undefined)).toBeNull();
  });

  it("trims, and leaves values of four characters or fewer as they are", () => {
    expect(maskIdentityNumber("  131052-308T ")).toBe("*******308T");
    expect(maskIdentityNumber("308T")).toBe("308T");
    expect(maskIdentityNumber("")).toBe("");
    expect(maskIdentityNumber("12345")).toBe("*2345");
  });
});
