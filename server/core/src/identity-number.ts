/**
 * Finnish personal identity codes (henkilötunnus), DESIGN section 4.
 *
 * Format: `DDMMYY` + century sign + `NNN` (individual number) + check character, 11 characters, e.g.
 * `131052-308T`.
 *
 * - Century sign: `+` for the 1800s; `-`, `Y`, `X`, `W`, `V`, `U` for the 1900s; `A`, `B`, `C`, `D`, `E`,
 *   `F` for the 2000s (the letters other than `-` and `A` were introduced in 2023).
 * - Check character: `"0123456789ABCDEFHJKLMNPRSTUVWXY"[DDMMYYNNN mod 31]`.
 * - The date must be a real calendar date in the century the sign selects (`290200A` is valid because
 *   2000 is a leap year; `290200-` is not, 1900 was not).
 *
 * Individual numbers: 002-899 are issued to people and 900-999 are temporary or test codes, which demos
 * and test data use, so both are accepted. 000 and 001 are never issued, but DESIGN section 4's own
 * example (`010380-000P`) uses 000, so every three-digit number is accepted: the check character is what
 * guards against typing errors. No check is made that the birth date lies in the past.
 *
 * Input is trimmed and upper-cased before validation (`131052-308t` is accepted); store the normalized
 * form. A refusal says what is wrong (identityNumberFault): the format, the date, or the check character, each
 * message with a valid example (issue 37; the specification's "nnnnnn-nnnn" matched no code with a letter in it).
 */

export const IDENTITY_CHECK_CHARACTERS = "0123456789ABCDEFHJKLMNPRSTUVWXY";

const CENTURY_BY_SIGN: Readonly<Record<string, number>> = {
  "+": 1800,
  "-": 1900,
  Y: 1900,
  X: 1900,
  W: 1900,
  V: 1900,
  U: 1900,
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000,
};

const SHAPE = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/;

export interface ParsedIdentityNumber {
  /** Trimmed, upper-cased code. */
  normalized: string;
  /** Birth date as an ISO calendar date, `YYYY-MM-DD`. */
  birthDate: string;
  /** The three-digit individual number, 0-999. */
  individualNumber: number;
  /** True for 900-999, the range used for temporary and test codes. */
  temporary: boolean;
}

/** Trims surrounding whitespace and upper-cases; does not validate. */
export function normalizeIdentityNumber(value: string): string {
  return value.trim().toUpperCase();
}

/** The check character for the nine digits `DDMMYYNNN`. */
export function identityCheckCharacter(digits: string): string {
  if (!/^\d{9}$/.test(digits)) {
    throw new RangeError(`Expected nine digits (DDMMYYNNN), got "${digits}"`);
  }
  // 999 999 999 is far below Number.MAX_SAFE_INTEGER, so plain number arithmetic is exact.
  const index = Number(digits) % 31;
  return IDENTITY_CHECK_CHARACTERS.charAt(index);
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= daysInMonth;
}

/** What is wrong with a code: its shape, its date (in the century its sign names), or its check character. */
export type IdentityNumberFault = "format" | "date" | "checkCharacter";

interface Reading {
  normalized: string;
  fault: IdentityNumberFault | null;
  year: number;
  mm: string;
  dd: string;
  nnn: string;
}

function read(value: string): Reading {
  const normalized = normalizeIdentityNumber(value);
  const [, dd = "", mm = "", yy = "", sign = "", nnn = "", check = ""] = SHAPE.exec(normalized) ?? [];
  const century = CENTURY_BY_SIGN[sign];
  const year = (century ?? 0) + Number(yy);
  const fault: IdentityNumberFault | null =
    century === undefined
      ? "format"
      : !isCalendarDate(year, Number(mm), Number(dd))
        ? "date"
        : identityCheckCharacter(dd + mm + yy + nnn) !== check
          ? "checkCharacter"
          : null;
  return { normalized, fault, year, mm, dd, nnn };
}

/** Why a code is not a valid Finnish personal identity code, or null when it is one. */
export function identityNumberFault(value: string): IdentityNumberFault | null {
  return typeof value === "string" ? read(value).fault : "format";
}

/** Parses a code; returns null when it is not a valid Finnish personal identity code. */
export function parseIdentityNumber(value: string): ParsedIdentityNumber | null {
  if (typeof value !== "string") return null;
  const { normalized, fault, year, mm, dd, nnn } = read(value);
  if (fault !== null) return null;
  const individualNumber = Number(nnn);
  return {
    normalized,
    birthDate: `${String(year).padStart(4, "0")}-${mm}-${dd}`,
    individualNumber,
    temporary: individualNumber >= 900,
  };
}

export function isValidIdentityNumber(value: string): boolean {
  return parseIdentityNumber(value) !== null;
}

/**
 * Masks all but the last four characters with `*`, e.g. `131052-308T` -> `*******308T`. The value is
 * trimmed first; values of four characters or fewer are returned unmasked (there is nothing to hide
 * beyond what the mask would show). Null and undefined stay null.
 */
export function maskIdentityNumber(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  if (trimmed.length <= 4) return trimmed;
  return "*".repeat(trimmed.length - 4) + trimmed.slice(-4);
}
