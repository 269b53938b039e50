import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { queryRows } from "../../db/query-rows.js";
import { isEmailAddress } from "@seatbooking/core";
import { logger } from "../../common/logger.js";
import { translate, type Translations } from "../../common/translations.js";
import type { BookingLifecycle } from "../booking/process/lifecycle.js";
import type { MailOutbox } from "../mail/outbox.js";
import { renewalLink, renewalReminder } from "../mail/templates/renewal.js";
import { PLAN_LABELLING_SQL, spaceLabel, type PlanLabellingRow } from "../plan/plan.service.js";
import type { SettingsService } from "../settings/settings.service.js";
import { reminderDueAt, renewalWindow, windowPhase, type RenewalWindow } from "./renewal-window.js";

/** The renewal e-mails: the personal link when the window opens (or resent), and the reminder before the deadline. */
export type RenewalNoticeKind = "link" | "reminder";

/** The history entry a renewal e-mail leaves on its booking (the console's "last e-mail"). */
export const RENEWAL_NOTICE = "renewal_notice";

/**
 * The one place a renewal e-mail is asked for. In the caller's transaction it records the notice on the
 * booking (a history entry: the console's "last e-mail", and what the notices job reads so nothing is asked
 * twice) and puts the e-mail into the outbox, in the booking's language: the customer's seats, the window and
 * the personal link /{lng}/renewals/{token}. The outbox sender delivers it; a mail server that is down
 * delays it, never loses it.
 */
export class RenewalNotifier {
  constructor(
    private readonly lifecycle: BookingLifecycle,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
    private readonly outbox: MailOutbox,
    /** This site's public origin, for the link (PUBLIC_URL, else http://localhost: the port the server listens on). */
    private readonly publicBase: () => string,
  ) {}

  async notifyRenewal(
    manager: EntityManager,
    bookingId: string,
    kind: RenewalNoticeKind,
    actorUserId: string | null = null,
  ): Promise<void> {
    const now = this.clock.now();
    await this.lifecycle.recordChange(manager, { bookingId, kind: RENEWAL_NOTICE, detail: { kind }, actorUserId, now });
    const [booking] = await queryRows<
      PlanLabellingRow & {
        email: string | null;
        language: string;
        renewal_token: string | null;
        renewal_deadline: Date | null;
        order_id: string | null;
        start_time: Date;
        bookable_start_time: Date | null;
        heads_up_days: number;
        event_name: Translations;
      }
    >(
      manager,
      `SELECT b.email, b.language, b.renewal_token, b.renewal_deadline, b.order_id, o.start_time, o.bookable_start_time, o.heads_up_days,
              e.name AS event_name, ${PLAN_LABELLING_SQL}
         FROM bookings b JOIN occasions o ON o.id = b.occasion_id JOIN events e ON e.id = o.event_id JOIN plans p ON p.id = o.plan_id
        WHERE b.id = $1`,
      [bookingId],
    );
    if (!booking?.email || !booking.renewal_token || !booking.bookable_start_time) return;
    // An address taken before checkout refused such addresses cannot be written to: the notice stays recorded
    // (the console shows it), and the rest of the job's batch goes on.
    if (!isEmailAddress(booking.email)) {
      logger.warn("renewal notice not e-mailed: the booking's address cannot be sent to", { bookingId });
      return;
    }
    const seats = await queryRows<{
      name: string;
      section: string | null;
      row: string | null;
      seat: string | null;
      max_tickets: number;
      type_name: Translations | null;
    }>(
      manager,
      `SELECT s.name, s.section, s.row, s.seat, s.max_tickets, st.name AS type_name
         FROM tickets t JOIN spaces s ON s.id = t.space_id LEFT JOIN space_types st ON st.id = s.space_type_id
        WHERE t.booking_id = $1 ORDER BY s.name`,
      [bookingId],
    );
    const language = booking.language;
    // A season ticket's renewal is one e-mail for the order: every date it still covers, one link.
    const dates = booking.order_id
      ? await queryRows<{ start_time: Date; series_name: Translations | null }>(
          manager,
          `SELECT o.start_time, (SELECT s.name FROM orders r JOIN series s ON s.id = r.series_id WHERE r.id = b.order_id) AS series_name
             FROM bookings b JOIN occasions o ON o.id = b.occasion_id
            WHERE b.order_id = $1 AND b.status IN ('renewable', 'payment', 'booked') ORDER BY o.start_time`,
          [booking.order_id],
        )
      : null;
    const timeZone = (await this.settings.settingsEntity(manager)).timeZone;
    const window = renewalWindow(
      { bookableStartTime: booking.bookable_start_time, headsUpDays: booking.heads_up_days },
      booking.renewal_deadline,
      timeZone,
    );
    await this.outbox.enqueue(manager, {
      template: kind === "link" ? renewalLink : renewalReminder,
      params: {
        eventName: translate(booking.event_name, language) ?? "",
        occasionStart: booking.start_time,
        ...(dates && {
          dates: dates.map((date) => date.start_time),
          seriesName: dates[0]?.series_name ? translate(dates[0].series_name, language) : null,
        }),
        seats: seats.map((space) =>
          spaceLabel(
            booking,
            { ...space, maxTickets: space.max_tickets },
            space.type_name ? translate(space.type_name, language) : null,
            language,
          ),
        ),
        url: `${this.publicBase()}/${encodeURIComponent(language)}/renewals/${booking.renewal_token}`,
        opensAt: window.opensAt,
        deadline: window.closesAt,
      },
      to: booking.email,
      language,
      bookingId,
      // One e-mail per notice recorded: the job's link and reminder once each, every 'resend link' its own.
      idempotencyKey: `renewal-${kind}:${bookingId}:${now.toISOString()}`,
    });
  }
}

