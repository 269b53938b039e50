/**
 * The customer's renewal (issue 16, SPEC section 2 /renewals/{uuid}, DESIGN section 5): the link opens the
 * renewal in any browser (setting the draft cookie), the window runs from headsUpDays before the public
 * sale (counted in Helsinki days across the spring clock change) until the sale start, all or some seats
 * are renewed (the rest released at once), bad input is refused with nothing changed, and at the deadline
 * the unrenewed seats are released exactly once, also with two processes sweeping at the same moment.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepExpiredHolds } from "../../../src/modules/booking/process/expiry.job.js";
import { signInAdmin } from "../../helpers/access-client.js";
import { ManualClock, startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, VALID_CLIENT } from "../../helpers/booking-client.js";
import { bookingRow, heldOf, invariantViolations, statusHistory } from "../../helpers/booking-fixtures.js";
import { createNextSeasonOk, RenewalBrowser, renewalBrowsers, seasonalSource, type SeasonalSource } from "./renewal-fixtures.js";

let app: BookingTestApp;
let clock: ManualClock;
let admin: GraphQLClient & { userId: string };
let source: SeasonalSource;
let nextId: string;
let browsers: Record<string, RenewalBrowser>;

// The public sale opens Wednesday 1 April 2026 10:00 EEST; Helsinki moved its clocks forward on 29 March.
const SALE_START = new Date("2026-04-01T07:00:00Z");
// Seven Helsinki days earlier: Wednesday 25 March 10:00 EET, 167 hours before.
const OPENS_AT = new Date("2026-03-25T08:00:00Z");

beforeAll(async () => {
  clock = new ManualClock(new Date("2026-03-01T10:00:00Z"));
  app = await startBookingApp({ clock, jobs: false });
  admin = await signInAdmin(app);
  source = await seasonalSource(app, {
    customers: { Aino: ["A1", "A2"], Bertta: ["A3"], Cecilia: ["A4"], Daniel: ["A6"] },
    startTime: new Date("2025-04-16T16:00:00Z"),
  });
  const next = await createNextSeasonOk(admin, source.occasionId, {
    startTime: "2026-04-15T16:00:00Z",
    bookableStartTime: SALE_START.toISOString(),
    headsUpDays: 7,
  });
  nextId = next.id;
  browsers = await renewalBrowsers(app, nextId, source.bookings);
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

const sweep = (dataSource = app.services.dataSource) => sweepExpiredHolds(dataSource, app.services.clock, app.services.lifecycle);

describe("the renewal link", () => {
  it("shows the seats at next season's prices with VAT and the window, and sets the renewal cookie to the link", async () => {
    const browser = browsers.Aino!;
    const renewal = await browser.renewalOk();
    expect(renewal).toMatchObject({
      status: "renewable",
      phase: "upcoming",
      opensAt: OPENS_AT.toISOString(),
      closesAt: SALE_START.toISOString(),
      saleStartsAt: SALE_START.toISOString(),
      occasionId: nextId,
      seatsBefore: 2,
      client: { firstname: "Aino", email: "aino@example.fi" },
    });
    expect(renewal.tickets.map((ticket) => [ticket.spaceName, ticket.price])).toEqual([
      ["A1", 10000],
      ["A2", 10000],
    ]);
    expect(renewal.tickets[0]!.options.map((option) => option.price).sort((a, b) => a - b)).toEqual([5000, 10000]);
    // Adult tickets carry 14 % VAT: 20000 * 14 / 114, rounded once.
    expect(renewal.summary).toMatchObject({ total: 20000, requirePayment: true, byVat: [{ rate: 14, amount: 20000, vat: 2456 }] });
    expect(browser.jar.get("renewal_secret")).toBe(`${renewal.bookingId}.${browser.token}`);
    expect(browser.jar.get("draft_secret")).toBeUndefined();
  });

  it("opening a renewal link leaves the browser's own draft cookie alone", async () => {
    const browser = new RenewalBrowser(app.url, browsers.Bertta!.token);
    browser.jar.set("draft_secret", "the-visitors-own-draft");
    const renewal = await browser.renewalOk();
    expect(browser.jar.get("draft_secret")).toBe("the-visitors-own-draft");
    expect(browser.jar.get("renewal_secret")).toBe(`${renewal.bookingId}.${browser.token}`);
    // The renewal cookie opens that booking only: checkoutResult of the renewal answers, of another booking not.
    const own = await browser.op<{ checkoutResult: { uuid: string } }>(`query ($uuid: ID!) { checkoutResult(uuid: $uuid) { uuid } }`, {
      uuid: renewal.bookingId,
    });
    expect(own.errors, JSON.stringify(own.errors)).toBeUndefined();
    const other = await browser.op(`query ($uuid: ID!) { checkoutResult(uuid: $uuid) { uuid } }`, {
      uuid: (await browsers.Aino!.renewalOk()).bookingId,
    });
    expect(other.errors?.[0]?.extensions?.code).toBe("DRAFT_EXPIRED");
  });

  it("an unknown link is a translated NOT_FOUND, a malformed one BAD_USER_INPUT", async () => {
    const stranger = new RenewalBrowser(app.url, "7d3f4a6e-1c2b-4d5e-8f90-123456789abc");
    const unknown = await stranger.renewal({ language: "sv" });
    expect(unknown.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(unknown.errors?.[0]?.message).toBe(
      "Den här förnyelselänken är inte giltig. Kontrollera länken i din e-post eller kontakta biljettkassan.",
    );
    expect(stranger.jar.get("renewal_secret")).toBeUndefined();
    const malformed = await stranger.renewal({ token: "../../etc" });
    expect(malformed.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    // A booking's own id is not its link.
    const byBookingId = await stranger.renewal({ token: (await browsers.Aino!.renewalOk()).bookingId });
    expect(byBookingId.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});

describe("the renewal window in Helsinki time", () => {
  it("a millisecond before it opens, renewing is refused with the opening time; nothing changes", async () => {
    clock.set(new Date(OPENS_AT.getTime() - 1));
    const browser = browsers.Bertta!;
    const renewal = await browser.renewalOk();
    const answer = await browser.renewKeeping([{ ticketId: renewal.tickets[0]!.id }], "skip", { language: "fi" });
    expect(answer.errors?.[0]?.extensions?.code).toBe("NOT_BOOKABLE");
    expect(answer.errors?.[0]?.message).toBe("Uusinta avautuu 25.03.2026 10:00");
    expect((await bookingRow(app, renewal.bookingId)).status).toBe("renewable");
  });

  it("at the opening instant a customer renews one seat of two as another ticket type; the other is released at once", async () => {
    clock.set(OPENS_AT);
    const browser = browsers.Aino!;
    const renewal = await browser.renewalOk();
    expect(renewal.phase).toBe("open");
    const [keep, release] = renewal.tickets;
    const answer = await browser.renewKeeping([{ ticketId: keep!.id, ticketTypeId: source.demo.ticketTypes.child }], "skip");
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    expect(answer.data!.renew).toMatchObject({ status: "booked", phase: "renewed", summary: { total: 5000 } });
    expect(answer.data!.renew.tickets.map((ticket) => ticket.spaceName)).toEqual(["A1"]);
    const booking = await bookingRow(app, renewal.bookingId);
    expect(booking).toMatchObject({ status: "booked", total: 5000, expires_at: null, firstname: VALID_CLIENT.firstname });
    expect(await heldOf(app, nextId, keep!.spaceId)).toMatchObject({ held: 1, holding: 1 });
    expect(await heldOf(app, nextId, release!.spaceId)).toMatchObject({ held: 0, holding: 0 });
    expect(await invariantViolations(app, nextId)).toEqual([]);
    expect((await statusHistory(app, renewal.bookingId)).at(-1)).toEqual({
      from: "renewable",
      to: "booked",
      reason: "renewed with skip payment",
    });
    const [change] = await app.query<{ detail: { kept: string[]; released: string[] } }>(
      `SELECT detail FROM booking_changes WHERE booking_id = $1 AND kind = 'renewal'`,
      [renewal.bookingId],
    );
    expect(change!.detail).toEqual({ kept: [keep!.spaceId], released: [release!.spaceId] });
    // The released seat shows free on the map at once (the occupancy the page and open maps read).
    const map = await browser.op<{ renewal: { occupancy: Array<{ spaceId: string; count: number }> } }>(
      `query ($uuid: ID!) { renewal(uuid: $uuid) { occupancy { spaceId count } } }`,
      { uuid: browser.token },
    );
    expect(map.data!.renewal.occupancy.find((space) => space.spaceId === release!.spaceId)?.count).toBe(0);
  });

  it("a cancelled occasion's seats cannot be renewed: NOT_BOOKABLE with its reason, nothing changes", async () => {
    const browser = browsers.Daniel!;
    const renewal = await browser.renewalOk();
    await app.query(`UPDATE occasions SET status = 'cancelled' WHERE id = $1`, [nextId]);
    try {
      const answer = await browser.renewKeeping([{ ticketId: renewal.tickets[0]!.id }], "skip", { language: "fi" });
      expect(answer.errors?.[0]?.extensions?.code).toBe("NOT_BOOKABLE");
      expect(answer.errors?.[0]?.message).toBe("Tämä esitys on peruttu: sen paikkoja ei voi uusia");
      expect((await bookingRow(app, renewal.bookingId)).status).toBe("renewable");
    } finally {
      await app.query(`UPDATE occasions SET status = 'scheduled' WHERE id = $1`, [nextId]);
    }
  });

  it("renewing twice is a CONFLICT and changes nothing", async () => {
    const browser = browsers.Aino!;
    const renewal = await browser.renewalOk();
    const answer = await browser.renewKeeping([{ ticketId: renewal.tickets[0]!.id }], "skip");
    expect(answer.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(answer.errors?.[0]?.message).toBe("These seats have already been renewed");
    expect((await bookingRow(app, renewal.bookingId)).total).toBe(5000);
  });

  it("bad input shows every problem at once and changes nothing", async () => {
    const browser = browsers.Bertta!;
    const renewal = await browser.renewalOk();
    const none = await browser.renew({ tickets: [], client: {}, paymentMethodId: "no-such-method", termsAccepted: false });
    expect(none.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: {
        tickets: "Choose at least one seat to renew",
        firstname: expect.any(String),
        email: expect.any(String),
        termsAccepted: expect.any(String),
      },
    });
    const foreign = await browser.renewKeeping(
      [{ ticketId: browsers.Cecilia ? (await browsers.Cecilia.renewalOk()).tickets[0]!.id : "" }],
      "skip",
    );
    expect(Object.keys(foreign.errors?.[0]?.extensions?.fields as object)).toEqual(["tickets.0"]);
    const unpriced = await browser.renewKeeping(
      [{ ticketId: renewal.tickets[0]!.id, ticketTypeId: source.demo.ticketTypes.senior! }],
      "skip",
    );
    expect(unpriced.errors?.[0]?.extensions?.fields).toEqual({ "tickets.0": expect.any(String) });
    expect(await bookingRow(app, renewal.bookingId)).toMatchObject({ status: "renewable", total: 10000, firstname: "Bertta" });
    expect(await heldOf(app, nextId, renewal.tickets[0]!.spaceId)).toMatchObject({ held: 1, holding: 1 });
  });

  it("a renewal with something to pay needs a payment method; nothing changes without one", async () => {
    const browser = browsers.Daniel!;
    const renewal = await browser.renewalOk();
    const answer = await browser.renew({ tickets: [{ ticketId: renewal.tickets[0]!.id }], client: VALID_CLIENT, termsAccepted: true });
    expect(answer.errors?.[0]?.extensions?.fields).toEqual({ paymentMethodId: expect.any(String) });
    expect(await bookingRow(app, renewal.bookingId)).toMatchObject({ status: "renewable", firstname: "Daniel" });
  });
});

describe("at the public sale start", () => {
  it("renewing is refused and the seats not renewed are released exactly once, with two processes sweeping together", async () => {
    clock.set(SALE_START);
    const bertta = await browsers.Bertta!.renewalOk();
    expect(bertta.phase).toBe("closed");
    const late = await browsers.Bertta!.renewKeeping([{ ticketId: bertta.tickets[0]!.id }], "skip");
    expect(late.errors?.[0]?.extensions?.code).toBe("NOT_BOOKABLE");
    expect(late.errors?.[0]?.message).toBe("The renewal period has ended and the seats that were not renewed have been released");

    const second = await app.openDataSource();
    const released = await Promise.all([sweep(), sweep(second)]);
    // Bertta, Cecilia and Daniel had not renewed.
    expect(released[0] + released[1]).toBe(3);
    expect(await sweep()).toBe(0);
    for (const customer of ["Bertta", "Cecilia", "Daniel"]) {
      const { bookingId } = await browsers[customer]!.renewalOk();
      expect(await statusHistory(app, bookingId)).toEqual([
        { from: null, to: "renewable", reason: "renewal created for next season" },
        { from: "renewable", to: "expired", reason: "not renewed by its deadline" },
      ]);
    }
    for (const seat of ["A2", "A3", "A4", "A6"])
      expect(await heldOf(app, nextId, source.space[seat]!)).toMatchObject({ held: 0, holding: 0 });
    expect(await heldOf(app, nextId, source.space.A1!)).toMatchObject({ held: 1, holding: 1 });
    expect(await invariantViolations(app, nextId)).toEqual([]);
    expect((await browsers.Bertta!.renewalOk()).phase).toBe("closed");
  });
});
