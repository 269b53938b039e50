import type { DataSource } from "typeorm";
import type { Clock } from "../../../common/clock.js";
import { UnitOfWork } from "../../../common/unit-of-work.js";
import type { BookingLifecycle } from "./lifecycle.js";
import { expiries } from "../../../common/metrics.js";

const BATCH = 5_000;

/**
 * The expiry sweeper (DESIGN section 3): releases lapsed holds in bulk, marks their bookings `expired`
 * (rows kept); the lifecycle announces the occupancy change once each batch commits. Holders never wait for it: a full space reclaims its
 * own lapsed holds when someone asks for it. Sweeps running at once (a run past its expiry in the job queue, a
 * direct call) are safe: each skips the bookings another holds locked.
 */
export async function sweepExpiredHolds(dataSource: DataSource, clock: Clock, lifecycle: BookingLifecycle): Promise<number> {
  let released = 0;
  for (;;) {
    let unit: UnitOfWork | undefined;
    const result = await dataSource.transaction((manager) => {
      unit = new UnitOfWork(manager);
      return lifecycle.expireLapsed(unit, clock.now(), { limit: BATCH, skipLocked: true });
    });
    // Committed: the occasions' maps learn of the places given back.
    await unit!.committed();
    released += result.bookingIds.length;
    expiries.inc(result.bookingIds.length);
    if (result.bookingIds.length < BATCH) return released;
  }
}
