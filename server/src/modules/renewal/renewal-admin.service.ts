import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { DomainError, validationFailed } from "../../common/errors.js";
import { parseUuid } from "../../common/ids.js";
import { parseInput } from "../../common/request-input.js";
import { translate, type Translations } from "../../common/translations.js";
import { inTransaction } from "../../common/transaction.js";
import { inUnitOfWork } from "../../common/unit-of-work.js";
import { queryRows } from "../../db/query-rows.js";
import { lockAtVersion } from "../../db/versioned-row.js";
import type { BookingStatus } from "@seatbooking/core";
import type { BookingLifecycle } from "../booking/process/lifecycle.js";
import type { PaymentService } from "../payment/payment.service.js";
import type { SettingsService } from "../settings/settings.service.js";
import { renewalDeadlineSchema } from "./renewal-admin.input.js";
import { RENEWAL_NOTICE, type RenewalNotifier } from "./renewal-notices.js";
import type { RenewalBookingView, RenewalOverviewView, SpaceSeasonView } from "./renewal.results.js";
import { renewalWindow } from "./renewal-window.js";

/** How a renewal ended up, for the renewal rate. */
export type RenewalState = "renewed" | "partly_renewed" | "pending" | "released";

/**
 * `releasedByCustomer`: the seats the customer left out when renewing. Seats next season had no room for were never
 * theirs to renew: renewing every seat offered is a whole renewal, however many they had last season.
 */
export function renewalState(status: BookingStatus, releasedByCustomer: number): RenewalState {
  if (status === "renewable" || status === "payment") return "pending";
  if (status === "booked") return releasedByCustomer > 0 ? "partly_renewed" : "renewed";
  return "released";
}

interface RenewalListRow {
  id: string;
  number: string;
  status: BookingStatus;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  language: string;
  renewal_token: string;
  renewal_deadline: Date | null;
  updated_at: Date;
  seats: string[] | null;
  space_ids: string[] | null;
  seats_before: number;
  released_by_customer: number;
  last_notice: string | null;
  last_notice_at: Date | null;
}

/**
 * The renewal console (administer_events): per occasion the renewal rate and every renewal with its last
 * e-mail, and the actions resend the link, extend one customer's deadline, release now; per space the
 * history across seasons. Every change goes through the lifecycle and is recorded with who made it.
 */
