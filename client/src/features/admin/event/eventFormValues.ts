import { EVENT_DESCRIPTION_MAX_LENGTH, EVENT_NAME_MAX_LENGTH, isImageUrl } from "@seatbooking/core";
import type { EventInput } from "../../../generated/admin";
import { toPriceInputs, toPriceRows, validatePriceRows, type PriceRow, type SavedPrice } from "../components/priceList";
import {
  toTranslationFields,
  toTranslationInputs,
  validateTranslationFields,
  type TranslationFields,
  type TranslationValue,
} from "../components/translations";
import type { EventStatus } from "./statuses";

/** The event form's values: texts per language, the plan, the price list as typed, published and status. */
export type EventFormValues = {
  names: TranslationFields;
  descriptions: TranslationFields;
  planId: string | null;
  prices: PriceRow[];
  /** The addons its tickets can have. */
  addonIds: string[];
  /** The image shown when its page is shared (https), as typed; empty: the theme's. */
  imageUrl: string;
  /** The most tickets per customer on each date, as typed; empty: no cap. */
  maxTicketsPerBuyer: string;
  published: boolean;
  status: EventStatus;
};

export interface SavedEvent {
  names: readonly TranslationValue[];
  descriptions: readonly TranslationValue[];
  planId: string;
  prices: readonly SavedPrice[];
  /** The active addons it offers (inactive ones are kept by the server: addonIds only names active ones). */
  addons?: ReadonlyArray<{ id: string }>;
  imageUrl?: string | null;
  maxTicketsPerBuyer?: number | null;
  published: boolean;
  status: string;
}

/** The largest per-buyer cap the server takes (event-admin.input.ts). */
export const MAX_TICKETS_PER_BUYER_LIMIT = 10_000;

/** The typed cap as the API takes it: null when empty; NaN when not a whole number in range (validateEventForm says so). */
export function parseMaxTicketsPerBuyer(typed: string): number | null {
  const text = typed.trim();
  if (!text) return null;
  if (!/^\d+$/.test(text)) return Number.NaN;
  const value = Number(text);
  return value >= 1 && value <= MAX_TICKETS_PER_BUYER_LIMIT ? value : Number.NaN;
}

type Languages = ReadonlyArray<{ id: string }>;
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A new event: unpublished and active, without texts or prices. */
export function newEventFormValues(languages: Languages): EventFormValues {
  return {
    names: toTranslationFields([], languages),
    descriptions: toTranslationFields([], languages),
    planId: null,
    prices: [],
    addonIds: [],
    imageUrl: "",
    maxTicketsPerBuyer: "",
    published: false,
    status: "active",
  };
}

/** A saved event as form values; `lng` picks the decimal mark of the prices. */
export function toEventFormValues(event: SavedEvent, languages: Languages, lng: string): EventFormValues {
  return {
    names: toTranslationFields(event.names, languages),
    descriptions: toTranslationFields(event.descriptions, languages),
    planId: event.planId,
    prices: toPriceRows(event.prices, lng),
    addonIds: (event.addons ?? []).map((addon) => addon.id),
    imageUrl: event.imageUrl ?? "",
    maxTicketsPerBuyer: event.maxTicketsPerBuyer == null ? "" : String(event.maxTicketsPerBuyer),
    published: event.published,
    status: event.status as EventStatus,
  };
}

/** The form as the API's EventInput: empty texts left out, prices in cents. */
export function toEventInput(values: EventFormValues, languages: Languages): EventInput {
  return {
    names: toTranslationInputs(values.names, languages),
    descriptions: toTranslationInputs(values.descriptions, languages),
    planId: values.planId ?? "",
    prices: toPriceInputs(values.prices),
    addonIds: values.addonIds,
    imageUrl: values.imageUrl.trim() || null,
    maxTicketsPerBuyer: parseMaxTicketsPerBuyer(values.maxTicketsPerBuyer),
    published: values.published,
    status: values.status,
  };
}

/**
 * What the per-field rules cannot state: texts per language, price rows (with `zoneIds`, the plan's price
 * zones, a row's zone must be one of them), and a price list to publish with.
 */
export function validateEventForm(
  values: EventFormValues,
  languages: Languages,
  t: Translate,
  zoneIds?: readonly string[],
): Record<string, string> {
  return {
    ...validateTranslationFields(values.names, languages, "names", t, { required: true, maxLength: EVENT_NAME_MAX_LENGTH }),
    ...validateTranslationFields(values.descriptions, languages, "descriptions", t, {
      required: false,
      maxLength: EVENT_DESCRIPTION_MAX_LENGTH,
    }),
    ...validatePriceRows(values.prices, t, "prices", zoneIds),
    ...(values.imageUrl.trim() && !isImageUrl(values.imageUrl.trim()) ? { imageUrl: t("adminEvents.imageUrlInvalid") } : {}),
    ...(Number.isNaN(parseMaxTicketsPerBuyer(values.maxTicketsPerBuyer))
      ? { maxTicketsPerBuyer: t("adminEvents.maxTicketsPerBuyerInvalid", { max: MAX_TICKETS_PER_BUYER_LIMIT }) }
      : {}),
    // Visitors could not buy a ticket of a published event without prices (the server refuses it too).
    ...(values.published && values.prices.length === 0 ? { prices: t("adminEvents.prices.neededToPublish") } : {}),
  };
}
