import { DEFAULT_TIME_ZONE } from "@seatbooking/core";
import { dayjs } from "../../../shared/i18n/dates";

/**
 * Dates in the admin forms are typed as the venue's wall-clock time, whatever the browser's zone: the date
 * pickers hold 'YYYY-MM-DD HH:mm:ss' strings (Mantine's DateStringValue) and the API instants (ISO, UTC).
 * These convert between the two in the venue's IANA zone (settings.timeZone).
 */
export const WALL_TIME_FORMAT = "YYYY-MM-DD HH:mm:ss";

const HOUR_MS = 3_600_000;

function zoneOf(timeZone: string | null | undefined): string {
  return timeZone || DEFAULT_TIME_ZONE;
}

/** '2027-06-12T15:30:00.000Z' -> '2027-06-12 18:30:00' in Europe/Helsinki; null stays null. */
export function isoToWallTime(iso: string | null | undefined, timeZone?: string | null): string | null {
  if (!iso) return null;
  return dayjs(iso).tz(zoneOf(timeZone)).format(WALL_TIME_FORMAT);
}

/**
 * The instant a venue wall-clock time stands for, as ISO. Around a daylight-saving change: a time the clocks
 * skip (03:30 on the spring day in Helsinki) moves forward by the skipped hour, and a time that happens twice
 * (03:30 on the autumn day) is its first occurrence, as calendars do. `previous` is the instant the field was
 * loaded with: while the wall time is unchanged it is kept, so saving never moves the second 03:30 to the first.
 */
export function wallTimeToIso(wall: string | null | undefined, timeZone?: string | null, previous?: string | null): string | null {
  if (!wall) return null;
  const zone = zoneOf(timeZone);
  if (previous && isoToWallTime(previous, zone) === normalizeWallTime(wall)) return new Date(previous).toISOString();
  const instant = dayjs.tz(normalizeWallTime(wall), zone);
  if (!instant.isValid()) return null;
  // dayjs picks the later of two occurrences; an hour earlier is the first one when it reads the same.
  const earlier = dayjs(instant.valueOf() - HOUR_MS).tz(zone);
  const chosen = earlier.format(WALL_TIME_FORMAT) === instant.format(WALL_TIME_FORMAT) ? earlier : instant;
  return chosen.toDate().toISOString();
}

/** 'YYYY-MM-DD HH:mm' -> 'YYYY-MM-DD HH:mm:ss'. Read as UTC, which skips no hour, so no wall time shifts. */
function normalizeWallTime(wall: string): string {
  return dayjs.utc(wall).format(WALL_TIME_FORMAT);
}

/** Orders two wall times ('YYYY-MM-DD HH:mm:ss' sorts as text); null when either is missing. */
export function compareWallTimes(a: string | null | undefined, b: string | null | undefined): number | null {
  if (!a || !b) return null;
  return normalizeWallTime(a).localeCompare(normalizeWallTime(b));
}
