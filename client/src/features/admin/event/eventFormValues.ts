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
  published: boolean;
  status: string;
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
    // Visitors could not buy a ticket of a published event without prices (the server refuses it too).
    ...(values.published && values.prices.length === 0 ? { prices: t("adminEvents.prices.neededToPublish") } : {}),
  };
}
