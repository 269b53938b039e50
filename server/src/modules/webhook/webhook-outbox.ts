import type { EntityManager } from "typeorm";
import type { DomainEvent, DomainEvents, DomainEventType } from "../../common/domain-events.js";

/** A timestamp in JSON as JavaScript writes it (UTC, milliseconds, Z). */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A booking as integrators read it: its customer, its date and its tickets with their places, prices in cents. */
const BOOKING_JSON = `jsonb_build_object(
  'id', b.id, 'number', b.number, 'status', b.status, 'occasionId', b.occasion_id, 'eventId', o.event_id,
  'startTime', ${iso("o.start_time")}, 'total', b.total, 'currency', 'EUR', 'language', b.language,
  'customer', jsonb_build_object('firstname', b.firstname, 'lastname', b.lastname, 'email', b.email, 'phone', b.phone),
  'createdAt', ${iso("b.created_at")}, 'confirmedAt', ${iso("b.confirmed_at")},
  'tickets', COALESCE((SELECT jsonb_agg(jsonb_build_object('id', t.id, 'spaceId', t.space_id, 'space', s.name, 'section', s.section,
                                                          'row', s.row, 'ticketTypeId', t.ticket_type_id, 'price', t.price)
                                        ORDER BY s.name, t.id)
                         FROM tickets t JOIN spaces s ON s.id = t.space_id WHERE t.booking_id = b.id), '[]'::jsonb))`;

/** An occasion as integrators read it (its names in every language the venue wrote). */
const OCCASION_JSON = `jsonb_build_object(
  'id', o.id, 'eventId', o.event_id, 'planId', o.plan_id, 'name', o.name, 'title', o.title, 'status', o.status,
  'published', o.published, 'bookable', o.bookable, 'startTime', ${iso("o.start_time")}, 'endTime', ${iso("o.end_time")},
  'bookableStartTime', ${iso("o.bookable_start_time")}, 'bookableEndTime', ${iso("o.bookable_end_time")})`;

/**
 * Per kind of subject: the rows an event reads (`x.subject_id` is the subject, `x.detail` the moment's own facts), its
 * data, and what orders its deliveries (the booking, or the occasion).
 */
const SUBJECTS = {
  booking: {
    // A change to a booking that was never booked (a draft's details) is nobody else's news.
    from: `JOIN bookings b ON b.id = x.subject_id AND (x.type <> 'booking.changed' OR b.confirmed_at IS NOT NULL)
           JOIN occasions o ON o.id = b.occasion_id`,
    data: `jsonb_build_object('booking', ${BOOKING_JSON}) || x.detail`,
    orderKey: "b.id",
  },
  occasion: {
    from: `JOIN occasions o ON o.id = x.subject_id`,
    data: `jsonb_build_object('occasion', ${OCCASION_JSON}) || x.detail`,
    orderKey: "o.id",
  },
  checkIn: {
    from: `JOIN ticket_check_ins c ON c.ticket_id = x.subject_id JOIN tickets t ON t.id = c.ticket_id JOIN spaces s ON s.id = t.space_id`,
    data: `jsonb_build_object('checkIn', jsonb_build_object('ticketId', t.id, 'bookingId', t.booking_id, 'occasionId', t.occasion_id,
             'spaceId', t.space_id, 'space', s.name, 'section', s.section, 'row', s.row, 'ticketTypeId', t.ticket_type_id,
             'checkedInAt', ${iso("c.checked_in_at")}, 'device', c.device)) || x.detail`,
    orderKey: "t.booking_id",
  },
} as const;

const SUBJECT_OF: Record<DomainEventType, keyof typeof SUBJECTS> = {
  "booking.booked": "booking",
  "booking.changed": "booking",
  "booking.cancelled": "booking",
  "booking.refunded": "booking",
  "occasion.changed": "occasion",
  "occasion.cancelled": "occasion",
  "check_in.admitted": "checkIn",
};

/**
 * The webhook outbox (issue 40): events are written in the transaction of their change, with a delivery for every
 * active endpoint that subscribes to their type, in one statement per kind of subject; nothing at all when no endpoint
 * wants them. The delivery job (webhook-delivery.ts) sends them after commit.
 */
export class WebhookOutbox implements DomainEvents {
  async record(manager: EntityManager, events: DomainEvent[], now: Date): Promise<void> {
    for (const kind of Object.keys(SUBJECTS) as Array<keyof typeof SUBJECTS>) {
      const mine = events.filter((event) => SUBJECT_OF[event.type] === kind);
      if (mine.length > 0) await this.insert(manager, kind, mine, now);
    }
  }

  private async insert(manager: EntityManager, kind: keyof typeof SUBJECTS, events: DomainEvent[], now: Date): Promise<void> {
    const subject = SUBJECTS[kind];
    // The events are made once (MATERIALIZED: one id each), written, and then given a delivery per subscribed endpoint;
    // deliveries take their ids (their order) in the order the events were recorded.
    await manager.query(
      `WITH wanted AS (SELECT id, events FROM webhook_endpoints WHERE active),
            x AS (SELECT * FROM unnest($1::varchar[], $2::uuid[], $3::jsonb[]) WITH ORDINALITY AS x(type, subject_id, detail, idx)
                   WHERE EXISTS (SELECT 1 FROM wanted w WHERE x.type = ANY(w.events))),
            made AS MATERIALIZED (
              SELECT gen_random_uuid() AS id, x.idx, x.type, x.subject_id, ${subject.data} AS data, ${subject.orderKey} AS order_key FROM x ${subject.from}),
            written AS (INSERT INTO webhook_events (id, type, subject_id, data, created_at)
                        SELECT id, type, subject_id, data, $4 FROM made ORDER BY idx RETURNING id)
       INSERT INTO webhook_deliveries (endpoint_id, event_id, order_key, next_attempt_at, created_at)
       SELECT w.id, m.id, m.order_key, $4, $4 FROM written JOIN made m USING (id) JOIN wanted w ON m.type = ANY(w.events)
        ORDER BY m.idx, w.id`,
      [
        events.map((event) => event.type),
        events.map((event) => event.subjectId),
        events.map((event) => JSON.stringify(event.detail ?? {})),
        now,
      ],
    );
  }

  /**
   * A customer's details erased (on request, or past the retention period): so are they in the events about their
   * bookings still kept for delivery or in the log (the fields stay, empty).
   */
  async forget(manager: EntityManager, bookingIds: string[]): Promise<void> {
    if (bookingIds.length === 0) return;
    await manager.query(
      `UPDATE webhook_events SET data = jsonb_set(data, '{booking,customer}', '{"firstname": null, "lastname": null, "email": null, "phone": null}')
        WHERE subject_id = ANY($1::uuid[]) AND data ? 'booking'`,
      [bookingIds],
    );
  }
}
