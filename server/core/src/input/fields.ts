/** The field schemas request inputs are made of, each refusing with an InputProblemCode. */
import * as z from "zod/mini";
import { EMAIL_MAX_LENGTH, isEmailAddress } from "../email-address.js";

/** Text that must be given: trimmed, at least one character, at most `max`. */
export function requiredText(max: number) {
  return z.string().check(z.trim(), z.minLength(1, "required"), z.maxLength(max, "tooLong"));
}

/** Text that may be left out or empty (then null): trimmed, at most `max`. */
export function optionalText(max: number) {
  return z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, "tooLong"))),
    z.transform((value) => value || null),
  );
}

/** A required text of a format: `test` runs on the trimmed text, `problem` names a mismatch. */
export function formattedText(max: number, test: (value: string) => boolean, problem: "email" | "phone" | "identityNumber" | "invalid") {
  return requiredText(max).check(z.refine(test, problem));
}

/** An e-mail address (@seatbooking/core's isEmailAddress), trimmed and lower-cased. */
export function emailAddress() {
  return formattedText(EMAIL_MAX_LENGTH, isEmailAddress, "email").check(z.toLowerCase());
}
