import { GraphQLError } from "graphql";
import { DomainError } from "../../common/errors.js";
import { serverMessage } from "./server-messages.js";

/**
 * Domain errors in the caller's language, for GraphQL and REST alike (DESIGN section 6): converted in one
 * place, used by the app's transports and the authorization check.
 */

/** DomainError -> GraphQL error: translated message, extensions code / status / fields (DESIGN section 6). */
export function toGraphQLError(error: DomainError, language: string): GraphQLError {
  const fields = Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, serverMessage(key, language)]));
  return new GraphQLError(serverMessage(error.messageKey, language, error.paramsIn(language)), {
    extensions: {
      ...error.extensionsIn(language),
      code: error.code,
      status: error.status,
      ...(Object.keys(fields).length > 0 ? { fields } : {}),
      ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
    },
  });
}

/** DomainError -> REST: status and a plain-text body (validation lists one `field: message` per line). */
export function toRestError(
  error: DomainError,
  language: string,
  fieldNames: Record<string, string> = {},
): { status: number; body: string } {
  const lines = Object.entries(error.fields).map(([field, key]) => `${fieldNames[field] ?? field}: ${serverMessage(key, language)}`);
  const body = lines.length > 0 ? lines.join("\n") : serverMessage(error.messageKey, language, error.paramsIn(language));
  return { status: error.status, body };
}
