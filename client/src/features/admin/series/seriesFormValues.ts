import { SERIES_MAX_DATES, SERIES_NAME_MAX_LENGTH, splitPassPrice } from "@seatbooking/core";
import type { SeriesInput } from "../../../generated/admin";
import { toPriceInputs, toPriceRows, validatePriceRows, type PriceRow, type SavedPrice } from "../components/priceList";
import {
  toTranslationFields,
  toTranslationInputs,
  validateTranslationFields,
  type TranslationFields,
  type TranslationValue,
} from "../components/translations";
import { compareWallTimes, isoToWallTime, wallTimeToIso } from "../event/venueTime";

/** A series has at least two dates: one date is a single ticket (the server's SERIES_MIN_DATES). */
export const SERIES_MIN_DATES = 2;

/** The series form's values; the sale window is the venue's wall-clock time ('YYYY-MM-DD HH:mm:ss'). */
export type SeriesFormValues = {
  names: TranslationFields;
  /** The chosen dates (occasions of the event). */
  occasionIds: string[];
  /** The season ticket's price list: euros per ticket for all the dates together. */
  prices: PriceRow[];
  saleStart: string | null;
  saleEnd: string | null;
  singleDatesOnSale: boolean;
  published: boolean;
};

export interface SavedSeries {
  names: readonly TranslationValue[];
  dates: ReadonlyArray<{ id: string }>;
  prices: readonly SavedPrice[];
  saleStart?: string | null;
  saleEnd?: string | null;
  singleDatesOnSale: boolean;
  published: boolean;
}

/** A date of the event as the form offers it. */
export interface SeriesDate {
  id: string;
  startTime: string;
  status: string;
  planId: string;
}