/**
 * No reminder within a day of the customer's link e-mail: with a window shorter than the reminder's days the
 * reminder would otherwise follow the link a minute later (issue 34).
 */
export const REMINDER_AFTER_LINK_MS = 24 * 3_600_000;

/**
 * Whether a linked renewal's reminder is due now: its deadline is within `reminderDays` (reminderDueAt) and
 * at least REMINDER_AFTER_LINK_MS have passed since the customer's latest link e-mail.
 */
export function reminderDue(window: RenewalWindow, linkedAt: Date, reminderDays: number, timeZone: string, now: Date): boolean {
  return now >= reminderDueAt(window, reminderDays, timeZone) && now.getTime() - linkedAt.getTime() >= REMINDER_AFTER_LINK_MS;
}

/** Renewals read (and notified) per transaction. */
const BATCH = 500;

/**
 * The renewal notices job: every unfinished renewal of a published occasion gets its link once its window
 * opens, and one reminder `reminderDays` before its deadline, never within a day of its link (reminderDue). One run at a time (the job queue); a
 * notice is recorded in the same transaction as the check that it was due, so none is asked twice.
 * Only renewals with a notice due now are read (the due rules in SQL as well as in renewalWindow), batch after
 * batch until none is left: renewals already linked and not yet due a reminder never crowd out a link.
 */
export async function sendDueRenewalNotices(
  dataSource: DataSource,
  clock: Clock,
  settings: SettingsService,
  notifier: RenewalNotifier,
  reminderDays: number,
  batchSize = BATCH,
): Promise<number> {
  const timeZone = (await settings.settingsEntity()).timeZone;
  const now = clock.now();
  let total = 0;
  let after: string | null = null;
  for (;;) {
    const batch = await dataSource.transaction((manager) => sendBatch(manager, now, timeZone, notifier, reminderDays, after, batchSize));
    total += batch.count;
    if (!batch.last) break;
    after = batch.last;
  }
  return total;
}

/**
 * One batch of due notices in one transaction, of the renewals after `after` (by id, so every batch moves on):
 * how many notices were asked for, and the last renewal read when the batch was full (null: none left).
 */
