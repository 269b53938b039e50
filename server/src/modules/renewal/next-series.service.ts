import { randomUUID } from "node:crypto";
import { splitPassPrice } from "@seatbooking/core";
import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { DomainError, validationFailed } from "../../common/errors.js";
import { parseUuid } from "../../common/ids.js";
import { collectInput } from "../../common/request-input.js";
import { translate, type Translations } from "../../common/translations.js";
import { inUnitOfWork, type UnitOfWork } from "../../common/unit-of-work.js";
import { queryRows } from "../../db/query-rows.js";
import type { BookingLifecycle, HeldBooking } from "../booking/process/lifecycle.js";
import { newTicketCode } from "../booking/tickets/ticket-code.js";
import type { MessageKey } from "../i18n/server-messages.js";
import { loadSeriesSale, passPriceFor, type SeriesSale } from "../series/series-sale.js";
import type { SettingsService } from "../settings/settings.service.js";
import { inDateRange, nextSeasonInputSchema } from "./next-season.input.js";
import { nextSeasonEventNames } from "./next-season.service.js";
import type { NextSeriesInput } from "./renewal.inputs.js";
import { newRenewalToken, nextSeasonDate, nextSeasonName, zonedYear } from "./renewal-window.js";
import {
  carriedClient,
  carriedHouseSeats,
  copyEvent,
  copyOccasion,
  CUSTOMER_PLACE_COLUMNS,
  eventName,
  SOURCE_COLUMNS,
  type CustomerPlace,
  type SourceOccasion,
} from "./season-copy.js";

interface SourceSeries {
  id: string;
  event_id: string;
  name: Translations;
  single_dates_on_sale: boolean;
  sale_start: Date | null;
  sale_end: Date | null;
}

/** A pass holder's place on one of last season's dates. */
interface HolderPlace extends CustomerPlace {
  order_id: string;
  occasion_id: string;
  start_time: Date;
}

/** What createNextSeries made. */
export interface NextSeriesResult {
  seriesId: string;
  eventId: string;
  occasionIds: string[];
  /** Pass holders whose places are reserved on every new date (one renewal link each). */
  renewals: number;
  houseSeats: number;
  /** Places a holder had that some new date has no room for: never carried, so no pass has a gap. */
  placesNotCarried: number;
}

/**
 * Next season of a series (issue 38, like createNextSeason for one date; administer_events): a copy of the event
 * under next season's name with every date of the series a year on (52 weeks, the same weekday and local time), a new
 * unpublished series of them with the same pass prices, and for every pass holder one renewal order: a `renewable`
 * booking per new date, the same places on each, priced by the new series' pass price split over the dates, renewed
 * through one link (/renewals/{uuid}) until the public sale starts. House seats carry over locked, date by date.
 * Once per series: a second call is a CONFLICT.
 */
