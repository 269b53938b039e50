import * as z from "zod/mini";
import { refusal } from "../../common/request-input.js";

/**
 * A customer's own renewal deadline, or null (or left out) to take it back to the sale start: a real moment (one that is not is
 * worded as one in the past). Whether it falls after now, the sale start and before the occasion is the service's.
 */
export const renewalDeadlineSchema = z.object({
  deadline: z.nullish(z.instanceof(Date).check(z.refine((date) => Number.isFinite(date.getTime()), refusal("validation.deadlinePast")))),
});
