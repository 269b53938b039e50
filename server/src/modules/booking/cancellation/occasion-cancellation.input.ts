/** The administrator's input to cancelling an occasion (issue 19). */
import { optionalText } from "@seatbooking/core/input";

const REASON_MAX = 500;

/** Why the occasion is cancelled, told to its customers: optional (empty is none), at most 500 characters. */
export const cancellationReasonSchema = optionalText(REASON_MAX);
