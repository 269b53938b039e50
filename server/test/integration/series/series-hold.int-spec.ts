/**
 * Issue 38, season tickets bought: places held on every date of a series at once, as an order of one draft per date,
 * through the one hold path; all or none under concurrency (never a pass with a gap), and a date of a pass never
 * changed or checked out on its own.
 */
import "reflect-metadata";
import { splitPassPrice } from "@seatbooking/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCode, signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, RestClient, UNKNOWN_UUID, VALID_CLIENT } from "../../helpers/booking-client.js";
import { bookingRow, demoIds, insertBooking, invariantViolations, prng, type DemoIds } from "../../helpers/booking-fixtures.js";
import { createSeries, eventWithDates, holdSeries, ORDER_FIELDS, seriesInput, type OrderJson } from "./series-fixtures.js";

let app: BookingTestApp;
let demo: DemoIds;
let admin: GraphQLClient;
let adultVat: number;

beforeAll(async () => {
  app = await startBookingApp();
  demo = await demoIds(app);
  admin = await signInAdmin(app);
  const [type] = await app.query<{ vat: string }>(`SELECT vat FROM ticket_types WHERE id = $1`, [demo.ticketTypes.adult]);
  adultVat = Number(type!.vat);
});
afterAll(() => app?.stop());

/** A published series of `count` dates on a plan of `seats` seats, at `price` cents per adult ticket for all its dates. */
async function seriesOf(count: number, seats: number, price: number, overrides: Record<string, unknown> = {}) {
  const dates = await eventWithDates(app, { count, seats, ticketTypeId: demo.ticketTypes.adult! });
  const series = await createSeries(admin, {
    ...seriesInput(dates.eventId, dates.occasionIds, [{ ticketTypeId: demo.ticketTypes.adult!, price }]),
    ...overrides,
  });
  return { ...dates, seriesId: series.id };
}

/** Every booking of the series' orders: order, date and the spaces its tickets hold. */
async function orderBookings(seriesId: string) {
  return app.query<{ order_id: string; booking_id: string; occasion_id: string; status: string; spaces: string[] | null }>(
    `SELECT b.order_id, b.id AS booking_id, b.occasion_id, b.status,
            (SELECT array_agg(t.space_id::text ORDER BY t.space_id) FROM tickets t WHERE t.booking_id = b.id) AS spaces
       FROM orders o JOIN bookings b ON b.order_id = o.id WHERE o.series_id = $1`,
    [seriesId],
  );
}

