import { doublingDelayMs } from "../../common/backoff.js";

const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 3_600_000;

/**
 * How long to wait after a failed attempt before the next: a minute after the first, doubling, at most an
 * hour. With the default 30 attempts a message is tried for about a day before it is marked failed.
 */
export function retryDelayMs(attemptsMade: number): number {
  return doublingDelayMs(attemptsMade, FIRST_RETRY_MS, LONGEST_RETRY_MS);
}
