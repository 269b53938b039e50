import type { OccupancyFeed, OccupancyFeedUpdate } from "../occasion/occupancy.js";
import type { SpaceOccupancyView } from "../occasion/occasion.results.js";
import { seriesOccupancy } from "./series-occupancy.js";

/** A series' occupancy after a change on any of its dates, as a season ticket sees it (seriesOccupancy). */
export interface SeriesOccupancyUpdate {
  seriesId: string;
  occupancy: SpaceOccupancyView[];
  /** The spaces whose merged occupancy changed since this subscriber's previous update (every space when `complete`). */
  changes: SpaceOccupancyView[];
  complete: boolean;
  /** The oldest of the dates' snapshots it was merged from (ms since the epoch). */
  occupancyTakenAt: number;
}

/**
 * One live feed of a series from its dates' feeds (the occupancy feed each process already keeps per occasion): once
 * every date has answered, an update per change of any date, with the spaces whose merged state changed. Closing it
 * closes the dates' feeds.
 */
export function seriesOccupancyFeed(
  feed: OccupancyFeed,
  seriesId: string,
  occasionIds: readonly string[],
): AsyncIterableIterator<SeriesOccupancyUpdate> {
  const sources = occasionIds.map((occasionId) => feed.subscribe(occasionId));
  const latest = new Map<number, OccupancyFeedUpdate>();
  let previous: Map<string, SpaceOccupancyView> | null = null;
  const waiting = new Map<number, Promise<{ index: number; result: IteratorResult<OccupancyFeedUpdate> }>>();
  const pull = (index: number) =>
    waiting.set(
      index,
      sources[index]!.next().then((result) => ({ index, result })),
    );
  sources.forEach((_, index) => pull(index));
  let closed = false;
  const close = async () => {
    closed = true;
    await Promise.all(sources.map((source) => source.return?.()));
  };
  const iterator: AsyncIterableIterator<SeriesOccupancyUpdate> = {
    async next() {
      while (!closed && sources.length > 0 && waiting.size === sources.length) {
        const { index, result } = await Promise.race(waiting.values());
        // A date's feed ended (the server is stopping): the series' ends with it.
        if (result.done || closed) break;
        latest.set(index, result.value);
        pull(index);
        if (latest.size < sources.length) continue;
        const updates = [...latest.values()];
        const occupancy = seriesOccupancy(updates.map((update) => update.snapshot.occupancy));
        const complete = previous === null;
        const changes = complete ? occupancy : occupancy.filter((space) => differs(previous!.get(space.spaceId), space));
        previous = new Map(occupancy.map((space) => [space.spaceId, space]));
        if (!complete && changes.length === 0) continue;
        const occupancyTakenAt = Math.min(...updates.map((update) => update.snapshot.takenAt));
        return { value: { seriesId, occupancy, changes, complete, occupancyTakenAt }, done: false };
      }
      await close();
      return { value: undefined, done: true };
    },
    async return() {
      await close();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

function differs(before: SpaceOccupancyView | undefined, now: SpaceOccupancyView): boolean {
  return !before || before.count !== now.count || before.maxTickets !== now.maxTickets;
}
