/** Server data is fresh for 10 seconds (SPEC section 7). */
export const FRESHNESS_MS = 10_000;

/**
 * Remembers when each (operation, variables) was last fetched from the network so that route
 * loaders read the cache while it is fresh and go to the network once it is stale.
 */
export interface FreshnessTracker {
  isFresh: (key: string) => boolean;
  markFetched: (key: string) => void;
  reset: () => void;
}

export function createFreshnessTracker(ttl = FRESHNESS_MS, now: () => number = Date.now): FreshnessTracker {
  const fetchedAt = new Map<string, number>();
  return {
    isFresh(key) {
      const at = fetchedAt.get(key);
      return at !== undefined && now() - at < ttl;
    },
    markFetched(key) {
      fetchedAt.set(key, now());
    },
    reset() {
      fetchedAt.clear();
    },
  };
}

/** Cache key for an operation and its variables. */
export function operationKey(operationName: string, variables?: Record<string, unknown>): string {
  if (!variables || Object.keys(variables).length === 0) return operationName;
  const sorted = Object.keys(variables)
    .sort()
    .map((key) => [key, variables[key]]);
  return `${operationName}:${JSON.stringify(sorted)}`;
}
