import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../../src/common/clock.js";
import { errorCode } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, type GraphQLAnswer } from "../../helpers/booking-client.js";
import { createOccasion, createPlan, demoIds, insertBooking, invariantViolations, type DemoIds } from "../../helpers/booking-fixtures.js";
import { CONFIRM, confirmationMail, confirmByMail, type ConfirmationJson } from "../../helpers/waiting-list.js";

// The waiting list holds places only inside every cap (issue 32, finding 2): one client made 30 entries a minute with
// made-up addresses and their offers held places for hours. Now an entry is offered places only once its address is
// confirmed through the e-mailed link, one client (clientKey: an IPv4 address, an IPv6 /64) has at most
// WAITING_LIST_MAX_ENTRIES_PER_CLIENT (3) entries per date, and an offer's places are held under the joiner's client
// key, so they count against its MAX_HELD_PER_ADDRESS_PER_OCCASION (3 here) with its drafts and its other offers.

const JOIN = `mutation ($occasionId: ID!, $email: String!, $partySize: Int!) {
  joinWaitingList(occasionId: $occasionId, email: $email, partySize: $partySize) { occasionId email partySize }
}`;

let app: BookingTestApp;
let ids: DemoIds;
let clock: ManualClock;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

beforeAll(async () => {
  clock = new ManualClock(new Date());
  app = await startBookingApp({ clock, env: { MAX_HELD_PER_ADDRESS_PER_OCCASION: "3" } });
  ids = await demoIds(app);
  await app.query(`UPDATE settings SET waiting_list_offer_minutes = 30 WHERE id = 1`);
});
afterAll(() => app?.stop());

async function occasionOf(seats: number): Promise<{ occasionId: string; spaceIds: string[] }> {
  const { planId, spaceIds } = await createPlan(
    app,
    Array.from({ length: seats }, (_, index) => ({ name: `A${index + 1}`, maxTickets: 1 })),
  );
  const { occasionId } = await createOccasion(app, { planId, eventPrices: { [ids.ticketTypes.adult!]: 2500 } });
  return { occasionId, spaceIds };
}

/** A draft holding the places until `minutes` from now, made from `clientKey` when given (what counts against its cap). */
async function hold(occasionId: string, spaceIds: string[], minutes: number, clientKey?: string): Promise<string> {
  const bookingId = await insertBooking(app, {
    occasionId,
    status: "draft",
    spaceIds,
    ticketTypeId: ids.ticketTypes.adult!,
    expiresAt: new Date(clock.now().getTime() + minutes * MINUTE),
  });
  if (clientKey) await app.query(`UPDATE bookings SET client_address = $2 WHERE id = $1`, [bookingId, clientKey]);
  return bookingId;
}

function sold(occasionId: string, spaceIds: string[]): Promise<string> {
  return insertBooking(app, { occasionId, status: "booked", spaceIds, ticketTypeId: ids.ticketTypes.adult! });
}

function join(
  browser: GraphQLClient,
  occasionId: string,
  email: string,
  partySize: number,
  language = "en",
): Promise<GraphQLAnswer<{ joinWaitingList: { occasionId: string; email: string; partySize: number } }>> {
  return browser.op(JOIN, { occasionId, email, partySize }, { language });
}

async function joinOk(browser: GraphQLClient, occasionId: string, email: string, partySize: number): Promise<void> {
  const answer = await join(browser, occasionId, email, partySize);
  expect(answer.errors, email).toBeUndefined();
}

/** Joins from `browser` and confirms through the e-mailed link. */
async function joinConfirmed(browser: GraphQLClient, occasionId: string, email: string, partySize: number): Promise<void> {
  await joinOk(browser, occasionId, email, partySize);
  expect((await confirmByMail(app, occasionId, email)).errors).toBeUndefined();
}

