import type { ApolloCache } from "@apollo/client";
import type { Reference, StoreObject } from "@apollo/client/utilities";

interface OccupancyEntry {
  __typename?: "SpaceOccupancy";
  spaceId: string;
  count: number;
  maxTickets: number;
}

/** Raises (delta 1) or lowers (delta -1) a space's occupancy in the cached occasion. */
export function changeOccupancy(cache: ApolloCache, occasionId: string, spaceId: string, delta: number, spaceMax: number): void {
  const id = cache.identify({ __typename: "Occasion", id: occasionId });
  if (!id) return;
  cache.modify<StoreObject>({
    id,
    fields: {
      occupancy(existing: unknown) {
        const list = (Array.isArray(existing) ? existing : []) as OccupancyEntry[];
        let found = false;
        const next = list.map((entry) => {
          if (entry.spaceId !== spaceId) return entry;
          found = true;
          return { ...entry, count: Math.min(entry.maxTickets, Math.max(0, entry.count + delta)) };
        });
        if (!found && delta > 0) {
          next.push({ __typename: "SpaceOccupancy", spaceId, count: Math.min(spaceMax, delta), maxTickets: spaceMax });
        }
        return next;
      },
      availability(existing: unknown) {
        if (!existing || typeof existing !== "object" || "__ref" in (existing as Reference)) return existing;
        const value = existing as { remaining: number; total: number };
        return { ...value, remaining: Math.min(value.total, Math.max(0, value.remaining - delta)) };
      },
    },
  });
}
