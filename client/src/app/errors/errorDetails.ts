import { isRouteErrorResponse } from "react-router";

export interface ErrorDetails {
  status?: number;
  /** The status text ('Not Found') or the error's message. */
  text: string;
  /** A server-provided message for a status error, when it adds something. */
  message?: string;
}

/**
 * What the error page shows for a route error (SPEC section 2): the status and its translated
 * text (errors.{status}, else the response's statusText), or the error's message.
 */
export function describeRouteError(
  error: unknown,
  translate: (status: number | undefined) => string,
  hasTranslation: (status: number) => boolean,
): ErrorDetails {
  if (isRouteErrorResponse(error)) {
    const text = hasTranslation(error.status) ? translate(error.status) : error.statusText || translate(error.status);
    const message = typeof error.data === "string" && error.data.trim() !== "" ? error.data : undefined;
    // A body that only repeats the response's reason phrase ('Unauthorized') is English whatever the page's language.
    const repeats = message === text || message === error.statusText;
    return { status: error.status, text, message: repeats ? undefined : message };
  }
  if (error instanceof Error && error.message) return { text: error.message };
  if (typeof error === "string" && error) return { text: error };
  return { text: translate(undefined) };
}
