/**
 * The price list editor's rows and their rules: prices are typed in euros ('25,50' or '25.50') and sent to
 * the API as integer cents, one price per ticket type (the server's price-list.ts checks the same).
 */

/** The highest price the server takes: 100 000 € (MAX_PRICE_CENTS). */
export const MAX_PRICE_CENTS = 10_000_000;

export interface PriceRow {
  /** Keeps React's rows apart while rows are added and removed. */
  key: string;
  ticketTypeId: string | null;
  /** As typed, in euros. */
  price: string;
}

export interface PriceInputValue {
  ticketTypeId: string;
  price: number;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const EUROS = /^(-?)(\d+)(?:[.,](\d{1,2}))?$/;

/** '25,50', '25.5', '1 000' -> cents (2550, 2550, 100000); null when it is not an amount of euros. */
export function parseEuros(text: string): number | null {
  const match = EUROS.exec(text.replace(/[\s\u00a0\u202f]/g, ""));
  if (!match) return null;
  const [, sign, whole, fraction = ""] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return sign ? -cents : cents;
}

/** 2550 -> '25,50' (fi, sv) or '25.50' (en): what the price field shows for a saved price. */
export function formatEuros(cents: number, lng: string): string {
  const text = (cents / 100).toFixed(2);
  return lng === "en" ? text : text.replace(".", ",");
}

let rowSequence = 0;

/** A row for the editor; `key` is unique within the page. */
export function priceRow(ticketTypeId: string | null = null, price = ""): PriceRow {
  rowSequence += 1;
  return { key: `price-${rowSequence}`, ticketTypeId, price };
}

/** Saved prices as editor rows. */
export function toPriceRows(prices: ReadonlyArray<{ ticketTypeId: string; price: number }>, lng: string): PriceRow[] {
  return prices.map((entry) => priceRow(entry.ticketTypeId, formatEuros(entry.price, lng)));
}

/** Rows as the API's PriceInput list (call after validatePriceRows found nothing). */
export function toPriceInputs(rows: readonly PriceRow[]): PriceInputValue[] {
  return rows.map((row) => ({ ticketTypeId: row.ticketTypeId ?? "", price: parseEuros(row.price) ?? 0 }));
}

/**
 * Messages keyed by the rows' form paths (`<path>.<index>.ticketTypeId`, `<path>.<index>.price`): a ticket
 * type is chosen once per list, a price is euros with at most two decimals, from 0 to 100 000.
 */
export function validatePriceRows(rows: readonly PriceRow[], t: Translate, path = "prices"): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (!row.ticketTypeId) errors[`${path}.${index}.ticketTypeId`] = t("validation.required");
    else if (seen.has(row.ticketTypeId)) errors[`${path}.${index}.ticketTypeId`] = t("adminEvents.prices.ticketTypeTwice");
    else seen.add(row.ticketTypeId);

    const cents = row.price.trim() === "" ? null : parseEuros(row.price);
    if (row.price.trim() === "") errors[`${path}.${index}.price`] = t("validation.required");
    else if (cents === null) errors[`${path}.${index}.price`] = t("adminEvents.prices.notEuros");
    else if (cents < 0) errors[`${path}.${index}.price`] = t("adminEvents.prices.negative");
    else if (cents > MAX_PRICE_CENTS) errors[`${path}.${index}.price`] = t("adminEvents.prices.tooHigh");
  });
  return errors;
}

/** The server keys a price row's problem by the row (`prices.3`); the form shows it on the row's price. */
export function priceRowField(field: string): string {
  return /^prices\.\d+$/.test(field) ? `${field}.price` : field;
}
