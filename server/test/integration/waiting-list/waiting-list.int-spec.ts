import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../../src/common/clock.js";
import { WaitingListService } from "../../../src/modules/waiting-list/waiting-list.service.js";
import { errorCode, signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, type GraphQLAnswer } from "../../helpers/booking-client.js";
import { createOccasion, createPlan, demoIds, insertBooking, invariantViolations, type DemoIds } from "../../helpers/booking-fixtures.js";
import { confirmByMail } from "../../helpers/waiting-list.js";

// The waiting list (issue 20): joining a sold-out occasion, freed places offered in join order to the first entries whose
// party fits, lapsed offers passed on, the link's capability, and offers made exactly once by several processes at once.
// Every entry here confirms its address through the confirmation e-mail's link (issue 32; waiting-list-abuse.int-spec.ts
// covers unconfirmed entries and the per-client caps).

const JOIN = `mutation ($occasionId: ID!, $email: String!, $partySize: Int!) {
  joinWaitingList(occasionId: $occasionId, email: $email, partySize: $partySize) { occasionId email partySize }
}`;
const OFFER = `query ($token: String!) {
  waitingListOffer(token: $token) { state occasionId bookingId eventName startTime partySize heldUntil }
}`;

interface OfferJson {
  state: string;
  occasionId: string;
  bookingId: string | null;
  partySize: number;
  heldUntil: string | null;
}

let app: BookingTestApp;
let ids: DemoIds;
let clock: ManualClock;
const MINUTE = 60_000;

beforeAll(async () => {
  clock = new ManualClock(new Date());
  app = await startBookingApp({ clock });
  ids = await demoIds(app);
  await app.query(`UPDATE settings SET waiting_list_offer_minutes = 30 WHERE id = 1`);
});
afterAll(() => app?.stop());

/** An occasion on a plan of `seats` single places, with their ids. */
async function occasionOf(seats: number): Promise<{ occasionId: string; spaceIds: string[] }> {
  const { planId, spaceIds } = await createPlan(
    app,
    Array.from({ length: seats }, (_, index) => ({ name: `P${index + 1}`, maxTickets: 1 })),
  );
  const { occasionId } = await createOccasion(app, { planId, eventPrices: { [ids.ticketTypes.adult!]: 2500 } });
  return { occasionId, spaceIds };
}

/** A draft holding the places until `minutes` from now (what lapses and frees them). */
function lapsingHold(occasionId: string, spaceIds: string[], minutes = 1): Promise<string> {
  return insertBooking(app, {
    occasionId,
    status: "draft",
    spaceIds,
    ticketTypeId: ids.ticketTypes.adult!,
    expiresAt: new Date(clock.now().getTime() + minutes * MINUTE),
  });
}

function sold(occasionId: string, spaceIds: string[]): Promise<string> {
  return insertBooking(app, { occasionId, status: "booked", spaceIds, ticketTypeId: ids.ticketTypes.adult! });
}

async function join(occasionId: string, email: string, partySize: number, language = "en") {
  return new GraphQLClient(app.url).op<{ joinWaitingList: { email: string; partySize: number } }>(
    JOIN,
    { occasionId, email, partySize },
    { language },
  );
}

/** Joins, then confirms the address through the link of the confirmation e-mail, as the visitor does. */
async function joinOk(occasionId: string, email: string, partySize: number): Promise<void> {
  const answer = await join(occasionId, email, partySize);
  expect(answer.errors).toBeUndefined();
  const confirmed = await confirmByMail(app, occasionId, email.trim().toLowerCase());
  expect(confirmed.errors).toBeUndefined();
}

async function entries(occasionId: string) {
  return app.query<{ id: string; email: string; status: string; booking_id: string | null; party_size: number }>(
    `SELECT id, email, status, booking_id, party_size FROM waiting_list_entries WHERE occasion_id = $1 ORDER BY position`,
    [occasionId],
  );
}

async function statusOf(occasionId: string): Promise<Record<string, string>> {
  return Object.fromEntries((await entries(occasionId)).map((entry) => [entry.email, entry.status]));
}