export class RenewalAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
    private readonly payments: PaymentService,
    private readonly lifecycle: BookingLifecycle,
    private readonly notifier: RenewalNotifier,
    /** Told after commit which occasions' occupancy changed (live maps). */
  ) {}

  async overview(occasionIdInput: string): Promise<RenewalOverviewView> {
    const occasionId = parseUuid(occasionIdInput);
    const timeZone = (await this.settings.settingsEntity()).timeZone;
    const occasion = (
      await queryRows<{
        bookable_start_time: Date | null;
        heads_up_days: number;
        previous_occasion_id: string | null;
        previous_event_id: string | null;
        next_id: string | null;
      }>(
        this.dataSource,
        `SELECT bookable_start_time, heads_up_days, previous_occasion_id,
                (SELECT p.event_id FROM occasions p WHERE p.id = o.previous_occasion_id) AS previous_event_id,
                (SELECT n.id FROM occasions n WHERE n.previous_occasion_id = o.id) AS next_id
           FROM occasions o WHERE o.id = $1`,
        [occasionId],
      )
    )[0];
    if (!occasion) throw new DomainError("NOT_FOUND", "errors.notFound");
    const rows = await this.renewalRows(occasionId, null);
    const bookings = rows.map((row) => this.bookingView(row, occasion.bookable_start_time, occasion.heads_up_days, timeZone));
    const count = (state: RenewalState) => bookings.filter((booking) => booking.state === state).length;
    const saleStart = occasion.bookable_start_time;
    return {
      occasionId,
      previousOccasionId: occasion.previous_occasion_id,
      previousEventId: occasion.previous_event_id,
      nextOccasionId: occasion.next_id,
      opensAt: saleStart
        ? renewalWindow({ bookableStartTime: saleStart, headsUpDays: occasion.heads_up_days }, null, timeZone).opensAt
        : null,
      saleStartsAt: saleStart,
      total: bookings.length,
      renewed: count("renewed"),
      partlyRenewed: count("partly_renewed"),
      pending: count("pending"),
      released: count("released"),
      bookings,
      unrenewedSpaceIds: [...new Set(bookings.filter((booking) => booking.state === "pending").flatMap((booking) => booking.spaceIds))],
    };
  }

  private async renewalRows(occasionId: string | null, bookingId: string | null): Promise<RenewalListRow[]> {
    return queryRows<RenewalListRow>(
      this.dataSource,
      `SELECT b.id, b.number, b.status, b.firstname, b.lastname, b.email, b.language, b.renewal_token, b.renewal_deadline, b.updated_at,
              (SELECT array_agg(s.name ORDER BY s.name) FROM tickets t JOIN spaces s ON s.id = t.space_id WHERE t.booking_id = b.id) AS seats,
              (SELECT array_agg(t.space_id ORDER BY t.space_id) FROM tickets t WHERE t.booking_id = b.id) AS space_ids,
              (SELECT count(*)::int FROM tickets t WHERE t.booking_id = b.renewed_from_id) AS seats_before,
              COALESCE((SELECT jsonb_array_length(c.detail->'released') FROM booking_changes c WHERE c.booking_id = b.id AND c.kind = 'renewal'
                         ORDER BY c.created_at DESC LIMIT 1), 0) AS released_by_customer,
              n.detail->>'kind' AS last_notice, n.created_at AS last_notice_at
         FROM bookings b
         LEFT JOIN LATERAL (SELECT c.detail, c.created_at FROM booking_changes c WHERE c.booking_id = b.id AND c.kind = $3
                             ORDER BY c.created_at DESC LIMIT 1) n ON true
        WHERE b.renewal_token IS NOT NULL AND ($1::uuid IS NULL OR b.occasion_id = $1) AND ($2::uuid IS NULL OR b.id = $2)
        ORDER BY b.number`,
      [occasionId, bookingId, RENEWAL_NOTICE],
    );
  }

  private bookingView(row: RenewalListRow, saleStart: Date | null, headsUpDays: number, timeZone: string): RenewalBookingView {
    const seats = row.seats ?? [];
    const deadline = saleStart
      ? renewalWindow({ bookableStartTime: saleStart, headsUpDays }, row.renewal_deadline, timeZone).closesAt
      : null;
    const name = [row.firstname, row.lastname].filter(Boolean).join(" ");
    return {
      bookingId: row.id,
      number: Number(row.number),
      status: row.status,
      state: renewalState(row.status, row.released_by_customer),
      clientName: name || null,
      email: row.email,
      language: row.language,
      seats,
      spaceIds: row.space_ids ?? [],
      seatsBefore: row.seats_before,
      deadline: deadline ?? row.renewal_deadline ?? row.updated_at,
      extendedDeadline: row.renewal_deadline,
      lastNotice: row.last_notice,
      lastNoticeAt: row.last_notice_at,
      link: `/${row.language}/renewals/${row.renewal_token}`,
      updatedAt: row.updated_at,
    };
  }

  /** One renewal as the console lists it. */
  async renewalBooking(bookingIdInput: string): Promise<RenewalBookingView> {
    const bookingId = parseUuid(bookingIdInput);
    const timeZone = (await this.settings.settingsEntity()).timeZone;
    const row = (await this.renewalRows(null, bookingId))[0];
    if (!row) throw new DomainError("NOT_FOUND", "renewal.notFound");
    const occasion = (
      await queryRows<{ bookable_start_time: Date | null; heads_up_days: number }>(
        this.dataSource,
        `SELECT o.bookable_start_time, o.heads_up_days FROM occasions o JOIN bookings b ON b.occasion_id = o.id WHERE b.id = $1`,
        [bookingId],
      )
    )[0]!;
    return this.bookingView(row, occasion.bookable_start_time, occasion.heads_up_days, timeZone);
  }

  /**
   * Locks an unfinished renewal as of `version`; CONFLICT when it changed since or is no longer unfinished. A season
   * ticket's renewal is every date of its order (locked by id, the one lock order of an order): the console's commands
   * act on the pass, not on one date of it. Answers the dates still unfinished, earliest first.
   */
  private async lockPending(manager: EntityManager, bookingIdInput: string, version: Date | null) {
    const bookingId = parseUuid(bookingIdInput);
    const [clicked] = await queryRows<{ order_id: string | null }>(manager, `SELECT order_id FROM bookings WHERE id = $1`, [bookingId]);
    if (clicked?.order_id) await this.lifecycle.lockOrder(manager, clicked.order_id);
    const columns = "b.id, b.status, b.occasion_id, b.renewal_token, o.bookable_start_time, o.start_time";
    const rows = await queryRows<{
      id: string;
      status: BookingStatus;
      occasion_id: string;
      renewal_token: string | null;
      bookable_start_time: Date | null;
      start_time: Date;
    }>(
      manager,
      clicked?.order_id
        ? `SELECT ${columns} FROM bookings b JOIN occasions o ON o.id = b.occasion_id WHERE b.order_id = $1 ORDER BY o.start_time, b.id`
        : `SELECT ${columns} FROM bookings b JOIN occasions o ON o.id = b.occasion_id WHERE b.id = $1 FOR UPDATE OF b`,
      [clicked?.order_id ?? bookingId],
    );
    const row = rows.find((candidate) => candidate.id === bookingId);
    if (!row?.renewal_token) throw new DomainError("NOT_FOUND", "renewal.notFound");
    if (version) await lockAtVersion(manager, "bookings", "id", bookingId, version, "renewal.notFound");
    if (row.status !== "renewable" && row.status !== "payment") throw new DomainError("CONFLICT", "renewal.notPending");
    return rows.filter((date) => date.status === row.status);
  }

  /** Asks for the link e-mail again (the notices seam records it; the console shows it as the last e-mail). */
  async resendLink(bookingId: string, actorUserId: string): Promise<void> {
    await inTransaction(this.dataSource, async (manager) => {
      const [first] = await this.lockPending(manager, bookingId, null);
      await this.notifier.notifyRenewal(manager, first!.id, "link", actorUserId);
    });
  }

  /**
   * Gives one customer their own deadline after the public sale start (their seats stay taken until then),
   * or with null takes it back to the sale start. It must be in the future and before the occasion starts
   * (a season ticket's: before its first date still to come).
   */
  async extendDeadline(bookingId: string, deadline: Date | null, version: Date, actorUserId: string): Promise<void> {
    const now = this.clock.now();
    await inUnitOfWork(this.dataSource, async (unit) => {
      const dates = await this.lockPending(unit.manager, bookingId, version);
      parseInput(renewalDeadlineSchema, { deadline });
      for (const row of dates) {
        const saleStart = row.bookable_start_time!;
        if (deadline) {
          if (deadline <= now) throw validationFailed({ deadline: "validation.deadlinePast" });
          if (deadline <= saleStart) throw validationFailed({ deadline: "validation.deadlineBeforeSale" });
          if (deadline >= row.start_time) throw validationFailed({ deadline: "validation.deadlineAfterStart" });
        }
        await this.lifecycle.setRenewalDeadline(unit, { bookingId: row.id, deadline, saleStart, actorUserId, now });
      }
    });
  }

  /** Releases an unfinished renewal's places at once (renewable -> expired); not while a payment is open. */
  async releaseNow(bookingId: string, version: Date, actorUserId: string): Promise<void> {
    const now = this.clock.now();
    await inUnitOfWork(this.dataSource, async (unit) => {
      const dates = await this.lockPending(unit.manager, bookingId, version);
      for (const row of dates)
        if (await this.payments.hasOpenAttempt(unit.manager, row.id))
          throw new DomainError("PAYMENT_IN_PROGRESS", "booking.paymentInProgress");
      for (const row of dates)
        await this.lifecycle.expire(unit, { bookingId: row.id, reason: "renewal released by administrator", actorUserId, now });
    });
  }

  /**
   * Who held a space in each season of the occasion's chain (last seasons and the next), and whether they
   * renewed it: renewed, pending, not_renewed, or null when the next season has no renewal of that booking.
   */
  async spaceHistory(occasionIdInput: string, spaceIdInput: string, language: string): Promise<SpaceSeasonView[]> {
    const occasionId = parseUuid(occasionIdInput);
    const spaceId = parseUuid(spaceIdInput);
    const rows = await queryRows<{
      occasion_id: string;
      event_name: Translations;
      occasion_name: Translations;
      start_time: Date;
      booking_id: string;
      number: string;
      status: BookingStatus;
      firstname: string | null;
      lastname: string | null;
      renewed_from_id: string | null;
      renewal_status: BookingStatus | null;
      renewal_keeps_space: boolean | null;
    }>(
      this.dataSource,
      `WITH RECURSIVE back(id) AS (SELECT $1::uuid UNION SELECT o.previous_occasion_id FROM occasions o JOIN back ON o.id = back.id
                                    WHERE o.previous_occasion_id IS NOT NULL),
            forward(id) AS (SELECT $1::uuid UNION SELECT o.id FROM occasions o JOIN forward ON o.previous_occasion_id = forward.id),
            chain AS (SELECT id FROM back UNION SELECT id FROM forward)
       SELECT o.id AS occasion_id, e.name AS event_name, o.name AS occasion_name, o.start_time, b.id AS booking_id, b.number, b.status,
              b.firstname, b.lastname, b.renewed_from_id, r.status AS renewal_status,
              EXISTS (SELECT 1 FROM tickets rt WHERE rt.booking_id = r.id AND rt.space_id = $2) AS renewal_keeps_space
         FROM chain JOIN occasions o ON o.id = chain.id JOIN events e ON e.id = o.event_id
         JOIN bookings b ON b.occasion_id = o.id
         LEFT JOIN bookings r ON r.renewed_from_id = b.id
        WHERE b.status IN ('booked', 'locked', 'renewable', 'payment', 'expired', 'cancelled', 'refunded')
          AND (b.status IN ('booked', 'locked', 'renewable', 'payment') OR b.renewal_token IS NOT NULL)
          AND EXISTS (SELECT 1 FROM tickets t WHERE t.booking_id = b.id AND t.space_id = $2)
        ORDER BY o.start_time, b.number`,
      [occasionId, spaceId],
    );
    return rows.map((row) => {
      let renewal: string | null = null;
      if (row.renewal_status) {
        if (!row.renewal_keeps_space || !["booked", "renewable", "payment"].includes(row.renewal_status)) renewal = "not_renewed";
        else renewal = row.renewal_status === "booked" ? "renewed" : "pending";
      }
      const name = [row.firstname, row.lastname].filter(Boolean).join(" ");
      return {
        occasionId: row.occasion_id,
        eventName: translate(row.event_name, language) ?? "",
        occasionName: translate(row.occasion_name, language) ?? "",
        startTime: row.start_time,
        bookingId: row.booking_id,
        bookingNumber: Number(row.number),
        bookingStatus: row.status,
        clientName: name || null,
        renewedFromPrevious: row.renewed_from_id !== null,
        renewal,
      };
    });
  }
}
