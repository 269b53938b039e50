import type { OccasionInput } from "../../../generated/admin";
import { toPriceInputs, toPriceRows, validatePriceRows, type PriceRow, type SavedPrice } from "../components/priceList";
import {
  toTranslationFields,
  toTranslationInputs,
  validateTranslationFields,
  type TranslationFields,
  type TranslationValue,
} from "../components/translations";
import type { OccasionStatus } from "./statuses";
import { formatZoned, OCCASION_NAME_MAX_LENGTH, OCCASION_TITLE_MAX_LENGTH } from "@seatbooking/core";
import { compareWallTimes, isoToWallTime, wallTimeToIso } from "./venueTime";

/** The occasion form's values; dates are the venue's wall-clock times ('YYYY-MM-DD HH:mm:ss'). */
export type OccasionFormValues = {
  names: TranslationFields;
  titles: TranslationFields;
  startTime: string | null;
  status: OccasionStatus;
  bookable: boolean;
  bookableStartTime: string | null;
  bookableEndTime: string | null;
  /** null: the event's plan. */
  planId: string | null;
  customPricing: boolean;
  prices: PriceRow[];
  published: boolean;
  /** A number, or '' while the field is empty. */
  headsUpDays: number | string;
  seasonal: boolean;
  /** Hours before the start until which wheelchair places and companions are held back; '' holds nothing back. */
  accessibleHoldbackHours: number | string;
};

export interface SavedOccasion {
  names: readonly TranslationValue[];
  titles: readonly TranslationValue[];
  startTime: string;
  endTime?: string | null;
  status: string;
  bookable: boolean;
  bookableStartTime?: string | null;
  bookableEndTime?: string | null;
  planId: string;
  customPricing: boolean;
  prices: readonly SavedPrice[];
  published: boolean;
  headsUpDays: number;
  seasonal: boolean;
  accessibleHoldbackHours?: number | null;
}

/** What the form checks against that is not its own: its event's plan and prices, its saved end. */
export interface OccasionFormContext {
  languages: ReadonlyArray<{ id: string }>;
  timeZone: string;
  eventPlanId: string;
  eventHasPrices: boolean;
  /** The saved end time (ISO), set by its own action. */
  endTime?: string | null;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A new occasion: scheduled, bookable, unpublished, on the event's plan; the event's prices ready to customise. */
export function newOccasionFormValues(
  languages: ReadonlyArray<{ id: string }>,
  eventPrices: readonly SavedPrice[],
  lng: string,
): OccasionFormValues {
  return {
    names: toTranslationFields([], languages),
    titles: toTranslationFields([], languages),
    startTime: null,
    status: "scheduled",
    bookable: true,
    bookableStartTime: null,
    bookableEndTime: null,
    planId: null,
    customPricing: false,
    prices: toPriceRows(eventPrices, lng),
    published: false,
    headsUpDays: 0,
    seasonal: false,
    accessibleHoldbackHours: "",
  };
}

/**
 * A saved occasion as form values. Its prices are those that apply (the event's without custom pricing), so
 * switching custom pricing on starts from them. The event's own plan shows as 'the event's plan' (null).
 */
export function toOccasionFormValues(occasion: SavedOccasion, context: OccasionFormContext, lng: string): OccasionFormValues {
  const wall = (iso: string | null | undefined) => isoToWallTime(iso, context.timeZone);
  return {
    names: toTranslationFields(occasion.names, context.languages),
    titles: toTranslationFields(occasion.titles, context.languages),
    startTime: wall(occasion.startTime),
    status: occasion.status as OccasionStatus,
    bookable: occasion.bookable,
    bookableStartTime: wall(occasion.bookableStartTime),
    bookableEndTime: wall(occasion.bookableEndTime),
    planId: occasion.planId === context.eventPlanId ? null : occasion.planId,
    customPricing: occasion.customPricing,
    prices: toPriceRows(occasion.prices, lng),
    published: occasion.published,
    headsUpDays: occasion.headsUpDays,
    seasonal: occasion.seasonal,
    accessibleHoldbackHours: occasion.accessibleHoldbackHours ?? "",
  };
}

/**
 * The form as the API's OccasionInput. Wall times become instants in the venue's zone; a time left as it was
 * loaded keeps its saved instant (`saved`), which matters only in the hour the autumn change repeats.
 */
export function toOccasionInput(values: OccasionFormValues, context: OccasionFormContext, saved?: SavedOccasion | null): OccasionInput {
  const instant = (wall: string | null, previous: string | null | undefined) => wallTimeToIso(wall, context.timeZone, previous);
  return {
    names: toTranslationInputs(values.names, context.languages),
    titles: toTranslationInputs(values.titles, context.languages),
    startTime: instant(values.startTime, saved?.startTime) ?? "",
    status: values.status,
    bookable: values.bookable,
    bookableStartTime: instant(values.bookableStartTime, saved?.bookableStartTime),
    bookableEndTime: instant(values.bookableEndTime, saved?.bookableEndTime),
    planId: values.planId,
    customPricing: values.customPricing,
    prices: values.customPricing ? toPriceInputs(values.prices) : null,
    published: values.published,
    headsUpDays: Number(values.headsUpDays),
    seasonal: values.seasonal,
    accessibleHoldbackHours: values.accessibleHoldbackHours === "" ? null : Number(values.accessibleHoldbackHours),
  };
}

/** What the per-field rules cannot state: names and titles, the sale window's order, the saved end, own prices. */
export function validateOccasionForm(values: OccasionFormValues, context: OccasionFormContext, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {
    ...validateTranslationFields(values.names, context.languages, "names", t, { required: false, maxLength: OCCASION_NAME_MAX_LENGTH }),
    ...validateTranslationFields(values.titles, context.languages, "titles", t, { required: false, maxLength: OCCASION_TITLE_MAX_LENGTH }),
  };
  const window = compareWallTimes(values.bookableStartTime, values.bookableEndTime);
  if (window !== null && window >= 0) errors.bookableEndTime = t("adminOccasions.windowInverted");
  const startVersusEnd = compareWallTimes(values.startTime, isoToWallTime(context.endTime, context.timeZone));
  if (context.endTime && startVersusEnd !== null && startVersusEnd > 0)
    errors.startTime = t("adminOccasions.startAfterEnd", { end: formatZoned(context.endTime, context.timeZone) });
  if (values.customPricing) Object.assign(errors, validatePriceRows(values.prices, t));
  // Visitors could not buy a ticket of a published occasion without prices (the server refuses it too).
  if (values.published && values.customPricing && values.prices.length === 0) errors.prices = t("adminEvents.prices.neededToPublish");
  if (values.published && !values.customPricing && !context.eventHasPrices) errors.published = t("adminOccasions.eventHasNoPrices");
  return errors;
}

/** 'An end before the start' for the end-time action: the end is a wall time, the start the saved instant. */
export function validateEndTime(endTime: string | null, startTime: string, timeZone: string, t: Translate): string | null {
  const order = compareWallTimes(endTime, isoToWallTime(startTime, timeZone));
  return order !== null && order < 0 ? t("adminOccasions.endBeforeStart") : null;
}
