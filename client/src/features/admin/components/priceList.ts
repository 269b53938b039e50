/**
 * The price list editor's rows and their rules: prices are typed in euros ('25,50' or '25.50') and sent to
 * the API as integer cents, one price per ticket type (the server's price-list.ts checks the same).
 */
import { MAX_PRICE_CENTS } from "@seatbooking/core";
import { parseDecimal } from "../../../shared/form/decimal";

export interface PriceRow {
  /** Keeps React's rows apart while rows are added and removed. */
  key: string;
  ticketTypeId: string | null;
  /** As typed, in euros. */
  price: string;
  /** A price zone of the plan; null: the plain price (every zone without its own). */
  priceZoneId: string | null;
}

export interface PriceInputValue {
  ticketTypeId: string;
  price: number;
  /** Only for a zone's price. */
  priceZoneId?: string;
}

export interface SavedPrice {
  ticketTypeId: string;
  price: number;
  priceZoneId?: string | null;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** '25,50', '25.5', '1 000' -> cents (2550, 2550, 100000); null when it is not an amount of euros (shared/form/decimal.ts reads it). */
export function parseEuros(text: string): number | null {
  const reading = parseDecimal(text, { maxDecimals: 2 });
  return reading.ok ? Math.round(reading.value * 100) : null;
}

/** 2550 -> '25,50' (fi, sv) or '25.50' (en): what the price field shows for a saved price. */
export function formatEuros(cents: number, lng: string): string {
  const text = (cents / 100).toFixed(2);
  return lng === "en" ? text : text.replace(".", ",");
}

let rowSequence = 0;

/** A row for the editor; `key` is unique within the page. */
export function priceRow(ticketTypeId: string | null = null, price = "", priceZoneId: string | null = null): PriceRow {
  rowSequence += 1;
  return { key: `price-${rowSequence}`, ticketTypeId, price, priceZoneId };
}

/** Saved prices as editor rows (plain prices first, each ticket type's zone prices after it). */
export function toPriceRows(prices: readonly SavedPrice[], lng: string): PriceRow[] {
  return prices.map((entry) => priceRow(entry.ticketTypeId, formatEuros(entry.price, lng), entry.priceZoneId ?? null));
}

/** Rows as the API's PriceInput list (call after validatePriceRows found nothing); zone prices name their zone. */
export function toPriceInputs(rows: readonly PriceRow[]): PriceInputValue[] {
  return rows.map((row) => ({
    ticketTypeId: row.ticketTypeId ?? "",
    price: parseEuros(row.price) ?? 0,
    ...(row.priceZoneId ? { priceZoneId: row.priceZoneId } : {}),
  }));
}

/** The key a ticket type's price is unique by: one plain price and one per zone. */
export function priceSlot(ticketTypeId: string | null, priceZoneId: string | null | undefined): string {
  return `${ticketTypeId ?? ""}|${priceZoneId ?? ""}`;
}

/** A price typed in euros: a message (required, not euros, negative, too high), or null when fine. */
export function priceError(text: string, t: Translate): string | null {
  if (text.trim() === "") return t("validation.required");
  const cents = parseEuros(text);
  if (cents === null) return t("adminEvents.prices.notEuros");
  if (cents < 0) return t("adminEvents.prices.negative");
  if (cents > MAX_PRICE_CENTS) return t("adminEvents.prices.tooHigh");
  return null;
}

/**
 * Messages keyed by the rows' form paths (`<path>.<index>.ticketTypeId`, `<path>.<index>.price`,
 * `<path>.<index>.priceZoneId`): a ticket type has one plain price and one per zone, a price is euros with
 * at most two decimals, from 0 to 100 000. With `zoneIds` (the plan's zones), a row's zone must be one of them.
 */
export function validatePriceRows(
  rows: readonly PriceRow[],
  t: Translate,
  path = "prices",
  zoneIds?: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const slot = priceSlot(row.ticketTypeId, row.priceZoneId);
    if (!row.ticketTypeId) errors[`${path}.${index}.ticketTypeId`] = t("validation.required");
    else if (seen.has(slot))
      errors[`${path}.${index}.ticketTypeId`] = row.priceZoneId
        ? t("catalogAdmin.zonePrices.ticketTypeTwiceInZone")
        : t("adminEvents.prices.ticketTypeTwice");
    else seen.add(slot);

    if (row.priceZoneId && zoneIds && !zoneIds.includes(row.priceZoneId))
      errors[`${path}.${index}.priceZoneId`] = t("catalogAdmin.zonePrices.zoneNotInPlan");

    const message = priceError(row.price, t);
    if (message) errors[`${path}.${index}.price`] = message;
  });
  return errors;
}

/** The server keys a price row's problem by the row (`prices.3`); the form shows it on the row's price. */
export function priceRowField(field: string): string {
  return /^prices\.\d+$/.test(field) ? `${field}.price` : field;
}