/** The offer e-mails of the occasion's entries: to whom, and the link's token. */
async function offerMails(occasionId: string): Promise<Array<{ to: string; token: string; subject: string }>> {
  const rows = await app.query<{ recipient: string; body_text: string; subject: string }>(
    `SELECT m.recipient, m.body_text, m.subject FROM email_outbox m
      WHERE m.template = 'waiting-list-offer' AND m.idempotency_key IN
            (SELECT 'waiting-list-offer:' || id FROM waiting_list_entries WHERE occasion_id = $1)
      ORDER BY m.created_at, m.recipient`,
    [occasionId],
  );
  return rows.map((row) => ({
    to: row.recipient,
    subject: row.subject,
    token: /\/waiting-list\/([A-Za-z0-9_-]{43})/.exec(row.body_text)?.[1] ?? "",
  }));
}

async function ticketsOf(bookingId: string): Promise<number> {
  const [row] = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM tickets WHERE booking_id = $1`, [bookingId]);
  return row!.n;
}

function offerRun(): Promise<number> {
  return app.services.waitingList.offerFreedPlaces();
}

function message(answer: GraphQLAnswer<unknown>): string {
  return answer.errors?.[0]?.message ?? "";
}

describe("joinWaitingList", () => {
  it("refuses, translated and never with a 500, what cannot wait: places free, a bad address or party, a date not on sale", async () => {
    const { occasionId, spaceIds } = await occasionOf(3);
    await sold(occasionId, [spaceIds[0]!]);

    const bookable = await join(occasionId, "early@example.fi", 2);
    expect(errorCode(bookable)).toBe("CONFLICT");
    expect(message(bookable)).toContain("2 places free");
    expect(message(await join(occasionId, "early@example.fi", 2, "fi"))).toContain("Vapaita paikkoja on vielä 2");
    expect(message(await join(occasionId, "early@example.fi", 2, "sv"))).toContain("2 lediga platser");

    const badEmail = await join(occasionId, "not an address", 3);
    expect(errorCode(badEmail)).toBe("BAD_USER_INPUT");
    expect(badEmail.errors?.[0]?.extensions?.["fields"]).toEqual({ email: "Enter a valid e-mail address" });
    expect(errorCode(await join(occasionId, "someone@example.fi", 0))).toBe("BAD_USER_INPUT");
    expect(errorCode(await join(occasionId, "someone@example.fi", 11))).toBe("TOO_MANY_TICKETS");

    const closed = await createOccasion(app, {
      planId: (await createPlan(app, [{ name: "Q1", maxTickets: 1 }])).planId,
      eventPrices: { [ids.ticketTypes.adult!]: 2500 },
      bookable: false,
    });
    const notOnSale = await join(closed.occasionId, "someone@example.fi", 1);
    expect(errorCode(notOnSale)).toBe("NOT_BOOKABLE");
    expect(message(notOnSale)).toContain("not on sale");
    for (const answer of [bookable, badEmail, notOnSale]) expect(answer.status).toBeLessThan(500);
    expect(await entries(occasionId)).toEqual([]);
  });

  it("puts a visitor on a sold-out date's list once: joining again answers the same and keeps the first entry", async () => {
    const { occasionId, spaceIds } = await occasionOf(2);
    await sold(occasionId, spaceIds);
    const first = await join(occasionId, "  Visitor@Example.fi ", 2);
    expect(first.data?.joinWaitingList).toEqual({ occasionId, email: "visitor@example.fi", partySize: 2 });
    const again = await join(occasionId, "visitor@example.fi", 1);
    expect(again.errors).toBeUndefined();
    expect((await entries(occasionId)).map((entry) => [entry.email, entry.party_size, entry.status])).toEqual([
      ["visitor@example.fi", 2, "waiting"],
    ]);
    // With one place left, a party of one books it; a party of two may wait.
    await app.query(`UPDATE occasion_spaces SET held = 0 WHERE occasion_id = $1 AND space_id = $2`, [occasionId, spaceIds[0]]);
    expect(errorCode(await join(occasionId, "single@example.fi", 1))).toBe("CONFLICT");
    await joinOk(occasionId, "pair@example.fi", 2);
  });
});

describe("offers", () => {
  it("go in join order to the first entries whose party fits; a lapsed offer passes to the next; booking it marks it booked", async () => {
    const { occasionId, spaceIds } = await occasionOf(3);
    const hold = await lapsingHold(occasionId, spaceIds.slice(0, 2));
    await sold(occasionId, [spaceIds[2]!]);
    await joinOk(occasionId, "alice@example.fi", 3);
    await joinOk(occasionId, "bob@example.fi", 2);
    await joinOk(occasionId, "carol@example.fi", 1);

    // Nothing is free yet: nothing is offered.
    expect(await offerRun()).toBe(0);
    clock.advance(2 * MINUTE);
    // Two places free up: Alice's party of three does not fit, Bob's two do; nothing is left for Carol.
    expect(await offerRun()).toBe(1);
    expect(await statusOf(occasionId)).toEqual({
      "alice@example.fi": "waiting",
      "bob@example.fi": "offered",
      "carol@example.fi": "waiting",
    });
    const [hold1] = await app.query<{ status: string }>(`SELECT status FROM bookings WHERE id = $1`, [hold]);
    expect(hold1!.status).toBe("expired");
    const bob = (await entries(occasionId)).find((entry) => entry.email === "bob@example.fi")!;
    const [draft] = await app.query<{ status: string; expires_at: Date }>(`SELECT status, expires_at FROM bookings WHERE id = $1`, [
      bob.booking_id,
    ]);
    expect(draft!.status).toBe("draft");
    expect(draft!.expires_at.getTime()).toBe(clock.now().getTime() + 30 * MINUTE);
    expect(await ticketsOf(bob.booking_id!)).toBe(2);
    expect(await invariantViolations(app, occasionId)).toEqual([]);

    // Another run offers nothing more and e-mails nobody again.
    expect(await offerRun()).toBe(0);
    const mails = await offerMails(occasionId);
    expect(mails.map((mail) => mail.to)).toEqual(["bob@example.fi"]);

    // The link is the capability: in any browser it opens the offer and makes the draft that browser's.
    const stranger = new GraphQLClient(app.url);
    expect(errorCode(await stranger.draft(bob.booking_id!))).toBe("DRAFT_EXPIRED");
    const linkBrowser = new GraphQLClient(app.url);
    await linkBrowser.bookOk(occasionId);
    const ownDraft = linkBrowser.uuid!;
    const opened = await linkBrowser.op<{ waitingListOffer: OfferJson }>(OFFER, { token: mails[0]!.token });
    expect(opened.data?.waitingListOffer).toMatchObject({ state: "open", occasionId, bookingId: bob.booking_id, partySize: 2 });
    const viaLink = await linkBrowser.draft(bob.booking_id!);
    expect(viaLink.data?.draft.tickets).toHaveLength(2);
    // Beside the browser's own draft, which opening the link did not take from it.
    expect((await linkBrowser.draft(ownDraft)).data?.draft.uuid).toBe(ownDraft);
    // An altered or made-up token is not found, in words, never a 500.
    const token = mails[0]!.token;
    const altered = await stranger.op(OFFER, { token: `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}` });
    expect(errorCode(altered)).toBe("NOT_FOUND");
    expect(message(altered)).toContain("not valid");
    expect(errorCode(await stranger.op(OFFER, { token: "short" }))).toBe("NOT_FOUND");

    // Bob does not answer: his offer lapses and its places pass to Carol (Alice's three still do not fit).
    clock.advance(31 * MINUTE);
    expect(await offerRun()).toBe(1);
    expect(await statusOf(occasionId)).toEqual({
      "alice@example.fi": "waiting",
      "bob@example.fi": "expired",
      "carol@example.fi": "offered",
    });
    const lapsed = await linkBrowser.op<{ waitingListOffer: OfferJson }>(OFFER, { token: mails[0]!.token }, { language: "fi" });
    expect(lapsed.data?.waitingListOffer).toMatchObject({ state: "expired", bookingId: null, heldUntil: null });

    // Carol books her place through checkout: her entry is booked.
    const carolMail = (await offerMails(occasionId)).find((mail) => mail.to === "carol@example.fi")!;
    const carol = new GraphQLClient(app.url);
    const carolOffer = await carol.op<{ waitingListOffer: OfferJson }>(OFFER, { token: carolMail.token });
    const booked = await carol.confirm(
      {
        client: { firstname: "Carol", lastname: "Waiter", email: "carol@example.fi", phone: "+358401234567" },
        paymentMethodId: "skip",
        termsAccepted: true,
      },
      { uuid: carolOffer.data!.waitingListOffer.bookingId! },
    );
    expect(booked.errors).toBeUndefined();
    expect(booked.data?.confirm.status).toBe("booked");
    expect(await statusOf(occasionId)).toMatchObject({ "carol@example.fi": "booked" });
    const after = await carol.op<{ waitingListOffer: OfferJson }>(OFFER, { token: carolMail.token });
    expect(after.data?.waitingListOffer.state).toBe("booked");
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });

  it("an open offer's link says the date was cancelled once it is, and holds out nothing (issue 34, item 9)", async () => {
    const { occasionId, spaceIds } = await occasionOf(1);
    await lapsingHold(occasionId, spaceIds);
    await joinOk(occasionId, "dora@example.fi", 1);
    clock.advance(2 * MINUTE);
    expect(await offerRun()).toBe(1);
    const [mail] = await offerMails(occasionId);
    const link = new GraphQLClient(app.url);
    expect((await link.op<{ waitingListOffer: OfferJson }>(OFFER, { token: mail!.token })).data?.waitingListOffer.state).toBe("open");
    await app.query(`UPDATE occasions SET status = 'cancelled' WHERE id = $1`, [occasionId]);
    const after = await link.op<{ waitingListOffer: OfferJson }>(OFFER, { token: mail!.token });
    expect(after.errors).toBeUndefined();
    expect(after.data?.waitingListOffer).toMatchObject({ state: "cancelled", occasionId, bookingId: null, heldUntil: null });
  });

  it("are made exactly once when several processes run the offers at the same time", async () => {
    const { occasionId, spaceIds } = await occasionOf(10);
    await lapsingHold(occasionId, spaceIds.slice(0, 6));
    await sold(occasionId, spaceIds.slice(6));
    const parties = [2, 1, 3, 1, 2, 1, 1, 2];
    for (const [index, party] of parties.entries()) await joinOk(occasionId, `p${index}@example.fi`, party);
    clock.advance(2 * MINUTE);

    // Three more "processes": their own connection pools, the same code.
    const services = app.services;
    const processes = [services.waitingList];
    for (let n = 0; n < 3; n++) {
      const dataSource = await app.openDataSource(4);
      processes.push(
        new WaitingListService(
          dataSource,
          clock,
          services.config,
          services.settings,
          services.saleInfo,
          services.rateLimiter,
          services.drafts,
          services.lifecycle,
          services.mailOutbox,
          () => "http://localhost",
        ),
      );
    }
    let made = 0;
    for (let round = 0; round < 3; round++) {
      const counts = await Promise.all(processes.flatMap((process) => [process.offerFreedPlaces(), process.offerNext(occasionId)]));
      made += counts.reduce<number>((sum, count) => sum + Number(count), 0);
    }

    // Six places freed: parties of 2, 1 and 3 in join order take them, once each; nobody else.
    expect(made).toBe(3);
    const listed = await entries(occasionId);
    expect(listed.map((entry) => entry.status)).toEqual([
      "offered",
      "offered",
      "offered",
      "waiting",
      "waiting",
      "waiting",
      "waiting",
      "waiting",
    ]);
    const offered = listed.filter((entry) => entry.status === "offered");
    expect(new Set(offered.map((entry) => entry.booking_id)).size).toBe(3);
    expect(await Promise.all(offered.map((entry) => ticketsOf(entry.booking_id!)))).toEqual([2, 1, 3]);
    const mails = await offerMails(occasionId);
    expect(mails.map((mail) => mail.to).sort()).toEqual(["p0@example.fi", "p1@example.fi", "p2@example.fi"]);
    expect(new Set(mails.map((mail) => mail.token)).size).toBe(3);
    expect(await invariantViolations(app, occasionId)).toEqual([]);
    const [held] = await app.query<{ held: number }>(`SELECT sum(held)::int AS held FROM occasion_spaces WHERE occasion_id = $1`, [
      occasionId,
    ]);
    expect(held!.held).toBe(10);
  });
});

describe("the administrators' list", () => {
  it("shows entries in order with their state, and removes waiting ones only", async () => {
    const { occasionId, spaceIds } = await occasionOf(1);
    await lapsingHold(occasionId, spaceIds);
    await joinOk(occasionId, "first@example.fi", 1);
    await joinOk(occasionId, "second@example.fi", 1);
    clock.advance(2 * MINUTE);
    await offerRun();
    const list = await app.services.waitingList.entries(occasionId);
    expect(list.map((entry) => [entry.email, entry.status])).toEqual([
      ["first@example.fi", "offered"],
      ["second@example.fi", "waiting"],
    ]);
    expect(list[0]!.offerExpiresAt?.getTime()).toBe(clock.now().getTime() + 30 * MINUTE);
    await expect(app.services.waitingList.remove(list[0]!.id)).rejects.toMatchObject({ code: "CONFLICT" });
    await app.services.waitingList.remove(list[1]!.id);
    expect(await statusOf(occasionId)).toEqual({ "first@example.fi": "offered", "second@example.fi": "removed" });
  });
});

describe("addresses are not kept", () => {
  it("an occasion's list is erased once it has ended, and an address with the customer's personal data", async () => {
    const { planId } = await createPlan(app, [{ name: "E1", maxTickets: 1 }]);
    const soon = await createOccasion(app, {
      planId,
      eventPrices: { [ids.ticketTypes.adult!]: 2500 },
      startTime: new Date(clock.now().getTime() + 60 * MINUTE),
    });
    await app.query(`UPDATE occasion_spaces SET held = max_tickets WHERE occasion_id = $1`, [soon.occasionId]);
    await joinOk(soon.occasionId, "ended@example.fi", 1);
    const { occasionId, spaceIds } = await occasionOf(1);
    await sold(occasionId, spaceIds);
    await joinOk(occasionId, "erase.me@example.fi", 1);
    await joinOk(occasionId, "keep.me@example.fi", 1);

    const [admin] = await app.query<{ id: string }>(`SELECT id FROM users ORDER BY created_at LIMIT 1`);
    await app.services.personalData.erase("Erase.Me@example.fi", admin!.id);
    expect(Object.keys(await statusOf(occasionId))).toEqual(["keep.me@example.fi"]);
    // Its confirmation e-mail too.
    expect(await app.query(`SELECT id FROM email_outbox WHERE recipient = 'erase.me@example.fi'`)).toEqual([]);

    clock.advance(4 * 60 * MINUTE);
    await offerRun();
    expect(await entries(soon.occasionId)).toEqual([]);
    expect(Object.keys(await statusOf(occasionId))).toEqual(["keep.me@example.fi"]);
  });
});

describe("the offer hold time setting", () => {
  const FIELDS = `sitenames { language text } primaryColor secondaryColor bookingNotices { language text } bookingTerms { language text }
    footerTexts { language text } requireAddress requireIdentityNumber timeZone retentionDays sellerName sellerBusinessId sellerAddress
    customerCancellationHours waitingListOfferMinutes updatedAt`;

  it("saves whole minutes from 5 to 10080, refuses others on its field in words, and keeps it when a save leaves it out", async () => {
    const admin = await signInAdmin(app);
    const read = async () =>
      (await admin.op<{ adminSettings: Record<string, unknown> }>(`{ adminSettings { ${FIELDS} } }`)).data!.adminSettings;
    const save = async (changes: Record<string, unknown>, language = "en") => {
      const { updatedAt, ...input } = await read();
      return admin.op(
        `mutation ($input: SettingsInput!, $version: DateTimeISO!) { updateSettings(input: $input, version: $version) { updatedAt } }`,
        { input: { ...input, ...changes }, version: updatedAt },
        { language },
      );
    };
    expect((await save({ waitingListOfferMinutes: 45 })).errors).toBeUndefined();
    expect((await read())["waitingListOfferMinutes"]).toBe(45);
    for (const bad of [4, 10081]) {
      const answer = await save({ waitingListOfferMinutes: bad });
      expect(answer.errors?.[0]?.extensions?.["fields"], String(bad)).toEqual({
        waitingListOfferMinutes: "Enter whole minutes from 5 to 10080 (a week)",
      });
    }
    const finnish = await save({ waitingListOfferMinutes: 1 }, "fi");
    expect(finnish.errors?.[0]?.extensions?.["fields"]).toEqual({
      waitingListOfferMinutes: "Anna kokonaiset minuutit väliltä 5–10080 (viikko)",
    });
    expect((await save({ waitingListOfferMinutes: null })).errors).toBeUndefined();
    expect((await read())["waitingListOfferMinutes"]).toBe(45);
    await app.query(`UPDATE settings SET waiting_list_offer_minutes = 30 WHERE id = 1`);
  });
});