export class NextSeriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
    private readonly lifecycle: BookingLifecycle,
    /** Told after commit about each new occasion (catalogue caches, occupancy). */
    private readonly onCreated: (occasionId: string) => void = () => {},
  ) {}

  async create(
    seriesIdInput: string,
    input: NextSeriesInput | null,
    actorUserId: string | null,
    language: string,
  ): Promise<NextSeriesResult> {
    const sourceId = parseUuid(seriesIdInput);
    const now = this.clock.now();
    const timeZone = (await this.settings.settingsEntity()).timeZone;
    let result: NextSeriesResult;
    try {
      result = await inUnitOfWork(this.dataSource, async (unit) => {
        const { manager } = unit;
        // The series' row lock serializes concurrent calls: the second sees the first's series and is refused.
        const [source] = await queryRows<SourceSeries>(
          manager,
          `SELECT id, event_id, name, single_dates_on_sale, sale_start, sale_end FROM series WHERE id = $1 FOR UPDATE`,
          [sourceId],
        );
        if (!source) throw new DomainError("NOT_FOUND", "errors.notFound");
        await refuseSecond(manager, sourceId);
        const dates = await queryRows<SourceOccasion>(
          manager,
          `SELECT ${SOURCE_COLUMNS} FROM series_occasions so JOIN occasions o ON o.id = so.occasion_id
            WHERE so.series_id = $1 AND o.status = 'scheduled' ORDER BY o.start_time, o.id`,
          [sourceId],
        );
        if (dates.length === 0) throw new DomainError("CONFLICT", "series.noDatesToRenew");
        // A date whose next season was made on its own (createNextSeason) cannot be carried over again.
        await manager.query(`SELECT id FROM occasions WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`, [dates.map((date) => date.id)]);
        const renewedAlone = await queryRows(manager, `SELECT 1 FROM occasions WHERE previous_occasion_id = ANY($1::uuid[])`, [
          dates.map((date) => date.id),
        ]);
        if (renewedAlone.length > 0) throw new DomainError("CONFLICT", "series.dateRenewedAlone");
        const plan = this.validate(source, dates, input, timeZone, now, language);
        const eventNames = nextSeasonEventNames(await eventName(manager, source.event_id), dates[0]!.start_time, plan.starts[0]!, timeZone);
        const eventId = await copyEvent(manager, source.event_id, eventNames, now);
        const occasionIds: string[] = [];
        for (const [index, date] of dates.entries()) {
          const shift = (value: Date | null) => (value ? nextSeasonDate(value, timeZone) : null);
          const bookableEnd = shift(date.bookable_end_time);
          occasionIds.push(
            await copyOccasion(
              manager,
              date,
              eventId,
              {
                names: date.name,
                startTime: plan.starts[index]!,
                endTime: shift(date.end_time),
                // Nothing of next season is sold before the renewals end: every date's sale starts with the pass's.
                bookableStartTime: plan.saleStart,
                bookableEndTime: bookableEnd && bookableEnd > plan.saleStart ? bookableEnd : null,
                headsUpDays: plan.headsUpDays,
              },
              now,
            ),
          );
        }
        const seriesId = await copySeries(manager, source, plan, eventId, occasionIds, now);
        const sale = (await loadSeriesSale(manager, seriesId))!;
        const carried = await this.carryOver(unit, sourceId, dates, occasionIds, sale, plan.saleStart, actorUserId, now);
        return { seriesId, eventId, occasionIds, ...carried };
      });
    } catch (error) {
      // Two calls racing past the lock's wait both insert: the unique link to last season refuses the second.
      if ((error as { driverError?: { code?: string } }).driverError?.code === "23505")
        await refuseSecond(this.dataSource.manager, sourceId);
      throw error;
    }
    for (const occasionId of result.occasionIds) this.onCreated(occasionId);
    return result;
  }

  /** The administrator's changes to the defaults (last season's a year on), checked all at once. */
  private validate(
    source: SourceSeries,
    dates: SourceOccasion[],
    input: NextSeriesInput | null,
    timeZone: string,
    now: Date,
    language: string,
  ) {
    const errors: Record<string, MessageKey> = {};
    collectInput(
      nextSeasonInputSchema,
      { name: input?.name, bookableStartTime: input?.saleStart, bookableEndTime: input?.saleEnd, headsUpDays: input?.headsUpDays },
      errors,
    );
    // The schema's names are next season's occasion form's; the series' form says saleStart and saleEnd.
    const renamed: Record<string, MessageKey> = {};
    for (const [field, message] of Object.entries(errors))
      renamed[field === "bookableStartTime" ? "saleStart" : field === "bookableEndTime" ? "saleEnd" : field] = message;
    const starts = dates.map((date) => nextSeasonDate(date.start_time, timeZone));
    if (starts.some((start) => !inDateRange(start))) renamed.saleStart ??= "validation.dateRange";
    const shiftedSaleStart = source.sale_start ?? dates[0]!.bookable_start_time;
    const saleStart = input?.saleStart ?? (shiftedSaleStart ? nextSeasonDate(shiftedSaleStart, timeZone) : null);
    const saleEnd = input?.saleEnd ?? (source.sale_end ? nextSeasonDate(source.sale_end, timeZone) : null);
    if (!renamed.saleStart) {
      if (!saleStart) renamed.saleStart = "validation.renewalsNeedSaleStart";
      else if (saleStart <= now) renamed.saleStart = "validation.saleStartPast";
      else if (saleStart >= starts[0]!) renamed.saleStart = "validation.saleStartAfterStart";
    }
    if (!renamed.saleEnd && saleStart && saleEnd && saleEnd <= saleStart) renamed.saleEnd = "validation.windowInverted";
    if (Object.keys(renamed).length > 0) throw validationFailed(renamed);
    const from = zonedYear(dates[0]!.start_time, timeZone);
    const to = zonedYear(starts[0]!, timeZone);
    const names: Translations = Object.fromEntries(
      Object.entries(source.name)
        .filter(([, name]) => name)
        .map(([lang, name]) => [lang, nextSeasonName(name!, from, to)]),
    );
    const name = (input?.name ?? "").trim();
    if (name && name !== translate(names, language)) names[language] = name;
    const headsUpDays = input?.headsUpDays ?? Math.max(...dates.map((date) => date.heads_up_days));
    return { names, starts, saleStart: saleStart!, saleEnd, headsUpDays, singleDatesOnSale: source.single_dates_on_sale };
  }

  /**
   * Every pass holder's places (their latest date still booked: a place moved for the rest of the season is where they
   * sit now) as one renewal order over the new dates, customers in order of their pass; then last season's house seats
   * on each date. A place some new date has no room for is left out on every date.
   */
  private async carryOver(
    unit: UnitOfWork,
    sourceSeriesId: string,
    sourceDates: SourceOccasion[],
    newDates: string[],
    sale: SeriesSale,
    saleStart: Date,
    actorUserId: string | null,
    now: Date,
  ) {
    const { manager } = unit;
    const room = await roomOf(manager, newDates);
    const places = await queryRows<HolderPlace>(
      manager,
      `SELECT b.order_id, b.occasion_id, o.start_time, ${CUSTOMER_PLACE_COLUMNS}
         FROM orders r JOIN bookings b ON b.order_id = r.id JOIN occasions o ON o.id = b.occasion_id JOIN tickets t ON t.booking_id = b.id
        WHERE r.series_id = $1 AND b.status = 'booked' AND b.anonymized_at IS NULL
        ORDER BY r.number, o.start_time DESC, t.created_at, t.id`,
      [sourceSeriesId],
    );
    const bookingOnDate = new Map<string, string>();
    for (const place of places) bookingOnDate.set(`${place.order_id}:${place.occasion_id}`, place.booking_id);
    const holders = new Map<string, HolderPlace[]>();
    for (const place of places) {
      const latest = holders.get(place.order_id);
      if (!latest) holders.set(place.order_id, [place]);
      else if (latest[0]!.booking_id === place.booking_id) latest.push(place);
    }
    let placesNotCarried = 0;
    const orders: Array<Array<HeldBooking & { occasionId: string }>> = [];
    for (const [orderId, held] of holders) {
      const kept = held.filter((place) => {
        const fits = newDates.every((occasionId) => (room.get(occasionId)!.get(place.space_id) ?? 0) > 0);
        if (!fits) placesNotCarried += 1;
        else for (const occasionId of newDates) room.get(occasionId)!.set(place.space_id, room.get(occasionId)!.get(place.space_id)! - 1);
        return fits;
      });
      if (kept.length === 0) continue;
      const link = newRenewalToken();
      const customer = held[0]!;
      orders.push(
        newDates.map((occasionId, index) => ({
          occasionId,
          kind: "renewal",
          places: kept.map((place) => {
            const pass = passPriceFor(sale, place.ticket_type_id, place.space_id);
            return {
              spaceId: place.space_id,
              ticketTypeId: place.ticket_type_id,
              // A type the new series does not sell keeps what it cost on a date last season.
              price: pass ? splitPassPrice(pass.price, newDates.length)[index]! : place.price,
              vat: pass?.vat ?? Number(place.vat),
              code: newTicketCode(),
            };
          }),
          client: carriedClient(customer),
          paymentMethodId: null,
          language: customer.language,
          // One link for the order: the first date's token; every date is opened by its secret (the draft cookie's).
          renewal: {
            renewedFromId: bookingOnDate.get(`${orderId}:${sourceDates[index]!.id}`) ?? null,
            token: index === 0 ? link.token : randomUUID(),
            secretHash: link.secretHash,
            expiresAt: saleStart,
          },
          reason: "season ticket renewal created for next season",
        })),
      );
    }
    await this.lifecycle.createHeldOrders(unit, { kind: "series_pass", seriesId: sale.seriesId, orders, actorUserId, now });
    let houseSeats = 0;
    for (const [index, occasionId] of newDates.entries())
      houseSeats += await this.carryHouseSeats(unit, sourceDates[index]!.id, occasionId, room, actorUserId, now);
    return { renewals: orders.length, houseSeats, placesNotCarried };
  }

  /** Last season's house seats of a date, locked on its new date where there is room. */
  private async carryHouseSeats(
    unit: UnitOfWork,
    sourceOccasionId: string,
    occasionId: string,
    room: Map<string, Map<string, number>>,
    actorUserId: string | null,
    now: Date,
  ): Promise<number> {
    const places = await queryRows<{ booking_id: string; space_id: string; ticket_type_id: string; price: number; vat: string }>(
      unit.manager,
      `SELECT b.id AS booking_id, t.space_id, t.ticket_type_id, t.price, t.vat FROM bookings b JOIN tickets t ON t.booking_id = b.id
        WHERE b.occasion_id = $1 AND b.status = 'locked' ORDER BY b.number, t.created_at, t.id`,
      [sourceOccasionId],
    );
    const left = room.get(occasionId)!;
    const bookings = new Map<string, HeldBooking>();
    for (const place of places) {
      if ((left.get(place.space_id) ?? 0) <= 0) continue;
      left.set(place.space_id, left.get(place.space_id)! - 1);
      const booking = bookings.get(place.booking_id) ?? carriedHouseSeats();
      booking.places.push({
        spaceId: place.space_id,
        ticketTypeId: place.ticket_type_id,
        price: place.price,
        vat: Number(place.vat),
        code: newTicketCode(),
      });
      bookings.set(place.booking_id, booking);
    }
    await this.lifecycle.createHeldBookings(unit, { occasionId, bookings: [...bookings.values()], actorUserId, now });
    return bookings.size;
  }
}

