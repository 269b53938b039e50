import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { JOB_LOCKS, runExclusive } from "../../common/jobs.js";
import { queryRows } from "../../db/query-rows.js";
import type { BookingLifecycle } from "../booking/lifecycle.js";
import type { SettingsService } from "../settings/settings.service.js";
import { reminderDueAt, renewalWindow, windowPhase } from "./renewal-window.js";

/** The renewal e-mails: the personal link when the window opens (or resent), and the reminder before the deadline. */
export type RenewalNoticeKind = "link" | "reminder";

/** The history entry a renewal e-mail leaves on its booking (the console's "last e-mail"). */
export const RENEWAL_NOTICE = "renewal_notice";

/**
 * The one place a renewal e-mail is asked for. It records the intent durably on the booking, in the
 * caller's transaction (a history entry the console shows as the last e-mail, and the notices job reads so
 * nothing is asked twice).
 *
 * TODO(mail layer, issue 16): also put the e-mail into `email_outbox` here, in the same transaction: the
 * booking's language, its seats and the link /{lng}/renewals/{renewal_token} (kind "link"), or the
 * reminder with the deadline (kind "reminder"). The outbox sender delivers it.
 */
export class RenewalNotifier {
  constructor(
    private readonly lifecycle: BookingLifecycle,
    private readonly clock: Clock,
  ) {}

  async notifyRenewal(
    manager: EntityManager,
    bookingId: string,
    kind: RenewalNoticeKind,
    actorUserId: string | null = null,
  ): Promise<void> {
    await this.lifecycle.recordChange(manager, { bookingId, kind: RENEWAL_NOTICE, detail: { kind }, actorUserId, now: this.clock.now() });
  }
}

const BATCH = 1_000;

/**
 * The renewal notices job: every unfinished renewal of a published occasion gets its link once its window
 * opens, and one reminder `reminderDays` before its deadline. One process at a time (advisory lock); a
 * notice is recorded in the same transaction as the check that it was due, so none is asked twice.
 */
export async function sendDueRenewalNotices(
  dataSource: DataSource,
  clock: Clock,
  settings: SettingsService,
  notifier: RenewalNotifier,
  reminderDays: number,
): Promise<number> {
  const timeZone = (await settings.settingsEntity()).timeZone;
  const now = clock.now();
  const sent = await runExclusive(dataSource, JOB_LOCKS.renewalNotices, async (manager) => {
    const due = await queryRows<{
      id: string;
      bookable_start_time: Date;
      heads_up_days: number;
      renewal_deadline: Date | null;
      linked: boolean;
    }>(
      manager,
      `SELECT b.id, o.bookable_start_time, o.heads_up_days, b.renewal_deadline,
              EXISTS (SELECT 1 FROM booking_changes c WHERE c.booking_id = b.id AND c.kind = $2 AND c.detail->>'kind' = 'link') AS linked
         FROM bookings b JOIN occasions o ON o.id = b.occasion_id JOIN events e ON e.id = o.event_id
        WHERE b.status = 'renewable' AND b.renewal_token IS NOT NULL AND b.email IS NOT NULL AND b.expires_at > $1
          AND o.published AND e.published AND o.bookable_start_time IS NOT NULL
          -- The window has opened (renewalWindow's rule in SQL, so renewals not open yet never fill a batch).
          AND ((o.bookable_start_time AT TIME ZONE $3) - make_interval(days => o.heads_up_days)) AT TIME ZONE $3 <= $1
          AND NOT EXISTS (SELECT 1 FROM booking_changes c WHERE c.booking_id = b.id AND c.kind = $2 AND c.detail->>'kind' = 'reminder')
        ORDER BY b.id LIMIT ${BATCH} FOR UPDATE OF b SKIP LOCKED`,
      [now, RENEWAL_NOTICE, timeZone],
    );
    let count = 0;
    for (const row of due) {
      const window = renewalWindow(
        { bookableStartTime: row.bookable_start_time, headsUpDays: row.heads_up_days },
        row.renewal_deadline,
        timeZone,
      );
      if (windowPhase(window, now) !== "open") continue;
      // The link first; the reminder only after it, when its own time has come.
      const kind = !row.linked ? "link" : now >= reminderDueAt(window, reminderDays, timeZone) ? "reminder" : null;
      if (!kind) continue;
      await notifier.notifyRenewal(manager, row.id, kind);
      count += 1;
    }
    return count;
  });
  return sent ?? 0;
}
