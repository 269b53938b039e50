/** The visitor's input to best available (issue 20), checked before any seat is looked at. */
import { optionalText } from "@seatbooking/core/input";
import * as z from "zod/mini";
import { isUuid } from "../../../common/ids.js";
import { refusal } from "../../../common/request-input.js";

const COUNT_REFUSAL = refusal("validation.bestAvailableCount");

/** How many seats: a whole number, at least 1 (the upper bound is the draft's ticket limit, TOO_MANY_TICKETS). */
export const bestAvailableCountSchema = z.int(COUNT_REFUSAL).check(z.minimum(1, COUNT_REFUSAL));

/** A section of at most 50 characters (empty: any), and a price zone's id; whether the plan has that zone is the seat finder's. */
export const bestAvailablePreferenceSchema = z.object({
  section: optionalText(50),
  priceZoneId: z.pipe(
    z.nullish(z.string().check(z.refine((id) => id === "" || isUuid(id), refusal("validation.zoneUnknown")))),
    z.transform((id) => (id ? id.toLowerCase() : null)),
  ),
});
