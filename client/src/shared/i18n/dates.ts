import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import "dayjs/locale/en-gb";
import "dayjs/locale/fi";
import "dayjs/locale/sv";

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Dates for the date pickers (dayjs, with the language's locale). How an instant is shown in the venue's zone is
 * @seatbooking/core's (formatZonedDate, formatZonedTime, formatZoned), as the server's e-mails and PDFs show it.
 */

/** dd.MM.yyyy and HH:mm (SPEC section 9) in dayjs tokens. */
export const DATE_FORMAT = "DD.MM.YYYY";
export const TIME_FORMAT = "HH:mm";

export type DateLocale = "en-gb" | "fi" | "sv";

/** sv selects Swedish, fi Finnish, anything else UK English (all start weeks on Monday). */
export function dateLocale(lng: string): DateLocale {
  if (lng === "sv") return "sv";
  if (lng === "fi") return "fi";
  return "en-gb";
}

export { dayjs };