async function sendBatch(
  manager: EntityManager,
  now: Date,
  timeZone: string,
  notifier: RenewalNotifier,
  reminderDays: number,
  after: string | null,
  batchSize: number,
): Promise<{ count: number; last: string | null }> {
  const due = await queryRows<{
    id: string;
    bookable_start_time: Date;
    heads_up_days: number;
    renewal_deadline: Date | null;
    linked_at: Date | null;
  }>(
    manager,
    `SELECT id, bookable_start_time, heads_up_days, renewal_deadline, linked_at FROM (
       SELECT b.id, o.bookable_start_time, o.heads_up_days, b.renewal_deadline,
              -- The customer's latest link e-mail (the job's or a resent one); null: none yet.
              (SELECT max(c.created_at) FROM booking_changes c WHERE c.booking_id = b.id AND c.kind = $2 AND c.detail->>'kind' = 'link')
                AS linked_at,
              -- reminderDueAt: reminderDays calendar days before the customer's deadline, in the venue's zone.
              ((GREATEST(b.renewal_deadline, o.bookable_start_time) AT TIME ZONE $3) - make_interval(days => $4)) AT TIME ZONE $3
                AS reminder_due
         FROM bookings b JOIN occasions o ON o.id = b.occasion_id JOIN events e ON e.id = o.event_id
        WHERE b.status = 'renewable' AND b.renewal_token IS NOT NULL AND b.email IS NOT NULL AND b.expires_at > $1
          -- A season ticket's renewal is noticed once, through its first date still to renew.
          AND (b.order_id IS NULL OR b.id = (SELECT f.id FROM bookings f JOIN occasions fo ON fo.id = f.occasion_id
                                              JOIN events fe ON fe.id = fo.event_id
                                              WHERE f.order_id = b.order_id AND f.status = 'renewable' AND fo.published AND fe.published
                                                AND fo.status = 'scheduled' ORDER BY fo.start_time, f.id LIMIT 1))
          AND ($5::uuid IS NULL OR b.id > $5::uuid)
          AND o.published AND e.published AND o.status = 'scheduled' AND o.bookable_start_time IS NOT NULL
          -- The window has opened (renewalWindow's rule in SQL, so renewals not open yet never fill a batch).
          AND ((o.bookable_start_time AT TIME ZONE $3) - make_interval(days => o.heads_up_days)) AT TIME ZONE $3 <= $1
          AND NOT EXISTS (SELECT 1 FROM booking_changes c WHERE c.booking_id = b.id AND c.kind = $2 AND c.detail->>'kind' = 'reminder')
     ) candidates
     -- A notice is due: the link not yet sent, or the reminder's time has come and a day has passed since the link.
     WHERE linked_at IS NULL OR (reminder_due <= $1 AND linked_at <= $1::timestamptz - make_interval(secs => $7))
     ORDER BY id LIMIT $6`,
    [now, RENEWAL_NOTICE, timeZone, reminderDays, after, batchSize, REMINDER_AFTER_LINK_MS / 1000],
  );
  // Locked after choosing, so only due renewals are locked; one another transaction holds is left to it.
  const locked = new Set(
    (
      await queryRows<{ id: string }>(
        manager,
        `SELECT id FROM bookings WHERE id = ANY($1::uuid[]) AND status = 'renewable' FOR UPDATE SKIP LOCKED`,
        [due.map((row) => row.id)],
      )
    ).map((row) => row.id),
  );
  let count = 0;
  for (const row of due) {
    if (!locked.has(row.id)) continue;
    const window = renewalWindow(
      { bookableStartTime: row.bookable_start_time, headsUpDays: row.heads_up_days },
      row.renewal_deadline,
      timeZone,
    );
    if (windowPhase(window, now) !== "open") continue;
    // The link first; the reminder only after it, when its own time has come and not within a day of the link.
    const kind = !row.linked_at ? "link" : reminderDue(window, row.linked_at, reminderDays, timeZone, now) ? "reminder" : null;
    if (!kind) continue;
    await notifier.notifyRenewal(manager, row.id, kind);
    count += 1;
  }
  return { count, last: due.length === batchSize ? due[due.length - 1]!.id : null };
}
