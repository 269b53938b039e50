import * as z from "zod/mini";
import { named, uuid } from "../../common/api-schema.js";

/** The REST answer of authenticate, login and logout (app/openapi.ts documents it; integration tests validate every answer). */
export const authenticationAnswer = named(
  "Authentication",
  z.object({
    user: z.nullable(z.object({ id: uuid(), email: z.string(), permissions: z.array(z.string()) })),
    csrfToken: z.string(),
  }),
);
