import * as z from "zod/mini";
import { instant, named, uuid } from "../../common/api-schema.js";
import { priceAnswer } from "../pricing/pricing.answers.js";

/** The REST answers of occasions, as JSON (app/openapi.ts documents them; integration tests validate every answer). */
export const availabilityAnswer = named("Availability", z.object({ remaining: z.int(), total: z.int() }));

const occasionFields = {
  id: uuid(),
  eventId: uuid(),
  name: z.string(),
  title: z.nullable(z.string()),
  startTime: instant(),
  endTime: z.nullable(instant()),
  bookable: z.boolean(),
  bookableStartTime: z.nullable(instant()),
  bookableEndTime: z.nullable(instant()),
  planId: uuid(),
  customPricing: z.boolean(),
  published: z.boolean(),
  status: z.string(),
  headsUpDays: z.int(),
  seasonal: z.boolean(),
  accessibleHoldbackHours: z.nullable(z.int()),
  accessibleHeldUntil: z.nullable(instant()),
  updatedAt: instant(),
  availability: availabilityAnswer,
  /** The specification's names beside the camel-case ones. */
  plan_id: uuid(),
  start_time: instant(),
};

/** An occasion in the specification's field names (restOccasion). */
export const occasionAnswer = named("Occasion", z.object(occasionFields));

/** GET /api/occasions/{id}: the occasion, its occupancy (space id -> tickets) and its prices. */
export const occasionPageAnswer = named(
  "OccasionPage",
  z.object({ ...occasionFields, occupancy: z.record(z.string(), z.int()), prices: z.array(priceAnswer) }),
);

/** GET /api/occasions/{id}/occupancy: the counts in the order `order` names; `spaceIds` with ?ids=true. */
export const compactOccupancyAnswer = named(
  "CompactOccupancy",
  z.object({
    occasionId: uuid(),
    takenAt: z.int(),
    availability: availabilityAnswer,
    order: z.string(),
    counts: z.array(z.int()),
    spaceIds: z.optional(z.array(uuid())),
  }),
);

/** A space's tickets on an occasion (or on every date of a series). */
export const spaceOccupancyAnswer = named("SpaceOccupancy", z.object({ spaceId: uuid(), count: z.int(), maxTickets: z.int() }));
