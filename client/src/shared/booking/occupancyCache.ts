import { ApolloLink, type ApolloCache } from "@apollo/client";
import { OperationTypeNode } from "graphql";
import { map } from "rxjs";
import type { Reference, StoreObject } from "@apollo/client/utilities";
import { adjustOccupancy, forgetOccupancyStore, setOccupancy } from "./occupancyStore";

interface OccupancyEntry {
  __typename?: "SpaceOccupancy";
  spaceId: string;
  count: number;
  maxTickets: number;
}

/**
 * Every write of occupancy into the Apollo cache lives here: the optimistic change of a pick or a removal
 * (changeOccupancy), the live updates of the occupancyChanged and renewalOccupancyChanged subscriptions
 * (applyOccupancyUpdate, applyRenewalOccupancyUpdate) and the ordering of those updates against the query answers
 * of occasions and renewal maps (createOccupancyOrderLink). Each also goes to the occupancy store (occupancyStore.ts),
 * which the seat map reads: the newest state of every occasion seen, and the changes made here on top of it.
 */

/** Optimistic raises already applied to the store, by occasion and space: the real answer's pass does not add it again. */
const optimisticRaises = new Set<string>();

/** A refused mutation: its optimistic change never gets its real pass (the occasion is refetched instead). */
export function dropOptimisticChange(occasionId: string, spaceId: string, delta: number): void {
  optimisticRaises.delete(`${occasionId} ${spaceId} ${delta}`);
}

/**
 * Raises (delta 1) or lowers (delta -1) a space's occupancy in the cached occasion. `optimistic`: the pass of a
 * mutation's optimistic response (Apollo drops it from the cache when the answer comes and runs the real pass).
 */
export function changeOccupancy(
  cache: ApolloCache,
  occasionId: string,
  spaceId: string,
  delta: number,
  spaceMax: number,
  optimistic = false,
): void {
  const key = `${occasionId} ${spaceId} ${delta}`;
  if (optimistic) {
    if (!optimisticRaises.has(key)) adjustOccupancy(occasionId, spaceId, delta, spaceMax);
    optimisticRaises.add(key);
  } else if (!optimisticRaises.delete(key)) adjustOccupancy(occasionId, spaceId, delta, spaceMax);
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
  /** When the server read it (ms since the epoch): of two states of one occasion, the later is newer. */
  occupancyTakenAt: number;
}

/**
 * The newest occupancy this page has seen per occasion, from either channel. Live updates come over the
 * WebSocket and query answers over HTTP, so they can arrive out of order: a refetch's answer read just before a
 * removal committed can land after the live update that already showed the place free, and would show it taken
 * until the next change (seen in CI). Each state carries the time the server read it; the older one never wins.
 */
const newest = new Map<string, OccupancyUpdate>();

/** Records a state; false when a newer one of the occasion is known already (the state is out of date). */
function recordNewest(update: OccupancyUpdate): boolean {
  const known = newest.get(update.occasionId);
  if (known && known.occupancyTakenAt > update.occupancyTakenAt) return false;
  if (!known && newest.size >= 50) newest.clear();
  newest.set(update.occasionId, update);
  setOccupancy(update.occasionId, update.occupancy);
  return true;
}

/** Forgets every recorded state (tests). */
export function forgetNewestOccupancy(): void {
  newest.clear();
  optimisticRaises.clear();
  forgetOccupancyStore();
}

/**
 * Writes a live occupancy update into the cached occasion, unless a newer state is known already. Unchanged
 * entries are kept as they are (and an update that changes nothing keeps the list itself), so an update costs
 * about the spaces that changed, not the whole map (npm run bench:seatmap). For the admin's occasion, whose list is
 * in the cache; the seat map follows only the changes (followOccupancyChanges).
 */
export function applyOccupancyUpdate(cache: ApolloCache, update: OccupancyUpdate): void {
  if (!recordNewest(update)) return;
  const id = cache.identify({ __typename: "Occasion", id: update.occasionId });
  if (!id) return;
  cache.modify<StoreObject>({
    id,
    fields: {
      occupancy: (existing: unknown) => mergedOccupancy(existing, update),
      availability: () => ({ __typename: "Availability", ...update.availability }),
      occupancyTakenAt: () => update.occupancyTakenAt,
    },
  });
}

/** One update of an occupancyChanged subscription that selects `changes` and `complete`. */
export interface OccupancyChanges {
  occasionId: string;
  /** The spaces changed since the subscription's previous update; every space when `complete`. */
  changes: ReadonlyArray<{ spaceId: string; count: number; maxTickets: number }>;
  complete: boolean;
  availability: { remaining: number; total: number };
  occupancyTakenAt: number;
}