/** What the form checks against that is not its own: the languages, the venue's zone, the event and its dates. */
export interface SeriesFormContext {
  languages: ReadonlyArray<{ id: string }>;
  timeZone: string;
  eventId: string;
  /** The event's dates. */
  dates: readonly SeriesDate[];
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A new series: no dates or prices yet, its dates also sold one by one, unpublished. */
export function newSeriesFormValues(languages: ReadonlyArray<{ id: string }>): SeriesFormValues {
  return {
    names: toTranslationFields([], languages),
    occasionIds: [],
    prices: [],
    saleStart: null,
    saleEnd: null,
    singleDatesOnSale: true,
    published: false,
  };
}

/** A saved series as form values; `lng` picks the decimal mark of the prices. */
export function toSeriesFormValues(series: SavedSeries, context: SeriesFormContext, lng: string): SeriesFormValues {
  return {
    names: toTranslationFields(series.names, context.languages),
    occasionIds: series.dates.map((date) => date.id),
    prices: toPriceRows(series.prices, lng),
    saleStart: isoToWallTime(series.saleStart, context.timeZone),
    saleEnd: isoToWallTime(series.saleEnd, context.timeZone),
    singleDatesOnSale: series.singleDatesOnSale,
    published: series.published,
  };
}

/**
 * The form as the API's SeriesInput: empty names left out, dates in start order, prices in cents, the sale window
 * as instants in the venue's zone (a time left as loaded keeps its saved instant, see wallTimeToIso).
 */
export function toSeriesInput(values: SeriesFormValues, context: SeriesFormContext, saved?: SavedSeries | null): SeriesInput {
  const instant = (wall: string | null, previous: string | null | undefined) => wallTimeToIso(wall, context.timeZone, previous);
  const chosen = new Set(values.occasionIds);
  const inOrder = sortedDates(context.dates)
    .map((date) => date.id)
    .filter((id) => chosen.has(id));
  return {
    eventId: context.eventId,
    names: toTranslationInputs(values.names, context.languages),
    // A chosen id the event no longer lists goes too: the server names it.
    occasionIds: [...inOrder, ...values.occasionIds.filter((id) => !inOrder.includes(id))],
    prices: toPriceInputs(values.prices),
    saleStart: instant(values.saleStart, saved?.saleStart),
    saleEnd: instant(values.saleEnd, saved?.saleEnd),
    singleDatesOnSale: values.singleDatesOnSale,
    published: values.published,
  };
}

/** The plan of the chosen dates (a series' dates share one), or null while none is chosen. */
export function seriesPlanId(occasionIds: readonly string[], dates: readonly SeriesDate[]): string | null {
  return dates.find((date) => occasionIds.includes(date.id))?.planId ?? null;
}

/**
 * What the per-field rules cannot state (the server checks the same): the default language's name, two dates or
 * more on one plan and none cancelled, the price rows (with `zoneIds`, the plan's zones), a price list to
 * publish with, and a sale that closes after it opens.
 */
export function validateSeriesForm(
  values: SeriesFormValues,
  context: SeriesFormContext,
  t: Translate,
  zoneIds?: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {
    ...validateTranslationFields(values.names, context.languages, "names", t, { required: true, maxLength: SERIES_NAME_MAX_LENGTH }),
    ...validatePriceRows(values.prices, t, "prices", zoneIds),
  };
  const chosen = context.dates.filter((date) => values.occasionIds.includes(date.id));
  if (values.occasionIds.length < SERIES_MIN_DATES || values.occasionIds.length > SERIES_MAX_DATES)
    errors.occasionIds = t("adminSeries.datesCount", { max: SERIES_MAX_DATES });
  else if (chosen.some((date) => date.status === "cancelled")) errors.occasionIds = t("adminSeries.dateCancelled");
  else if (new Set(chosen.map((date) => date.planId)).size > 1) errors.occasionIds = t("adminSeries.datesOnePlan");
  // Visitors could not buy a season ticket without a price (the server refuses it too).
  if (values.published && values.prices.length === 0) errors.prices = t("adminEvents.prices.neededToPublish");
  const window = compareWallTimes(values.saleStart, values.saleEnd);
  if (window !== null && window >= 0) errors.saleEnd = t("adminSeries.saleWindow");
  return errors;
}

/** Whether the form's dates differ from the saved ones (a series with sold season tickets keeps its dates). */
export function datesChanged(values: SeriesFormValues, saved: SavedSeries | null): boolean {
  if (!saved) return false;
  const before = saved.dates.map((date) => date.id);
  return before.length !== values.occasionIds.length || before.some((id) => !values.occasionIds.includes(id));
}

/** The event's dates by start time. */
export function sortedDates<Dated extends { startTime: string }>(dates: readonly Dated[]): Dated[] {
  return [...dates].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}

/** Why a date cannot be chosen: cancelled, or already in another series (named); null when it can. */
export type DateBlock = { reason: "cancelled" } | { reason: "otherSeries"; seriesName: string } | null;

/**
 * Per date of the event, why this series cannot have it. A date already chosen stays choosable (to take it out),
 * whatever became of it since.
 */
export function dateBlocks(
  dates: readonly SeriesDate[],
  otherSeries: ReadonlyArray<{ id: string; name: string; dates: ReadonlyArray<{ id: string }> }>,
  seriesId: string | null,
  chosen: readonly string[],
): Map<string, DateBlock> {
  const owner = new Map<string, string>();
  for (const series of otherSeries) if (series.id !== seriesId) for (const date of series.dates) owner.set(date.id, series.name);
  return new Map(
    dates.map((date): [string, DateBlock] => {
      if (chosen.includes(date.id)) return [date.id, null];
      if (date.status === "cancelled") return [date.id, { reason: "cancelled" }];
      const seriesName = owner.get(date.id);
      return [date.id, seriesName === undefined ? null : { reason: "otherSeries", seriesName }];
    }),
  );
}

/**
 * How a pass price is refunded per cancelled date (splitPassPrice): the equal share in whole cents, and how many of
 * the earliest dates carry one cent more (`extra`, 0 when it divides evenly).
 */
export function passShares(priceCents: number, dates: number): { share: number; extra: number } {
  const shares = splitPassPrice(priceCents, dates);
  const share = shares[shares.length - 1]!;
  return { share, extra: shares.filter((amount) => amount > share).length };
}

/** The lowest and highest price of a price list (cents), or null without prices. */
export function priceRange(prices: ReadonlyArray<{ price: number }>): { from: number; to: number } | null {
  if (prices.length === 0) return null;
  const amounts = prices.map((entry) => entry.price);
  return { from: Math.min(...amounts), to: Math.max(...amounts) };
}
