import type { DataSource } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { JOB_LOCKS, runExclusive } from "../../common/jobs.js";
import type { BookingLifecycle } from "./lifecycle.js";
import { expiries } from "../../common/metrics.js";

const BATCH = 5_000;

/**
 * The expiry sweeper (DESIGN section 3): releases lapsed holds in bulk, marks their bookings `expired`
 * (rows kept) and announces the occupancy change. Holders never wait for it: a full space reclaims its
 * own lapsed holds when someone asks for it.
 */
export async function sweepExpiredHolds(
  dataSource: DataSource,
  clock: Clock,
  lifecycle: BookingLifecycle,
  onChanged: (occasionId: string) => void,
): Promise<number> {
  let released = 0;
  for (;;) {
    const result = await runExclusive(dataSource, JOB_LOCKS.expirySweep, (manager) =>
      lifecycle.expireLapsed(manager, clock.now(), { limit: BATCH, skipLocked: true }),
    );
    if (!result) return released;
    released += result.bookingIds.length;
    expiries.inc(result.bookingIds.length);
    result.occasionIds.forEach(onChanged);
    if (result.bookingIds.length < BATCH) return released;
  }
}
