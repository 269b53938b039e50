/**
 * Per-buyer caps (issue 38): an event caps the tickets one buyer has on each of its dates, across bookings, checked at confirm
 * in the confirming transaction. The buyer is the signed-in account, or the e-mail address once the checkout confirmed it
 * through the link e-mailed to it (EMAIL_NOT_VERIFIED until then). Cancelled and expired bookings do not count.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, RestClient, VALID_CLIENT, type GraphQLAnswer, type GqlDraft } from "../../helpers/booking-client.js";
import { bookingRow, createOccasion, demoIds, insertBooking, invariantViolations, type DemoIds } from "../../helpers/booking-fixtures.js";
import { inUnitOfWork } from "../../../src/common/unit-of-work.js";
import { insertUser, signIn } from "../../helpers/access-client.js";

const CONFIRM_EMAIL = `mutation ($token: String!) { confirmBuyerEmail(token: $token) { bookingId eventName startTime } }`;

let app: BookingTestApp;
let demo: DemoIds;
let seats: string[];
let seat = 0;

beforeAll(async () => {
  app = await startBookingApp();
  demo = await demoIds(app);
  seats = [...demo.spaces.entries()].filter(([name]) => /^R\d+-S\d+$/.test(name)).map(([, id]) => id);
});

afterAll(async () => {
  await app?.stop();
});

/** A fresh date of a fresh event capped at `max` tickets per buyer. */
async function cappedOccasion(max: number | null = 4): Promise<{ eventId: string; occasionId: string }> {
  const created = await createOccasion(app, { planId: demo.planId, eventPrices: { [demo.ticketTypes.adult!]: 1500 } });
  await app.query(`UPDATE events SET max_tickets_per_buyer = $2 WHERE id = $1`, [created.eventId, max]);
  return created;
}

function nextSeats(count: number): string[] {
  const picked = seats.slice(seat, seat + count);
  seat += count;
  if (picked.length < count) throw new Error("out of demo seats");
  return picked;
}

/** A browser (signed in when given) with a draft of `tickets` places on the occasion. */
async function draftOf(occasionId: string, tickets: number, browser = new GraphQLClient(app.url)): Promise<GraphQLClient> {
  await browser.bookOk(occasionId);
  for (const spaceId of nextSeats(tickets)) {
    const added = await browser.addSpace(spaceId);
    expect(added.errors, JSON.stringify(added.errors)).toBeUndefined();
  }
  return browser;
}

function confirm(browser: GraphQLClient, email: string, language?: string): Promise<GraphQLAnswer<{ confirm: GqlDraft }>> {
  return browser.confirm(
    { client: { firstname: "Aino", lastname: "Virtanen", email, phone: "+358 40 123 4567" }, paymentMethodId: "skip", termsAccepted: true },
    { language },
  );
}

function uniqueAddress(name: string): string {
  return `${name}.${Math.random().toString(36).slice(2, 8)}@example.fi`;
}

/** The confirmation e-mails sent for the booking: recipient, subject, text and the link's token. */
async function verificationMails(bookingId: string): Promise<Array<{ recipient: string; subject: string; text: string; token: string }>> {
  const rows = await app.query<{ recipient: string; subject: string; body_text: string }>(
    `SELECT recipient, subject, body_text FROM email_outbox WHERE template = 'buyer-verification' AND booking_id = $1 ORDER BY created_at`,
    [bookingId],
  );
  return rows.map((row) => {
    const link = /https?:\/\/[^/\s]+\/[a-z]{2}\/verify-email\/([A-Za-z0-9_-]{43})(?=\s|$)/m.exec(row.body_text);
    if (!link) throw new Error(`no link in ${row.body_text}`);
    return { recipient: row.recipient, subject: row.subject, text: row.body_text, token: link[1]! };
  });
}

/** Opens the link of the booking's latest confirmation e-mail, in another browser (as from a phone's mail app). */
async function openLink(bookingId: string): Promise<void> {
  const mails = await verificationMails(bookingId);
  const answer = await new GraphQLClient(app.url).op<{ confirmBuyerEmail: { bookingId: string } }>(CONFIRM_EMAIL, {
    token: mails.at(-1)!.token,
  });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  expect(answer.data?.confirmBuyerEmail.bookingId).toBe(bookingId);
}

