/** What the seat map needs to know whether the occasion is on sale now. */
export interface SaleWindowLike {
  startTime: string;
  bookable: boolean;
  bookableStartTime?: string | null;
  bookableEndTime?: string | null;
}

export type SaleState =
  | { onSale: true }
  | { onSale: false; reason: "notBookable" }
  | { onSale: false; reason: "notYet"; opens: string }
  | { onSale: false; reason: "ended" };

/**
 * Whether places can be picked now, as the server decides it (booking's `isOnSale`): the occasion is
 * bookable, its window has opened, and it has not closed (the window's end, else the start time).
 * The server checks again; this only keeps the map from offering what would be refused, and says why.
 */
export function saleState(occasion: SaleWindowLike, now: number): SaleState {
  if (!occasion.bookable) return { onSale: false, reason: "notBookable" };
  const opens = occasion.bookableStartTime ? Date.parse(occasion.bookableStartTime) : Number.NaN;
  if (Number.isFinite(opens) && now < opens) return { onSale: false, reason: "notYet", opens: occasion.bookableStartTime! };
  const closes = Date.parse(occasion.bookableEndTime ?? occasion.startTime);
  if (Number.isFinite(closes) && now >= closes) return { onSale: false, reason: "ended" };
  return { onSale: true };
}
