import type { ApolloLink, ErrorLike } from "@apollo/client";
import { ServerError } from "@apollo/client/errors";
import { OperationTypeNode } from "graphql";

/** Retries after the first attempt (SPEC section 9). */
export const MAX_RETRIES = 5;
/** HTTP statuses worth retrying. */
export const RETRY_STATUSES: readonly number[] = [429, 503];

/**
 * RetryLink attempts function: queries only (a mutation may have taken effect), HTTP 429 and
 * 503 only, at most MAX_RETRIES retries. `count` is 1 for the first retry.
 */
export function shouldRetry(count: number, operation: Pick<ApolloLink.Operation, "operationType">, error: ErrorLike): boolean {
  return (
    count <= MAX_RETRIES &&
    operation.operationType === OperationTypeNode.QUERY &&
    ServerError.is(error) &&
    RETRY_STATUSES.includes(error.statusCode)
  );
}

/** Exponential backoff with jitter: ~300, 600, 1200, 2400, 4800 ms; honours Retry-After (seconds). */
export function retryDelay(count: number, error: ErrorLike, random: () => number = Math.random): number {
  if (ServerError.is(error)) {
    const retryAfter = Number(error.response.headers.get("Retry-After"));
    if (Number.isFinite(retryAfter) && retryAfter > 0) return Math.min(retryAfter * 1000, 30_000);
  }
  const base = 300 * 2 ** (count - 1);
  return Math.round(base / 2 + random() * base);
}