/** A draft confirmed under a verified address: refused first (the link is sent), the link opened, confirmed. */
async function bookVerified(occasionId: string, tickets: number, email: string): Promise<GraphQLClient> {
  const browser = await draftOf(occasionId, tickets);
  expect((await confirm(browser, email)).errors?.[0]?.extensions?.code).toBe("EMAIL_NOT_VERIFIED");
  await openLink(browser.uuid!);
  const answer = await confirm(browser, email);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  expect(answer.data?.confirm.status).toBe("booked");
  return browser;
}

/** Confirms a draft whose address is verified, expecting the refusal; answers the error. */
async function verifiedButRefused(occasionId: string, tickets: number, email: string, language?: string) {
  const browser = await draftOf(occasionId, tickets);
  await confirm(browser, email);
  await openLink(browser.uuid!);
  const answer = await confirm(browser, email, language);
  return { browser, error: answer.errors?.[0] };
}

describe("a cap across bookings", () => {
  it("a booking paid after its hold lapsed is not booked when its buyer reached the cap meanwhile", async () => {
    const { occasionId } = await cappedOccasion(2);
    const email = uniqueAddress("late.payer");
    // Confirmed for a provider (counted for the buyer), then its hold lapsed: its tickets count for nobody.
    const late = await insertBooking(app, {
      occasionId,
      status: "payment",
      spaceIds: nextSeats(2),
      ticketTypeId: demo.ticketTypes.adult!,
      expiresAt: new Date(Date.now() - 1000),
    });
    await app.query(`UPDATE bookings SET buyer_key = $2 WHERE id = $1`, [late, `email:${email}`]);
    await inUnitOfWork(app.services.dataSource, (unit) => app.services.lifecycle.expireLapsed(unit, new Date(), { occasionId }));
    await bookVerified(occasionId, 2, email);
    const paid = await inUnitOfWork(app.services.dataSource, (unit) =>
      app.services.lifecycle.book(unit, { bookingId: late, reason: "paid after its hold lapsed", now: new Date() }),
    );
    expect(paid).toEqual({ booked: false, retaken: false });
    expect((await bookingRow(app, late)).status).toBe("expired");
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });

  it("cap 4: 3 booked, then 2 more are refused with the counts and a clear message; 1 more is fine", async () => {
    const { occasionId } = await cappedOccasion(4);
    const email = uniqueAddress("cap");
    const first = await bookVerified(occasionId, 3, email);
    expect((await bookingRow(app, first.uuid!)).buyer_key).toBe(`email:${email}`);

    const { browser, error } = await verifiedButRefused(occasionId, 2, email.toUpperCase());
    expect(error?.extensions).toMatchObject({ code: "BUYER_CAP_REACHED", max: 4, already: 3, requested: 2 });
    expect(error?.message).toBe(
      "Tickets per customer for this date: at most 4. Already in your other bookings: 3. In this booking: 2. Remove tickets to continue (you can still book 1).",
    );
    expect(await bookingRow(app, browser.uuid!)).toMatchObject({ status: "draft", buyer_key: null, terms_accepted_at: null });

    await bookVerified(occasionId, 1, email);
  });

  it("the refusal is in the customer's language", async () => {
    const { occasionId } = await cappedOccasion(2);
    const email = uniqueAddress("kieli");
    await bookVerified(occasionId, 2, email);
    const { error } = await verifiedButRefused(occasionId, 1, email, "fi");
    expect(error?.message).toBe(
      "Lippuja asiakasta kohden tälle päivälle: enintään 2. Muissa varauksissasi jo: 2. Tässä varauksessa: 1. Poista lippuja jatkaaksesi (voit vielä varata 0).",
    );
  });

  it("counts per date: another date of the same event has its own count", async () => {
    const { eventId, occasionId } = await cappedOccasion(3);
    const email = uniqueAddress("dates");
    await bookVerified(occasionId, 3, email);
    const other = await createOccasion(app, { planId: demo.planId, eventPrices: {} });
    await app.query(`UPDATE occasions SET event_id = $2 WHERE id = $1`, [other.occasionId, eventId]);
    await bookVerified(other.occasionId, 3, email);
  });

  it("an event without a cap asks for no confirmation and records no buyer", async () => {
    const { occasionId } = await cappedOccasion(null);
    const browser = await draftOf(occasionId, 2);
    const answer = await confirm(browser, uniqueAddress("free"));
    expect(answer.data?.confirm.status).toBe("booked");
    expect((await bookingRow(app, browser.uuid!)).buyer_key).toBeNull();
    expect(await verificationMails(browser.uuid!)).toEqual([]);
  });

  it("cancelled and expired bookings do not count; one awaiting payment does", async () => {
    const { occasionId } = await cappedOccasion(4);
    const email = uniqueAddress("ended");
    const adult = demo.ticketTypes.adult!;
    for (const status of ["cancelled", "expired"]) {
      const id = await insertBooking(app, { occasionId, status, spaceIds: nextSeats(3), ticketTypeId: adult });
      await app.query(`UPDATE bookings SET buyer_key = $2 WHERE id = $1`, [id, `email:${email}`]);
    }
    const ok = await bookVerified(occasionId, 4, email);
    expect((await bookingRow(app, ok.uuid!)).status).toBe("booked");

    const other = await cappedOccasion(4);
    const waiting = await insertBooking(app, {
      occasionId: other.occasionId,
      status: "payment",
      spaceIds: nextSeats(2),
      ticketTypeId: adult,
      expiresAt: new Date(Date.now() + 600_000),
    });
    await app.query(`UPDATE bookings SET buyer_key = $2 WHERE id = $1`, [waiting, `email:${email}`]);
    const { error } = await verifiedButRefused(other.occasionId, 3, email);
    expect(error?.extensions).toMatchObject({ code: "BUYER_CAP_REACHED", already: 2, requested: 3 });
  });
});