describe("holdSeries", () => {
  it("holds the places on every date, each date's ticket at its share of the pass price, and adds and gives back places on all of them", async () => {
    const series = await seriesOf(8, 4, 20001);
    const buyer = new GraphQLClient(app.url);
    const answer = await holdSeries(buyer, series.seriesId, [series.spaceIds[0]!, series.spaceIds[1]!]);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const order = answer.data!.holdSeries;
    expect(buyer.draftSecret).toBeDefined();
    expect(order.status).toBe("draft");
    expect(order.dates.map((date) => date.occasionId)).toEqual(series.occasionIds);
    expect(order.spaceIds).toEqual([series.spaceIds[0], series.spaceIds[1]].sort());
    const shares = splitPassPrice(20001, 8);
    order.dates.forEach((date, index) => {
      expect(date.tickets.map((ticket) => ticket.spaceId).sort()).toEqual(order.spaceIds);
      for (const ticket of date.tickets) {
        expect(ticket.price).toBe(shares[index]);
        expect(ticket.vat).toBe(adultVat);
      }
    });
    expect(order.total).toBe(2 * 20001);

    const more = await holdSeries(buyer, series.seriesId, [series.spaceIds[2]!], order.uuid);
    expect(more.errors, JSON.stringify(more.errors)).toBeUndefined();
    expect(more.data!.holdSeries.uuid).toBe(order.uuid);
    expect(more.data!.holdSeries.dates.every((date) => date.tickets.length === 3)).toBe(true);
    const fewer = await buyer.op<{ removeSeriesPlace: OrderJson | null }>(
      `mutation ($uuid: ID!, $spaceId: ID!) { removeSeriesPlace(orderUuid: $uuid, spaceId: $spaceId) { ${ORDER_FIELDS} } }`,
      { uuid: order.uuid, spaceId: series.spaceIds[0] },
    );
    expect(fewer.errors, JSON.stringify(fewer.errors)).toBeUndefined();
    expect(fewer.data!.removeSeriesPlace!.spaceIds).toEqual([series.spaceIds[1], series.spaceIds[2]].sort());
    for (const occasionId of series.occasionIds) expect(await invariantViolations(app, occasionId)).toEqual([]);

    // Someone else's cookie reads nothing of it and cannot add to it.
    const stranger = new GraphQLClient(app.url);
    expect(errorCode(await stranger.op(`query ($uuid: ID!) { seriesOrder(uuid: $uuid) { uuid } }`, { uuid: order.uuid }))).toBe(
      "DRAFT_EXPIRED",
    );
    expect(errorCode(await holdSeries(stranger, series.seriesId, [series.spaceIds[3]!], order.uuid))).toBe("DRAFT_EXPIRED");
  });

  it("gives 50 buyers racing for the same seats of an eight-date series one pass per seat, each with all eight tickets, and no gap anywhere", async () => {
    const series = await seriesOf(8, 6, 16000);
    const random = prng(38);
    const buyers = Array.from({ length: 50 }, () => new GraphQLClient(app.url));
    const wanted = buyers.map(() => {
      const first = Math.floor(random() * 6);
      const second = (first + 1 + Math.floor(random() * 5)) % 6;
      return [series.spaceIds[first]!, series.spaceIds[second]!];
    });
    const answers = await Promise.all(buyers.map((buyer, index) => holdSeries(buyer, series.seriesId, wanted[index]!)));
    const held = answers.filter((answer) => answer.data?.holdSeries);
    expect(held.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((answer) => !answer.data?.holdSeries))
      expect(errorCode(answer), JSON.stringify(answer.errors)).toBe("SPACE_OCCUPIED");
    for (const answer of held) {
      const order = answer.data!.holdSeries;
      expect(order.dates).toHaveLength(8);
      for (const date of order.dates) expect(date.tickets.map((ticket) => ticket.spaceId).sort()).toEqual(order.spaceIds);
    }
    // One pass per seat: no seat in two orders.
    const seats = held.flatMap((answer) => answer.data!.holdSeries.spaceIds);
    expect(new Set(seats).size).toBe(seats.length);
    // In the database: exactly the winners' orders, each with a booking on each date holding the same places.
    const rows = await orderBookings(series.seriesId);
    const orders = new Map<string, typeof rows>();
    for (const row of rows) orders.set(row.order_id, [...(orders.get(row.order_id) ?? []), row]);
    expect(orders.size).toBe(held.length);
    for (const bookings of orders.values()) {
      expect(bookings.map((booking) => booking.occasion_id).sort()).toEqual([...series.occasionIds].sort());
      expect(new Set(bookings.map((booking) => JSON.stringify(booking.spaces))).size).toBe(1);
      expect(bookings[0]!.spaces).toHaveLength(2);
    }
    // Counters equal tickets on every date.
    for (const occasionId of series.occasionIds) expect(await invariantViolations(app, occasionId)).toEqual([]);
    const [tickets] = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM tickets WHERE occasion_id = ANY($1::uuid[])`, [
      series.occasionIds,
    ]);
    expect(tickets!.n).toBe(held.length * 2 * 8);
  });

  it("refuses a place taken on one date, holding nothing on any date", async () => {
    const series = await seriesOf(4, 3, 8000);
    await insertBooking(app, {
      occasionId: series.occasionIds[2]!,
      status: "booked",
      spaceIds: [series.spaceIds[0]!],
      ticketTypeId: demo.ticketTypes.adult!,
    });
    const buyer = new GraphQLClient(app.url);
    const answer = await holdSeries(buyer, series.seriesId, [series.spaceIds[1]!, series.spaceIds[0]!]);
    expect(errorCode(answer)).toBe("SPACE_OCCUPIED");
    expect(answer.errors![0]!.message).toMatch(/not free on every date/);
    expect(await orderBookings(series.seriesId)).toEqual([]);
    for (const occasionId of series.occasionIds) expect(await invariantViolations(app, occasionId)).toEqual([]);
    const [held] = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM tickets WHERE space_id = $1`, [series.spaceIds[1]]);
    expect(held!.n).toBe(0);
  });

  it("reclaims a lapsed hold on one date for the pass", async () => {
    const series = await seriesOf(6, 2, 6000);
    const lapsed = await insertBooking(app, {
      occasionId: series.occasionIds[4]!,
      status: "draft",
      spaceIds: [series.spaceIds[0]!],
      ticketTypeId: demo.ticketTypes.adult!,
      expiresAt: new Date(Date.now() - 60_000),
    });
    const answer = await holdSeries(new GraphQLClient(app.url), series.seriesId, [series.spaceIds[0]!]);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    expect((await bookingRow(app, lapsed)).status).toBe("expired");
    for (const occasionId of series.occasionIds) expect(await invariantViolations(app, occasionId)).toEqual([]);
  });

  it("never changes or checks out one date of a pass on its own", async () => {
    const series = await seriesOf(3, 3, 9000);
    const buyer = new GraphQLClient(app.url);
    const order = (await holdSeries(buyer, series.seriesId, [series.spaceIds[0]!])).data!.holdSeries;
    const date = order.dates[1]!;
    const added = await buyer.addSpace(series.spaceIds[1]!, { uuid: date.uuid });
    expect(errorCode(added)).toBe("CONFLICT");
    expect(added.errors![0]!.message).toMatch(/part of a season ticket/);
    expect(errorCode(await buyer.removeTicket(date.tickets[0]!.id, { uuid: date.uuid }))).toBe("CONFLICT");
    expect(errorCode(await buyer.initiatePayment({ client: VALID_CLIENT, paymentMethodId: "skip" }, { uuid: date.uuid }))).toBe("CONFLICT");
    expect(errorCode(await buyer.cancelDraft({ uuid: date.uuid }))).toBe("CONFLICT");
    // A single date of the series is still sold apart, in a draft of its own beside the pass.
    const single = await buyer.bookOk(series.occasionIds[1]!);
    expect(single.uuid).not.toBe(date.uuid);
    expect((await buyer.addSpace(series.spaceIds[2]!, { uuid: single.uuid })).errors).toBeUndefined();
    for (const occasionId of series.occasionIds) expect(await invariantViolations(app, occasionId)).toEqual([]);
  });

  it("is cancelled whole by its visitor, giving its places back on every date", async () => {
    const series = await seriesOf(3, 2, 3000);
    const buyer = new GraphQLClient(app.url);
    const order = (await holdSeries(buyer, series.seriesId, [series.spaceIds[0]!, series.spaceIds[1]!])).data!.holdSeries;
    expect(
      errorCode(await new GraphQLClient(app.url).op(`mutation ($uuid: ID!) { cancelSeriesOrder(uuid: $uuid) }`, { uuid: order.uuid })),
    ).toBe("DRAFT_EXPIRED");
    const cancelled = await buyer.op<{ cancelSeriesOrder: boolean }>(`mutation ($uuid: ID!) { cancelSeriesOrder(uuid: $uuid) }`, {
      uuid: order.uuid,
    });
    expect(cancelled.errors).toBeUndefined();
    expect((await orderBookings(series.seriesId)).map((booking) => booking.status)).toEqual(["cancelled", "cancelled", "cancelled"]);
    for (const occasionId of series.occasionIds) expect(await invariantViolations(app, occasionId)).toEqual([]);
    expect((await holdSeries(new GraphQLClient(app.url), series.seriesId, [series.spaceIds[0]!])).errors).toBeUndefined();
  });

  it("refuses a series not on sale, an unknown one, no places, a place not on its plan and too many places", async () => {
    const buyer = new GraphQLClient(app.url);
    const hidden = await seriesOf(2, 2, 100, { published: false });
    expect(errorCode(await holdSeries(buyer, hidden.seriesId, [hidden.spaceIds[0]!]))).toBe("NOT_BOOKABLE");
    const later = await seriesOf(2, 2, 100, { saleStart: new Date(Date.now() + 86_400_000).toISOString() });
    const notYet = await holdSeries(buyer, later.seriesId, [later.spaceIds[0]!]);
    expect(errorCode(notYet)).toBe("NOT_BOOKABLE");
    expect(notYet.errors![0]!.message).toMatch(/not on sale/);
    expect(errorCode(await holdSeries(buyer, UNKNOWN_UUID, [later.spaceIds[0]!]))).toBe("NOT_FOUND");
    const open = await seriesOf(2, 2, 100);
    expect(errorCode(await holdSeries(buyer, open.seriesId, []))).toBe("BAD_USER_INPUT");
    expect(errorCode(await holdSeries(buyer, open.seriesId, ["nope"]))).toBe("BAD_USER_INPUT");
    expect(errorCode(await holdSeries(buyer, open.seriesId, [demo.space("R1-S1")]))).toBe("NOT_FOUND");
    const many = Array.from({ length: 200 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`);
    expect(errorCode(await holdSeries(buyer, open.seriesId, many))).toBe("TOO_MANY_TICKETS");
    expect(await orderBookings(open.seriesId)).toEqual([]);
  });

  it("names the season ticket and its order in the booking export, after every earlier column", async () => {
    const series = await seriesOf(2, 2, 5000);
    const order = (await holdSeries(new GraphQLClient(app.url), series.seriesId, [series.spaceIds[1]!])).data!.holdSeries;
    const answer = await admin.fetch("GET", `/api/admin/bookings/export.csv?occasionId=${series.occasionIds[1]}&status=draft&lng=fi`);
    expect(answer.status).toBe(200);
    const [header, row] = answer.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
      .map((line) => line.split(";"));
    expect(header!.slice(14)).toEqual(["Tapahtuma", "Päivämäärä", "Kausikortti", "Tilaus", "Alennus", "Kampanjakoodi"]);
    expect(row!.slice(16)).toEqual(["Autumn season", String(order.number), "0,00", ""]);
    expect(row![13]).toBe("25,00");
  });

  it("is there over REST: the hold sets the draft cookie, the order is read and a place given back", async () => {
    const series = await seriesOf(2, 2, 4000);
    const buyer = new RestClient(app.url);
    await buyer.authenticate();
    const held = await buyer.fetch<OrderJson>("POST", `/api/series/${series.seriesId}/hold`, { body: { spaceIds: [series.spaceIds[0]] } });
    expect(held.status, held.text).toBe(200);
    expect(buyer.draftSecret).toBeDefined();
    const read = await buyer.fetch<OrderJson>("GET", `/api/series/orders/${held.body.uuid}`);
    expect(read.body.dates).toHaveLength(2);
    const bad = await buyer.fetch("POST", `/api/series/${series.seriesId}/hold`, { body: { spaceIds: "all" } });
    expect(bad.status).toBe(400);
    expect(
      (await buyer.fetch("POST", `/api/series/${series.seriesId}/hold`, { body: { spaceIds: [series.spaceIds[1]], orderUuid: 7 } })).status,
    ).toBe(400);
    const again = await buyer.fetch<OrderJson>("POST", `/api/series/${series.seriesId}/hold`, {
      body: { spaceIds: [series.spaceIds[1]], orderUuid: held.body.uuid },
    });
    expect(again.body.spaceIds).toHaveLength(2);
    const removed = await buyer.fetch("DELETE", `/api/series/orders/${held.body.uuid}/places/${series.spaceIds[0]}`);
    expect(removed.status).toBe(200);
    expect((await buyer.fetch("DELETE", `/api/series/orders/${held.body.uuid}`)).status).toBe(204);
    for (const occasionId of series.occasionIds) expect(await invariantViolations(app, occasionId)).toEqual([]);
  });
});