async function entries(occasionId: string) {
  return app.query<{ email: string; status: string; client_key: string | null; booking_id: string | null }>(
    `SELECT email, status, client_key, booking_id FROM waiting_list_entries WHERE occasion_id = $1 ORDER BY position`,
    [occasionId],
  );
}

async function statusOf(occasionId: string): Promise<Record<string, string>> {
  return Object.fromEntries((await entries(occasionId)).map((entry) => [entry.email, entry.status]));
}

/** Places live drafts hold on the occasion (lapsed holds not yet released do not count). */
async function heldOn(occasionId: string): Promise<number> {
  const [row] = await app.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM tickets t JOIN bookings b ON b.id = t.booking_id
      WHERE b.occasion_id = $1 AND b.status IN ('draft', 'payment') AND b.expires_at > $2`,
    [occasionId, clock.now()],
  );
  return row!.n;
}

/** Places the client's live drafts (its own and the offers made to its entries) hold on the occasion. */
async function heldBy(occasionId: string, clientKey: string): Promise<number> {
  const [row] = await app.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM tickets t JOIN bookings b ON b.id = t.booking_id
      WHERE b.occasion_id = $1 AND b.client_address = $2 AND b.status IN ('draft', 'payment') AND b.expires_at > $3`,
    [occasionId, clientKey, clock.now()],
  );
  return row!.n;
}

async function offerMailsTo(occasionId: string): Promise<string[]> {
  const rows = await app.query<{ recipient: string }>(
    `SELECT recipient FROM email_outbox WHERE template = 'waiting-list-offer' AND idempotency_key IN
       (SELECT 'waiting-list-offer:' || id FROM waiting_list_entries WHERE occasion_id = $1) ORDER BY recipient`,
    [occasionId],
  );
  return rows.map((row) => row.recipient);
}

function offerRun(): Promise<number> {
  return app.services.waitingList.offerFreedPlaces();
}

