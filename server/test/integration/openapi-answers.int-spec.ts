/**
 * Issue 40, point 2: the routes no other test reads over REST, read here, so that every answer schema of the OpenAPI
 * document is proven by a real answer. The check itself is test/setup.ts's (every /api answer against the served
 * document); this file only makes the calls and says which status each must answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../helpers/booking-app.js";
import { RestClient, VALID_CLIENT, type GraphQLClient } from "../helpers/booking-client.js";
import { demoIds, type DemoIds } from "../helpers/booking-fixtures.js";
import { paidBooking } from "./payments/payment-flow.js";
import { createSeries, eventWithDates, seriesInput } from "./series/series-fixtures.js";

let app: BookingTestApp;
let demo: DemoIds;
let admin: GraphQLClient;

beforeAll(async () => {
  app = await startBookingApp({ env: { PAYMENT_SIMULATOR: "true" } });
  demo = await demoIds(app);
  admin = await signInAdmin(app);
});
afterAll(() => app?.stop());

/** A REST browser with the signed-in administrator's session. */
function restAdmin(): RestClient {
  const rest = new RestClient(app.url);
  for (const [name, value] of admin.jar.cookies) rest.jar.set(name, value);
  rest.csrfToken = admin.csrfToken;
  return rest;
}

describe("the answers no other test reads over REST", () => {
  it("the compact occupancy and a waiting room's standing", async () => {
    const visitor = new RestClient(app.url);
    const occasionId = demo.occasions["Evening show"]!;
    expect((await visitor.fetch("GET", `/api/occasions/${occasionId}/occupancy`)).status).toBe(200);
    const withIds = await visitor.fetch<{ spaceIds: string[] }>("GET", `/api/occasions/${occasionId}/occupancy?ids=true`);
    expect(withIds.body.spaceIds.length).toBeGreaterThan(0);
    expect((await visitor.fetch("GET", `/api/occasions/${occasionId}/queue`)).status).toBe(200);
    await visitor.authenticate();
    // The date has no waiting room.
    expect((await visitor.fetch("POST", `/api/occasions/${occasionId}/queue`)).status).toBe(409);
    expect(
      (await visitor.fetch("POST", `/api/occasions/${occasionId}/queue/pass`, { body: { code: "NOPE" } })).status,
    ).toBeGreaterThanOrEqual(400);
  });

  it("a season ticket order from hold to pay, its voucher and its result", async () => {
    const dates = await eventWithDates(app, { count: 2, seats: 4, ticketTypeId: demo.ticketTypes.adult! });
    const series = await createSeries(
      admin,
      seriesInput(dates.eventId, dates.occasionIds, [{ ticketTypeId: demo.ticketTypes.adult!, price: 9000 }]),
    );
    const buyer = new RestClient(app.url);
    await buyer.authenticate();
    const listed = await buyer.fetch<Array<{ id: string }>>("GET", `/api/series?eventId=${dates.eventId}`);
    expect(listed.body.map((each) => each.id)).toEqual([series.id]);
    const held = await buyer.fetch<{ uuid: string }>("POST", `/api/series/${series.id}/hold`, {
      body: { spaceIds: dates.spaceIds.slice(0, 2) },
    });
    expect(held.status, held.text).toBe(200);
    const order = `/api/series/orders/${held.body.uuid}`;
    expect((await buyer.fetch("POST", `${order}/voucher`, { body: { code: "NO-SUCH-CODE" } })).status).toBe(422);
    expect((await buyer.fetch("DELETE", `${order}/voucher`)).status).toBe(200);
    const confirmed = await buyer.fetch("POST", `${order}/confirm`, {
      body: { ...VALID_CLIENT, payment_method_id: "paytrail", terms_accepted: true },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect((await buyer.fetch("GET", `${order}/result`)).status).toBe(200);
    const pay = await buyer.fetch("POST", `${order}/pay`);
    expect(pay.status, pay.text).toBe(200);
    const again = await buyer.fetch("POST", `${order}/continue-payment`);
    expect(again.status, again.text).toBe(200);
    const cancelled = await buyer.fetch("DELETE", `${order}/payment`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await buyer.fetch("DELETE", order)).status).toBe(204);
  });

  it("the files: a booking's tickets for the box office and the sales report", async () => {
    const occasionId = demo.occasions["Evening show"]!;
    const paid = await paidBooking(app, { occasionId, spaceIds: [demo.space("R3-S3")], provider: "paytrail" });
    const office = restAdmin();
    const tickets = await office.fetch("GET", `/api/admin/bookings/${paid.id}/tickets.pdf`);
    expect(tickets.status).toBe(200);
    const year = new Date().getUTCFullYear();
    for (const format of ["csv", "xlsx"]) {
      const report = await office.fetch("GET", `/api/admin/reports/sales.${format}?from=${year}-01-01&to=${year}-12-31`);
      expect(report.status, report.text).toBe(200);
    }
  });
});
