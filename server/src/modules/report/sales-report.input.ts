import * as z from "zod/mini";
import { refusal } from "../../common/request-input.js";

/** The longest range one report covers (a year, leap day included). */
export const MAX_DAYS = 366;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** One calendar day's UTC midnight: yyyy-mm-dd that exists (no 2027-02-30), in 1900-2099; else null. */
function dayTime(value: string): number | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1900 || year > 2099) return null;
  return date.getTime();
}

function day() {
  return z.string().check(
    z.trim(),
    z.refine((value) => dayTime(value) !== null, refusal("report.rangeInvalid")),
  );
}

/**
 * The report's range: real days, `to` not before `from` and at most MAX_DAYS days in all. A range whose days are
 * real but out of order or too long is refused on `to`. The event id is the caller's to parse (a malformed id is
 * not a field's problem).
 */
export const salesReportRangeSchema = z.object({ from: day(), to: day() }).check(
  z.refine(
    ({ from, to }) => {
      const [first, last] = [dayTime(from), dayTime(to)];
      // A day that is not real has its own refusal.
      if (first === null || last === null) return true;
      return first <= last && (last - first) / DAY_MS + 1 <= MAX_DAYS;
    },
    { error: refusal("report.rangeInvalid"), path: ["to"] },
  ),
);
