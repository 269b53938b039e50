import { CATALOG_POSITION_MAX, MAX_PRICE_CENTS, PRODUCT_CODE_PATTERN } from "@seatbooking/core";
import * as z from "zod/mini";
import { uuidList } from "../../common/input-ids.js";
import { refusal } from "../../common/request-input.js";

/** A VAT percentage from 0 to 100 with at most two decimals (the column's scale). */
export function isVatRate(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 100 && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

export const vatRate = z.number(refusal("validation.vat")).check(z.refine(isVatRate, refusal("validation.vat")));

/** Whole cents from 0 to MAX_PRICE_CENTS, VAT included. */
export const priceCents = z
  .int(refusal("validation.price"))
  .check(z.minimum(0, refusal("validation.price")), z.maximum(MAX_PRICE_CENTS, refusal("validation.price")));

const productCode = z
  .string(refusal("validation.productCode"))
  .check(z.trim(), z.regex(PRODUCT_CODE_PATTERN, refusal("validation.productCode")));

/** A ticket type's fields but its names (those depend on the content languages). */
export const ticketTypeSchema = z.object({
  vat: vatRate,
  productCode,
  position: z.pipe(
    z.nullish(
      z
        .int(refusal("validation.position"))
        .check(z.minimum(0, refusal("validation.position")), z.maximum(CATALOG_POSITION_MAX, refusal("validation.position"))),
    ),
    z.transform((position) => position ?? 0),
  ),
});

/** An addon's fields but its names, descriptions and events. */
export const addonSchema = z.object({
  price: priceCents,
  vat: vatRate,
  productCode,
});

/** The events offering an addon, parsed on their own: they are looked up in the database even when another field is refused. */
export const addonEventIds = z.pipe(
  z.nullish(uuidList("validation.eventUnknown")),
  z.transform((ids) => ids ?? []),
);
