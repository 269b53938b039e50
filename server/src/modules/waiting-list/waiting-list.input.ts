/**
 * A visitor's request to join a waiting list (issue 20). Server-side only: the join form checks just that an
 * address is given, where the server calls an empty or malformed address alike not an address.
 */
import { isEmailAddress } from "@seatbooking/core";
import * as z from "zod/mini";
import { refusal } from "../../common/request-input.js";

const EMAIL_REFUSAL = refusal("validation.email");
const PARTY_SIZE_REFUSAL = refusal("waitingList.partySize");

/** An address (trimmed, lower-cased) and a party of at least 1 (the upper bound is the draft's ticket limit, TOO_MANY_TICKETS). */
export const waitingListJoinSchema = z.object({
  email: z.string(EMAIL_REFUSAL).check(z.trim(), z.toLowerCase(), z.refine(isEmailAddress, EMAIL_REFUSAL)),
  partySize: z.int(PARTY_SIZE_REFUSAL).check(z.minimum(1, PARTY_SIZE_REFUSAL)),
});
