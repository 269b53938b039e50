import type { ApolloCache } from "@apollo/client";
import type { Reference, StoreObject } from "@apollo/client/utilities";

interface OccupancyEntry {
  __typename?: "SpaceOccupancy";
  spaceId: string;
  count: number;
  maxTickets: number;
}

/**
 * Every write of occupancy into the Apollo cache lives here: the optimistic change of a pick or a removal
 * (changeOccupancy) and the live updates of the occupancyChanged subscription (applyOccupancyUpdate).
 */

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

export interface OccupancyUpdate {
  occasionId: string;
  occupancy: ReadonlyArray<{ spaceId: string; count: number; maxTickets: number }>;
  availability: { remaining: number; total: number };
}

/**
 * Writes a live occupancy update into the cached occasion. Unchanged entries are kept as they are (and an
 * update that changes nothing keeps the list itself), so an update costs about the spaces that changed,
 * not the whole map (npm run bench:seatmap).
 */
export function applyOccupancyUpdate(cache: ApolloCache, update: OccupancyUpdate): void {
  const id = cache.identify({ __typename: "Occasion", id: update.occasionId });
  if (!id) return;
  cache.modify<StoreObject>({
    id,
    fields: {
      occupancy: (existing: unknown) => mergedOccupancy(existing, update),
      availability: () => ({ __typename: "Availability", ...update.availability }),
    },
  });
}

/** The same live update into a cached renewal's map (its occasion's occupancy, SPEC section 2 /renewals/{uuid}). */
export function applyRenewalOccupancyUpdate(cache: ApolloCache, renewalUuid: string, update: OccupancyUpdate): void {
  const id = cache.identify({ __typename: "Renewal", uuid: renewalUuid });
  if (!id) return;
  cache.modify<StoreObject>({ id, fields: { occupancy: (existing: unknown) => mergedOccupancy(existing, update) } });
}

/** The update's occupancy list, keeping unchanged entries (and the list itself when nothing changed). */
function mergedOccupancy(existing: unknown, update: OccupancyUpdate): unknown {
  const list = (Array.isArray(existing) ? existing : []) as OccupancyEntry[];
  const bySpace = new Map(list.map((entry) => [entry.spaceId, entry]));
  let same = list.length === update.occupancy.length;
  const next = update.occupancy.map((entry) => {
    const old = bySpace.get(entry.spaceId);
    if (old && old.count === entry.count && old.maxTickets === entry.maxTickets) return old;
    same = false;
    return { __typename: "SpaceOccupancy" as const, spaceId: entry.spaceId, count: entry.count, maxTickets: entry.maxTickets };
  });
  return same ? existing : next;
}
