import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError } from "@apollo/client/errors";
import { errorStatusOf } from "./errorCodes";

/** Translates by status: errors.{status}, else errors.default. */
export type StatusTranslator = (status: number | undefined) => string;

function messageFromJsonBody(bodyText: string): string[] {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (body && typeof body === "object" && "errors" in body && Array.isArray(body.errors)) {
      return body.errors
        .map((e: unknown) => (e && typeof e === "object" && "message" in e ? String(e.message) : ""))
        .filter((m: string) => m.trim() !== "");
    }
  } catch {
    // Not JSON: the body is the message.
  }
  return [];
}

function isAbort(error: unknown): boolean {
  // DOMException is not an Error subclass everywhere, so check the name.
  return typeof error === "object" && error !== null && "name" in error && error.name === "AbortError";
}

function isHtml(text: string): boolean {
  return /^\s*</.test(text);
}

/**
 * The toast texts for an Apollo error (SPEC section 8, DESIGN section 6): the server's own,
 * translated message when it has one; otherwise errors.{status}, else errors.default.
 * Messages are never compared or rewritten; only codes and statuses are branched on.
 * Duplicates are dropped. Aborted requests give no message.
 */
export function errorMessages(error: unknown, translateStatus: StatusTranslator): string[] {
  if (isAbort(error)) return [];

  let messages: string[];
  if (CombinedGraphQLErrors.is(error)) {
    messages = error.errors.map((e) => e.message?.trim() || translateStatus(errorStatusOf(e)));
  } else if (CombinedProtocolErrors.is(error)) {
    messages = error.errors.map((e) => e.message?.trim() || translateStatus(undefined));
  } else if (ServerError.is(error)) {
    const body = error.bodyText?.trim() ?? "";
    const fromJson = body ? messageFromJsonBody(body) : [];
    if (fromJson.length > 0) messages = fromJson;
    else if (body && !body.startsWith("{") && !isHtml(body)) messages = [body];
    else messages = [translateStatus(error.statusCode)];
  } else {
    messages = [translateStatus(undefined)];
  }
  return [...new Set(messages.filter((m) => m !== ""))];
}
