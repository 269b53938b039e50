import type { DataSource } from "typeorm";
import { Field, ID, Int, ObjectType } from "type-graphql";
import type { BookingStatus } from "@seatbooking/core";
import { translate, type Translations } from "../../common/translations.js";
import { queryRows } from "../../db/query-rows.js";

/** What a booking's state page says of it, in words every visitor gets: never the customer's name, e-mail or phone. */
export type PublicBookingState = "booked" | "payment" | "draft" | "cancelled" | "expired";

@ObjectType("BookingState", {
  description: "Where a booking stands, for anyone holding its id (a random uuid, as in its checkout's result URL): no personal data.",
})
export class BookingStateView {
  @Field(() => String, { description: "booked, payment (waiting for payment), draft (not completed), cancelled or expired." })
  state!: PublicBookingState;

  @Field({ description: "True when money was taken for it (online or at the box office); false when booked without charge." })
  paid!: boolean;

  @Field(() => ID)
  occasionId!: string;

  @Field({ description: "The event's name in the request's language." })
  eventName!: string;

  @Field(() => String, { nullable: true, description: "The occasion's own title or name, when it has one." })
  occasionTitle!: string | null;

  @Field()
  startTime!: Date;

  @Field(() => Int, { description: "How many tickets it has." })
  ticketCount!: number;
}

/**
 * Only a version 4 uuid names a booking here: the app makes booking ids with gen_random_uuid (122 random bits), so they
 * cannot be guessed; any other form is not looked up at all.
 */
const RANDOM_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const STATES: Record<BookingStatus, PublicBookingState> = {
  booked: "booked",
  locked: "booked",
  payment: "payment",
  draft: "draft",
  renewable: "draft",
  cancelled: "cancelled",
  refunded: "cancelled",
  expired: "expired",
};

interface StateRow {
  status: BookingStatus;
  occasion_id: string;
  event_name: Translations;
  title: Translations | null;
  occasion_name: Translations | null;
  start_time: Date;
  ticket_count: number;
  paid: boolean;
}

/** A booking's state by its id, for a result page opened where its draft cookie is not (another device); null when unknown. */
export async function readBookingState(dataSource: DataSource, uuid: string, language: string): Promise<BookingStateView | null> {
  if (!RANDOM_UUID.test(uuid)) return null;
  const [row] = await queryRows<StateRow>(
    dataSource,
    `SELECT b.status, b.occasion_id, e.name AS event_name, o.title, o.name AS occasion_name, o.start_time,
            (SELECT count(*)::int FROM tickets t WHERE t.booking_id = b.id) AS ticket_count,
            EXISTS (SELECT 1 FROM payment_shares s JOIN payments p ON p.id = s.payment_id
                     WHERE s.booking_id = b.id AND p.status = 'paid' AND p.provider <> 'skip' AND s.amount > 0) AS paid
       FROM bookings b JOIN occasions o ON o.id = b.occasion_id JOIN events e ON e.id = o.event_id
      WHERE b.id = $1`,
    [uuid.toLowerCase()],
  );
  if (!row) return null;
  const state = STATES[row.status];
  return {
    state,
    paid: state === "booked" && row.paid,
    occasionId: row.occasion_id,
    eventName: translate(row.event_name, language) ?? "",
    occasionTitle: translate(row.title, language) ?? translate(row.occasion_name, language) ?? null,
    startTime: row.start_time,
    ticketCount: row.ticket_count,
  };
}
