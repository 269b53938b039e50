import * as z from "zod/mini";
import { named } from "../../common/api-schema.js";

/** The REST answers of settings, as JSON (app/openapi.ts documents them; integration tests validate every answer). */
export const languageAnswer = named("Language", z.object({ id: z.string(), name: z.string() }));

const color = () => z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/));

export const settingsAnswer = named(
  "Settings",
  z.object({
    sitename: z.string(),
    primaryColor: color(),
    secondaryColor: z.nullable(color()),
    bookingNotice: z.nullable(z.string()),
    bookingTerms: z.nullable(z.string()),
    footerText: z.nullable(z.string()),
    requireAddress: z.boolean(),
    requireIdentityNumber: z.boolean(),
    timeZone: z.string(),
    seller: z.nullable(z.object({ name: z.nullable(z.string()), businessId: z.nullable(z.string()), address: z.nullable(z.string()) })),
    primary_color: color(),
    secondary_color: z.nullable(color()),
  }),
);
