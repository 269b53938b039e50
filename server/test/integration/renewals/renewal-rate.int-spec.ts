/**
 * The renewal console's rate (issue 16): a customer who renews every seat next season offered is a whole renewal,
 * even when next season had no room for some of last season's places (a standing area made smaller); one who
 * leaves a seat out renewed in part.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../helpers/access-client.js";
import { ManualClock, startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import type { GraphQLClient } from "../../helpers/booking-client.js";
import { insertBooking } from "../../helpers/booking-fixtures.js";
import { CREATE_NEXT_SEASON, RenewalBrowser, renewalTokens, seasonalSource } from "./renewal-fixtures.js";

let app: BookingTestApp;
let admin: GraphQLClient & { userId: string };
let nextId: string;
let browsers: Record<string, RenewalBrowser>;

const SALE_START = new Date("2026-10-05T06:00:00Z");

beforeAll(async () => {
  app = await startBookingApp({ clock: new ManualClock(new Date("2026-09-25T10:00:00Z")), jobs: false });
  admin = await signInAdmin(app);
  const source = await seasonalSource(app, { customers: { Aino: ["A1", "A2"] }, startTime: new Date("2025-10-22T16:00:00Z") });
  // Greta stood in A8, then a standing area for two; next season it holds one.
  const standing = source.space.A8!;
  await app.query(`UPDATE spaces SET max_tickets = 2 WHERE id = $1`, [standing]);
  await app.query(`UPDATE occasion_spaces SET max_tickets = 2 WHERE space_id = $1`, [standing]);
  const greta = await insertBooking(app, {
    occasionId: source.occasionId,
    status: "booked",
    spaceIds: [standing, standing],
    ticketTypeId: source.demo.ticketTypes.adult!,
    price: 9000,
  });
  await app.query(`UPDATE bookings SET firstname = 'Greta', email = 'greta@example.fi', language = 'sv' WHERE id = $1`, [greta]);
  await app.query(`UPDATE spaces SET max_tickets = 1 WHERE id = $1`, [standing]);

  const created = await admin.op<{ createNextSeason: { id: string } }>(CREATE_NEXT_SEASON, {
    occasionId: source.occasionId,
    input: { startTime: "2026-10-21T16:00:00Z", bookableStartTime: SALE_START.toISOString(), headsUpDays: 14 },
  });
  expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
  nextId = created.data!.createNextSeason.id;
  const tokens = await renewalTokens(app, nextId);
  browsers = {
    Aino: new RenewalBrowser(app.url, tokens.get(source.bookings.Aino!)!.token),
    Greta: new RenewalBrowser(app.url, tokens.get(greta)!.token),
  };
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

const OVERVIEW = `query ($occasionId: ID!) { renewalOverview(occasionId: $occasionId) {
  total renewed partlyRenewed pending released bookings { clientName state seatsBefore seats } } }`;

describe("the renewal rate", () => {
  it("counts renewing every seat offered as renewed, and leaving one out as partly renewed", async () => {
    const greta = await browsers.Greta!.renewalOk();
    expect(greta.tickets).toHaveLength(1);
    expect(greta.seatsBefore).toBe(2);
    const all = await browsers.Greta!.renewKeeping([{ ticketId: greta.tickets[0]!.id }], "skip");
    expect(all.errors, JSON.stringify(all.errors)).toBeUndefined();

    const aino = await browsers.Aino!.renewalOk();
    const part = await browsers.Aino!.renewKeeping([{ ticketId: aino.tickets[0]!.id }], "skip");
    expect(part.errors, JSON.stringify(part.errors)).toBeUndefined();

    const answer = await admin.op<{
      renewalOverview: { total: number; renewed: number; partlyRenewed: number; bookings: Array<{ seats: string[]; state: string }> };
    }>(OVERVIEW, { occasionId: nextId });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const overview = answer.data!.renewalOverview;
    expect(overview).toMatchObject({ total: 2, renewed: 1, partlyRenewed: 1, pending: 0, released: 0 });
    // Greta renewed her one standing place (A8) of last season's two; Aino kept A1 and left A2.
    expect(Object.fromEntries(overview.bookings.map((booking) => [booking.seats.join(","), booking.state]))).toEqual({
      A8: "renewed",
      A1: "partly_renewed",
    });
  });
});
