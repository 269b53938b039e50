/**
 * Issue 38, series (season tickets) as administrators make them: an event's dates on one plan grouped with a
 * price per ticket for all the dates, a sale window, and whether single dates are also sold; what visitors read of
 * them; and what is refused with a clear field error.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCode, insertUser, signIn, signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, RestClient, type GraphQLAnswer } from "../../helpers/booking-client.js";
import { createOccasion, demoIds, insertBooking, type DemoIds } from "../../helpers/booking-fixtures.js";
import {
  addDate,
  createSeries,
  eventWithDates,
  holdSeries,
  inEveryLanguage,
  SERIES_FIELDS,
  seriesInput,
  type SeriesJson,
} from "./series-fixtures.js";

let app: BookingTestApp;
let demo: DemoIds;
let admin: GraphQLClient;

beforeAll(async () => {
  app = await startBookingApp();
  demo = await demoIds(app);
  admin = await signInAdmin(app);
});
afterAll(() => app?.stop());

function fieldsOf(answer: GraphQLAnswer<unknown>): Record<string, string> {
  expect(errorCode(answer), JSON.stringify(answer.errors)).toBe("BAD_USER_INPUT");
  return answer.errors![0]!.extensions!.fields as Record<string, string>;
}

function create(input: Record<string, unknown>, client = admin) {
  return client.op<{ createSeries: SeriesJson }>(`mutation ($input: SeriesInput!) { createSeries(input: $input) { ${SERIES_FIELDS} } }`, {
    input,
  });
}

function update(id: string, input: Record<string, unknown>, version: string) {
  return admin.op<{ updateSeries: SeriesJson }>(
    `mutation ($id: ID!, $input: SeriesInput!, $version: DateTimeISO!) { updateSeries(id: $id, input: $input, version: $version) { ${SERIES_FIELDS} } }`,
    { id, input, version },
  );
}

describe("a series of an event's dates", () => {
  it("is created with its dates in order, its price per ticket and every language's name, and read by visitors", async () => {
    const dates = await eventWithDates(app, { count: 3, seats: 4, ticketTypeId: demo.ticketTypes.adult! });
    const series = await createSeries(
      admin,
      seriesInput(dates.eventId, [...dates.occasionIds].reverse(), [
        { ticketTypeId: demo.ticketTypes.adult!, price: 9000 },
        { ticketTypeId: demo.ticketTypes.child!, price: 4500 },
      ]),
    );
    expect(series.dates.map((date) => date.id)).toEqual(dates.occasionIds);
    expect(series.prices.map((price) => price.price)).toEqual([9000, 4500]);
    expect(series.names.map((name) => name.language)).toEqual(["en", "fi", "sv"]);
    expect(series.onSale).toBe(true);
    expect(series.refundRule).toMatch(/3 dates/);

    const visitor = new GraphQLClient(app.url);
    const read = await visitor.op<{ series: SeriesJson; eventSeries: SeriesJson[] }>(
      `query ($id: ID!, $eventId: ID!) { series(id: $id) { id name refundRule dates { id } } eventSeries(eventId: $eventId) { id } }`,
      { id: series.id, eventId: dates.eventId },
      { language: "fi" },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data!.series.refundRule).toMatch(/kausikortin hinnasta/);
    expect(read.data!.eventSeries.map((each) => each.id)).toEqual([series.id]);
    // The event lists its season tickets, and each date names the one it belongs to.
    const links = await visitor.op<{
      event: { series: Array<{ id: string }> };
      occasion: { series: { id: string; singleDatesOnSale: boolean } | null };
    }>(
      `query ($eventId: ID!, $occasionId: ID!) { event(id: $eventId) { series { id } } occasion(id: $occasionId) { series { id singleDatesOnSale } } }`,
      { eventId: dates.eventId, occasionId: dates.occasionIds[1] },
    );
    expect(links.errors).toBeUndefined();
    expect(links.data!.event.series.map((each) => each.id)).toEqual([series.id]);
    expect(links.data!.occasion.series).toEqual({ id: series.id, singleDatesOnSale: true });
    const rest = new RestClient(app.url);
    const restSeries = await rest.fetch<{ id: string; dates: Array<{ id: string }> }>("GET", `/api/series/${series.id}?lng=sv`);
    expect(restSeries.status).toBe(200);
    expect(restSeries.body.dates.map((date) => date.id)).toEqual(dates.occasionIds);
  });

  it("refuses, field by field, dates that are too few, another event's, on two plans, cancelled, or in another series", async () => {
    const adult = demo.ticketTypes.adult!;
    const dates = await eventWithDates(app, { count: 3, seats: 2, ticketTypeId: adult });
    const prices = [{ ticketTypeId: adult, price: 5000 }];
    expect(fieldsOf(await create(seriesInput(dates.eventId, [dates.occasionIds[0]!], prices))).occasionIds).toMatch(/at least two dates/);
    const other = await createOccasion(app, { planId: dates.planId, eventPrices: { [adult]: 100 } });
    expect(fieldsOf(await create(seriesInput(dates.eventId, [dates.occasionIds[0]!, other.occasionId], prices))).occasionIds).toMatch(
      /dates of this event/,
    );
    const otherPlan = await eventWithDates(app, { count: 1, seats: 2, ticketTypeId: adult });
    const onOtherPlan = await addDate(app, dates.eventId, otherPlan.planId, new Date(Date.now() + 90 * 86_400_000));
    expect(fieldsOf(await create(seriesInput(dates.eventId, [dates.occasionIds[0]!, onOtherPlan], prices))).occasionIds).toMatch(
      /same plan/,
    );
    await app.query(`UPDATE occasions SET status = 'cancelled' WHERE id = $1`, [dates.occasionIds[2]]);
    expect(fieldsOf(await create(seriesInput(dates.eventId, dates.occasionIds, prices))).occasionIds).toMatch(/cancelled/);
    await createSeries(admin, seriesInput(dates.eventId, dates.occasionIds.slice(0, 2), prices));
    expect(fieldsOf(await create(seriesInput(dates.eventId, dates.occasionIds.slice(0, 2), prices))).occasionIds).toMatch(/another series/);
    // Several problems show together; nothing is written.
    const many = fieldsOf(
      await create({
        ...seriesInput(dates.eventId, ["nope"], [{ ticketTypeId: adult, price: -1 }]),
        names: [],
        saleStart: "2027-02-01T00:00:00Z",
        saleEnd: "2027-01-01T00:00:00Z",
      }),
    );
    expect(Object.keys(many).sort()).toEqual(["names.en", "occasionIds", "prices.0", "saleEnd"].sort());
    const [count] = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM series WHERE event_id = $1`, [dates.eventId]);
    expect(count!.n).toBe(1);
  });

  it("is saved over its version, keeps its event, and keeps its dates and itself once a season ticket is sold", async () => {
    const adult = demo.ticketTypes.adult!;
    const dates = await eventWithDates(app, { count: 3, seats: 2, ticketTypeId: adult });
    const input = seriesInput(dates.eventId, dates.occasionIds.slice(0, 2), [{ ticketTypeId: adult, price: 5000 }]);
    const series = await createSeries(admin, input);
    const saved = await update(
      series.id,
      { ...input, occasionIds: dates.occasionIds, names: inEveryLanguage("Spring season") },
      series.updatedAt,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateSeries.dates).toHaveLength(3);
    expect(saved.data!.updateSeries.name).toBe("Spring season");
    expect(errorCode(await update(series.id, input, series.updatedAt))).toBe("CONFLICT");
    const other = await eventWithDates(app, { count: 2, seats: 2, ticketTypeId: adult });
    expect(fieldsOf(await update(series.id, { ...input, eventId: other.eventId }, saved.data!.updateSeries.updatedAt)).eventId).toMatch(
      /stays with the event/,
    );

    // A visitor's hold that is not bought does not freeze the series: its order no longer fits the dates and is refused.
    const buyer = new GraphQLClient(app.url);
    const held = await holdSeries(buyer, series.id, [dates.spaceIds[0]!]);
    expect(held.errors).toBeUndefined();
    const narrowed = await update(series.id, input, saved.data!.updateSeries.updatedAt);
    expect(narrowed.errors, JSON.stringify(narrowed.errors)).toBeUndefined();
    const stale = await holdSeries(buyer, series.id, [dates.spaceIds[1]!], held.data!.holdSeries.uuid);
    expect(errorCode(stale)).toBe("CONFLICT");
    expect(stale.errors![0]!.message).toMatch(/dates changed meanwhile/);

    // A sold one does. (Its bookings confirmed as checkout confirms them: the order's checkout comes with the payment slice.)
    const sold = await holdSeries(new GraphQLClient(app.url), series.id, [dates.spaceIds[1]!]);
    await app.query(`UPDATE bookings SET status = 'booked', confirmed_at = now(), expires_at = NULL WHERE order_id = $1`, [
      sold.data!.holdSeries.uuid,
    ]);
    const frozen = await update(series.id, { ...input, occasionIds: dates.occasionIds }, narrowed.data!.updateSeries.updatedAt);
    expect(errorCode(frozen)).toBe("CONFLICT");
    expect(frozen.errors![0]!.message).toMatch(/dates cannot change/);
    // Its price and window may still change: they are for sales to come.
    const repriced = await update(
      series.id,
      { ...input, prices: [{ ticketTypeId: adult, price: 6000 }] },
      narrowed.data!.updateSeries.updatedAt,
    );
    expect(repriced.errors).toBeUndefined();
    const removed = await admin.op<{ deleteSeries: boolean }>(`mutation ($id: ID!) { deleteSeries(id: $id) }`, { id: series.id });
    expect(errorCode(removed)).toBe("CONFLICT");

    // A series with only unsold holds can be deleted; the holds lapse as they would.
    const unsoldHold = await createSeries(admin, seriesInput(other.eventId, other.occasionIds, [{ ticketTypeId: adult, price: 100 }]));
    expect((await holdSeries(new GraphQLClient(app.url), unsoldHold.id, [other.spaceIds[0]!])).errors).toBeUndefined();
    expect((await admin.op(`mutation ($id: ID!) { deleteSeries(id: $id) }`, { id: unsoldHold.id })).errors).toBeUndefined();
    const third = await eventWithDates(app, { count: 2, seats: 2, ticketTypeId: adult });
    const unsold = await createSeries(admin, seriesInput(third.eventId, third.occasionIds, [{ ticketTypeId: adult, price: 100 }]));
    expect((await admin.op(`mutation ($id: ID!) { deleteSeries(id: $id) }`, { id: unsold.id })).errors).toBeUndefined();
    expect(errorCode(await new GraphQLClient(app.url).op(`query ($id: ID!) { series(id: $id) { id } }`, { id: unsold.id }))).toBe(
      "NOT_FOUND",
    );
  });

  it("is the administrators' to change: a visitor and a box-office seller are refused, REST too", async () => {
    const adult = demo.ticketTypes.adult!;
    const dates = await eventWithDates(app, { count: 2, seats: 2, ticketTypeId: adult });
    const input = seriesInput(dates.eventId, dates.occasionIds, [{ ticketTypeId: adult, price: 100 }]);
    expect(errorCode(await create(input, new GraphQLClient(app.url)))).toBe("UNAUTHENTICATED");
    const clerk = await insertUser(app, { permissions: ["sell_tickets"] });
    const seller = await signIn(app, clerk.email, clerk.password);
    expect(errorCode(await create(input, seller))).toBe("FORBIDDEN");
    const rest = new RestClient(app.url);
    await rest.authenticate();
    expect((await rest.fetch("POST", "/api/series", { body: input })).status).toBe(401);
    const restAdmin = new RestClient(app.url);
    restAdmin.jar.cookies.clear();
    for (const [name, value] of admin.jar.cookies) restAdmin.jar.set(name, value);
    restAdmin.csrfToken = admin.csrfToken;
    const made = await restAdmin.fetch<{ id: string; updatedAt: string }>("POST", "/api/series", { body: input });
    expect(made.status, made.text).toBe(201);
    // A body of the wrong shape is a field error, not a server error.
    const badShape = await restAdmin.fetch<string>("POST", "/api/series", {
      body: { ...input, published: "maybe", singleDatesOnSale: undefined, prices: "free" },
    });
    expect(badShape.status).toBe(400);
    expect(badShape.text).toMatch(/yes or no/);
    const noVersion = await restAdmin.fetch("PUT", `/api/series/${made.body.id}`, { body: input });
    expect(noVersion.status).toBe(400);
    const put = await restAdmin.fetch("PUT", `/api/series/${made.body.id}`, {
      body: { ...input, version: made.body.updatedAt, saleEnd: "not a date" },
    });
    expect(put.status).toBe(400);
  });

  it("sells a date only as the season ticket while single dates are off, and shows a place free only when it is free on every date", async () => {
    const adult = demo.ticketTypes.adult!;
    const dates = await eventWithDates(app, { count: 3, seats: 3, ticketTypeId: adult });
    const series = await createSeries(admin, {
      ...seriesInput(dates.eventId, dates.occasionIds, [{ ticketTypeId: adult, price: 7500 }]),
      singleDatesOnSale: false,
    });
    const visitor = new GraphQLClient(app.url);
    const single = await visitor.book(dates.occasionIds[1]!);
    expect(errorCode(single)).toBe("NOT_BOOKABLE");
    expect(single.errors![0]!.message).toMatch(/only as part of a season ticket/);
    // A place booked on one date (the box office, say) is not free for a season ticket.
    await insertBooking(app, { occasionId: dates.occasionIds[2]!, status: "booked", spaceIds: [dates.spaceIds[1]!], ticketTypeId: adult });
    const occupancy = await visitor.op<{ seriesOccupancy: Array<{ spaceId: string; count: number; maxTickets: number }> }>(
      `query ($id: ID!) { seriesOccupancy(seriesId: $id) { spaceId count maxTickets } }`,
      { id: series.id },
    );
    const counts = new Map(occupancy.data!.seriesOccupancy.map((space) => [space.spaceId, space.count]));
    expect([...dates.spaceIds].map((id) => counts.get(id))).toEqual([0, 1, 0]);
    const rest = await new RestClient(app.url).fetch<unknown[]>("GET", `/api/series/${series.id}/occupancy`);
    expect(rest.status).toBe(200);
    expect(rest.body).toHaveLength(3);
  });
});