describe("confirming the address", () => {
  it("30 unconfirmed entries with made-up addresses hold nothing when places free up; a confirmed entry is offered its places", async () => {
    const { occasionId, spaceIds } = await occasionOf(10);
    await hold(occasionId, spaceIds, 1);
    // Thirty made-up addresses, each from a client of its own: the per-client cap is not what stops them.
    for (let n = 0; n < 30; n++) await joinOk(new GraphQLClient(app.url), occasionId, `made-up-${n}@example.com`, 2);
    const real = new GraphQLClient(app.url);
    await joinOk(real, occasionId, "real@example.fi", 2);

    // Each was e-mailed its own confirmation link, in its language.
    const mail = await confirmationMail(app, occasionId, "real@example.fi");
    expect(mail?.subject).toMatch(/^Confirm your place on the waiting list: /);
    expect(mail?.path).toMatch(/^\/en\/waiting-list\/confirm\/[A-Za-z0-9_-]{43}$/);
    const tokens = new Set<string>();
    for (let n = 0; n < 30; n++) tokens.add((await confirmationMail(app, occasionId, `made-up-${n}@example.com`))!.token);
    expect(tokens.size).toBe(30);
    // Only the hash is kept.
    const stored = await app.query<{ confirm_token_hash: string }>(
      `SELECT confirm_token_hash FROM waiting_list_entries WHERE occasion_id = $1 AND email = 'real@example.fi'`,
      [occasionId],
    );
    expect(stored[0]!.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.confirm_token_hash).not.toBe(mail!.token);

    // Ten places free up: nothing is held for the unconfirmed entries.
    clock.advance(2 * MINUTE);
    expect(await offerRun()).toBe(0);
    expect(await heldOn(occasionId)).toBe(0);
    expect(Object.values(await statusOf(occasionId)).every((status) => status === "waiting")).toBe(true);

    // The last to join confirms: it is offered its places (nobody unconfirmed ahead of it blocks it).
    const confirmed = await confirmByMail(app, occasionId, "real@example.fi", real);
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data?.confirmWaitingList).toMatchObject({ occasionId, partySize: 2 });
    expect(await offerRun()).toBe(1);
    expect((await statusOf(occasionId))["real@example.fi"]).toBe("offered");
    expect(await heldOn(occasionId)).toBe(2);
    expect(await offerMailsTo(occasionId)).toEqual(["real@example.fi"]);
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });

  it("confirms once, and answers the same again; an altered, made-up or lapsed link is refused in words", async () => {
    const { occasionId, spaceIds } = await occasionOf(1);
    await sold(occasionId, spaceIds);
    const visitor = new GraphQLClient(app.url);
    await joinOk(visitor, occasionId, "twice@example.fi", 1);
    const mail = (await confirmationMail(app, occasionId, "twice@example.fi"))!;
    const first = await visitor.op<{ confirmWaitingList: ConfirmationJson }>(CONFIRM, { token: mail.token });
    const [before] = await app.query<{ confirmed_at: Date }>(`SELECT confirmed_at FROM waiting_list_entries WHERE occasion_id = $1`, [
      occasionId,
    ]);
    clock.advance(MINUTE);
    // Opened again, in another browser: the same answer, the entry as it was.
    const again = await new GraphQLClient(app.url).op<{ confirmWaitingList: ConfirmationJson }>(CONFIRM, { token: mail.token });
    expect(again.data).toEqual(first.data);
    expect(first.data?.confirmWaitingList).toMatchObject({ occasionId, partySize: 1 });
    const [after] = await app.query<{ confirmed_at: Date }>(`SELECT confirmed_at FROM waiting_list_entries WHERE occasion_id = $1`, [
      occasionId,
    ]);
    expect(after!.confirmed_at.getTime()).toBe(before!.confirmed_at.getTime());

    const altered = await visitor.op(CONFIRM, { token: `${mail.token.slice(0, -1)}${mail.token.endsWith("A") ? "B" : "A"}` });
    expect(errorCode(altered)).toBe("NOT_FOUND");
    expect(altered.errors?.[0]?.message).toContain("not valid or has expired");
    const finnish = await visitor.op(CONFIRM, { token: "made-up" }, { language: "fi" });
    expect(errorCode(finnish)).toBe("NOT_FOUND");
    expect(finnish.errors?.[0]?.message).toContain("ei ole voimassa");

    // An address left unconfirmed for 24 hours lapses: never offered, its link refused, the address free to join again.
    const late = new GraphQLClient(app.url);
    await joinOk(late, occasionId, "late@example.fi", 1);
    const lateMail = (await confirmationMail(app, occasionId, "late@example.fi"))!;
    expect(lateMail.text).toContain("Confirm by ");
    clock.advance(24 * HOUR + MINUTE);
    await offerRun();
    expect(await statusOf(occasionId)).toEqual({ "twice@example.fi": "waiting", "late@example.fi": "expired" });
    expect(errorCode(await late.op(CONFIRM, { token: lateMail.token }))).toBe("NOT_FOUND");
    await joinOk(late, occasionId, "late@example.fi", 1);
    const newMail = (await confirmationMail(app, occasionId, "late@example.fi"))!;
    expect(newMail.token).not.toBe(lateMail.token);
    expect((await late.op(CONFIRM, { token: newMail.token })).errors).toBeUndefined();
  });
});

