import { isImageUrl } from "@seatbooking/core";
import * as z from "zod/mini";
import { uuidField, uuidList } from "../../common/input-ids.js";
import { refusal } from "../../common/request-input.js";
import { EVENT_STATUSES } from "./event.entity.js";

/** The largest per-buyer cap an event may set (a sanity bound; a cap this high caps nothing in practice). */
export const MAX_TICKETS_PER_BUYER_LIMIT = 10_000;

/**
 * The event form's fields, each parsed on its own: the plan and the addons are then looked up in the database
 * even when another field is refused, so every problem shows at once.
 */
export const eventInputFields = {
  status: z.enum(EVENT_STATUSES, refusal("validation.eventStatus")),
  planId: uuidField("validation.planUnknown"),
  /** Left out (an older client): null, the event keeps its addons. */
  addonIds: z.nullish(uuidList("validation.addonUnknown")),
  /** Left out (an older client): undefined, the event keeps its image; empty: none. */
  imageUrl: z.optional(
    z.pipe(
      z.pipe(
        z.nullable(z.string()),
        z.transform((value) => value?.trim() || null),
      ),
      z.nullable(z.string().check(z.refine(isImageUrl, refusal("validation.imageUrl")))),
    ),
  ),
  /** Left out (an older client): undefined, the event keeps its cap; null: no cap. */
  maxTicketsPerBuyer: z.optional(
    z.nullable(
      z
        .int(refusal("validation.maxTicketsPerBuyer"))
        .check(
          z.minimum(1, refusal("validation.maxTicketsPerBuyer")),
          z.maximum(MAX_TICKETS_PER_BUYER_LIMIT, refusal("validation.maxTicketsPerBuyer")),
        ),
    ),
  ),
};
