import { LANGUAGE_NAME_MAX_LENGTH } from "@seatbooking/core";
import { requiredText } from "@seatbooking/core/input";
import * as z from "zod/mini";
import { refusal } from "../../common/request-input.js";

const LANGUAGE_CODE = /^[a-z]{2,3}$/;

/** A known ISO 639 code's name in `displayLanguage`, or null for a code the runtime does not know. */
export function languageName(code: string, displayLanguage: string = code): string | null {
  if (!LANGUAGE_CODE.test(code)) return null;
  try {
    const name = new Intl.DisplayNames([displayLanguage, "en"], { type: "language", fallback: "none" }).of(code);
    return name && name.toLowerCase() !== code ? name : null;
  } catch {
    return null;
  }
}

const languageId = z.pipe(
  z.nullish(z.string()),
  z.transform((id) => (id ?? "").trim().toLowerCase()),
);

/** A language to add: a known ISO 639 code; its name defaults to the language's own name for itself (Deutsch). */
export const newLanguageSchema = z.pipe(
  z.pipe(
    z.object({
      id: z.pipe(languageId, z.string().check(z.refine((id) => languageName(id) !== null, refusal("validation.languageCode")))),
      name: z.nullish(z.string()),
    }),
    z.transform(({ id, name }) => ({ id, name: name?.trim() || languageName(id) })),
  ),
  z.object({ id: z.string(), name: requiredText(LANGUAGE_NAME_MAX_LENGTH) }),
);

/**
 * The saved languages list: its entries in order, their names by code (refused as `names.<code>`), and at
 * least one enabled (refused as `enabled`).
 */
export const languageListSchema = z.pipe(
  z.pipe(
    z.array(z.object({ id: languageId, name: z.string(), enabled: z.boolean() })),
    z.transform((entries) => ({
      entries,
      names: Object.fromEntries(entries.map((entry) => [entry.id, entry.name])),
      enabled: entries.map((entry) => entry.enabled),
    })),
  ),
  z.object({
    entries: z.array(z.object({ id: z.string(), name: z.string(), enabled: z.boolean() })),
    names: z.record(z.string(), requiredText(LANGUAGE_NAME_MAX_LENGTH)),
    enabled: z.array(z.boolean()).check(z.refine((enabled) => enabled.includes(true), refusal("validation.lastLanguage"))),
  }),
);
