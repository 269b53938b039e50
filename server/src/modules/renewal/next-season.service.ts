import { EVENT_NAME_MAX_LENGTH } from "@seatbooking/core";
import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { DomainError, validationFailed } from "../../common/errors.js";
import { collectInput } from "../../common/request-input.js";
import { parseUuid } from "../../common/ids.js";
import { inUnitOfWork, type UnitOfWork } from "../../common/unit-of-work.js";
import { translate, type Translations } from "../../common/translations.js";
import { queryRows } from "../../db/query-rows.js";
import type { HeldBooking, BookingLifecycle } from "../booking/process/lifecycle.js";
import { priceFor, type SaleInfoCache } from "../booking/draft/sale-info.js";
import { newTicketCode } from "../booking/tickets/ticket-code.js";
import type { MessageKey } from "../i18n/server-messages.js";
import { translationList, validateTranslations } from "../i18n/translation.types.js";
import type { SettingsService } from "../settings/settings.service.js";
import { inDateRange, nextSeasonInputSchema } from "./next-season.input.js";
import type { NextSeasonInput } from "./renewal.inputs.js";
import type { NextSeasonProposalView } from "./renewal.results.js";
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

const DATE_FIELDS = ["startTime", "endTime", "bookableStartTime", "bookableEndTime"] as const;

interface CarriedPlace extends CustomerPlace {
  status: "booked" | "locked";
}

/** What createNextSeason made. */
export interface NextSeasonResult {
  occasionId: string;
  eventId: string;
  renewals: number;
  houseSeats: number;
  /** Places of last season that next season's plan no longer has room for (not carried over). */
  placesNotCarried: number;
}

/**
 * Next season's event name in every language last season's has (issue 34): each says its season
 * (nextSeasonName), so the two events are told apart in every list.
 */
export function nextSeasonEventNames(names: Translations, sourceStart: Date, nextStart: Date, timeZone: string): Translations {
  const from = zonedYear(sourceStart, timeZone);
  const to = zonedYear(nextStart, timeZone);
  return Object.fromEntries(
    Object.entries(names)
      .filter(([, name]) => name)
      .map(([language, name]) => [language, nextSeasonName(name!, from, to)]),
  );
}

/**
 * Next season of a seasonal occasion (SPEC section 1, DESIGN section 5; administer_events): a copy of the
 * event (named for next season, descriptions, plan, price list, addons; unpublished) with next year's occasion
 * (with last season's wheelchair hold-back), and for
 * every booked customer of the old one a `renewable` booking of the same spaces and ticket types at the
 * new prices and the customer's message, its places held from creation; house seats carry over locked. Done once per occasion: a
 * second call is a CONFLICT naming the existing one (the unique link to last season backs this).
 */
