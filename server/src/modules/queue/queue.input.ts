import * as z from "zod/mini";
import { refusal } from "../../common/request-input.js";

const RATE_REFUSAL = refusal("queue.rate");
const NOTE_REFUSAL = refusal("queue.note");

/** A waiting room's settings: a rate of 1-100,000 people per minute, or null for automatic admission. */
export const roomSettingsSchema = z.object({
  enabled: z.boolean(),
  highDemand: z.boolean(),
  ratePerMinute: z.nullable(z.int(RATE_REFUSAL).check(z.minimum(1, RATE_REFUSAL), z.maximum(100_000, RATE_REFUSAL))),
  paused: z.boolean(),
});

/** Who a pass is for, as the operator notes it (up to 200 characters, trimmed). */
export const passNoteSchema = z.string(NOTE_REFUSAL).check(z.trim(), z.maxLength(200, NOTE_REFUSAL));
