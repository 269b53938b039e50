import { CombinedGraphQLErrors } from "@apollo/client/errors";

export interface FormErrors {
  /** field -> translated message from the server (extensions.fields). */
  fields: Record<string, string>;
  /** A message for the form as a whole (the first error's message) when no field explains it. */
  general: string | null;
  /**
   * What a refused publish lacks (extensions.missingTranslations of the completeness guard): one translated line
   * per text, naming its language and where to fix it. Empty for any other failure.
   */
  missingTranslations: string[];
}

function missingTranslationsOf(extension: unknown): string[] {
  if (!Array.isArray(extension)) return [];
  return extension
    .map((item: unknown) => (item && typeof item === "object" && "message" in item ? String(item.message) : ""))
    .filter((message) => message !== "");
}

/** Splits a mutation error into field messages and a general one (DESIGN section 6: field errors land on the form). */
export function formErrorsOf(error: unknown): FormErrors {
  if (!CombinedGraphQLErrors.is(error))
    return { fields: {}, general: error instanceof Error ? error.message : null, missingTranslations: [] };
  const fields: Record<string, string> = {};
  const missingTranslations: string[] = [];
  for (const entry of error.errors) {
    const extension = entry.extensions?.["fields"];
    if (extension && typeof extension === "object") {
      for (const [field, message] of Object.entries(extension as Record<string, unknown>))
        if (typeof message === "string") fields[field] = message;
    }
    missingTranslations.push(...missingTranslationsOf(entry.extensions?.["missingTranslations"]));
  }
  return { fields, general: Object.keys(fields).length > 0 ? null : (error.errors[0]?.message ?? null), missingTranslations };
}
