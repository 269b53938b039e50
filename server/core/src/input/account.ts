/** Accounts' input (SPEC section 5): e-mail addresses and passwords, as the admin's user forms and "my account" send them. */
import * as z from "zod/mini";
import { emailAddress } from "./fields.js";

/** The shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 10;
/** The longest: a password is hashed whole, and a megabyte of it would be work for nothing. */
export const PASSWORD_MAX_LENGTH = 1000;

/** A new password: given, at least PASSWORD_MIN_LENGTH characters (not trimmed: spaces count). */
export function newPassword() {
  return z
    .string()
    .check(z.minLength(1, "required"), z.minLength(PASSWORD_MIN_LENGTH, "passwordTooShort"), z.maxLength(PASSWORD_MAX_LENGTH, "tooLong"));
}

/** An administrator creates a user: an e-mail address and a first password (roles are checked against the database). */
export const newUserSchema = z.object({ email: emailAddress(), password: newPassword() });

/** An administrator changes a user: a new e-mail address, or none to keep it (roles are checked against the database). */
export const userChangeSchema = z.object({ email: z.nullish(emailAddress()) });

/** An administrator sets a user's password. */
export const passwordSchema = z.object({ password: newPassword() });

/** A user changes their own password: the current one given, the new one twice the same. */
export const changePasswordSchema = z
  .object({
    // No upper bound: a wrong current password of any length is answered as wrong, by the hash check.
    currentPassword: z.string().check(z.minLength(1, "required")),
    newPassword: newPassword(),
    confirmPassword: z.string(),
  })
  .check(z.refine((values) => values.newPassword === values.confirmPassword, { error: "passwordsDoNotMatch", path: ["confirmPassword"] }));
