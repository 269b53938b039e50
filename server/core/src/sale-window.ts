/**
 * An occasion's sale window (DESIGN section 3): whether places can be picked now. The server refuses a hold
 * by it (with the facts only it knows: published, scheduled, priced); the seat map and the event page offer
 * places and say why not by it, so neither offers what the other would refuse.
 */

/** An instant as the server holds it (Date) or as the client reads it from the API (ISO string). */
type Instant = Date | string;

/**
 * What the sale window is made of: the occasion's bookable switch, its start and its optional window, and its
 * status where the reader has it (a cancelled occasion offers nothing, whatever its window says).
 */
export interface SaleWindowLike<T extends Instant = Instant> {
  bookable: boolean;
  status?: string | null;
  startTime: T;
  bookableStartTime?: T | null;
  bookableEndTime?: T | null;
}

export type SaleState<T extends Instant = Instant> =
  | { readonly onSale: true }
  | { readonly onSale: false; readonly reason: "cancelled" }
  | { readonly onSale: false; readonly reason: "notBookable" }
  | { readonly onSale: false; readonly reason: "notYet"; readonly opens: T }
  | { readonly onSale: false; readonly reason: "ended" };

// Shared answers: the server asks on every hold of a flash sale.
const ON_SALE = { onSale: true } as const;
const NOT_BOOKABLE = { onSale: false, reason: "notBookable" } as const;
const CANCELLED = { onSale: false, reason: "cancelled" } as const;
const ENDED = { onSale: false, reason: "ended" } as const;

function millis(instant: Instant): number {
  return typeof instant === "string" ? Date.parse(instant) : instant.getTime();
}

/**
 * Whether the window is open at `now`: the occasion is not cancelled (issue 34, item 9), the occasion is bookable, its window has opened (when it has a start),
 * and it has not closed: at the window's end, else at the occasion's start. A window's start that cannot be
 * read does not hold sales back; an end that cannot be read closes them.
 */
export function saleState<T extends Instant>(occasion: SaleWindowLike<T>, now: Date | number): SaleState<T> {
  if (occasion.status === "cancelled") return CANCELLED;
  if (!occasion.bookable) return NOT_BOOKABLE;
  const at = typeof now === "number" ? now : now.getTime();
  const opens = occasion.bookableStartTime;
  if (opens && at < millis(opens)) return { onSale: false, reason: "notYet", opens };
  const closes = millis(occasion.bookableEndTime ?? occasion.startTime);
  return at < closes ? ON_SALE : ENDED;
}