async function refuseSecond(manager: EntityManager, sourceId: string): Promise<void> {
  const next = await queryRows<{ id: string }>(manager, `SELECT id FROM series WHERE previous_series_id = $1`, [sourceId]);
  if (next[0]) throw new DomainError("CONFLICT", "series.nextSeriesExists");
}

/** Each new date's room per space (its places are fresh copies of the plan: nothing is held on them yet). */
async function roomOf(manager: EntityManager, occasionIds: string[]): Promise<Map<string, Map<string, number>>> {
  const rows = await queryRows<{ occasion_id: string; space_id: string; max_tickets: number }>(
    manager,
    `SELECT occasion_id, space_id, max_tickets FROM occasion_spaces WHERE occasion_id = ANY($1::uuid[])`,
    [occasionIds],
  );
  const room = new Map(occasionIds.map((id) => [id, new Map<string, number>()]));
  for (const row of rows) room.get(row.occasion_id)!.set(row.space_id, row.max_tickets);
  return room;
}

/** The new series over the new dates, unpublished, with last season's pass prices; linked to the series it renews. */
async function copySeries(
  manager: EntityManager,
  source: SourceSeries,
  plan: { names: Translations; saleStart: Date; saleEnd: Date | null; singleDatesOnSale: boolean },
  eventId: string,
  occasionIds: string[],
  now: Date,
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    manager,
    `INSERT INTO series (event_id, name, single_dates_on_sale, sale_start, sale_end, published, previous_series_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, false, $6, $7, $7) RETURNING id`,
    [eventId, JSON.stringify(plan.names), plan.singleDatesOnSale, plan.saleStart, plan.saleEnd, source.id, now],
  );
  const seriesId = row!.id;
  await manager.query(`INSERT INTO series_occasions (series_id, occasion_id) SELECT $1, unnest($2::uuid[])`, [seriesId, occasionIds]);
  await manager.query(
    `INSERT INTO series_prices (series_id, ticket_type_id, price, position) SELECT $2, ticket_type_id, price, position FROM series_prices WHERE series_id = $1`,
    [source.id, seriesId],
  );
  await manager.query(
    `INSERT INTO series_zone_prices (series_id, ticket_type_id, price_zone_id, price, position)
     SELECT $2, ticket_type_id, price_zone_id, price, position FROM series_zone_prices WHERE series_id = $1`,
    [source.id, seriesId],
  );
  return seriesId;
}
