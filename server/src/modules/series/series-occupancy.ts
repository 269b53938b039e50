import type { SpaceOccupancyView } from "../occasion/occasion.results.js";

/**
 * A series' occupancy as a season ticket sees it: a place is as free as it is on its fullest date. Per space the
 * capacity is the smallest over the dates and the count what that leaves free on the date with the fewest free,
 * so `maxTickets - count` is what a pass can still take there on every date. A space missing on a date (a plan
 * changed under one) cannot be had on every date: it counts as full.
 */
export function seriesOccupancy(dates: ReadonlyArray<readonly SpaceOccupancyView[]>): SpaceOccupancyView[] {
  if (dates.length === 0) return [];
  const merged = new Map<string, { maxTickets: number; free: number; seen: number }>();
  for (const occupancy of dates) {
    for (const space of occupancy) {
      const free = Math.max(0, space.maxTickets - space.count);
      const entry = merged.get(space.spaceId);
      if (!entry) merged.set(space.spaceId, { maxTickets: space.maxTickets, free, seen: 1 });
      else {
        entry.maxTickets = Math.min(entry.maxTickets, space.maxTickets);
        entry.free = Math.min(entry.free, free);
        entry.seen += 1;
      }
    }
  }
  return [...merged].map(([spaceId, entry]) => {
    const free = entry.seen === dates.length ? Math.min(entry.free, entry.maxTickets) : 0;
    return { spaceId, maxTickets: entry.maxTickets, count: entry.maxTickets - free };
  });
}