describe("entries per client", () => {
  it("refuses a client's fourth entry on a date, in words, also from another address of the same IPv6 /64; its own address again answers the same", async () => {
    const { occasionId, spaceIds } = await occasionOf(1);
    await sold(occasionId, spaceIds);
    const office = new GraphQLClient(app.url, { address: "203.0.113.7" });
    for (const n of [1, 2, 3]) await joinOk(office, occasionId, `office-${n}@example.fi`, 1);
    const fourth = await join(office, occasionId, "office-4@example.fi", 1);
    expect(errorCode(fourth)).toBe("RATE_LIMITED");
    expect(fourth.errors?.[0]?.extensions?.status).toBe(429);
    expect(fourth.errors?.[0]?.message).toContain("already has 3 entries on this date's waiting list");
    expect((await join(office, occasionId, "office-4@example.fi", 1, "fi")).errors?.[0]?.message).toContain("Verkostasi on jo 3");
    expect((await join(office, occasionId, "office-4@example.fi", 1, "sv")).errors?.[0]?.message).toContain("Ditt nätverk har redan 3");
    // Joining again with one of its own addresses changes nothing and answers as before, cap or not.
    const again = await join(office, occasionId, "Office-2@example.fi", 2);
    expect(again.errors).toBeUndefined();
    expect(again.data?.joinWaitingList).toEqual({ occasionId, email: "office-2@example.fi", partySize: 2 });

    // One home connection's /64: every address in it is the same client.
    const home = (address: string) => new GraphQLClient(app.url, { address });
    await joinOk(home("2001:db8:7:1::1"), occasionId, "home-1@example.fi", 1);
    await joinOk(home("2001:db8:7:1::2"), occasionId, "home-2@example.fi", 1);
    await joinOk(home("2001:db8:7:1:ffff:ffff:ffff:ffff"), occasionId, "home-3@example.fi", 1);
    expect(errorCode(await join(home("2001:db8:7:1:abcd::9"), occasionId, "home-4@example.fi", 1))).toBe("RATE_LIMITED");
    // The next /64 is someone else.
    await joinOk(new GraphQLClient(app.url, { address: "2001:db8:7:2::1" }), occasionId, "neighbour@example.fi", 1);

    // Another client joining with an address already on the list: one entry (the first's), and it does not use up the
    // second client's entries.
    const other = new GraphQLClient(app.url, { address: "198.51.100.20" });
    expect((await join(other, occasionId, "office-1@example.fi", 1)).errors).toBeUndefined();
    for (const n of [1, 2, 3]) await joinOk(other, occasionId, `other-${n}@example.fi`, 1);
    expect(errorCode(await join(other, occasionId, "other-4@example.fi", 1))).toBe("RATE_LIMITED");

    const listed = await entries(occasionId);
    expect(listed.filter((entry) => entry.email === "office-1@example.fi")).toHaveLength(1);
    const perClient: Record<string, number> = {};
    for (const entry of listed) perClient[entry.client_key ?? ""] = (perClient[entry.client_key ?? ""] ?? 0) + 1;
    expect(perClient).toEqual({ "203.0.113.7": 3, "2001:db8:7:1::/64": 3, "2001:db8:7:2::/64": 1, "198.51.100.20": 3 });
    expect(listed.some((entry) => entry.email.endsWith("-4@example.fi"))).toBe(false);
  });

  it("holds under joins at the same moment: ten at once from one client make three entries", async () => {
    const { occasionId, spaceIds } = await occasionOf(1);
    await sold(occasionId, spaceIds);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        join(new GraphQLClient(app.url, { address: "192.0.2.55" }), occasionId, `burst-${n}@example.fi`, 1),
      ),
    );
    expect(answers.filter((answer) => answer.errors === undefined)).toHaveLength(3);
    expect(answers.filter((answer) => errorCode(answer) === "RATE_LIMITED")).toHaveLength(7);
    expect(await entries(occasionId)).toHaveLength(3);
  });
});

