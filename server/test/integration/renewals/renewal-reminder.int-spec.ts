/**
 * The renewal reminder (issue 34, item 11): never within a day of the customer's link e-mail. With a window
 * shorter than the reminder's days the link and the reminder used to go out a minute apart; a long window still
 * reminds when the deadline is within reminderDays, and a link resent shortly before puts the reminder a day later.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendDueRenewalNotices } from "../../../src/modules/renewal/renewal-notices.js";
import { signInAdmin } from "../../helpers/access-client.js";
import { ManualClock, startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import type { GraphQLClient } from "../../helpers/booking-client.js";
import { createNextSeasonOk, renewalTokens, seasonalSource } from "./renewal-fixtures.js";

const DAY = 86_400_000;
const REMINDER_DAYS = 3;

let app: BookingTestApp;
let clock: ManualClock;
let admin: GraphQLClient & { userId: string };

// Short window: public sale Monday 5 October 2026 09:00 EEST, renewals open 2 days earlier (shorter than the
// reminder's 3 days). Long window: public sale Monday 2 November 2026 09:00 EET, renewals open 14 days earlier.
const SHORT_SALE = new Date("2026-10-05T06:00:00Z");
const SHORT_OPENS = new Date("2026-10-03T06:00:00Z");
const LONG_SALE = new Date("2026-11-02T07:00:00Z");
const LONG_OPENS = new Date("2026-10-19T07:00:00Z");
const LONG_REMINDER = new Date(LONG_SALE.getTime() - REMINDER_DAYS * DAY);

/** Next season's renewals by customer. */
let short: Record<string, string>;
let long: Record<string, string>;

const notices = () =>
  sendDueRenewalNotices(app.services.dataSource, app.services.clock, app.services.settings, app.services.renewalNotifier, REMINDER_DAYS);

/** A renewal's e-mails in the outbox, oldest first, by template. */
async function mails(bookingId: string): Promise<string[]> {
  const rows = await app.query<{ template: string }>(`SELECT template FROM email_outbox WHERE booking_id = $1 ORDER BY created_at, id`, [
    bookingId,
  ]);
  return rows.map((row) => row.template);
}

async function at(date: Date): Promise<void> {
  clock.set(date);
  admin = await signInAdmin(app);
}

async function nextSeason(customers: Record<string, string[]>, startTime: string, saleStart: Date, headsUpDays: number) {
  const source = await seasonalSource(app, { customers, startTime: new Date(new Date(startTime).getTime() - 364 * DAY) });
  const next = await createNextSeasonOk(admin, source.occasionId, {
    startTime,
    bookableStartTime: saleStart.toISOString(),
    headsUpDays,
  });
  await app.query(`UPDATE events SET published = true WHERE id = $1`, [next.eventId]);
  await app.query(`UPDATE occasions SET published = true WHERE id = $1`, [next.id]);
  const tokens = await renewalTokens(app, next.id);
  return Object.fromEntries(Object.entries(source.bookings).map(([customer, id]) => [customer, tokens.get(id)!.bookingId]));
}

beforeAll(async () => {
  clock = new ManualClock(new Date("2026-09-01T10:00:00Z"));
  app = await startBookingApp({ clock, jobs: false });
  admin = await signInAdmin(app);
  short = await nextSeason({ Aino: ["A1"], Bertta: ["A2"] }, "2026-10-21T16:00:00Z", SHORT_SALE, 2);
  long = await nextSeason({ Cecilia: ["A1"], Daniel: ["A2"] }, "2026-11-18T17:00:00Z", LONG_SALE, 14);
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

describe("a renewal window shorter than the reminder's days", () => {
  it("sends the link when it opens and no reminder within 24 hours of it; the reminder a day after the link", async () => {
    await at(SHORT_OPENS);
    expect(await notices()).toBe(2);
    // The job runs again at once and a minute later: the deadline is within 3 days, but the link is fresh.
    expect(await notices()).toBe(0);
    await at(new Date(SHORT_OPENS.getTime() + 60_000));
    expect(await notices()).toBe(0);
    await at(new Date(SHORT_OPENS.getTime() + DAY - 1));
    expect(await notices()).toBe(0);
    for (const bookingId of Object.values(short)) expect(await mails(bookingId)).toEqual(["renewal-link"]);
    await at(new Date(SHORT_OPENS.getTime() + DAY));
    expect(await notices()).toBe(2);
    expect(await notices()).toBe(0);
    for (const bookingId of Object.values(short)) expect(await mails(bookingId)).toEqual(["renewal-link", "renewal-reminder"]);
  });
});

describe("a renewal window longer than the reminder's days", () => {
  it("sends the link when it opens and the reminder reminderDays before the deadline; a link resent shortly before puts it a day later", async () => {
    await at(LONG_OPENS);
    expect(await notices()).toBe(2);
    expect(await notices()).toBe(0);
    // An administrator resends Daniel's link an hour before the reminder is due.
    await at(new Date(LONG_REMINDER.getTime() - 3_600_000));
    const resent = await admin.op(`mutation ($bookingId: ID!) { resendRenewalLink(bookingId: $bookingId) { lastNotice } }`, {
      bookingId: long.Daniel,
    });
    expect(resent.errors, JSON.stringify(resent.errors)).toBeUndefined();
    await at(new Date(LONG_REMINDER.getTime() - 1));
    expect(await notices()).toBe(0);
    await at(LONG_REMINDER);
    expect(await notices()).toBe(1);
    expect(await mails(long.Cecilia!)).toEqual(["renewal-link", "renewal-reminder"]);
    expect(await mails(long.Daniel!)).toEqual(["renewal-link", "renewal-link"]);
    await at(new Date(LONG_REMINDER.getTime() - 3_600_000 + DAY));
    expect(await notices()).toBe(1);
    expect(await notices()).toBe(0);
    expect(await mails(long.Daniel!)).toEqual(["renewal-link", "renewal-link", "renewal-reminder"]);
  });
});
