/**
 * Season tickets (issue 38): a series sells the same places on every one of its dates as one purchase, at a
 * price per ticket for all the dates together. Each date is its own booking with its own ticket, so the pass
 * price is shared out over the dates; a cancelled date refunds exactly its share.
 */

/** The most dates a series may have: a pass holds each of its places on every date in one transaction. */
/** The "series.datesCount" texts name it (and SERIES_MIN_DATES, two). */
export const SERIES_MAX_DATES = 60;
export const SERIES_NAME_MAX_LENGTH = 200;

/**
 * A pass price in cents shared over `dates` dates, earliest date first: equal shares in whole cents, the cents
 * left over one each to the earliest dates, so the shares always add up to the price.
 */
export function splitPassPrice(price: number, dates: number): number[] {
  if (!Number.isInteger(price) || price < 0) throw new RangeError(`splitPassPrice: ${price} is not a whole number of cents`);
  if (!Number.isInteger(dates) || dates < 1) throw new RangeError(`splitPassPrice: ${dates} dates`);
  const share = Math.floor(price / dates);
  const left = price - share * dates;
  return Array.from({ length: dates }, (_, index) => share + (index < left ? 1 : 0));
}

type Instant = Date | string;

function millis(instant: Instant): number {
  return typeof instant === "string" ? Date.parse(instant) : instant.getTime();
}

export interface SeriesSaleLike<T extends Instant = Instant> {
  published: boolean;
  saleStart?: T | null;
  saleEnd?: T | null;
  /** Its dates' start times (any order). */
  dateStarts: readonly T[];
}

export type SeriesSaleState<T extends Instant = Instant> =
  | { readonly onSale: true }
  | { readonly onSale: false; readonly reason: "notPublished" | "noDates" | "ended" }
  | { readonly onSale: false; readonly reason: "notYet"; readonly opens: T };

/**
 * Whether a series pass can be bought at `now`: published, with dates, its window opened, and neither its
 * window's end nor its first date's start reached (a pass is never sold once the series has begun).
 */
export function seriesSaleState<T extends Instant>(series: SeriesSaleLike<T>, now: Date | number): SeriesSaleState<T> {
  if (!series.published) return { onSale: false, reason: "notPublished" };
  if (series.dateStarts.length === 0) return { onSale: false, reason: "noDates" };
  const at = typeof now === "number" ? now : now.getTime();
  if (series.saleStart && at < millis(series.saleStart)) return { onSale: false, reason: "notYet", opens: series.saleStart };
  const firstStart = Math.min(...series.dateStarts.map(millis));
  const closes = series.saleEnd ? Math.min(millis(series.saleEnd), firstStart) : firstStart;
  return at < closes ? { onSale: true } : { onSale: false, reason: "ended" };
}