describe("offers and the joiner's hold cap", () => {
  it("hold their places under the joiner's client, with its drafts and other offers; an entry at its cap waits and the next ones are offered", async () => {
    const { occasionId, spaceIds } = await occasionOf(9);
    const X = "203.0.113.40";
    const Y = "203.0.113.41";
    const Z = "203.0.113.42";
    // X holds one place in a draft of its own for an hour; six places are held for a minute; one is sold, one free.
    await hold(occasionId, spaceIds.slice(0, 1), 60, X);
    await hold(occasionId, spaceIds.slice(1, 7), 1);
    await sold(occasionId, spaceIds.slice(7, 8));
    const x = new GraphQLClient(app.url, { address: X });
    await joinConfirmed(x, occasionId, "x1@example.fi", 2);
    await joinConfirmed(x, occasionId, "x2@example.fi", 2);
    await joinConfirmed(new GraphQLClient(app.url, { address: Y }), occasionId, "y@example.fi", 2);
    await joinConfirmed(new GraphQLClient(app.url, { address: Z }), occasionId, "z@example.fi", 2);

    // Six more places free up. x1's two bring X to its cap of three (its draft's one and these); x2's two would be five:
    // x2 keeps its place in line, and y and z are offered theirs (the one place left fits nobody waiting).
    clock.advance(2 * MINUTE);
    expect(await offerRun()).toBe(3);
    expect(await statusOf(occasionId)).toEqual({
      "x1@example.fi": "offered",
      "x2@example.fi": "waiting",
      "y@example.fi": "offered",
      "z@example.fi": "offered",
    });
    const byEmail = Object.fromEntries((await entries(occasionId)).map((entry) => [entry.email, entry]));
    const [x1Booking] = await app.query<{ client_address: string }>(`SELECT client_address FROM bookings WHERE id = $1`, [
      byEmail["x1@example.fi"]!.booking_id,
    ]);
    expect(x1Booking!.client_address).toBe(X);
    expect(await heldBy(occasionId, X)).toBe(3);
    expect(await heldBy(occasionId, Y)).toBe(2);
    expect(await offerMailsTo(occasionId)).toEqual(["x1@example.fi", "y@example.fi", "z@example.fi"]);
    expect(await invariantViolations(app, occasionId)).toEqual([]);

    // X cannot take the place left on the date itself either: the offer's places count against its cap.
    const direct = new GraphQLClient(app.url, { address: X });
    expect((await direct.book(occasionId)).errors).toBeUndefined();
    expect(errorCode(await direct.addSpace(spaceIds[8]!))).toBe("TOO_MANY_HELD");

    // Every offer lapses, and X's own draft: x2 is first in line now and, X holding nothing, is offered its places.
    clock.advance(60 * MINUTE);
    await offerRun();
    expect((await statusOf(occasionId))["x2@example.fi"]).toBe("offered");
    expect(await heldBy(occasionId, X)).toBe(2);
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });

  it("entries at the front whose clients all sit at their caps, more than one step reads, do not stop the line behind them", async () => {
    const { occasionId, spaceIds } = await occasionOf(30);
    // Eight clients each hold their cap of three places for an hour; two places are held for a minute; the rest are sold.
    const clients = Array.from({ length: 8 }, (_, index) => `198.51.100.${index + 10}`);
    for (const [index, client] of clients.entries()) await hold(occasionId, spaceIds.slice(index * 3, index * 3 + 3), 60, client);
    await hold(occasionId, spaceIds.slice(24, 26), 1);
    await sold(occasionId, spaceIds.slice(26));
    // Each of them puts three confirmed entries in line first: 24, more than the 20 candidates one step reads.
    for (const [index, client] of clients.entries()) {
      const browser = new GraphQLClient(app.url, { address: client });
      for (let entry = 0; entry < 3; entry++) await joinConfirmed(browser, occasionId, `front-${index}-${entry}@example.fi`, 2);
    }
    await joinConfirmed(new GraphQLClient(app.url, { address: "198.51.100.99" }), occasionId, "behind@example.fi", 2);

    clock.advance(2 * MINUTE);
    expect(await offerRun()).toBe(1);
    const statuses = await statusOf(occasionId);
    expect(statuses["behind@example.fi"]).toBe("offered");
    expect(Object.entries(statuses).filter(([email, status]) => email.startsWith("front-") && status === "waiting")).toHaveLength(24);
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });
});
