/** The field schemas request inputs are made of, each refusing with an InputProblemCode. */
import * as z from "zod/mini";
import { EMAIL_MAX_LENGTH, isEmailAddress } from "../email-address.js";
import type { InputProblemCode } from "./problems.js";

/** Text that must be given: trimmed, at least one character, at most `max` (past it: `tooLong`, or a format's own problem). */
export function requiredText(max: number, tooLong: InputProblemCode = "tooLong") {
  return z.string().check(z.trim(), z.minLength(1, "required"), z.maxLength(max, tooLong));
}

/** Text that may be left out or empty (then null): trimmed, at most `max`. */
export function optionalText(max: number, tooLong: InputProblemCode = "tooLong") {
  return z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, tooLong))),
    z.transform((value) => value || null),
  );
}

/** An e-mail address (@seatbooking/core's isEmailAddress), trimmed and lower-cased (before its length is counted). */
export function emailAddress() {
  return z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, "required"),
      z.maxLength(EMAIL_MAX_LENGTH, "tooLong"),
      z.refine(isEmailAddress, "email"),
    );
}
