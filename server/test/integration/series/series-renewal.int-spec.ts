/**
 * Issue 38, point 3: next season of a series (createNextSeries). Every pass holder's places are reserved on every new
 * date as one renewal order, renewed through one /renewals/{uuid} link by place, paid once for the whole pass, with one
 * renewal e-mail per holder; a second call is refused, and the renewal console's commands act on every date of a pass.
 */
import "reflect-metadata";
import { splitPassPrice } from "@seatbooking/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepExpiredHolds } from "../../../src/modules/booking/process/expiry.job.js";
import { sendDueRenewalNotices } from "../../../src/modules/renewal/renewal-notices.js";
import { inUnitOfWork } from "../../../src/common/unit-of-work.js";
import { errorCode, insertUser, signIn, signInAdmin } from "../../helpers/access-client.js";
import { ManualClock, startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, RestClient, VALID_CLIENT } from "../../helpers/booking-client.js";
import { demoIds, insertBooking, invariantViolations, type DemoIds } from "../../helpers/booking-fixtures.js";
import { OK, visit } from "../payments/payment-flow.js";
import { RENEWAL_FIELDS, RenewalBrowser, type RenewalJson } from "../renewals/renewal-fixtures.js";
import { createSeries, eventWithDates, holdSeries, SERIES_FIELDS, seriesInput, type SeriesJson } from "./series-fixtures.js";

const DAY = 86_400_000;
const PASS_PRICE = 12001;
const FIRST_START = new Date("2027-02-03T16:00:00Z");
// Next season's sale: 300 days after this season's first date, well before next season's first (364 days after).
const SALE_START = new Date(FIRST_START.getTime() + 300 * DAY);

let app: BookingTestApp;
let clock: ManualClock;
let demo: DemoIds;
let admin: GraphQLClient;
let source: Awaited<ReturnType<typeof eventWithDates>> & { seriesId: string };
let next: SeriesJson & { nextSeriesId?: string | null };
/** The pass holders' orders of last season, by holder. */
const passes: Record<string, { orderUuid: string; spaceIds: string[] }> = {};

const CREATE_NEXT_SERIES = `mutation ($seriesId: ID!, $input: NextSeriesInput) { createNextSeries(seriesId: $seriesId, input: $input) { ${SERIES_FIELDS} } }`;
const SERIES_RENEWAL_FIELDS = `${RENEWAL_FIELDS} orderId seriesName dates { occasionId bookingId startTime status }`;

type SeriesRenewalJson = RenewalJson & {
  orderId: string | null;
  seriesName: string | null;
  dates: Array<{ occasionId: string; bookingId: string; startTime: string; status: string }>;
};

/** A pass bought and paid through the simulated Paytrail by `firstname`, of `spaceIds` on every date. */
async function buyPass(firstname: string, spaceIds: string[]): Promise<string> {
  const buyer = new GraphQLClient(app.url);
  const held = await holdSeries(buyer, source.seriesId, spaceIds);
  expect(held.errors, JSON.stringify(held.errors)).toBeUndefined();
  const uuid = held.data!.holdSeries.uuid;
  const confirmed = await buyer.op(
    `mutation ($uuid: ID!, $input: ConfirmInput!) { confirmSeriesOrder(uuid: $uuid, input: $input) { status } }`,
    {
      uuid,
      input: {
        client: { ...VALID_CLIENT, firstname, email: `${firstname.toLowerCase()}@example.fi` },
        paymentMethodId: "paytrail",
        termsAccepted: true,
      },
    },
  );
  expect(confirmed.errors, JSON.stringify(confirmed.errors)).toBeUndefined();
  const paid = await buyer.op(`mutation ($uuid: ID!) { paySeriesOrder(uuid: $uuid) { action } }`, { uuid });
  expect(paid.errors, JSON.stringify(paid.errors)).toBeUndefined();
  await app.simulator!.complete("paytrail", await openStamp(uuid), { outcome: OK });
  return uuid;
}