/**
 * Follows one occupancyChanged subscription (create one per subscription): keeps the whole state its updates make
 * and gives it to the occupancy store, and the availability to the cached occasion, unless a newer state is known.
 * The store is given the whole state each time, not only the changes: it compares each place (a millisecond at
 * 20,000) and so also undoes what no change lists, as a removal counted locally after the feed had shown it, or a
 * newer query answer's state that an older one's changes were never applied to. Changes before the subscription's
 * first whole state (a subscription shared after it started) are not a state: they wait for one.
 */
export function followOccupancyChanges(cache: ApolloCache): (update: OccupancyChanges) => void {
  const whole = new Map<string, { spaceId: string; count: number; maxTickets: number }>();
  let based = false;
  return (update) => {
    const { occasionId } = update;
    if (update.complete) {
      whole.clear();
      based = true;
    }
    if (!based) return;
    for (const { spaceId, count, maxTickets } of update.changes) whole.set(spaceId, { spaceId, count, maxTickets });
    const { availability, occupancyTakenAt } = update;
    if (!recordNewest({ occasionId, occupancy: [...whole.values()], availability, occupancyTakenAt })) return;
    const id = cache.identify({ __typename: "Occasion", id: occasionId });
    if (!id) return;
    cache.modify<StoreObject>({
      id,
      fields: {
        availability: () => ({ __typename: "Availability", ...update.availability }),
        occupancyTakenAt: () => update.occupancyTakenAt,
      },
    });
  };
}

interface OccasionAnswer {
  __typename?: string;
  id?: unknown;
  occupancy?: unknown;
  availability?: unknown;
  occupancyTakenAt?: unknown;
}

/**
 * A query's answer about an occasion's occupancy, as the cache should take it: the answer itself when it is the
 * newest state known (recorded then), else the answer with the newer state's occupancy and availability.
 * `occasionId` is the occasion's id when the answer is not the occasion itself (a renewal's map).
 */
export function newestOccasionAnswer<T extends OccasionAnswer>(occasion: T, occasionId: unknown = occasion.id): T {
  if (typeof occasionId !== "string" || typeof occasion.occupancyTakenAt !== "number" || !Array.isArray(occasion.occupancy))
    return occasion;
  const answer: OccupancyUpdate = {
    occasionId,
    occupancy: occasion.occupancy as OccupancyUpdate["occupancy"],
    availability: occasion.availability as OccupancyUpdate["availability"],
    occupancyTakenAt: occasion.occupancyTakenAt,
  };
  if (recordNewest(answer)) return occasion;
  const known = newest.get(occasionId)!;
  // The store may have let an occasion nobody watched go: it gets the newer state again.
  setOccupancy(occasionId, known.occupancy);
  return {
    ...occasion,
    occupancy: known.occupancy.map((entry) => ({ __typename: "SpaceOccupancy", ...entry })),
    ...(occasion.availability ? { availability: { __typename: "Availability", ...known.availability } } : {}),
    occupancyTakenAt: known.occupancyTakenAt,
  };
}

/**
 * The root fields whose answer carries an occasion's occupancy, and where the answer names the occasion: the
 * public map's and the box office's occasion, and a seasonal customer's renewal map.
 */
const OCCUPANCY_FIELDS: ReadonlyArray<[field: string, occasionIdOf: (answer: OccasionAnswer & { occasionId?: unknown }) => unknown]> = [
  ["occasion", (answer) => answer.id],
  ["adminOccasion", (answer) => answer.id],
  ["renewal", (answer) => answer.occasionId],
];

/** Passes every query answer's occasion through newestOccasionAnswer before the cache takes it. */
export function createOccupancyOrderLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (operation.operationType === OperationTypeNode.SUBSCRIPTION) return forward(operation);
    return forward(operation).pipe(
      map((result) => {
        const data = result.data as Record<string, unknown> | null | undefined;
        if (!data) return result;
        let newer: Record<string, unknown> | undefined;
        for (const [field, occasionIdOf] of OCCUPANCY_FIELDS) {
          const occasion = data[field] as (OccasionAnswer & { occasionId?: unknown }) | null | undefined;
          if (!occasion) continue;
          const answer = newestOccasionAnswer(occasion, occasionIdOf(occasion));
          if (answer !== occasion) newer = { ...(newer ?? data), [field]: answer };
        }
        return newer ? { ...result, data: newer } : result;
      }),
    );
  });
}

/** The same live update into a cached renewal's map (its occasion's occupancy, SPEC section 2 /renewals/{uuid}). */
export function applyRenewalOccupancyUpdate(cache: ApolloCache, renewalUuid: string, update: OccupancyUpdate): void {
  if (!recordNewest(update)) return;
  const id = cache.identify({ __typename: "Renewal", uuid: renewalUuid });
  if (!id) return;
  cache.modify<StoreObject>({
    id,
    fields: {
      occupancy: (existing: unknown) => mergedOccupancy(existing, update),
      occupancyTakenAt: () => update.occupancyTakenAt,
    },
  });
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