export class NextSeasonService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
    private readonly saleInfo: SaleInfoCache,
    private readonly lifecycle: BookingLifecycle,
    /** Told after commit about the new occasion (catalogue caches, occupancy). */
    private readonly onCreated: (occasionId: string) => void = () => {},
  ) {}

  /** The defaults the form starts from: dates 52 weeks later on the same weekday, at the same local time. */
  async proposal(occasionIdInput: string, language: string): Promise<NextSeasonProposalView> {
    const occasionId = parseUuid(occasionIdInput);
    const timeZone = (await this.settings.settingsEntity()).timeZone;
    const source = (
      await queryRows<SourceOccasion>(this.dataSource, `SELECT ${SOURCE_COLUMNS} FROM occasions o WHERE o.id = $1`, [occasionId])
    )[0];
    if (!source) throw new DomainError("NOT_FOUND", "errors.notFound");
    const counts = (
      await queryRows<{ renewals: number; house_seats: number; next_id: string | null; next_event_id: string | null }>(
        this.dataSource,
        `SELECT count(*) FILTER (WHERE status = 'booked' AND anonymized_at IS NULL)::int AS renewals,
                count(*) FILTER (WHERE status = 'locked')::int AS house_seats,
                (SELECT id FROM occasions WHERE previous_occasion_id = $1) AS next_id,
                (SELECT event_id FROM occasions WHERE previous_occasion_id = $1) AS next_event_id
           FROM bookings WHERE occasion_id = $1`,
        [occasionId],
      )
    )[0]!;
    const shift = (date: Date | null) => (date ? nextSeasonDate(date, timeZone) : null);
    const startTime = shift(source.start_time)!;
    const eventNames = nextSeasonEventNames(await eventName(this.dataSource, source.event_id), source.start_time, startTime, timeZone);
    return {
      occasionId,
      seasonal: source.seasonal,
      nextOccasionId: counts.next_id,
      nextEventId: counts.next_event_id,
      name: translate(source.name, language) ?? "",
      eventNames: translationList(eventNames, await this.settings.languageIds()),
      startTime,
      endTime: shift(source.end_time),
      bookableStartTime: shift(source.bookable_start_time),
      bookableEndTime: shift(source.bookable_end_time),
      headsUpDays: source.heads_up_days,
      renewals: counts.renewals,
      houseSeats: counts.house_seats,
    };
  }

  async create(
    occasionIdInput: string,
    input: NextSeasonInput | null,
    actorUserId: string | null,
    language: string,
  ): Promise<NextSeasonResult> {
    const sourceId = parseUuid(occasionIdInput);
    const now = this.clock.now();
    const timeZone = (await this.settings.settingsEntity()).timeZone;
    let result: NextSeasonResult;
    try {
      result = await inUnitOfWork(this.dataSource, async (unit) => {
        const { manager } = unit;
        // The source's row lock serializes concurrent calls: the second sees the first's occasion and is refused.
        const source = (
          await queryRows<SourceOccasion>(manager, `SELECT ${SOURCE_COLUMNS} FROM occasions o WHERE o.id = $1 FOR UPDATE`, [sourceId])
        )[0];
        if (!source) throw new DomainError("NOT_FOUND", "errors.notFound");
        if (!source.seasonal) throw new DomainError("CONFLICT", "renewal.notSeasonal");
        // A date of a series is carried over with its series (createNextSeries): its pass holders' places on every date.
        const inSeries = await queryRows(manager, `SELECT 1 FROM series_occasions WHERE occasion_id = $1`, [sourceId]);
        if (inSeries.length > 0) throw new DomainError("CONFLICT", "renewal.dateOfSeries");
        await this.refuseSecond(manager, sourceId);
        const languages = await this.settings.languageIds();
        const plan = this.validate(
          { ...source, event_name: await eventName(manager, source.event_id) },
          input,
          timeZone,
          now,
          language,
          languages,
        );
        const eventId = await copyEvent(manager, source.event_id, plan.eventNames, now);
        const occasionId = await copyOccasion(manager, source, eventId, plan, now);
        const carried = await this.carryOver(unit, source, occasionId, plan.bookableStartTime, actorUserId, now);
        return { occasionId, eventId, ...carried };
      });
    } catch (error) {
      // Two calls racing past the lock's wait both insert: the unique link to last season refuses the second.
      if ((error as { driverError?: { code?: string } }).driverError?.code === "23505")
        await this.refuseSecond(this.dataSource.manager, sourceId);
      throw error;
    }
    this.onCreated(result.occasionId);
    return result;
  }

  private async refuseSecond(manager: EntityManager, sourceId: string): Promise<void> {
    const next = await queryRows<{ id: string; start_time: Date }>(
      manager,
      `SELECT id, start_time FROM occasions WHERE previous_occasion_id = $1`,
      [sourceId],
    );
    if (next[0]) throw new DomainError("CONFLICT", "renewal.nextSeasonExists");
  }

  /** The proposal with the administrator's changes, checked all at once. */
  private validate(
    source: SourceOccasion,
    input: NextSeasonInput | null,
    timeZone: string,
    now: Date,
    language: string,
    languages: readonly string[],
  ) {
    const shift = (date: Date | null) => (date ? nextSeasonDate(date, timeZone) : null);
    // A name given is the request's language's; the other languages' names are last season's. The proposal's
    // name sent back unchanged changes nothing (it may be another language's, shown through the fallback).
    const name = (input?.name ?? "").trim();
    const names: Translations = { ...source.name };
    if (input?.name !== undefined && input.name !== null && name !== (translate(source.name, language) ?? "")) {
      if (name) names[language] = name;
      else delete names[language];
    }
    const startTime = input?.startTime ?? shift(source.start_time)!;
    const endTime = input?.endTime ?? shift(source.end_time);
    const bookableStartTime = input?.bookableStartTime ?? shift(source.bookable_start_time);
    const bookableEndTime = input?.bookableEndTime ?? shift(source.bookable_end_time);
    const headsUpDays = input?.headsUpDays ?? source.heads_up_days;
    // Next season's event names: the administrator's, else last season's with next season's year.
    const given = input?.eventNames
      ? validateTranslations(input.eventNames, languages, "eventNames", { required: true, maxLength: EVENT_NAME_MAX_LENGTH })
      : null;
    const errors: Record<string, MessageKey> = { ...given?.errors };
    collectInput(nextSeasonInputSchema, input ?? {}, errors);
    // A date left to the proposal is last season's a year on, which may fall past the range (a date given is the schema's).
    const dates = { startTime, endTime, bookableStartTime, bookableEndTime };
    for (const field of DATE_FIELDS) {
      const date = dates[field];
      if (input?.[field] == null && date && !inDateRange(date)) errors[field] = "validation.dateRange";
    }
    if (!errors.endTime && endTime && endTime < startTime) errors.endTime = "validation.endBeforeStart";
    if (!bookableStartTime) errors.bookableStartTime = "validation.renewalsNeedSaleStart";
    else if (!errors.bookableStartTime && bookableStartTime <= now) errors.bookableStartTime = "validation.saleStartPast";
    else if (!errors.bookableStartTime && bookableStartTime >= startTime) errors.bookableStartTime = "validation.saleStartAfterStart";
    if (!errors.bookableEndTime && bookableStartTime && bookableEndTime && bookableEndTime <= bookableStartTime)
      errors.bookableEndTime = "validation.windowInverted";
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const eventNames = given?.value ?? nextSeasonEventNames(source.event_name ?? {}, source.start_time, startTime, timeZone);
    return { names, eventNames, startTime, endTime, bookableStartTime: bookableStartTime!, bookableEndTime, headsUpDays };
  }

  /**
   * Every booked customer's places as a renewable booking (same spaces and ticket types, next season's
   * prices, its own link), held until the public sale start; house seats as locked bookings. Places the
   * plan has no room for any more (a space removed or made smaller) are left out, customers first in
   * booking order; a customer left with none gets no renewal.
   */
  private async carryOver(
    unit: UnitOfWork,
    source: SourceOccasion,
    occasionId: string,
    saleStart: Date,
    actorUserId: string | null,
    now: Date,
  ) {
    const { manager } = unit;
    const places = await queryRows<CarriedPlace>(
      manager,
      `SELECT b.status, ${CUSTOMER_PLACE_COLUMNS}
         FROM bookings b JOIN tickets t ON t.booking_id = b.id
        WHERE b.occasion_id = $1 AND (b.status = 'locked' OR (b.status = 'booked' AND b.anonymized_at IS NULL))
        ORDER BY b.status = 'locked', b.number, t.created_at, t.id`,
      [source.id],
    );
    const room = new Map(
      (
        await queryRows<{ space_id: string; max_tickets: number }>(
          manager,
          `SELECT space_id, max_tickets FROM occasion_spaces WHERE occasion_id = $1`,
          [occasionId],
        )
      ).map((row) => [row.space_id, row.max_tickets]),
    );
    const info = await this.saleInfo.get(occasionId, manager);
    const bookings = new Map<string, HeldBooking>();
    let placesNotCarried = 0;
    for (const place of places) {
      const left = room.get(place.space_id) ?? 0;
      if (left <= 0) {
        placesNotCarried += 1;
        continue;
      }
      room.set(place.space_id, left - 1);
      let booking = bookings.get(place.booking_id);
      if (!booking) {
        booking = place.status === "locked" ? carriedHouseSeats() : this.renewal(place, saleStart);
        bookings.set(place.booking_id, booking);
      }
      // Next season's price for the same ticket type in the same space; a type no longer on sale there keeps last season's.
      const price = info ? priceFor(info, place.ticket_type_id, place.space_id) : undefined;
      booking.places.push({
        spaceId: place.space_id,
        ticketTypeId: place.ticket_type_id,
        price: price?.price ?? place.price,
        vat: price?.vat ?? Number(place.vat),
        code: newTicketCode(),
      });
    }
    const held = [...bookings.values()];
    await this.lifecycle.createHeldBookings(unit, { occasionId, bookings: held, actorUserId, now });
    return {
      renewals: held.filter((booking) => booking.kind === "renewal").length,
      houseSeats: held.filter((booking) => booking.kind === "house_seats").length,
      placesNotCarried,
    };
  }

  private renewal(place: CarriedPlace, saleStart: Date): HeldBooking {
    const { token, secretHash } = newRenewalToken();
    return {
      kind: "renewal",
      places: [],
      client: carriedClient(place),
      paymentMethodId: null,
      language: place.language,
      renewal: { renewedFromId: place.booking_id, token, secretHash, expiresAt: saleStart },
      reason: "renewal created for next season",
    };
  }
}
