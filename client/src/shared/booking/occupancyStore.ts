import { useCallback, useSyncExternalStore } from "react";

/** One space's occupancy on an occasion. */
export interface OccupancyEntry {
  spaceId: string;
  count: number;
  maxTickets: number;
}

/**
 * An occasion's occupancy as the seat map reads it: each space's entry, the same object for as long as the space's
 * count and capacity stay the same, so a reader compares entries by identity and redoes only the spaces that changed.
 */
export interface OccupancyState {
  readonly bySpace: ReadonlyMap<string, OccupancyEntry>;
  /** Raised by every change (a new state object too, for useSyncExternalStore). */
  readonly version: number;
}

/**
 * The newest occupancy of each occasion, outside Apollo's normalized cache: at 20,000 places the cache wrote and
 * re-read every entry on each live update (0.65-0.9 s each, npm run bench:seatmap's real20000); here an update
 * costs a comparison per place and a new object per place that changed. Written by occupancyCache.ts only.
 */
interface Held {
  bySpace: Map<string, OccupancyEntry>;
  state: OccupancyState;
}

const held = new Map<string, Held>();
const listeners = new Map<string, Set<() => void>>();
const MAX_UNWATCHED = 50;

function publish(occasionId: string, entry: Held): void {
  entry.state = { bySpace: entry.bySpace, version: entry.state.version + 1 };
  for (const listener of listeners.get(occasionId) ?? []) listener();
}

function remember(occasionId: string): Held {
  let entry = held.get(occasionId);
  if (entry) return entry;
  if (held.size >= MAX_UNWATCHED) for (const id of [...held.keys()]) if (!listeners.get(id)?.size) held.delete(id);
  const bySpace = new Map<string, OccupancyEntry>();
  entry = { bySpace, state: { bySpace, version: 0 } };
  held.set(occasionId, entry);
  return entry;
}

/** Takes an occasion's whole occupancy (a query's answer or a live update): only entries that differ are replaced. */
export function setOccupancy(occasionId: string, entries: ReadonlyArray<OccupancyEntry>): void {
  const known = held.has(occasionId);
  const entry = remember(occasionId);
  const { bySpace } = entry;
  let changed = !known;
  for (const { spaceId, count, maxTickets } of entries) {
    const old = bySpace.get(spaceId);
    if (old && old.count === count && old.maxTickets === maxTickets) continue;
    bySpace.set(spaceId, { spaceId, count, maxTickets });
    changed = true;
  }
  // Every listed space is in now: more entries than listed means spaces the new state no longer has.
  if (bySpace.size !== entries.length) {
    const listed = new Set(entries.map((listedEntry) => listedEntry.spaceId));
    for (const spaceId of [...bySpace.keys()]) if (!listed.has(spaceId)) bySpace.delete(spaceId);
    changed = true;
  }
  if (changed) publish(occasionId, entry);
}

/** Raises (delta 1) or lowers (delta -1) one space's count, as changeOccupancy does in the cache. */
export function adjustOccupancy(occasionId: string, spaceId: string, delta: number, spaceMax: number): void {
  const entry = held.get(occasionId);
  if (!entry) return;
  const old = entry.bySpace.get(spaceId);
  if (!old && delta <= 0) return;
  const next = old
    ? { ...old, count: Math.min(old.maxTickets, Math.max(0, old.count + delta)) }
    : { spaceId, count: Math.min(spaceMax, delta), maxTickets: spaceMax };
  if (old && old.count === next.count) return;
  entry.bySpace.set(spaceId, next);
  publish(occasionId, entry);
}

/** The occasion's occupancy, when this page has seen one. */
export function occupancyState(occasionId: string): OccupancyState | undefined {
  return held.get(occasionId)?.state;
}

/** Calls `listener` after each change of the occasion's occupancy; returns the unsubscribe. */
export function subscribeOccupancy(occasionId: string, listener: () => void): () => void {
  let set = listeners.get(occasionId);
  if (!set) listeners.set(occasionId, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(occasionId);
  };
}

/** Forgets every occasion (tests). */
export function forgetOccupancyStore(): void {
  held.clear();
}

/** The occasion's occupancy, re-rendering on each change (undefined until a state of it is known). */
export function useOccupancyState(occasionId: string): OccupancyState | undefined {
  const subscribe = useCallback((listener: () => void) => subscribeOccupancy(occasionId, listener), [occasionId]);
  const read = useCallback(() => occupancyState(occasionId), [occasionId]);
  return useSyncExternalStore(subscribe, read, read);
}
