/**
 * The instant when the wall clock in `timeZone` shows `hour:minute` on the calendar day `date` falls on
 * there. Uses Intl only (no time-zone library): guess the UTC instant, read the zone's offset at it, correct.
 */
export function atZonedTime(date: Date, hour: number, minute: number, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(date);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  const wallAsUtc = Date.UTC(part("year"), part("month") - 1, part("day"), hour, minute);
  const offsetAt = (instant: number) => {
    const shown = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    }).formatToParts(new Date(instant));
    const get = (type: string) => Number(shown.find((entry) => entry.type === type)?.value);
    return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute")) - instant;
  };
  const guess = wallAsUtc - offsetAt(wallAsUtc);
  return new Date(wallAsUtc - offsetAt(guess));
}

/** The wall clock in `timeZone` at `instant`: calendar date and time of day. */
function wallClock(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
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

/** `instant` as people in `timeZone` read it, dd.MM.yyyy HH:mm (SPEC section 9). */
export function formatZoned(instant: Date, timeZone: string): string {
  const wall = wallClock(instant, timeZone);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${two(wall.day)}.${two(wall.month)}.${wall.year} ${two(wall.hour)}:${two(wall.minute)}`;
}
