import { randomUUID } from "node:crypto";
import { addZonedDays, wallClock } from "@seatbooking/core";
import { hashDraftSecret } from "../booking/draft/draft-secret.js";

/**
 * When a renewal can be confirmed (DESIGN section 5): from `headsUpDays` calendar days before the public
 * sale start (counted in the venue's time zone, so the hour people were told holds across a
 * daylight-saving change) until the customer's deadline: the public sale start, or the later deadline an
 * administrator gave that customer. Comparisons are between instants.
 */
export interface RenewalWindow {
  opensAt: Date;
  closesAt: Date;
}

/** Where `now` falls in a window: not open yet, open, or closed (the seats were released at closesAt). */
export type WindowPhase = "upcoming" | "open" | "closed";

export function renewalWindow(
  occasion: { bookableStartTime: Date; headsUpDays: number },
  ownDeadline: Date | null,
  timeZone: string,
): RenewalWindow {
  const saleStart = occasion.bookableStartTime;
  return {
    opensAt: addZonedDays(saleStart, -occasion.headsUpDays, timeZone),
    closesAt: ownDeadline && ownDeadline > saleStart ? ownDeadline : saleStart,
  };
}

export function windowPhase(window: RenewalWindow, now: Date): WindowPhase {
  if (now < window.opensAt) return "upcoming";
  return now < window.closesAt ? "open" : "closed";
}

/** When the reminder is due: `reminderDays` calendar days before the deadline, never before the window opens. */
export function reminderDueAt(window: RenewalWindow, reminderDays: number, timeZone: string): Date {
  const due = addZonedDays(window.closesAt, -reminderDays, timeZone);
  return due > window.opensAt ? due : window.opensAt;
}

/**
 * Next season's date for last season's: 52 weeks later (the nearest date a year on that falls on the same
 * weekday), at the same wall-clock time in the venue's time zone.
 */
export function nextSeasonDate(date: Date, timeZone: string): Date {
  return addZonedDays(date, 364, timeZone);
}

/** A year in a name (1900-2099), with a season's short second year after it ("2026/27", "2026–27"). */
const YEAR = /(?<![\p{L}\p{N}])((?:19|20)\d{2})(?:([/–-])(\d{2}))?(?![\p{L}\p{N}])/gu;

/**
 * Next season's event name for last season's (issue 34): next season says its season, so the two events are
 * told apart in every list. Every year in the name moves on by the seasons' difference ("Kevätkonsertit 2026"
 * → "Kevätkonsertit 2027", "Season 2026–2027" → "Season 2027–2028", "2026/27" → "2027/28"); a name with
 * no year gets the new season's year ("Kevätkonsertit" → "Kevätkonsertit 2027").
 */
export function nextSeasonName(name: string, fromYear: number, toYear: number): string {
  const shift = toYear - fromYear;
  let found = false;
  const shifted = name.replace(YEAR, (_match, year: string, separator: string | undefined, short: string | undefined) => {
    found = true;
    const next = String(Number(year) + shift);
    return separator && short ? `${next}${separator}${String((Number(short) + shift + 100) % 100).padStart(2, "0")}` : next;
  });
  return found ? shifted : `${name.trimEnd()} ${toYear}`;
}

/** The year of `instant` in the venue's time zone. */
export function zonedYear(instant: Date, timeZone: string): number {
  return wallClock(instant, timeZone).year;
}

/**
 * A renewal's link capability: a random (version 4) UUID, 122 random bits, apart from the booking's id.
 * Its hash is the booking's draft secret hash: the link's browser gets the draft cookie and checks out.
 */
export function newRenewalToken(): { token: string; secretHash: string } {
  const token = randomUUID();
  return { token, secretHash: hashDraftSecret(token) };
}