describe("concurrency", () => {
  it("two confirms of one buyer at the same moment: exactly one passes", async () => {
    const { occasionId } = await cappedOccasion(4);
    const email = uniqueAddress("race");
    const browsers = [await draftOf(occasionId, 3), await draftOf(occasionId, 3)];
    for (const browser of browsers) {
      await confirm(browser, email);
      await openLink(browser.uuid!);
    }
    const answers = await Promise.all(browsers.map((browser) => confirm(browser, email)));
    const booked = answers.filter((answer) => answer.data?.confirm.status === "booked");
    const refused = answers.filter((answer) => answer.errors?.[0]?.extensions?.code === "BUYER_CAP_REACHED");
    expect(booked).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const [count] = await app.query<{ n: number }>(
      `SELECT count(t.id)::int AS n FROM bookings b JOIN tickets t ON t.booking_id = b.id WHERE b.buyer_key = $1 AND b.status = 'booked'`,
      [`email:${email}`],
    );
    expect(count!.n).toBe(3);
  });
});

describe("verifying the address", () => {
  it("an unconfirmed address books nothing and gets one link; another unconfirmed address cannot get round it", async () => {
    const { occasionId } = await cappedOccasion(4);
    const email = uniqueAddress("unverified");
    const browser = await draftOf(occasionId, 4);
    const answer = await confirm(browser, email, "fi");
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: "EMAIL_NOT_VERIFIED", email });
    expect(answer.errors?.[0]?.message).toContain(email);
    expect(await bookingRow(app, browser.uuid!)).toMatchObject({ status: "draft", buyer_key: null, terms_accepted_at: null });

    // Asking again sends nothing new while the link is valid.
    expect((await confirm(browser, email)).errors?.[0]?.extensions?.code).toBe("EMAIL_NOT_VERIFIED");
    const mails = await verificationMails(browser.uuid!);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: email });
    expect(mails[0]!.subject).toMatch(/^Vahvista sähköpostiosoitteesi: /);
    expect(mails[0]!.text).toContain(`/fi/verify-email/${mails[0]!.token}`);

    // A second address on another draft of the same buyer: refused the same way until it is confirmed too.
    const second = await draftOf(occasionId, 4);
    expect((await confirm(second, uniqueAddress("made-up"))).errors?.[0]?.extensions?.code).toBe("EMAIL_NOT_VERIFIED");
    expect((await bookingRow(app, second.uuid!)).status).toBe("draft");
  });

  it("a link confirms only its address: changing the address after confirming asks again", async () => {
    const { occasionId } = await cappedOccasion(4);
    const browser = await draftOf(occasionId, 1);
    const first = uniqueAddress("first");
    await confirm(browser, first);
    await openLink(browser.uuid!);
    const changed = uniqueAddress("second");
    expect((await confirm(browser, changed)).errors?.[0]?.extensions?.code).toBe("EMAIL_NOT_VERIFIED");
    expect((await verificationMails(browser.uuid!)).map((mail) => mail.recipient)).toEqual([first, changed]);
  });

  it("an unknown or malformed token is NOT_FOUND; opening a link twice answers the same", async () => {
    const client = new GraphQLClient(app.url);
    for (const token of ["x".repeat(43), "not a token"]) {
      const answer = await client.op(CONFIRM_EMAIL, { token });
      expect(answer.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    }
    const { occasionId } = await cappedOccasion(4);
    const browser = await draftOf(occasionId, 1);
    await confirm(browser, uniqueAddress("twice"));
    await openLink(browser.uuid!);
    await openLink(browser.uuid!);
  });

  it("erasing the client's details erases the buyer and the confirmations", async () => {
    const { occasionId } = await cappedOccasion(4);
    const browser = await bookVerified(occasionId, 1, uniqueAddress("erased"));
    await app.services.dataSource.transaction((manager) =>
      app.services.clientDetails.anonymize(manager, { bookingIds: [browser.uuid!], reason: "request", actorUserId: null, now: new Date() }),
    );
    expect((await bookingRow(app, browser.uuid!)).buyer_key).toBeNull();
    expect(await app.query(`SELECT 1 FROM buyer_email_verifications WHERE booking_id = $1`, [browser.uuid])).toEqual([]);
  });
});

