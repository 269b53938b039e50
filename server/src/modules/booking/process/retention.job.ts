import type { DataSource } from "typeorm";
import type { Clock } from "../../../common/clock.js";
import { queryRows } from "../../../db/query-rows.js";
import type { SettingsService } from "../../settings/settings.service.js";
import { DRAFT_STATUSES } from "@seatbooking/core";
import { sqlList } from "./booking-status.js";
import type { ClientDetailsWriter } from "./client-details.js";

const BATCH = 1_000;

/**
 * The retention job (DESIGN section 4): anonymizes the client details of bookings whose occasion ended
 * (its end time, else its start) more than the setting's retentionDays ago; no setting keeps them. Bookings
 * still in checkout are left for the expiry sweep to finish first. One run at a time (the job queue),
 * in batches, each skipping rows another transaction holds; anonymizing is idempotent, so a batch cut short
 * is simply picked up by the next run. Answers how many bookings it anonymized.
 */
export async function anonymizePastRetention(
  dataSource: DataSource,
  clock: Clock,
  settings: SettingsService,
  clientDetails: ClientDetailsWriter,
): Promise<number> {
  const { retentionDays } = await settings.settingsEntity();
  if (retentionDays === null) return 0;
  let anonymized = 0;
  for (;;) {
    const now = clock.now();
    const batch = await dataSource.transaction(async (manager) => {
      const due = await queryRows<{ id: string }>(
        manager,
        `SELECT b.id FROM bookings b JOIN occasions o ON o.id = b.occasion_id
          WHERE b.anonymized_at IS NULL AND b.status NOT IN (${sqlList(DRAFT_STATUSES)})
            AND COALESCE(o.end_time, o.start_time) < $1::timestamptz - make_interval(days => $2)
          ORDER BY b.id LIMIT $3 FOR UPDATE OF b SKIP LOCKED`,
        [now, retentionDays, BATCH],
      );
      const ids = await clientDetails.anonymize(manager, {
        bookingIds: due.map((row) => row.id),
        reason: "retention",
        actorUserId: null,
        now,
      });
      return { due: due.length, anonymized: ids.length };
    });
    anonymized += batch.anonymized;
    if (batch.due < BATCH) return anonymized;
  }
}
