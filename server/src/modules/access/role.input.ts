import { roleDetailsSchema } from "@seatbooking/core/input";
import * as z from "zod/mini";
import { refusal } from "../../common/request-input.js";
import { isPermission } from "./permissions.js";

/**
 * A role as the role form sends it: the form's own name and description, and permissions each one of PERMISSIONS.
 * An unknown one refuses the list as a whole (the field is `permissions`); the list is kept sorted, without repeats.
 */
export const roleSchema = z.extend(roleDetailsSchema, {
  permissions: z.pipe(
    z.array(z.string()).check(z.refine((list) => list.every(isPermission), refusal("auth.unknownPermission"))),
    z.transform((list) => [...new Set(list.filter(isPermission))].sort()),
  ),
});
