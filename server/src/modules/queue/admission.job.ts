import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { logger } from "../../common/logger.js";
import { inTransaction } from "../../common/transaction.js";
import { queryRows } from "../../db/query-rows.js";
import { QUEUE_CHANNEL, type QueueService } from "./queue.service.js";
import { admissionsDue } from "./waiting-room.js";

/**
 * The admission run (issue 39), once per QUEUE_TICK_SECONDS for the whole cluster (the job queue): for every waiting
 * room that is open, draws the early arrivals' lottery when the sale starts, then lets in as many as the rate (or the
 * free places) allow, each room in a transaction of its own under its row's lock, and announces the room's new state
 * (NOTIFY, delivered at commit) to every process's waiting visitors. Answers how many were let in.
 */
export async function runAdmissions(dataSource: DataSource, clock: Clock, queue: QueueService, limits: AdmissionLimits): Promise<number> {
  const now = clock.now();
  const rooms = await queryRows<{ occasion_id: string }>(
    dataSource,
    `SELECT r.occasion_id FROM queue_rooms r JOIN occasions o ON o.id = r.occasion_id
      WHERE (r.enabled OR r.high_demand) AND o.status <> 'cancelled' AND o.start_time > $1::timestamptz - interval '1 day'
        AND (o.bookable_start_time IS NULL OR o.bookable_start_time - make_interval(mins => $2::int) <= $1::timestamptz)`,
    [now, limits.queueOpensMinutes],
  );
  let admitted = 0;
  for (const { occasion_id: occasionId } of rooms) {
    // One room's trouble (a lock timeout on a hot room's row) must not hold up the others: it is tried again next run.
    try {
      admitted += await inTransaction(dataSource, (manager) => admitRoom(manager, queue, occasionId, now, limits));
    } catch (error) {
      logger.warn("waiting room admission failed", { occasionId, error: String(error) });
    }
    queue.forget(occasionId);
  }
  return admitted;
}

interface AdmissionLimits {
  queueOpensMinutes: number;
  queueGraceSeconds: number;
  draftExpirySeconds: number;
}

async function admitRoom(manager: EntityManager, queue: QueueService, occasionId: string, now: Date, limits: AdmissionLimits) {
  const [room] = await queryRows<{
    drawn_at: Date | null;
    last_position: number;
    admitted_through: number;
    admit_credit: number;
    rate_per_minute: number | null;
    paused: boolean;
    ticked_at: Date | null;
    sale_start: Date | null;
  }>(
    manager,
    `SELECT r.drawn_at, r.last_position, r.admitted_through, r.admit_credit, r.rate_per_minute, r.paused, r.ticked_at,
            o.bookable_start_time AS sale_start
       FROM queue_rooms r JOIN occasions o ON o.id = r.occasion_id WHERE r.occasion_id = $1 FOR UPDATE OF r`,
    [occasionId],
  );
  if (!room) return 0;
  const started = room.sale_start === null || room.sale_start <= now;
  if (started && room.drawn_at === null) {
    room.last_position = await queue.draw(manager, occasionId, now);
    room.drawn_at = now;
  }
  // The date's places: free (neither held nor booked), and whether any are held by a visitor's booking that may yet lapse
  // (a renewal's hold is its holder's, not the line's).
  const [places] = await queryRows<{ free: number; lapsing: boolean }>(
    manager,
    `SELECT COALESCE(sum(GREATEST(max_tickets - held, 0)), 0)::int AS free,
            EXISTS (SELECT 1 FROM bookings WHERE occasion_id = $1 AND status IN ('draft', 'payment')) AS lapsing
       FROM occasion_spaces WHERE occasion_id = $1`,
    [occasionId],
  );
  const soldOut = places!.free === 0 && !places!.lapsing;
  let admit = 0;
  let credit = room.admit_credit;
  if (started && !room.paused && !soldOut) {
    const [shopping] =
      room.rate_per_minute === null
        ? await queryRows<{ n: number }>(
            manager,
            // Let in and may still be choosing: within their grace period without having come, or come and with a
            // token that may still open or fill a draft.
            `SELECT count(*)::int AS n FROM queue_entries e LEFT JOIN bookings b ON b.id = e.booking_id
              WHERE e.occasion_id = $1 AND e.ended_at IS NULL AND e.admitted_at IS NOT NULL
                AND ((e.claimed_at IS NULL AND e.admitted_at > $2)
                  OR (e.claimed_at > $3 AND (b.id IS NULL OR b.status IN ('draft', 'payment'))))`,
            [
              occasionId,
              new Date(now.getTime() - limits.queueGraceSeconds * 1000),
              new Date(now.getTime() - (limits.queueGraceSeconds + limits.draftExpirySeconds) * 1000),
            ],
          )
        : [{ n: 0 }];
    const due = admissionsDue({
      ratePerMinute: room.rate_per_minute,
      credit,
      elapsedSeconds: room.ticked_at ? (now.getTime() - room.ticked_at.getTime()) / 1000 : 0,
      waiting: room.last_position - room.admitted_through,
      freePlaces: places!.free,
      shopping: shopping!.n,
    });
    admit = due.admit;
    credit = due.credit;
  } else if (room.paused) {
    credit = 0;
  }
  if (admit > 0)
    await manager.query(`UPDATE queue_entries SET admitted_at = $4 WHERE occasion_id = $1 AND position > $2 AND position <= $3`, [
      occasionId,
      room.admitted_through,
      room.admitted_through + admit,
      now,
    ]);
  await manager.query(
    `UPDATE queue_rooms SET admitted_through = admitted_through + $2, admit_credit = $3, ticked_at = $4, sold_out = $5 WHERE occasion_id = $1`,
    [occasionId, admit, credit, now, soldOut],
  );
  await manager.query(`SELECT pg_notify($1, $2)`, [QUEUE_CHANNEL, occasionId]);
  return admit;
}
