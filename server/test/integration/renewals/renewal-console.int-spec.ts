/**
 * The renewal console (issue 16, administer_events): the renewal rate and list with the last e-mail,
 * resend the link, extend one customer's deadline past the public sale start (their seats stay taken until
 * then), release now, a space's history across seasons; the notices job (link when the window opens, one
 * reminder before the deadline); and a moved sale start carrying the renewals' deadlines with it.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepExpiredHolds } from "../../../src/modules/booking/process/expiry.job.js";
import { sendDueRenewalNotices } from "../../../src/modules/renewal/renewal-notices.js";
import { signInAdmin } from "../../helpers/access-client.js";
import { ManualClock, startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient } from "../../helpers/booking-client.js";
import { bookingRow, heldOf, invariantViolations, statusHistory } from "../../helpers/booking-fixtures.js";
import { createNextSeasonOk, RenewalBrowser, renewalTokens, seasonalSource, type SeasonalSource } from "./renewal-fixtures.js";

let app: BookingTestApp;
let clock: ManualClock;
let admin: GraphQLClient & { userId: string };
let source: SeasonalSource;
let nextId: string;
let browsers: Record<string, RenewalBrowser>;
let bookingOf: Record<string, string>;

// Public sale Monday 5 October 2026 09:00 EEST; renewals open 14 days earlier, 21 September 09:00.
const SALE_START = new Date("2026-10-05T06:00:00Z");
const OPENS_AT = new Date("2026-09-21T06:00:00Z");

const OVERVIEW = `query ($occasionId: ID!) { renewalOverview(occasionId: $occasionId) {
  occasionId previousOccasionId nextOccasionId opensAt saleStartsAt total renewed partlyRenewed pending released unrenewedSpaceIds
  bookings { bookingId number status state clientName email language seats spaceIds seatsBefore deadline extendedDeadline lastNotice lastNoticeAt link updatedAt } } }`;

interface RenewalBookingJson {
  bookingId: string;
  status: string;
  state: string;
  email: string | null;
  seats: string[];
  spaceIds: string[];
  seatsBefore: number;
  deadline: string;
  extendedDeadline: string | null;
  lastNotice: string | null;
  link: string;
  updatedAt: string;
}

async function overview() {
  const answer = await admin.op<{
    renewalOverview: {
      total: number;
      renewed: number;
      partlyRenewed: number;
      pending: number;
      released: number;
      unrenewedSpaceIds: string[];
      previousOccasionId: string;
      opensAt: string;
      bookings: RenewalBookingJson[];
    };
  }>(OVERVIEW, { occasionId: nextId });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!.renewalOverview;
}

async function entry(customer: string): Promise<RenewalBookingJson> {
  return (await overview()).bookings.find((booking) => booking.bookingId === bookingOf[customer])!;
}

const EXTEND = `mutation ($bookingId: ID!, $deadline: DateTimeISO, $version: DateTimeISO!) {
  extendRenewalDeadline(bookingId: $bookingId, deadline: $deadline, version: $version) { status deadline extendedDeadline } }`;
const RELEASE = `mutation ($bookingId: ID!, $version: DateTimeISO!) { releaseRenewal(bookingId: $bookingId, version: $version) { status state } }`;
const RESEND = `mutation ($bookingId: ID!) { resendRenewalLink(bookingId: $bookingId) { lastNotice lastNoticeAt } }`;

/** Moves the clock; the administrator signs in again (sessions end after SESSION_TTL_SECONDS of the test's time). */
async function at(date: Date): Promise<void> {
  clock.set(date);
  admin = await signInAdmin(app);
}

const sweep = () => sweepExpiredHolds(app.services.dataSource, app.services.clock, app.services.lifecycle);
const notices = (reminderDays = 3, batchSize?: number) =>
  sendDueRenewalNotices(
    app.services.dataSource,
    app.services.clock,
    app.services.settings,
    app.services.renewalNotifier,
    reminderDays,
    batchSize,
  );

