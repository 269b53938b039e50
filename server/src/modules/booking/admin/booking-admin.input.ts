/**
 * The box office's input (issue 34): the places of a sale or of house seats, how a sale was paid, and the change a
 * money preview is asked for. Whether a place has a price, or the occasion is still on sale, is the service's.
 */
import * as z from "zod/mini";
import { parseUuid } from "../../../common/ids.js";
import { refusal } from "../../../common/request-input.js";
import { BOX_OFFICE_KINDS } from "../../payment/payment-methods.js";

/** Places one request takes at most. */
const MAX_PLACES = 500;

const REQUIRED = refusal("validation.required");
const TOO_MANY = refusal("validation.tooLong");

// The ids are parsed (lower-cased) and repeats dropped before the places are counted. A malformed id is parseUuid's
// own refusal (errors.malformedId, thrown through zod), as everywhere else an id is read.
const placeCount = z.array(z.string()).check(z.minLength(1, REQUIRED), z.maxLength(MAX_PLACES, TOO_MANY));

/** Space ids: at least one, at most 500 different ones. */
export const spaceListSchema = z.pipe(
  z.pipe(
    z.array(z.string()),
    z.transform((ids) => [...new Set(ids.map((id) => parseUuid(id)))]),
  ),
  placeCount,
);

/** Places each with its ticket type, by space (a space named twice takes its last type): at least one, at most 500. */
const typedPlacesSchema = z.pipe(
  z.pipe(
    z.array(z.object({ spaceId: z.string(), ticketTypeId: z.string() })),
    z.transform((places) => new Map(places.map((place) => [parseUuid(place.spaceId), parseUuid(place.ticketTypeId)]))),
  ),
  z.custom<Map<string, string>>().check(
    z.refine((typed) => typed.size > 0, REQUIRED),
    z.refine((typed) => typed.size <= MAX_PLACES, TOO_MANY),
  ),
);

const given = (value: unknown) => value !== undefined && value !== null;

/**
 * A box-office sale's places: exactly one of `spaceIds` (each as the default ticket type) and `places` (a ticket type
 * each), then that list checked; and how it was paid, when said. Whether a sale must say it depends on its price.
 */
export const boxOfficeSaleSchema = z.pipe(
  z
    .object({ spaceIds: z.nullish(z.unknown()), places: z.nullish(z.unknown()), paymentKind: z.nullish(z.unknown()) })
    .check(
      z.refine((sale) => given(sale.spaceIds) !== given(sale.places), { error: refusal("validation.boxOfficePlaces"), path: ["places"] }),
    ),
  z.object({
    spaceIds: z.nullish(spaceListSchema),
    places: z.nullish(typedPlacesSchema),
    paymentKind: z.nullish(z.enum(BOX_OFFICE_KINDS, refusal("validation.paymentKind"))),
  }),
);

const id = () => z.string().check(z.minLength(1, REQUIRED));

/** The change a money preview is asked for: its kind, with the ids that kind's mutation takes. */
export const bookingChangeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("move"), ticketId: id(), spaceId: id(), laterDates: z.nullish(z.boolean()) }),
  z.object({ kind: z.literal("retype"), ticketId: id(), ticketTypeId: id() }),
  z.object({ kind: z.literal("remove"), ticketId: id() }),
  z.object({ kind: z.literal("cancel") }),
  z.object({ kind: z.literal("refund") }),
]);
