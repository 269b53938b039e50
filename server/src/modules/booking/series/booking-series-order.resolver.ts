import { Ctx, Field, FieldResolver, ID, Int, ObjectType, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../../app/context.js";
import { translate, type Translations } from "../../../common/translations.js";
import { queryRows } from "../../../db/query-rows.js";
import { BookingView } from "../booking.results.js";

@ObjectType("BookingSeriesDate", { description: "One date of a season ticket: its own booking." })
export class BookingSeriesDateView {
  @Field(() => ID)
  bookingId!: string;

  @Field(() => Int)
  bookingNumber!: number;

  @Field(() => ID)
  occasionId!: string;

  @Field(() => Date)
  startTime!: Date;

  @Field()
  status!: string;
}

@ObjectType("BookingSeriesOrder", { description: "The season ticket a booking is one date of: its order and every date's booking." })
export class BookingSeriesOrderView {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  number!: number;

  @Field(() => ID, { nullable: true })
  seriesId!: string | null;

  @Field({ description: "The series' name in the request's language (empty when the series was deleted)." })
  seriesName!: string;

  @Field(() => [BookingSeriesDateView], { description: "Earliest first." })
  dates!: BookingSeriesDateView[];
}

/** Administrators see a season ticket's dates from any one of its bookings (to move its place on the later dates too). */
@Resolver(() => BookingView)
export class BookingSeriesOrderResolver {
  @FieldResolver(() => BookingSeriesOrderView, { nullable: true, description: "The season ticket this booking is a date of, if any." })
  async seriesOrder(@Root() booking: BookingView, @Ctx() ctx: RequestContext): Promise<BookingSeriesOrderView | null> {
    const rows = await queryRows<{
      order_id: string;
      number: number;
      series_id: string | null;
      name: Translations | null;
      booking_id: string;
      booking_number: string;
      occasion_id: string;
      start_time: Date;
      status: string;
    }>(
      ctx.services.dataSource,
      `SELECT o.id AS order_id, o.number, o.series_id, s.name, b.id AS booking_id, b.number AS booking_number, b.occasion_id, oc.start_time, b.status
         FROM bookings me JOIN orders o ON o.id = me.order_id LEFT JOIN series s ON s.id = o.series_id
         JOIN bookings b ON b.order_id = o.id JOIN occasions oc ON oc.id = b.occasion_id
        WHERE me.id = $1 ORDER BY oc.start_time, oc.id`,
      [booking.id],
    );
    const first = rows[0];
    if (!first) return null;
    return {
      id: first.order_id,
      number: first.number,
      seriesId: first.series_id,
      seriesName: translate(first.name ?? {}, ctx.language) ?? "",
      dates: rows.map((row) => ({
        bookingId: row.booking_id,
        bookingNumber: Number(row.booking_number),
        occasionId: row.occasion_id,
        startTime: row.start_time,
        status: row.status,
      })),
    };
  }
}
