import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import { hasErrorCode } from "./errorCodes";
import { errorMessages } from "./errorMessages";

const translate = (status: number | undefined) => (status ? `errors.${status}` : "errors.default");

const graphQLErrors = (...errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ data: null, errors });

const serverError = (status: number, bodyText: string) =>
  new ServerError("Response not successful", {
    response: new Response(bodyText, { status }),
    bodyText,
  });

describe("errorMessages", () => {
  it("shows the server's translated message", () => {
    const error = graphQLErrors({ message: "Paikka on jo varattu", extensions: { code: "SPACE_OCCUPIED", status: 409 } });
    expect(errorMessages(error, translate)).toEqual(["Paikka on jo varattu"]);
  });

  it("falls back to errors.{status} from extensions.status or the code, then errors.default", () => {
    expect(errorMessages(graphQLErrors({ message: "", extensions: { status: 403 } }), translate)).toEqual(["errors.403"]);
    expect(errorMessages(graphQLErrors({ message: " ", extensions: { code: "NOT_FOUND" } }), translate)).toEqual(["errors.404"]);
    expect(errorMessages(graphQLErrors({ message: "" }), translate)).toEqual(["errors.default"]);
  });

  it("drops duplicate messages", () => {
    const error = graphQLErrors({ message: "Same" }, { message: "Same" }, { message: "Other" });
    expect(errorMessages(error, translate)).toEqual(["Same", "Other"]);
  });

  it("shows an HTTP error's plain-text body, else the status title", () => {
    expect(errorMessages(serverError(429, "Liian monta pyyntöä, yritä hetken päästä"), translate)).toEqual([
      "Liian monta pyyntöä, yritä hetken päästä",
    ]);
    expect(errorMessages(serverError(500, ""), translate)).toEqual(["errors.500"]);
    expect(errorMessages(serverError(502, "<html><body>Bad gateway</body></html>"), translate)).toEqual(["errors.502"]);
  });

  it("reads messages from a JSON error body", () => {
    expect(errorMessages(serverError(400, JSON.stringify({ errors: [{ message: "Bad id" }] })), translate)).toEqual(["Bad id"]);
  });

  it("uses errors.default for network failures and nothing for aborts", () => {
    expect(errorMessages(new TypeError("Failed to fetch"), translate)).toEqual(["errors.default"]);
    expect(errorMessages(new DOMException("aborted", "AbortError"), translate)).toEqual([]);
  });
});

describe("hasErrorCode", () => {
  it("branches on extensions.code", () => {
    const error = graphQLErrors({ message: "x", extensions: { code: "NOT_FOUND" } });
    expect(hasErrorCode(error, "NOT_FOUND")).toBe(true);
    expect(hasErrorCode(error, "FORBIDDEN")).toBe(false);
    expect(hasErrorCode(new Error("NOT_FOUND"), "NOT_FOUND")).toBe(false);
  });
});
