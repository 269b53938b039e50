import { ServerError } from "@apollo/client/errors";
import { OperationTypeNode } from "graphql";
import { describe, expect, it } from "vitest";
import { MAX_RETRIES, retryDelay, shouldRetry } from "./retry";

const serverError = (status: number, headers: Record<string, string> = {}) =>
  new ServerError("Response not successful", { response: new Response("", { status, headers }), bodyText: "" });
const query = { operationType: OperationTypeNode.QUERY };
const mutation = { operationType: OperationTypeNode.MUTATION };

describe("shouldRetry", () => {
  it("retries queries on 429 and 503", () => {
    expect(shouldRetry(1, query, serverError(429))).toBe(true);
    expect(shouldRetry(1, query, serverError(503))).toBe(true);
  });

  it("never retries mutations", () => {
    expect(shouldRetry(1, mutation, serverError(503))).toBe(false);
  });

  it("does not retry other statuses or network errors", () => {
    for (const status of [400, 401, 403, 404, 500, 502]) expect(shouldRetry(1, query, serverError(status))).toBe(false);
    expect(shouldRetry(1, query, new TypeError("Failed to fetch"))).toBe(false);
  });

  it("retries at most 5 times", () => {
    expect(MAX_RETRIES).toBe(5);
    expect(shouldRetry(5, query, serverError(503))).toBe(true);
    expect(shouldRetry(6, query, serverError(503))).toBe(false);
  });
});

describe("retryDelay", () => {
  it("backs off exponentially", () => {
    const half = () => 0.5;
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(n, serverError(503), half))).toEqual([300, 600, 1200, 2400, 4800]);
  });

  it("honours Retry-After", () => {
    expect(retryDelay(1, serverError(429, { "Retry-After": "2" }))).toBe(2000);
  });
});
