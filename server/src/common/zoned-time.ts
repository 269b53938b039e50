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
