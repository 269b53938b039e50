/**
 * The venue's time (DESIGN section 4): instants are stored and sent in UTC and shown as the wall clock in the
 * venue's IANA zone (settings.timeZone), whatever zone the server or the browser runs in. Intl only, no
 * time-zone library, so the server's e-mails, PDFs and drawn seat map and the client's pages read a date the
 * same way.
 */

/** The venue time zone when settings do not say. */
export const DEFAULT_TIME_ZONE = "Europe/Helsinki";

/** The wall clock in a zone: calendar date and time of day. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Formatters are costly to build and a zone has one: kept per zone. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` (a blank zone: {@link DEFAULT_TIME_ZONE}) at `instant`. */
export function wallClock(instant: Date, timeZone: string | null | undefined): WallClock {
  const parts = formatterOf(timeZone || DEFAULT_TIME_ZONE).formatToParts(instant);
  const get = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
}

/**
 * The instant when the wall clock in `timeZone` shows `hour:minute` on the calendar day `date` falls on
 * there: guess the UTC instant, read the zone's offset at it, correct. A time the clocks skip moves forward by
 * the skipped hour.
 */
export function atZonedTime(date: Date, hour: number, minute: number, timeZone: string): Date {
  const day = wallClock(date, timeZone);
  const wallAsUtc = Date.UTC(day.year, day.month - 1, day.day, hour, minute);
  const offsetAt = (instant: number) => {
    const shown = wallClock(new Date(instant), timeZone);
    return Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute) - instant;
  };
  const guess = wallAsUtc - offsetAt(wallAsUtc);
  return new Date(wallAsUtc - offsetAt(guess));
}

/**
 * `instant` moved by `days` calendar days in `timeZone`, keeping its wall-clock time: across a
 * daylight-saving change the result is 23 or 25 hours per day away, as people there count days.
 */
export function addZonedDays(instant: Date, days: number, timeZone: string): Date {
  const wall = wallClock(instant, timeZone);
  const day = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days, 12));
  const at = atZonedTime(day, wall.hour, wall.minute, timeZone);
  return new Date(at.getTime() + wall.second * 1000 + instant.getUTCMilliseconds());
}

const two = (value: number) => String(value).padStart(2, "0");

/** The date as people in `timeZone` read it, dd.MM.yyyy (SPEC section 9): '2027-06-12T22:30Z' in Helsinki is '13.06.2027'. */
export function formatZonedDate(instant: Date | string, timeZone?: string | null): string {
  const wall = wallClock(new Date(instant), timeZone);
  return `${two(wall.day)}.${two(wall.month)}.${wall.year}`;
}

/** The time of day as people in `timeZone` read it, HH:mm (SPEC section 9): '2027-06-12T15:30Z' in Helsinki is '18:30'. */
export function formatZonedTime(instant: Date | string, timeZone?: string | null): string {
  const wall = wallClock(new Date(instant), timeZone);
  return `${two(wall.hour)}:${two(wall.minute)}`;
}

/** `instant` as people in `timeZone` read it, dd.MM.yyyy HH:mm (SPEC section 9). */
export function formatZoned(instant: Date | string, timeZone?: string | null): string {
  return `${formatZonedDate(instant, timeZone)} ${formatZonedTime(instant, timeZone)}`;
}
