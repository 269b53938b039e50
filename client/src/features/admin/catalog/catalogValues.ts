/**
 * The catalogue forms' values (ticket types, space types, addons) and their conversion to the API's inputs:
 * texts per language, VAT as a percentage (0-100, two decimals), addon prices typed in euros and sent in cents.
 */
import { ADDON_DESCRIPTION_MAX_LENGTH, CATALOG_NAME_MAX_LENGTH } from "@seatbooking/core";
import type { AddonInput, SpaceTypeInput, TicketTypeInput } from "../../../generated/admin";
import { decimalError, formatDecimal, parseDecimal } from "../../../shared/form/decimal";
import { formatEuros, parseEuros, priceError } from "../components/priceList";
import {
  toTranslationFields,
  toTranslationInputs,
  validateTranslationFields,
  type TranslationFields,
  type TranslationValue,
} from "../components/translations";

type Languages = ReadonlyArray<{ id: string }>;
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A number field's value: a number, or '' while empty (Mantine's NumberInput). */
export type NumberField = number | string;

/** A number field's value as a number (0 when empty or not a number); text is read by shared/form/decimal.ts. */
export function numberOf(value: NumberField): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : 0;
  const reading = parseDecimal(value);
  return reading.ok ? reading.value : 0;
}

/** Finland's VAT rates in force (%): another rate is saved only after the administrator confirms it. */
export const FINNISH_VAT_RATES: readonly number[] = [0, 10, 14, 25.5];

/** A VAT percentage with more than two decimals (the server keeps two): a message, else null. */
export function vatDecimalsError(value: NumberField, t: Translate): string | null {
  if (value === "") return null;
  if (typeof value === "string") {
    const reading = parseDecimal(value);
    if (!reading.ok) return null;
    value = reading.value;
  }
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6 ? null : t("catalogAdmin.vatDecimals");
}

/**
 * A VAT field as typed ('25,5' or '25.5' in every language): required, a number from 0 to 100 with at most
 * two decimals. A message, else null.
 */
export function vatError(text: NumberField, t: Translate): string | null {
  const typed = String(text);
  const reading = parseDecimal(typed, { maxDecimals: 2 });
  if (!reading.ok && reading.error === "validation.decimalPlaces") return t("catalogAdmin.vatDecimals");
  return decimalError(typed, t, { required: true, min: 0, max: 100, maxDecimals: 2 });
}

/** The VAT the form holds, when it is a rate Finland does not use today (to confirm before saving); else null. */
export function unusualVat(text: NumberField): number | null {
  const reading = typeof text === "number" ? { ok: true as const, value: text } : parseDecimal(text, { maxDecimals: 2 });
  if (!reading.ok || FINNISH_VAT_RATES.includes(reading.value)) return null;
  return reading.value;
}

export interface TicketTypeFormValues extends Record<string, unknown> {
  names: TranslationFields;
  /** As typed ('25,5' or '25.5'). */
  vat: string;
  productCode: string;
  position: NumberField;
}

export interface SavedTicketType {
  names: readonly TranslationValue[];
  vat: number;
  productCode: string;
  position: number;
}

/** A saved ticket type (or a new one) as form values; `lng` picks the VAT's decimal mark. */
export function toTicketTypeFormValues(saved: SavedTicketType | null, languages: Languages, lng: string): TicketTypeFormValues {
  return {
    names: toTranslationFields(saved?.names ?? [], languages),
    vat: saved ? formatDecimal(saved.vat, lng) : "",
    productCode: saved?.productCode ?? "",
    position: saved?.position ?? 0,
  };
}

export function toTicketTypeInput(values: TicketTypeFormValues, languages: Languages): TicketTypeInput {
  return {
    names: toTranslationInputs(values.names, languages),
    vat: numberOf(values.vat),
    productCode: values.productCode.trim(),
    position: Math.trunc(numberOf(values.position)),
  };
}

export interface SpaceTypeFormValues extends Record<string, unknown> {
  names: TranslationFields;
  accessible: boolean;
}

export function toSpaceTypeFormValues(
  saved: { names: readonly TranslationValue[]; accessible: boolean } | null,
  languages: Languages,
): SpaceTypeFormValues {
  return { names: toTranslationFields(saved?.names ?? [], languages), accessible: saved?.accessible ?? false };
}

export function toSpaceTypeInput(values: SpaceTypeFormValues, languages: Languages): SpaceTypeInput {
  return { names: toTranslationInputs(values.names, languages), accessible: values.accessible };
}

export interface AddonFormValues extends Record<string, unknown> {
  names: TranslationFields;
  descriptions: TranslationFields;
  /** As typed, in euros ('4,50'). */
  price: string;
  /** As typed ('25,5' or '25.5'). */
  vat: string;
  productCode: string;
  active: boolean;
  eventIds: string[];
}

export interface SavedAddon {
  names: readonly TranslationValue[];
  descriptions: readonly TranslationValue[];
  /** Cents. */
  price: number;
  vat: number;
  productCode: string;
  active: boolean;
  eventIds: readonly string[];
}

/** A saved addon (or a new one, active and offered nowhere) as form values; `lng` picks the decimal mark. */
export function toAddonFormValues(saved: SavedAddon | null, languages: Languages, lng: string): AddonFormValues {
  return {
    names: toTranslationFields(saved?.names ?? [], languages),
    descriptions: toTranslationFields(saved?.descriptions ?? [], languages),
    price: saved ? formatEuros(saved.price, lng) : "",
    vat: saved ? formatDecimal(saved.vat, lng) : "",
    productCode: saved?.productCode ?? "",
    active: saved?.active ?? true,
    eventIds: [...(saved?.eventIds ?? [])],
  };
}

/** The form as AddonInput (call after validation): the price in cents. */
export function toAddonInput(values: AddonFormValues, languages: Languages): AddonInput {
  return {
    names: toTranslationInputs(values.names, languages),
    descriptions: toTranslationInputs(values.descriptions, languages),
    price: parseEuros(values.price) ?? 0,
    vat: numberOf(values.vat),
    productCode: values.productCode.trim(),
    active: values.active,
    eventIds: values.eventIds,
  };
}

/** The names (required in the default language) and, with `descriptions`, the descriptions. */
export function validateCatalogTexts(
  values: { names: TranslationFields; descriptions?: TranslationFields },
  languages: Languages,
  t: Translate,
): Record<string, string> {
  return {
    ...validateTranslationFields(values.names, languages, "names", t, { required: true, maxLength: CATALOG_NAME_MAX_LENGTH }),
    ...(values.descriptions
      ? validateTranslationFields(values.descriptions, languages, "descriptions", t, {
          required: false,
          maxLength: ADDON_DESCRIPTION_MAX_LENGTH,
        })
      : {}),
  };
}

/** The addon's texts and its price in euros. */
export function validateAddonForm(values: AddonFormValues, languages: Languages, t: Translate): Record<string, string> {
  const price = priceError(values.price, t);
  return { ...validateCatalogTexts(values, languages, t), ...(price ? { price } : {}) };
}