beforeAll(async () => {
  clock = new ManualClock(new Date("2026-09-01T10:00:00Z"));
  app = await startBookingApp({ clock, jobs: false });
  admin = await signInAdmin(app);
  source = await seasonalSource(app, {
    customers: { Aino: ["A1", "A2"], Bertta: ["A3"], Cecilia: ["A4"], Daniel: ["A6"], Eeva: ["A7"] },
    startTime: new Date("2025-10-22T16:00:00Z"),
  });
  const next = await createNextSeasonOk(admin, source.occasionId, {
    startTime: "2026-10-21T16:00:00Z",
    bookableStartTime: SALE_START.toISOString(),
    headsUpDays: 14,
  });
  nextId = next.id;
  const tokens = await renewalTokens(app, nextId);
  bookingOf = Object.fromEntries(Object.entries(source.bookings).map(([customer, id]) => [customer, tokens.get(id)!.bookingId]));
  browsers = Object.fromEntries(
    Object.entries(source.bookings).map(([customer, id]) => [customer, new RenewalBrowser(app.url, tokens.get(id)!.token)]),
  );
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

/** A booking's e-mails in the outbox, oldest first. */
const outbox = (bookingId: string) =>
  app.query<{ template: string; language: string; status: string; subject: string; body_text: string; recipient: string }>(
    `SELECT template, language, status, subject, body_text, recipient FROM email_outbox WHERE booking_id = $1 ORDER BY created_at, id`,
    [bookingId],
  );

describe("renewal notices", () => {
  it("nothing before the window opens or while the occasion is unpublished; each link once when it opens", async () => {
    expect(await notices()).toBe(0);
    await at(OPENS_AT);
    expect(await notices()).toBe(0);
    await app.query(`UPDATE events SET published = true WHERE id = (SELECT event_id FROM occasions WHERE id = $1)`, [nextId]);
    await app.query(`UPDATE occasions SET published = true WHERE id = $1`, [nextId]);
    expect(await notices()).toBe(5);
    expect(await notices()).toBe(0);
    const aino = await entry("Aino");
    expect(aino).toMatchObject({ lastNotice: "link", link: `/fi/renewals/${browsers.Aino!.token}` });
    // The e-mail itself, in the outbox in the customer's language: their seats and their personal link.
    const mails = await outbox(bookingOf.Aino!);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: "renewal-link", language: "fi", status: "pending" });
    expect(mails[0]!.subject).toMatch(/^Paikkasi ensi kaudelle: /);
    expect(mails[0]!.body_text).toContain(`/fi/renewals/${browsers.Aino!.token}`);
    expect(mails[0]!.recipient).toBe(aino.email);
  });

  it("a link still due is sent however many renewals with nothing due come before it, batch after batch", async () => {
    // Daniel's and Eeva's links as if never sent; the three others are linked and not due a reminder.
    const late = [bookingOf.Daniel!, bookingOf.Eeva!];
    await app.query(`DELETE FROM booking_changes WHERE booking_id = ANY($1::uuid[]) AND kind = 'renewal_notice'`, [late]);
    await app.query(`DELETE FROM email_outbox WHERE booking_id = ANY($1::uuid[])`, [late]);
    expect(await notices(3, 1)).toBe(2);
    expect(await notices(3, 1)).toBe(0);
    for (const bookingId of late) expect((await outbox(bookingId)).map((mail) => mail.template)).toEqual(["renewal-link"]);
  });

  it("one reminder reminderDays before the deadline, not to those who renewed", async () => {
    const aino = await browsers.Aino!.renewalOk();
    await browsers.Aino!.renewKeeping([{ ticketId: aino.tickets[0]!.id }, { ticketId: aino.tickets[1]!.id }], "skip");
    await at(new Date(SALE_START.getTime() - 3 * 86_400_000 - 1));
    expect(await notices()).toBe(0);
    await at(new Date(SALE_START.getTime() - 3 * 86_400_000));
    expect(await notices()).toBe(4);
    expect(await notices()).toBe(0);
    expect((await entry("Bertta")).lastNotice).toBe("reminder");
    expect((await entry("Aino")).lastNotice).toBe("link");
    expect((await outbox(bookingOf.Bertta!)).map((mail) => mail.template)).toEqual(["renewal-link", "renewal-reminder"]);
    // Aino renewed: her confirmation with the tickets, no reminder. Both were queued at the same instant of the
    // manual clock, so their order in the outbox is not theirs to keep.
    expect((await outbox(bookingOf.Aino!)).map((mail) => mail.template).sort()).toEqual(["booking-confirmation", "renewal-link"]);
  });

  it("an administrator resends a link: recorded as the last e-mail; not for a finished renewal", async () => {
    clock.advance(60_000);
    const answer = await admin.op<{ resendRenewalLink: { lastNotice: string } }>(RESEND, { bookingId: bookingOf.Bertta });
    expect(answer.data!.resendRenewalLink.lastNotice).toBe("link");
    expect((await outbox(bookingOf.Bertta!)).map((mail) => mail.template)).toEqual(["renewal-link", "renewal-reminder", "renewal-link"]);
    const finished = await admin.op(RESEND, { bookingId: bookingOf.Aino });
    expect(finished.errors?.[0]?.extensions?.code).toBe("CONFLICT");
  });
});