describe("erasure", () => {
  it("an erasure request forgets the address's confirmations, also one of a draft that never carried the address", async () => {
    const { occasionId } = await cappedOccasion(4);
    const email = uniqueAddress("forget");
    // A draft that confirmed the address but never booked carries no address: its confirmation is found by the address alone.
    const unbooked = await draftOf(occasionId, 1);
    await confirm(unbooked, email);
    await openLink(unbooked.uuid!);
    await bookVerified(occasionId, 1, email);
    const user = await insertUser(app, { permissions: [] });
    await app.services.personalData.erase(email, user.id);
    expect(await app.query(`SELECT 1 FROM buyer_email_verifications WHERE email_key = $1`, [email])).toEqual([]);
    expect(await app.query(`SELECT 1 FROM email_outbox WHERE template = 'buyer-verification' AND recipient = $1`, [email])).toEqual([]);
  });
});

describe("signed in", () => {
  it("a signed-in customer is counted by account, whatever address they give, without a link", async () => {
    const { occasionId } = await cappedOccasion(4);
    const user = await insertUser(app, { permissions: [] });
    const browser = await signIn(app, user.email, user.password);
    await draftOf(occasionId, 3, browser);
    const answer = await confirm(browser, uniqueAddress("account"));
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    expect(answer.data?.confirm.status).toBe("booked");
    expect((await bookingRow(app, browser.uuid!)).buyer_key).toBe(`user:${user.id}`);
    expect(await verificationMails(browser.uuid!)).toEqual([]);

    await draftOf(occasionId, 2, browser);
    const refused = await confirm(browser, uniqueAddress("other"));
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "BUYER_CAP_REACHED", max: 4, already: 3, requested: 2 });
  });
});

describe("REST", () => {
  it("a published event tells its cap; a REST confirm is refused with 409 and the message until the address is confirmed", async () => {
    const { eventId, occasionId } = await cappedOccasion(4);
    const buyer = new RestClient(app.url);
    const event = await buyer.fetch<{ maxTicketsPerBuyer: number | null }>("GET", `/api/events/${eventId}`);
    expect(event.body.maxTicketsPerBuyer).toBe(4);
    await buyer.bookOk(occasionId);
    await buyer.addSpaceOk(nextSeats(1)[0]!);
    const email = uniqueAddress("rest");
    const answer = await buyer.confirm({ ...VALID_CLIENT, email, payment_method_id: "skip", terms_accepted: true });
    expect(answer.status).toBe(409);
    expect(answer.text).toContain(`we sent a link to ${email}`);
    expect(await verificationMails(buyer.uuid!)).toHaveLength(1);
  });
});
