import { HEADS_UP_DAYS_MAX, HOLDBACK_HOURS_MAX } from "@seatbooking/core";
import * as z from "zod/mini";
import { optionalUuidField } from "../../common/input-ids.js";
import { refusal } from "../../common/request-input.js";
import { OCCASION_STATUSES } from "./occasion.entity.js";

/** The date range the product's pickers allow (SPEC section 5). */
const EARLIEST = Date.UTC(1900, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

/** A date the pickers allow: left out is "required", anything else not such a date "dateRange". */
export const pickedDate = z
  .date({ error: (issue) => (issue.input === undefined || issue.input === null ? "required" : refusal("validation.dateRange")) })
  .check(z.refine((date) => date.getTime() >= EARLIEST && date.getTime() < LATEST, refusal("validation.dateRange")));

/** The booking window's ends; an end before the start is refused at the end. */
const bookingWindow = z.object({ bookableStartTime: z.nullish(pickedDate), bookableEndTime: z.nullish(pickedDate) }).check(
  z.refine((window) => !window.bookableStartTime || !window.bookableEndTime || window.bookableEndTime > window.bookableStartTime, {
    message: refusal("validation.windowInverted"),
    path: ["bookableEndTime"],
  }),
);

/**
 * The occasion form's fields, in parts parsed on their own: the status and the plan are then checked against
 * the occasion and the database even when another field is refused, so every problem shows at once.
 */
export const occasionInputFields = {
  times: z.object({
    startTime: pickedDate,
    headsUpDays: z
      .int(refusal("validation.headsUpDays"))
      .check(z.minimum(0, refusal("validation.headsUpDays")), z.maximum(HEADS_UP_DAYS_MAX, refusal("validation.headsUpDays"))),
    accessibleHoldbackHours: z.nullish(
      z
        .int(refusal("validation.accessibleHoldbackHours"))
        .check(
          z.minimum(1, refusal("validation.accessibleHoldbackHours")),
          z.maximum(HOLDBACK_HOURS_MAX, refusal("validation.accessibleHoldbackHours")),
        ),
    ),
  }),
  bookingWindow,
  status: z.enum(OCCASION_STATUSES, refusal("validation.occasionStatus")),
  /** Left out or empty: the event's plan. */
  planId: optionalUuidField("validation.planUnknown"),
  /** A bare name (other systems written before names were translated): trimmed; empty removes it. */
  name: z.string().check(z.trim(), z.maxLength(200)),
  /** Left out or null: no end time (the argument is nullable in GraphQL). */
  endTime: z.nullish(pickedDate),
};
