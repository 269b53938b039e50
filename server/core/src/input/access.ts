/** Access administration's input (SPEC section 6): a role's name and description, a personal API token's name. */
import * as z from "zod/mini";
import { requiredText } from "./fields.js";

export const ROLE_NAME_MAX_LENGTH = 100;
export const ROLE_DESCRIPTION_MAX_LENGTH = 2000;
export const API_TOKEN_NAME_MAX_LENGTH = 100;

/** A role's name and description as the role form sends them; a description left out or empty is "". */
export const roleDetailsSchema = z.object({
  name: requiredText(ROLE_NAME_MAX_LENGTH),
  description: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(ROLE_DESCRIPTION_MAX_LENGTH, "tooLong"))),
    z.transform((value) => value ?? ""),
  ),
});

/** A new API token: its name, for the user to tell their tokens apart. */
export const apiTokenSchema = z.object({ name: requiredText(API_TOKEN_NAME_MAX_LENGTH) });
