import type { OccupancySnapshots } from "../occasion/occupancy.js";
import type { SpaceOccupancyView } from "../occasion/occasion.results.js";
import { seriesOccupancy } from "./series-occupancy.js";

/** A series' merged occupancy, from the dates' shared snapshots (no query of its own). */
export class SeriesOccupancyReader {
  constructor(private readonly occupancy: OccupancySnapshots) {}

  async of(series: { dates: ReadonlyArray<{ id: string }> }): Promise<SpaceOccupancyView[]> {
    const snapshots = await Promise.all(series.dates.map((date) => this.occupancy.get(date.id)));
    return seriesOccupancy(snapshots.map((snapshot) => snapshot.occupancy));
  }
}