async function openStamp(orderUuid: string): Promise<string> {
  const [row] = await app.query<{ stamp: string }>(
    `SELECT DISTINCT p.stamp FROM payments p JOIN payment_shares s ON s.payment_id = p.id JOIN bookings b ON b.id = s.booking_id
      WHERE b.order_id = $1 AND p.status = 'open'`,
    [orderUuid],
  );
  return row!.stamp;
}

/** Next season's renewal orders, each with its dates' bookings earliest first. */
async function renewalOrders(seriesId: string) {
  const rows = await app.query<{
    order_id: string;
    booking_id: string;
    occasion_id: string;
    status: string;
    renewal_token: string;
    renewed_from_id: string;
    firstname: string;
    spaces: string[];
    prices: number[];
  }>(
    `SELECT b.order_id, b.id AS booking_id, b.occasion_id, b.status, b.renewal_token, b.renewed_from_id, b.firstname,
            array_agg(t.space_id::text ORDER BY t.space_id) AS spaces, array_agg(t.price ORDER BY t.space_id) AS prices
       FROM orders r JOIN bookings b ON b.order_id = r.id JOIN occasions o ON o.id = b.occasion_id LEFT JOIN tickets t ON t.booking_id = b.id
      WHERE r.series_id = $1 GROUP BY b.id, o.start_time ORDER BY b.firstname, o.start_time`,
    [seriesId],
  );
  const byHolder = new Map<string, typeof rows>();
  for (const row of rows) byHolder.set(row.firstname, [...(byHolder.get(row.firstname) ?? []), row]);
  return byHolder;
}

/** The counters of next season's dates that disagree with their tickets. */
async function violationsOnNewDates() {
  return (await Promise.all(next.dates.map((date) => invariantViolations(app, date.id)))).flat();
}

