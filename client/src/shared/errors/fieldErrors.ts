import { CombinedGraphQLErrors } from "@apollo/client/errors";

export interface FormErrors {
  /** field -> translated message from the server (extensions.fields). */
  fields: Record<string, string>;
  /** A message for the form as a whole (the first error's message) when no field explains it. */
  general: string | null;
}

/** Splits a mutation error into field messages and a general one (DESIGN section 6: field errors land on the form). */
export function formErrorsOf(error: unknown): FormErrors {
  if (!CombinedGraphQLErrors.is(error)) return { fields: {}, general: error instanceof Error ? error.message : null };
  const fields: Record<string, string> = {};
  for (const entry of error.errors) {
    const extension = entry.extensions?.["fields"];
    if (extension && typeof extension === "object") {
      for (const [field, message] of Object.entries(extension as Record<string, unknown>))
        if (typeof message === "string") fields[field] = message;
    }
  }
  return { fields, general: Object.keys(fields).length > 0 ? null : (error.errors[0]?.message ?? null) };
}
