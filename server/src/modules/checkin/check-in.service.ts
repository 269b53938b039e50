import type { DataSource } from "typeorm";
import { inTransaction } from "../../common/transaction.js";
import { NO_DOMAIN_EVENTS, type DomainEvents } from "../../common/domain-events.js";
import type { Clock } from "../../common/clock.js";
import { notFound } from "../../common/errors.js";
import { parseUuid } from "../../common/ids.js";
import { parseInput } from "../../common/request-input.js";
import { translate, type Translations } from "../../common/translations.js";
import { checkInDeviceSchema } from "./check-in.input.js";
import { queryRows } from "../../db/query-rows.js";
import type { BookingStatus } from "@seatbooking/core";
import type { TicketSignature } from "../booking/tickets/ticket-signature.js";
import type { PlanService } from "../plan/plan.service.js";

/** What the door is told of a scan. */
export const CHECK_IN_OUTCOMES = ["ADMITTED", "ALREADY_USED", "WRONG_OCCASION", "CANCELLED", "UNPAID", "UNKNOWN", "FORGED"] as const;
export type CheckInOutcome = (typeof CHECK_IN_OUTCOMES)[number];

export interface DoorOccasion {
  id: string;
  eventName: string;
  name: string | null;
  startTime: Date;
}

export interface CheckInCounts {
  /** Tickets let in so far. */
  admitted: number;
  /** Tickets of booked bookings: the people expected. */
  expected: number;
}

export interface CheckInResult {
  outcome: CheckInOutcome;
  /** The ticket's place, type and addons (to hand out at the door) when the code is a ticket's. */
  spaceLabel: string | null;
  ticketTypeName: string | null;
  addonNames: string[];
  /** When it was let in: now for `admitted`, earlier for `already_used`. */
  checkedInAt: Date | null;
  /** The device that let it in earlier (`already_used`). */
  checkedInBy: string | null;
  /** The ticket's own occasion (`wrong_occasion`). */
  ticketOccasion: DoorOccasion | null;
  counts: CheckInCounts;
}

/** A scanner reads whatever QR code it is shown (a URL, a boarding pass): longer than this is not a ticket's. */
const MAX_CODE_LENGTH = 200;
/** Occasions stay at the door this long after they end (late arrivals, a long interval). */
const DOOR_OPEN_AFTER_END_MS = 6 * 3_600_000;

/** Statuses whose tickets the door turns away as cancelled; the others that are not booked are unpaid. */
const CANCELLED_STATUSES: readonly BookingStatus[] = ["cancelled", "expired", "refunded"];

interface TicketRow {
  id: string;
  occasion_id: string;
  space_id: string;
  status: BookingStatus;
  type_name: Translations;
  addon_names: Translations[];
  event_name: Translations;
  occasion_name: Translations;
  start_time: Date;
}

/**
 * The door (check_in): scans of signed ticket codes for one occasion. The only writer of check-ins;
 * a ticket is let in once, whichever of several devices scans it first.
 */
