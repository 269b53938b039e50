import * as z from "zod/mini";
import { instant, named, uuid } from "../../common/api-schema.js";
import { QueueStandingValue } from "./queue.results.js";

/** A browser's standing in a date's waiting room (app/openapi.ts documents it; integration tests validate every answer). */
export const queueStatusAnswer = named(
  "QueueStatus",
  z.object({
    occasionId: uuid(),
    standing: z.enum(QueueStandingValue),
    position: z.nullable(z.int()),
    ahead: z.nullable(z.int()),
    lineLength: z.int(),
    undrawn: z.int(),
    ratePerMinute: z.number(),
    automatic: z.boolean(),
    estimatedWaitSeconds: z.nullable(z.number()),
    paused: z.boolean(),
    opensAt: z.nullable(instant()),
    saleStartsAt: z.nullable(instant()),
    admittedUntil: z.nullable(instant()),
    claimed: z.boolean(),
    updatedAt: z.nullable(instant()),
  }),
);

/** An admission taken: until when, and the standing. */
export const queueAdmissionAnswer = named("QueueAdmission", z.object({ expiresAt: instant(), status: queueStatusAnswer }));
