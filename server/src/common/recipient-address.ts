import { isEmailAddress } from "@seatbooking/core";
import * as z from "zod/mini";

/**
 * An e-mail address an administrator types to act on (a test message's recipient, a data subject), trimmed and its
 * case kept. isEmailAddress decides alone, so one past the longest address is refused as no address (`email`), not
 * as too long as checkout's emailAddress() words it: the administrators' forms have always said so.
 */
export function recipientAddress() {
  return z.string().check(z.trim(), z.minLength(1, "required"), z.refine(isEmailAddress, "email"));
}
