import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { toRouteError } from "./preload";

/** react-router's data() result, as the router sees it once thrown from a loader. */
function statusOf(value: unknown): number | undefined {
  if (isRouteErrorResponse(value)) return value.status;
  const init = (value as { init?: ResponseInit | null }).init;
  return init?.status;
}

describe("toRouteError", () => {
  it("turns a NOT_FOUND GraphQL error into a 404", () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: "Tapahtumaa ei löytynyt", extensions: { code: "NOT_FOUND" } }],
    });
    const routeError = toRouteError(error) as { data: unknown };
    expect(statusOf(routeError)).toBe(404);
    expect(routeError.data).toBe("Tapahtumaa ei löytynyt");
  });

  it("uses extensions.status for other coded errors", () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: "Forbidden", extensions: { code: "FORBIDDEN", status: 403 } }],
    });
    expect(statusOf(toRouteError(error))).toBe(403);
  });

  it("turns an HTTP error into its status", () => {
    const error = new ServerError("x", { response: new Response("", { status: 503 }), bodyText: "" });
    expect(statusOf(toRouteError(error))).toBe(503);
  });

  it("passes other errors through", () => {
    const error = new TypeError("Failed to fetch");
    expect(toRouteError(error)).toBe(error);
    const uncoded = new CombinedGraphQLErrors({ data: null, errors: [{ message: "boom" }] });
    expect(toRouteError(uncoded)).toBe(uncoded);
  });
});