beforeAll(async () => {
  clock = new ManualClock(new Date(FIRST_START.getTime() - 30 * DAY));
  app = await startBookingApp({ clock, jobs: false, env: { PAYMENT_SIMULATOR: "true" } });
  demo = await demoIds(app);
  admin = await signInAdmin(app);
  const dates = await eventWithDates(app, { count: 3, seats: 6, ticketTypeId: demo.ticketTypes.adult!, firstStart: FIRST_START });
  const series = await createSeries(
    admin,
    seriesInput(dates.eventId, dates.occasionIds, [{ ticketTypeId: demo.ticketTypes.adult!, price: PASS_PRICE }]),
  );
  source = { ...dates, seriesId: series.id };
  for (const [holder, places] of [
    ["Aino", [dates.spaceIds[0]!, dates.spaceIds[1]!]],
    ["Łukasz", [dates.spaceIds[2]!]],
    ["Cecilia", [dates.spaceIds[3]!]],
  ] as const) {
    passes[holder] = { orderUuid: await buyPass(holder, [...places]), spaceIds: [...places] };
  }
  // Cecilia's second date was refunded on its own: she still renews, on every new date.
  const [cecilia] = await app.query<{ id: string; updated_at: Date }>(
    `SELECT id, updated_at FROM bookings WHERE order_id = $1 AND occasion_id = $2`,
    [passes.Cecilia!.orderUuid, dates.occasionIds[1]],
  );
  const refunded = await admin.op(`mutation ($id: ID!, $version: DateTimeISO!) { refundBooking(id: $id, version: $version) { status } }`, {
    id: cecilia!.id,
    version: cecilia!.updated_at.toISOString(),
  });
  expect(refunded.errors, JSON.stringify(refunded.errors)).toBeUndefined();
  // A house seat held back on the first date only.
  await insertBooking(app, {
    occasionId: dates.occasionIds[0]!,
    status: "locked",
    spaceIds: [dates.spaceIds[5]!],
    ticketTypeId: demo.ticketTypes.adult!,
    price: 0,
  });
  // A single-date buyer is not a pass holder: nothing of theirs carries over.
  await insertBooking(app, {
    occasionId: dates.occasionIds[1]!,
    status: "booked",
    spaceIds: [dates.spaceIds[4]!],
    ticketTypeId: demo.ticketTypes.adult!,
  });
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe("createNextSeries", () => {
  it("refuses bad input with the field named, and nothing is made", async () => {
    const past = await admin.op(CREATE_NEXT_SERIES, {
      seriesId: source.seriesId,
      input: { saleStart: new Date(clock.now().getTime() - DAY).toISOString() },
    });
    expect(errorCode(past)).toBe("BAD_USER_INPUT");
    expect(JSON.stringify(past.errors)).toContain("saleStart");
    const late = await admin.op(CREATE_NEXT_SERIES, {
      seriesId: source.seriesId,
      input: { saleStart: new Date(FIRST_START.getTime() + 400 * DAY).toISOString() },
    });
    expect(errorCode(late)).toBe("BAD_USER_INPUT");
    expect(errorCode(await admin.op(CREATE_NEXT_SERIES, { seriesId: "00000000-0000-4000-8000-000000000000", input: null }))).toBe(
      "NOT_FOUND",
    );
    // The same through REST: signed out 401, bad input 400 naming the field.
    const path = `/api/series/${source.seriesId}/next-season`;
    const stranger = new RestClient(app.url);
    await stranger.authenticate();
    expect((await stranger.fetch("POST", path, { body: { saleStart: SALE_START.toISOString() } })).status).toBe(401);
    // A box-office clerk may sell, not make next season.
    const clerk = await insertUser(app, { permissions: ["sell_tickets"] });
    const seller = await signIn(app, clerk.email, clerk.password);
    expect(errorCode(await seller.op(CREATE_NEXT_SERIES, { seriesId: source.seriesId, input: null }))).toBe("FORBIDDEN");
    const restBad = await admin.fetch("POST", path, { body: { saleStart: "tomorrow-ish", headsUpDays: -1 } });
    expect(restBad.status).toBe(400);
    expect(restBad.text).toMatch(/saleStart/);
    expect(restBad.text).toMatch(/headsUpDays/);
    expect(await app.query(`SELECT id FROM series WHERE previous_series_id = $1`, [source.seriesId])).toHaveLength(0);
  });

  it("copies the series a year on with its pass prices and reserves every holder's places on every new date, once", async () => {
    const answer = await admin.op<{ createNextSeries: SeriesJson }>(CREATE_NEXT_SERIES, {
      seriesId: source.seriesId,
      input: { saleStart: SALE_START.toISOString(), headsUpDays: 14 },
    });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    next = answer.data!.createNextSeries;
    expect(next).toMatchObject({ published: false, previousSeriesId: source.seriesId, saleStart: SALE_START.toISOString() });
    expect(next.eventId).not.toBe(source.eventId);
    expect(next.prices).toEqual([{ ticketTypeId: demo.ticketTypes.adult!, priceZoneId: null, price: PASS_PRICE }]);
    const starts = await app.query<{ start_time: Date }>(
      `SELECT start_time FROM occasions WHERE id = ANY($1::uuid[]) ORDER BY start_time`,
      [source.occasionIds],
    );
    expect(next.dates.map((date) => new Date(date.startTime).getTime())).toEqual(starts.map((row) => row.start_time.getTime() + 364 * DAY));

    const orders = await renewalOrders(next.id);
    expect([...orders.keys()]).toEqual(["Aino", "Cecilia", "Łukasz"]);
    // Renewed from each date's own booking; the date refunded on its own has none to be renewed from.
    expect(orders.get("Cecilia")!.map((booking) => booking.renewed_from_id === null)).toEqual([false, true, false]);
    const shares = splitPassPrice(PASS_PRICE, 3);
    for (const [holder, bookings] of orders) {
      expect(bookings.map((booking) => booking.occasion_id)).toEqual(next.dates.map((date) => date.id));
      expect(new Set(bookings.map((booking) => booking.order_id)).size).toBe(1);
      for (const [index, booking] of bookings.entries()) {
        expect(booking.status).toBe("renewable");
        expect(booking.spaces).toEqual([...passes[holder]!.spaceIds].sort());
        expect(booking.prices).toEqual(passes[holder]!.spaceIds.map(() => shares[index]));
      }
    }
    // The house seat on its own date; nothing of the single-date buyer's.
    const locked = await app.query<{ occasion_id: string }>(
      `SELECT occasion_id FROM bookings WHERE status = 'locked' AND occasion_id = ANY($1::uuid[])`,
      [next.dates.map((date) => date.id)],
    );
    expect(locked.map((row) => row.occasion_id)).toEqual([next.dates[0]!.id]);
    const carriedFour = await app.query(`SELECT 1 FROM tickets WHERE space_id = $1 AND occasion_id = ANY($2::uuid[])`, [
      source.spaceIds[4],
      next.dates.map((date) => date.id),
    ]);
    expect(carriedFour).toHaveLength(0);
    expect(await violationsOnNewDates()).toEqual([]);

    // A date of a series is carried over with its series, not on its own.
    await app.query(`UPDATE occasions SET seasonal = true WHERE id = $1`, [source.occasionIds[0]]);
    const alone = await admin.op(`mutation ($occasionId: ID!) { createNextSeason(occasionId: $occasionId) { id } }`, {
      occasionId: source.occasionIds[0],
    });
    expect(errorCode(alone)).toBe("CONFLICT");
    expect(JSON.stringify(alone.errors)).toContain("season ticket series");

    const again = await admin.op(CREATE_NEXT_SERIES, { seriesId: source.seriesId, input: { saleStart: SALE_START.toISOString() } });
    expect(errorCode(again)).toBe("CONFLICT");
    const restAgain = await admin.fetch("POST", `/api/series/${source.seriesId}/next-season`, { body: {} });
    expect(restAgain.status).toBe(409);
  });
});

describe("renewing a season ticket", () => {
  it("one link shows the pass: every date, the places at the whole pass price; any date's token finds the same renewal", async () => {
    const aino = (await renewalOrders(next.id)).get("Aino")!;
    const link = aino[0]!.renewal_token;
    const browser = new RenewalBrowser(app.url, link);
    const answer = await browser.op<{ renewal: SeriesRenewalJson }>(
      `query ($uuid: ID!) { renewal(uuid: $uuid) { ${SERIES_RENEWAL_FIELDS} } }`,
      { uuid: link },
    );
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const renewal = answer.data!.renewal;
    expect(renewal).toMatchObject({
      uuid: link,
      orderId: aino[0]!.order_id,
      seriesName: expect.stringContaining("Autumn season"),
      status: "renewable",
    });
    expect(renewal.dates.map((date) => date.bookingId)).toEqual(aino.map((booking) => booking.booking_id));
    expect(renewal.tickets.map((ticket) => ticket.price)).toEqual([PASS_PRICE, PASS_PRICE]);
    expect(renewal.summary.total).toBe(2 * PASS_PRICE);

    const other = new RenewalBrowser(app.url, aino[2]!.renewal_token);
    const same = await other.op<{ renewal: SeriesRenewalJson }>(`query ($uuid: ID!) { renewal(uuid: $uuid) { uuid orderId } }`, {
      uuid: aino[2]!.renewal_token,
    });
    expect(same.data!.renewal).toEqual({ uuid: link, orderId: aino[0]!.order_id });
  });

  it("the notices job sends one renewal e-mail per holder, naming every date", async () => {
    await app.query(`UPDATE events SET published = true WHERE id = $1`, [next.eventId]);
    await app.query(`UPDATE occasions SET published = true WHERE id = ANY($1::uuid[])`, [next.dates.map((date) => date.id)]);
    clock.set(new Date(SALE_START.getTime() - 14 * DAY + 3_600_000));
    await sendDueRenewalNotices(app.services.dataSource, app.services.clock, app.services.settings, app.services.renewalNotifier, 3);
    const orders = await renewalOrders(next.id);
    for (const [holder, bookings] of orders) {
      const mails = await app.query<{ recipient: string; body_text: string }>(
        `SELECT recipient, body_text FROM email_outbox WHERE template = 'renewal-link' AND booking_id = ANY($1::uuid[])`,
        [bookings.map((booking) => booking.booking_id)],
      );
      expect(mails, holder).toHaveLength(1);
      expect(mails[0]!.recipient).toBe(`${holder.toLowerCase()}@example.fi`);
      expect(mails[0]!.body_text).toContain(`/renewals/${bookings[0]!.renewal_token}`);
      expect(mails[0]!.body_text.split(";").length).toBeGreaterThanOrEqual(3);
    }
  });

  it("renews by place on every date, releases the rest, and one payment books every date with one confirmation", async () => {
    const aino = (await renewalOrders(next.id)).get("Aino")!;
    const link = aino[0]!.renewal_token;
    const browser = new RenewalBrowser(app.url, link);
    const renewal = (
      await browser.op<{ renewal: SeriesRenewalJson }>(`query ($uuid: ID!) { renewal(uuid: $uuid) { ${SERIES_RENEWAL_FIELDS} } }`, {
        uuid: link,
      })
    ).data!.renewal;
    const keep = renewal.tickets.find((ticket) => ticket.spaceId === passes.Aino!.spaceIds[0])!;
    const renewed = await browser.renewKeeping([{ ticketId: keep.id }], "paytrail");
    expect(renewed.errors, JSON.stringify(renewed.errors)).toBeUndefined();
    expect(renewed.data!.renew).toMatchObject({ status: "payment", summary: { total: PASS_PRICE } });
    const after = (await renewalOrders(next.id)).get("Aino")!;
    expect(after.map((booking) => [booking.status, booking.spaces])).toEqual(after.map(() => ["payment", [passes.Aino!.spaceIds[0]]]));
    // The place given up is free again on every date.
    const released = await app.query(`SELECT 1 FROM tickets WHERE space_id = $1 AND occasion_id = ANY($2::uuid[])`, [
      passes.Aino!.spaceIds[1],
      next.dates.map((date) => date.id),
    ]);
    expect(released).toHaveLength(0);
    expect(errorCode(await browser.renewKeeping([{ ticketId: keep.id }], "paytrail"))).toBe("CONFLICT");

    const paid = await browser.op<{ paySeriesOrder: { action: string } }>(
      `mutation ($uuid: ID!) { paySeriesOrder(uuid: $uuid) { action } }`,
      {
        uuid: renewal.orderId,
      },
    );
    expect(paid.errors, JSON.stringify(paid.errors)).toBeUndefined();
    // A stranger without the link's cookie cannot pay it.
    expect(
      errorCode(
        await new GraphQLClient(app.url).op(`mutation ($uuid: ID!) { paySeriesOrder(uuid: $uuid) { action } }`, { uuid: renewal.orderId }),
      ),
    ).toBe("DRAFT_EXPIRED");
    const [attempt] = await app.query<{ id: string; amount: number; stamp: string }>(
      `SELECT DISTINCT p.id, p.amount, p.stamp FROM payments p JOIN payment_shares s ON s.payment_id = p.id WHERE s.booking_id = ANY($1::uuid[])`,
      [after.map((booking) => booking.booking_id)],
    );
    expect(attempt!.amount).toBe(PASS_PRICE);
    const done = await app.simulator!.complete("paytrail", attempt!.stamp, { outcome: OK });
    const returned = await visit(done.returnUrl);
    expect(returned.location).toMatch(new RegExp(`/renewals/[0-9a-f-]+/payments/${attempt!.id}$`));
    const booked = (await renewalOrders(next.id)).get("Aino")!;
    expect(booked.map((booking) => booking.status)).toEqual(["booked", "booked", "booked"]);

    const result = await browser.op<{ renewalPayment: { paymentStatus: string; outcome: string } }>(
      `query ($uuid: ID!, $paymentId: ID!) { renewalPayment(uuid: $uuid, paymentId: $paymentId) { paymentStatus outcome } }`,
      { uuid: link, paymentId: attempt!.id },
    );
    expect(result.data!.renewalPayment).toEqual({ paymentStatus: "paid", outcome: "booked" });
    const confirmations = await app.query<{ attachments: number }>(
      `SELECT (SELECT count(*)::int FROM email_outbox_attachments a WHERE a.message_id = m.id) AS attachments
         FROM email_outbox m WHERE m.template = 'booking-confirmation' AND m.booking_id = ANY($1::uuid[])`,
      [booked.map((booking) => booking.booking_id)],
    );
    expect(confirmations).toEqual([{ attachments: 3 }]);
    expect(await violationsOnNewDates()).toEqual([]);
  });

  it("a pass with one date ended on its own is left to the box office, never renewed with a gap", async () => {
    const cecilia = (await renewalOrders(next.id)).get("Cecilia")!;
    // One date's hold ended alone (as a date cancelled on its own would end it), through the lifecycle's own command.
    await inUnitOfWork(app.services.dataSource, (unit) =>
      app.services.lifecycle.expire(unit, {
        bookingId: cecilia[1]!.booking_id,
        reason: "test: one date ended",
        actorUserId: null,
        now: clock.now(),
      }),
    );
    const browser = new RenewalBrowser(app.url, cecilia[0]!.renewal_token);
    const renewal = (await browser.renewalOk()) as SeriesRenewalJson;
    const refused = await browser.renewKeeping([{ ticketId: renewal.tickets[0]!.id }], "paytrail");
    expect(errorCode(refused)).toBe("CONFLICT");
    expect(JSON.stringify(refused.errors)).toContain("box office");
    const after = (await renewalOrders(next.id)).get("Cecilia")!;
    expect(after.map((booking) => booking.status)).toEqual(["renewable", "expired", "renewable"]);
    expect(await violationsOnNewDates()).toEqual([]);
  });

  it("the console gives a pass holder a later deadline, or releases the pass, on every date through any date's row", async () => {
    const version = async (bookingId: string) =>
      (await app.query<{ updated_at: Date }>(`SELECT updated_at FROM bookings WHERE id = $1`, [bookingId]))[0]!.updated_at.toISOString();
    // Months have passed on the clock since the administrator signed in.
    admin = await signInAdmin(app);
    const lukasz = (await renewalOrders(next.id)).get("Łukasz")!;
    const lastDate = lukasz[2]!.booking_id;
    const deadline = new Date(SALE_START.getTime() + 2 * DAY);
    const extended = await admin.op(
      `mutation ($bookingId: ID!, $deadline: DateTimeISO, $version: DateTimeISO!) { extendRenewalDeadline(bookingId: $bookingId, deadline: $deadline, version: $version) { bookingId } }`,
      { bookingId: lastDate, deadline: deadline.toISOString(), version: await version(lastDate) },
    );
    expect(extended.errors, JSON.stringify(extended.errors)).toBeUndefined();
    const expiries = await app.query<{ expires_at: Date }>(`SELECT expires_at FROM bookings WHERE id = ANY($1::uuid[])`, [
      lukasz.map((booking) => booking.booking_id),
    ]);
    expect(expiries.map((row) => row.expires_at.getTime())).toEqual([deadline.getTime(), deadline.getTime(), deadline.getTime()]);

    // Past the public sale start the extended pass still holds its places on every date.
    clock.set(new Date(SALE_START.getTime() + 1000));
    await sweepExpiredHolds(app.services.dataSource, app.services.clock, app.services.lifecycle);
    expect((await renewalOrders(next.id)).get("Łukasz")!.map((booking) => booking.status)).toEqual(["renewable", "renewable", "renewable"]);

    const firstDate = lukasz[0]!.booking_id;
    const released = await admin.op(
      `mutation ($bookingId: ID!, $version: DateTimeISO!) { releaseRenewal(bookingId: $bookingId, version: $version) { bookingId } }`,
      { bookingId: firstDate, version: await version(firstDate) },
    );
    expect(released.errors, JSON.stringify(released.errors)).toBeUndefined();
    expect((await renewalOrders(next.id)).get("Łukasz")!.map((booking) => booking.status)).toEqual(["expired", "expired", "expired"]);
    const browser = new RenewalBrowser(app.url, lukasz[0]!.renewal_token);
    expect(errorCode(await browser.renewKeeping([], "paytrail"))).toBe("NOT_BOOKABLE");
    expect(await violationsOnNewDates()).toEqual([]);
  });
});
