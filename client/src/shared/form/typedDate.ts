/**
 * Dates and venue wall-clock times typed into the admin's date fields, as people write them in en, fi and sv:
 * '24.12.2026 19:00', '24.12.2026 klo 19.00', '24.12.2026 kl. 19', '2026-12-24 19:00', '2026-12-24T19:00',
 * '24.12.2026 7:00 pm'. Day first with dots or dashes, or year first. Slashed days ('5/3/2027') are refused:
 * an American reads them month first, and a refusal is better than the wrong day.
 */

/** Why a text is not a date (each has its own message). */
export type TypedDateProblem = "format" | "noSuchDay" | "time" | "range";

export type TypedDateResult = { value: string } | { problem: TypedDateProblem };

const EARLIEST_YEAR = 1900;
const LATEST_YEAR = 2099;

const DAY_FIRST = /^(\d{1,2})\s*[.-]\s*(\d{1,2})\s*[.-]\s*(\d{4})\.?$/;
const YEAR_FIRST = /^(\d{4})\s*[-./]\s*(\d{1,2})\s*[-./]\s*(\d{1,2})\.?$/;
/** 'klo', 'kl.', 'at', 'T', ',' or just spaces between the day and the time. */
const DATE_AND_TIME = /^(.*?\d)(?:\s*,\s*|\s+(?:klo\.?|kl\.?|at|@)\s*|\s+|t)(\d.*)$/;
const TIME = /^(\d{1,2})(?:\s*[:.]\s*(\d{2}))?(?:\s*[:.]\s*(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/;

const pad = (value: number) => String(value).padStart(2, "0");

function readDay(text: string): { value: string } | { problem: TypedDateProblem } {
  const dayFirst = DAY_FIRST.exec(text);
  const yearFirst = dayFirst ? null : YEAR_FIRST.exec(text);
  if (!dayFirst && !yearFirst) return { problem: "format" };
  const [year, month, day] = dayFirst
    ? [Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])]
    : [Number(yearFirst![1]), Number(yearFirst![2]), Number(yearFirst![3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return { problem: "noSuchDay" };
  if (year < EARLIEST_YEAR || year > LATEST_YEAR) return { problem: "range" };
  return { value: `${year}-${pad(month)}-${pad(day)}` };
}

function readTime(text: string): { value: string } | { problem: TypedDateProblem } {
  const time = TIME.exec(text);
  if (!time) return { problem: "format" };
  const [hourText, minuteText = "00", secondText = "00", half] = time.slice(1);
  let hour = Number(hourText);
  const minute = Number(minuteText);
  const second = Number(secondText);
  if (half) {
    if (hour < 1 || hour > 12) return { problem: "time" };
    hour = (hour % 12) + (half.startsWith("p") ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || second > 59) return { problem: "time" };
  return { value: `${pad(hour)}:${pad(minute)}:${pad(second)}` };
}

const tidy = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

/** A typed day: 'YYYY-MM-DD', or why not. Empty text is a problem too: callers treat empty as no value first. */
export function readTypedDate(text: string): TypedDateResult {
  return readDay(tidy(text));
}

/** A typed day and time: 'YYYY-MM-DD HH:mm:ss' (the pickers' wall time), or why not. A day without a time is refused. */
export function readTypedDateTime(text: string): TypedDateResult {
  const typed = tidy(text);
  const parts = DATE_AND_TIME.exec(typed);
  if (!parts) {
    const day = readDay(typed);
    return "value" in day ? { problem: "time" } : day;
  }
  const day = readDay(parts[1]!);
  if (!("value" in day)) return day;
  const time = readTime(parts[2]!);
  if (!("value" in time)) return time;
  return { value: `${day.value} ${time.value}` };
}

/** 'YYYY-MM-DD' or null when the text is not a real day 1900-2099 in one of the shapes above. */
export function parseTypedDate(text: string): string | null {
  const result = readTypedDate(text);
  return "value" in result ? result.value : null;
}

/** 'YYYY-MM-DD HH:mm:ss' or null. */
export function parseTypedDateTime(text: string): string | null {
  const result = readTypedDateTime(text);
  return "value" in result ? result.value : null;
}

/** A stored 'YYYY-MM-DD[ HH:mm[:ss]]' as the fields show it: '24.12.2026' or '24.12.2026 19:00' (SPEC section 9). */
export function formatFieldDate(value: string | null | undefined, withTime: boolean): string {
  const parts = value ? /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(value) : null;
  if (!parts) return "";
  const [, year, month, day, hour = "00", minute = "00"] = parts;
  return withTime ? `${day}.${month}.${year} ${hour}:${minute}` : `${day}.${month}.${year}`;
}
