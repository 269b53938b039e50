import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import "dayjs/locale/en-gb";
import "dayjs/locale/fi";
import "dayjs/locale/sv";

dayjs.extend(utc);
dayjs.extend(timezone);

/** dd.MM.yyyy and HH:mm (SPEC section 9) in dayjs tokens. */
export const DATE_FORMAT = "DD.MM.YYYY";
export const TIME_FORMAT = "HH:mm";

/** The venue time zone when settings do not say (DESIGN section 4). */
export const DEFAULT_TIME_ZONE = "Europe/Helsinki";

export type DateLocale = "en-gb" | "fi" | "sv";

/** sv selects Swedish, fi Finnish, anything else UK English (all start weeks on Monday). */
export function dateLocale(lng: string): DateLocale {
  if (lng === "sv") return "sv";
  if (lng === "fi") return "fi";
  return "en-gb";
}

function inZone(iso: string, timeZone: string | undefined) {
  const zone = timeZone || DEFAULT_TIME_ZONE;
  return dayjs(iso).tz(zone);
}

/** '2027-06-12T15:30:00.000Z' in Europe/Helsinki -> '12.06.2027'. */
export function formatDate(iso: string, timeZone?: string): string {
  return inZone(iso, timeZone).format(DATE_FORMAT);
}

/** '2027-06-12T15:30:00.000Z' in Europe/Helsinki -> '18:30'. */
export function formatTime(iso: string, timeZone?: string): string {
  return inZone(iso, timeZone).format(TIME_FORMAT);
}

export { dayjs };
