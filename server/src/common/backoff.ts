/**
 * A retry's delay that doubles with every failed attempt: `firstMs` after the first, at most `longestMs`. Shared by the
 * outbox of e-mails and the webhook deliveries (which add their own jitter).
 */
export function doublingDelayMs(attemptsMade: number, firstMs: number, longestMs: number): number {
  return Math.min(longestMs, firstMs * 2 ** Math.max(0, attemptsMade - 1));
}
