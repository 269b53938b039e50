import type { NextSeriesInput } from "../../../generated/admin";
import { dayjs } from "../../../shared/i18n/dates";
import { isoToWallTime, wallTimeToIso, WALL_TIME_FORMAT } from "../event/venueTime";

/** Next season is 52 weeks on: the same weekday and the same time in the venue's zone (as the server shifts dates). */
const WEEKS_TO_NEXT_SEASON = 52;

export type NextSeriesFormValues = {
  /** The venue's wall time ('YYYY-MM-DD HH:mm:ss'); null: the server's default (last season's a year on). */
  saleStart: string | null;
  name: string;
  /** Empty: the dates' own. */
  headsUpDays: number | string;
};

/** A venue wall time a season on ('2026-08-01 10:00:00' -> '2027-07-31 10:00:00'); null stays null. */
export function aSeasonOn(wall: string | null): string | null {
  if (!wall) return null;
  // Read as UTC, which skips no hour: the wall time stays the same across daylight saving.
  return dayjs.utc(wall).add(WEEKS_TO_NEXT_SEASON, "week").format(WALL_TIME_FORMAT);
}

/** The form starts with last season's sale start a year on (when the series has its own), no name, the dates' heads-up. */
export function nextSeriesFormValues(saleStart: string | null, timeZone: string): NextSeriesFormValues {
  return { saleStart: aSeasonOn(isoToWallTime(saleStart, timeZone)), name: "", headsUpDays: "" };
}

/** What is left empty is the server's default (last season's a year on). */
export function toNextSeriesInput(values: NextSeriesFormValues, timeZone: string): NextSeriesInput {
  const name = values.name.trim();
  return {
    saleStart: wallTimeToIso(values.saleStart, timeZone),
    name: name || null,
    headsUpDays: typeof values.headsUpDays === "number" ? values.headsUpDays : null,
  };
}
