import * as z from "zod/mini";
import { refusal } from "../../common/request-input.js";

export const NEXT_SEASON_NAME_MAX_LENGTH = 200;
export const HEADS_UP_DAYS_MAX = 365;
/** The dates an occasion may have: from 1900 up to (not including) 2100. */
export const EARLIEST = Date.UTC(1900, 0, 1);
export const LATEST = Date.UTC(2100, 0, 1);

/** A real date within EARLIEST-LATEST. */
export function inDateRange(date: Date): boolean {
  return Number.isFinite(date.getTime()) && date.getTime() >= EARLIEST && date.getTime() < LATEST;
}

function date() {
  return z.nullish(z.instanceof(Date).check(z.refine(inDateRange, refusal("validation.dateRange"))));
}

/**
 * What the administrator changes in next season's proposal, each field's own shape: the name's length, dates in
 * range, days of heads-up. How the fields fit together and with the proposal and now is the service's to check.
 * The event names are checked against the venue's languages there too.
 */
export const nextSeasonInputSchema = z.object({
  name: z.nullish(z.string().check(z.trim(), z.maxLength(NEXT_SEASON_NAME_MAX_LENGTH, "tooLong"))),
  startTime: date(),
  endTime: date(),
  bookableStartTime: date(),
  bookableEndTime: date(),
  headsUpDays: z.nullish(
    z
      .number()
      .check(z.refine((days) => Number.isInteger(days) && days >= 0 && days <= HEADS_UP_DAYS_MAX, refusal("validation.headsUpDays"))),
  ),
});