export class CheckInService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly signature: TicketSignature,
    private readonly plans: PlanService,
    /** Other systems' events (check_in.admitted), written with the check-in. */
    private readonly events: DomainEvents = NO_DOMAIN_EVENTS,
  ) {}

  /** Occasions the door may open for: not cancelled, not ended more than a few hours ago, soonest first. */
  async occasions(language: string): Promise<DoorOccasion[]> {
    const since = new Date(this.clock.now().getTime() - DOOR_OPEN_AFTER_END_MS);
    const rows = await queryRows<{ id: string; event_name: Translations; occasion_name: Translations; start_time: Date }>(
      this.dataSource.manager,
      `SELECT o.id, e.name AS event_name, o.name AS occasion_name, o.start_time
         FROM occasions o JOIN events e ON e.id = o.event_id
        WHERE o.status = 'scheduled' AND COALESCE(o.end_time, o.start_time) > $1
        ORDER BY o.start_time, o.id LIMIT 200`,
      [since],
    );
    return rows.map((row) => doorOccasion(row, language));
  }

  async counts(occasionIdInput: string): Promise<CheckInCounts> {
    const occasionId = parseUuid(occasionIdInput);
    await this.requireOccasion(occasionId);
    return this.countsOf(occasionId);
  }

  /**
   * One scan or typed code at `occasionId`'s door by `device`. Admission is one INSERT guarded by the
   * ticket's primary key: of concurrent scans of one ticket exactly one inserts, the others are told who did.
   */
  async checkIn(input: {
    occasionId: string;
    code: string;
    device: string;
    userId: string | null;
    language: string;
  }): Promise<CheckInResult> {
    const occasionId = parseUuid(input.occasionId);
    const device = parseInput(checkInDeviceSchema, input.device, "device");
    await this.requireOccasion(occasionId);
    const refusal = async (outcome: CheckInOutcome): Promise<CheckInResult> => ({
      ...EMPTY,
      outcome,
      counts: await this.countsOf(occasionId),
    });

    if (input.code.length > MAX_CODE_LENGTH) return refusal("UNKNOWN");
    const read = this.signature.read(input.code);
    if (!read.ok) return refusal(read.problem === "forged" ? "FORGED" : "UNKNOWN");
    const ticket = (
      await queryRows<TicketRow>(
        this.dataSource.manager,
        `SELECT t.id, t.occasion_id, t.space_id, b.status, tt.name AS type_name, e.name AS event_name, o.name AS occasion_name, o.start_time,
                COALESCE((SELECT jsonb_agg(ad.name ORDER BY ad.product_code) FROM ticket_addons a JOIN addons ad ON ad.id = a.addon_id
                           WHERE a.ticket_id = t.id), '[]'::jsonb) AS addon_names
           FROM tickets t JOIN bookings b ON b.id = t.booking_id JOIN ticket_types tt ON tt.id = t.ticket_type_id
           JOIN occasions o ON o.id = t.occasion_id JOIN events e ON e.id = o.event_id
          WHERE t.code = $1`,
        [read.code],
      )
    )[0];
    if (!ticket) return refusal("UNKNOWN");

    const described = async (outcome: CheckInOutcome, extra: Partial<CheckInResult> = {}): Promise<CheckInResult> => ({
      ...EMPTY,
      outcome,
      spaceLabel: (await this.plans.spaceLabels([ticket.space_id], input.language)).get(ticket.space_id) ?? null,
      ticketTypeName: translate(ticket.type_name, input.language),
      addonNames: ticket.addon_names.map((name) => translate(name, input.language) ?? ""),
      ...extra,
      counts: await this.countsOf(occasionId),
    });
    if (ticket.occasion_id !== occasionId)
      return described("WRONG_OCCASION", { ticketOccasion: doorOccasion({ ...ticket, id: ticket.occasion_id }, input.language) });
    if (CANCELLED_STATUSES.includes(ticket.status)) return described("CANCELLED");
    if (ticket.status !== "booked") return described("UNPAID");

    const now = this.clock.now();
    // The booking is read again in the INSERT: a cancellation committed since the read above turns the ticket away.
    const admitted = await inTransaction(this.dataSource, async (manager) => {
      // The booking's row lock (shared) orders the check-in's event with a cancellation's (which takes it exclusively).
      await manager.query(`SELECT 1 FROM bookings WHERE id = (SELECT booking_id FROM tickets WHERE id = $1) FOR SHARE`, [ticket.id]);
      const rows = await queryRows<{ ticket_id: string }>(
        manager,
        `INSERT INTO ticket_check_ins (ticket_id, occasion_id, checked_in_at, device, user_id)
         SELECT t.id, t.occasion_id, $2, $3, $4 FROM tickets t JOIN bookings b ON b.id = t.booking_id
          WHERE t.id = $1 AND b.status = 'booked'
         ON CONFLICT (ticket_id) DO NOTHING RETURNING ticket_id`,
        [ticket.id, now, device, input.userId],
      );
      if (rows.length === 1) await this.events.record(manager, [{ type: "check_in.admitted", subjectId: ticket.id }], now);
      return rows;
    });
    if (admitted.length === 1) return described("ADMITTED", { checkedInAt: now });
    // A separate statement: it sees the check-in of a scan that committed while this one waited on it.
    const earlier = (
      await queryRows<{ checked_in_at: Date; device: string }>(
        this.dataSource.manager,
        `SELECT checked_in_at, device FROM ticket_check_ins WHERE ticket_id = $1`,
        [ticket.id],
      )
    )[0];
    if (!earlier) return described("CANCELLED");
    return described("ALREADY_USED", { checkedInAt: earlier.checked_in_at, checkedInBy: earlier.device });
  }

  private async requireOccasion(occasionId: string): Promise<void> {
    const rows = await queryRows(this.dataSource.manager, `SELECT 1 FROM occasions WHERE id = $1`, [occasionId]);
    if (rows.length === 0) throw notFound();
  }

  private async countsOf(occasionId: string): Promise<CheckInCounts> {
    const [row] = await queryRows<{ admitted: number; expected: number }>(
      this.dataSource.manager,
      `SELECT (SELECT count(*)::int FROM ticket_check_ins WHERE occasion_id = $1) AS admitted,
              (SELECT count(*)::int FROM tickets t JOIN bookings b ON b.id = t.booking_id
                WHERE t.occasion_id = $1 AND b.status = 'booked') AS expected`,
      [occasionId],
    );
    return row!;
  }
}

const EMPTY: Omit<CheckInResult, "outcome" | "counts"> = {
  spaceLabel: null,
  ticketTypeName: null,
  addonNames: [],
  checkedInAt: null,
  checkedInBy: null,
  ticketOccasion: null,
};

function doorOccasion(
  row: { id: string; event_name: Translations; occasion_name: Translations; start_time: Date },
  language: string,
): DoorOccasion {
  return {
    id: row.id,
    eventName: translate(row.event_name, language) ?? "",
    name: translate(row.occasion_name, language) || null,
    startTime: row.start_time,
  };
}
