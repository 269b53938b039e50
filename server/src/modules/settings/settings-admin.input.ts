import { isImageUrl, SETTINGS_LIMITS } from "@seatbooking/core";
import { optionalText } from "@seatbooking/core/input";
import * as z from "zod/mini";
import { normalizeBusinessId } from "../../common/business-id.js";
import { refusal } from "../../common/request-input.js";
import type { MessageKey } from "../i18n/server-messages.js";

const COLOUR = /^#[0-9a-fA-F]{6}$/;

/** Whether the runtime knows an IANA time zone (Intl refuses unknown ones). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Text that may be left out or empty (then null), trimmed, to be checked by `given`. */
function unlessEmpty<Given extends z.ZodMiniType<unknown, string>>(given: Given) {
  return z.pipe(
    z.pipe(
      z.nullish(z.string()),
      z.transform((value) => value?.trim() || null),
    ),
    z.nullable(given),
  );
}

const colour = z.pipe(
  z.string(refusal("validation.colour")).check(z.regex(COLOUR, refusal("validation.colour"))),
  z.transform((value) => value.toLowerCase()),
);

/** A whole number within `bounds`, or null when left out; anything else refused with `key`. */
function boundedOrNone(bounds: { min: number; max: number }, key: MessageKey) {
  return z.pipe(
    z.nullish(z.int(refusal(key)).check(z.minimum(bounds.min, refusal(key)), z.maximum(bounds.max, refusal(key)))),
    z.transform((value) => value ?? null),
  );
}

/** The settings form's fields but its texts per language (those depend on the content languages). */
export const settingsSchema = z.object({
  primaryColor: colour,
  secondaryColor: unlessEmpty(colour),
  timeZone: z.pipe(
    z.pipe(
      z.nullish(z.string()),
      z.transform((value) => (value ?? "").trim()),
    ),
    z.string().check(z.refine(isTimeZone, refusal("validation.timeZone"))),
  ),
  retentionDays: boundedOrNone(SETTINGS_LIMITS.retentionDays, "validation.retentionDays"),
  customerCancellationHours: boundedOrNone(SETTINGS_LIMITS.customerCancellationHours, "validation.customerCancellationHours"),
  waitingListOfferMinutes: boundedOrNone(SETTINGS_LIMITS.waitingListOfferMinutes, "validation.waitingListOfferMinutes"),
  sellerName: optionalText(SETTINGS_LIMITS.sellerName),
  /** A Finnish business ID (Y-tunnus) with a valid check digit, normalized (0112038-9). */
  sellerBusinessId: unlessEmpty(
    z.pipe(
      z.string().check(z.refine((value) => normalizeBusinessId(value) !== null, refusal("validation.businessId"))),
      z.transform((value) => normalizeBusinessId(value)!),
    ),
  ),
  sellerAddress: optionalText(SETTINGS_LIMITS.sellerAddress),
  /** The image shared pages show (https only); empty: none. */
  imageUrl: unlessEmpty(z.string().check(z.refine(isImageUrl, refusal("validation.imageUrl")))),
});