describe("the console's actions", () => {
  it("refuses a deadline in the past, before the sale start or after the occasion starts, and an outdated version", async () => {
    const cecilia = await entry("Cecilia");
    const refuse = async (deadline: string) =>
      (await admin.op(EXTEND, { bookingId: cecilia.bookingId, deadline, version: cecilia.updatedAt })).errors?.[0]?.extensions?.fields;
    expect(await refuse("2026-09-01T00:00:00Z")).toEqual({ deadline: "The deadline must be in the future" });
    expect(await refuse(SALE_START.toISOString())).toEqual({ deadline: "An extended deadline must be after the public sale starts" });
    expect(await refuse("2026-10-30T00:00:00Z")).toEqual({ deadline: "The deadline must be before the occasion starts" });
    const outdated = await admin.op(EXTEND, {
      bookingId: cecilia.bookingId,
      deadline: "2026-10-08T06:00:00Z",
      version: "2026-01-01T00:00:00Z",
    });
    expect(outdated.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect((await entry("Cecilia")).extendedDeadline).toBeNull();
  });

  it("an extended customer keeps their seat after the public sale starts and renews until their own deadline", async () => {
    const cecilia = await entry("Cecilia");
    const extended = await admin.op<{ extendRenewalDeadline: { deadline: string } }>(EXTEND, {
      bookingId: cecilia.bookingId,
      deadline: "2026-10-08T06:00:00.000Z",
      version: cecilia.updatedAt,
    });
    expect(extended.data!.extendRenewalDeadline.deadline).toBe("2026-10-08T06:00:00.000Z");
    // Daniel's seat is released now instead.
    const daniel = await entry("Daniel");
    expect((await admin.op(RELEASE, { bookingId: daniel.bookingId, version: daniel.updatedAt })).data).toEqual({
      releaseRenewal: { status: "expired", state: "released" },
    });
    expect((await statusHistory(app, daniel.bookingId)).at(-1)).toMatchObject({
      to: "expired",
      reason: "renewal released by administrator",
    });
    expect(await heldOf(app, nextId, source.space.A6!)).toMatchObject({ held: 0, holding: 0 });

    await at(SALE_START);
    expect(await sweep()).toBe(2);
    expect((await bookingRow(app, cecilia.bookingId)).status).toBe("renewable");
    expect(await heldOf(app, nextId, source.space.A4!)).toMatchObject({ held: 1, holding: 1 });
    const renewal = await browsers.Cecilia!.renewalOk();
    expect(renewal).toMatchObject({ phase: "open", closesAt: "2026-10-08T06:00:00.000Z" });
    const renewed = await browsers.Cecilia!.renewKeeping([{ ticketId: renewal.tickets[0]!.id }], "skip");
    expect(renewed.data?.renew.status).toBe("booked");
    expect(await invariantViolations(app, nextId)).toEqual([]);
  });

  it("shows the renewal rate, every renewal and the seats still held for renewals", async () => {
    const view = await overview();
    expect(view).toMatchObject({ previousOccasionId: source.occasionId, total: 5, renewed: 2, partlyRenewed: 0, pending: 0, released: 3 });
    expect(view.unrenewedSpaceIds).toEqual([]);
  });
});

describe("a space's history across seasons", () => {
  it("names who held it each season and whether they renewed", async () => {
    const HISTORY = `query ($occasionId: ID!, $spaceId: ID!) { spaceSeasonHistory(occasionId: $occasionId, spaceId: $spaceId) {
      occasionId bookingStatus clientName renewedFromPrevious renewal } }`;
    const renewedSeat = await admin.op<{ spaceSeasonHistory: unknown[] }>(HISTORY, { occasionId: nextId, spaceId: source.space.A4 });
    expect(renewedSeat.data!.spaceSeasonHistory).toEqual([
      {
        occasionId: source.occasionId,
        bookingStatus: "booked",
        clientName: "Cecilia Holder",
        renewedFromPrevious: false,
        renewal: "renewed",
      },
      { occasionId: nextId, bookingStatus: "booked", clientName: "Aino Virtanen", renewedFromPrevious: true, renewal: null },
    ]);
    const releasedSeat = await admin.op<{ spaceSeasonHistory: Array<{ renewal: string | null; bookingStatus: string }> }>(HISTORY, {
      occasionId: source.occasionId,
      spaceId: source.space.A3,
    });
    expect(releasedSeat.data!.spaceSeasonHistory.map((row) => [row.bookingStatus, row.renewal])).toEqual([
      ["booked", "not_renewed"],
      ["expired", null],
    ]);
  });
});

describe("moving a seasonal occasion's public sale start", () => {
  it("moves the deadlines of its unfinished renewals; removing the sale start is refused while they exist", async () => {
    const other = await seasonalSource(app, { customers: { Fanni: ["A1"] }, startTime: new Date("2025-12-10T16:00:00Z") });
    const next = await createNextSeasonOk(admin, other.occasionId, { bookableStartTime: "2026-11-20T08:00:00Z" });
    const [renewal] = await app.query<{ id: string }>(`SELECT id FROM bookings WHERE occasion_id = $1 AND status = 'renewable'`, [next.id]);
    const UPDATE = `mutation ($id: ID!, $input: OccasionInput!, $version: DateTimeISO!) { updateOccasion(id: $id, input: $input, version: $version) { updatedAt } }`;
    const [row] = await app.query<{ updated_at: Date; start_time: Date }>(`SELECT updated_at, start_time FROM occasions WHERE id = $1`, [
      next.id,
    ]);
    const input = (bookableStartTime: string | null) => ({
      name: "Season",
      startTime: row!.start_time.toISOString(),
      bookable: true,
      bookableStartTime,
      customPricing: false,
      published: false,
      status: "scheduled",
      headsUpDays: 7,
      seasonal: true,
    });
    const cleared = await admin.op(UPDATE, { id: next.id, input: input(null), version: row!.updated_at.toISOString() });
    expect(cleared.errors?.[0]?.extensions?.fields).toEqual({ bookableStartTime: "Set when the public sale starts: renewals end then" });
    const moved = await admin.op(UPDATE, { id: next.id, input: input("2026-11-27T08:00:00Z"), version: row!.updated_at.toISOString() });
    expect(moved.errors, JSON.stringify(moved.errors)).toBeUndefined();
    expect((await bookingRow(app, renewal!.id)).expires_at).toEqual(new Date("2026-11-27T08:00:00Z"));
  });
});
