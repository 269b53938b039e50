/**
 * Next season from a seasonal occasion (issue 16, SPEC section 1, DESIGN section 5): the event copied
 * unpublished, next year's occasion, a renewable booking per booked customer holding the same places at
 * the new prices with its own link, house seats carried over locked; once only, also under a race; bad
 * input refused with a translated message and nothing written.
 */
import "reflect-metadata";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser, signIn, signInAdmin } from "../../helpers/access-client.js";
import { ManualClock, startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient } from "../../helpers/booking-client.js";
import { bookingRow, heldOf, invariantViolations, statusHistory } from "../../helpers/booking-fixtures.js";
import { CREATE_NEXT_SEASON, createNextSeasonOk, renewalTokens, seasonalSource, type SeasonalSource } from "./renewal-fixtures.js";

let app: BookingTestApp;
let clock: ManualClock;
let admin: GraphQLClient & { userId: string };
let source: SeasonalSource;

// Wednesday 15 April 2026 19:00 in Helsinki (EEST).
const SOURCE_START = new Date("2026-04-15T16:00:00Z");
const NOW = new Date("2026-03-10T10:00:00Z");
const SALE_START = new Date("2027-03-01T08:00:00Z");

beforeAll(async () => {
  clock = new ManualClock(NOW);
  app = await startBookingApp({ clock, jobs: false });
  admin = await signInAdmin(app);
  source = await seasonalSource(app, {
    customers: { Aino: ["A1", "A2"], Bertta: ["A3"], Cecilia: ["A4"] },
    houseSeats: ["A5"],
    startTime: SOURCE_START,
  });
  // Last season's event is named per language, one name with its year and one without (issue 34).
  await app.query(`UPDATE events SET name = $2 WHERE id = $1`, [source.eventId, { en: "Spring concerts", fi: "Kevätkonsertit 2026" }]);
  // Its wheelchair places are held back until 48 hours before the start, and Aino told the organizer of her need.
  await app.query(`UPDATE occasions SET accessible_holdback_hours = 48 WHERE id = $1`, [source.occasionId]);
  await app.query(`UPDATE bookings SET message = 'Tarvitsen pyörätuolipaikan ja avustajan paikan' WHERE id = $1`, [source.bookings.Aino]);
  // A cancelled booking does not carry over.
  await app.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [source.bookings.Cecilia]);
  await app.query(`UPDATE occasion_spaces SET held = held - 1 WHERE occasion_id = $1 AND space_id = $2`, [
    source.occasionId,
    source.space.A4,
  ]);
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

const PROPOSAL = `query ($occasionId: ID!) { nextSeasonProposal(occasionId: $occasionId) {
  occasionId seasonal nextOccasionId name eventNames { language text } startTime endTime bookableStartTime headsUpDays renewals houseSeats } }`;

async function counts(): Promise<{ events: number; occasions: number; bookings: number }> {
  const [row] = await app.query<{ events: number; occasions: number; bookings: number }>(
    `SELECT (SELECT count(*)::int FROM events) AS events, (SELECT count(*)::int FROM occasions) AS occasions, (SELECT count(*)::int FROM bookings) AS bookings`,
  );
  return row!;
}

describe("next season's proposal", () => {
  it("proposes dates 52 weeks later on the same weekday at the same Helsinki time, and what would carry over", async () => {
    const answer = await admin.op<{ nextSeasonProposal: Record<string, unknown> }>(PROPOSAL, { occasionId: source.occasionId });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.nextSeasonProposal).toMatchObject({
      seasonal: true,
      nextOccasionId: null,
      // Wednesday 14 April 2027 19:00 EEST.
      startTime: "2027-04-14T16:00:00.000Z",
      endTime: "2027-04-14T18:00:00.000Z",
      headsUpDays: 7,
      renewals: 2,
      houseSeats: 1,
      // Next season's event name says its season in every language: the old year replaced, else the year added.
      eventNames: [
        { language: "en", text: "Spring concerts 2027" },
        { language: "fi", text: "Kevätkonsertit 2027" },
      ],
    });
  });
});

describe("createNextSeason refuses bad input with a translated message and writes nothing", () => {
  it("a malformed id, an unknown occasion, a non-seasonal occasion", async () => {
    const before = await counts();
    const malformed = await admin.op(CREATE_NEXT_SEASON, { occasionId: "not-a-uuid" });
    expect(malformed.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const unknown = await admin.op(CREATE_NEXT_SEASON, { occasionId: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    await app.query(`UPDATE occasions SET seasonal = false WHERE id = $1`, [source.occasionId]);
    const notSeasonal = await admin.op(CREATE_NEXT_SEASON, { occasionId: source.occasionId }, { language: "fi" });
    await app.query(`UPDATE occasions SET seasonal = true WHERE id = $1`, [source.occasionId]);
    expect(notSeasonal.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(notSeasonal.errors?.[0]?.message).toBe("Vain kausiesityksellä on seuraava kausi: merkitse esitys ensin kausittaiseksi");
    expect(await counts()).toEqual(before);
  });

  it("a public sale start in the past or after the occasion, an end before the start: every field at once", async () => {
    const before = await counts();
    const answer = await admin.op(CREATE_NEXT_SEASON, {
      occasionId: source.occasionId,
      input: { bookableStartTime: "2026-01-01T00:00:00Z", endTime: "2026-12-01T00:00:00Z", headsUpDays: 400 },
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: {
        bookableStartTime: "The public sale must start in the future",
        endTime: expect.any(String),
        headsUpDays: "Give a whole number of days from 0 to 365",
      },
    });
    const late = await admin.op(CREATE_NEXT_SEASON, {
      occasionId: source.occasionId,
      input: { bookableStartTime: "2027-05-01T00:00:00Z" },
    });
    expect(late.errors?.[0]?.extensions?.fields).toEqual({ bookableStartTime: "The public sale must start before the occasion" });
    expect(await counts()).toEqual(before);
  });

  it("anonymous callers and users without administer_events are refused", async () => {
    const anonymous = await new GraphQLClient(app.url).op(CREATE_NEXT_SEASON, { occasionId: source.occasionId });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const user = await insertUser(app, { permissions: ["administer_bookings"] });
    const boxOffice = await signIn(app, user.email, user.password);
    const forbidden = await boxOffice.op(CREATE_NEXT_SEASON, { occasionId: source.occasionId });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("createNextSeason", () => {
  let next: Awaited<ReturnType<typeof createNextSeasonOk>>;

  beforeAll(async () => {
    next = await createNextSeasonOk(admin, source.occasionId, { bookableStartTime: SALE_START.toISOString() });
  });

  it("answers next year's occasion, unpublished, seasonal, linked to last season, on an unpublished copy of the event", async () => {
    expect(next).toMatchObject({
      startTime: "2027-04-14T16:00:00.000Z",
      bookableStartTime: SALE_START.toISOString(),
      headsUpDays: 7,
      seasonal: true,
      published: false,
    });
    expect(next.eventId).not.toBe(source.eventId);
    const [occasion] = await app.query<{ previous_occasion_id: string }>(`SELECT previous_occasion_id FROM occasions WHERE id = $1`, [
      next.id,
    ]);
    expect(occasion!.previous_occasion_id).toBe(source.occasionId);
    const events = await app.query<{ id: string; name: unknown; plan_id: string; published: boolean }>(
      `SELECT id, name, plan_id, published FROM events WHERE id = ANY($1::uuid[]) ORDER BY id = $2`,
      [[source.eventId, next.eventId], next.eventId],
    );
    // Named for its season (issue 34): the two seasons are told apart in the public and admin lists.
    expect(events[0]!.name).toEqual({ en: "Spring concerts", fi: "Kevätkonsertit 2026" });
    expect(events[1]).toMatchObject({
      name: { en: "Spring concerts 2027", fi: "Kevätkonsertit 2027" },
      plan_id: events[0]!.plan_id,
      published: false,
    });
    const prices = await app.query<{ event_id: string; ticket_type_id: string; price: number }>(
      `SELECT event_id, ticket_type_id, price FROM event_prices WHERE event_id = ANY($1::uuid[]) ORDER BY ticket_type_id, price`,
      [[source.eventId, next.eventId]],
    );
    expect(prices.filter((row) => row.event_id === next.eventId).map(({ ticket_type_id, price }) => [ticket_type_id, price])).toEqual(
      prices.filter((row) => row.event_id === source.eventId).map(({ ticket_type_id, price }) => [ticket_type_id, price]),
    );
  });

  it("gives every booked customer a renewable booking of the same places and types at the new prices, with its own link", async () => {
    const tokens = await renewalTokens(app, next.id);
    expect([...tokens.keys()].sort()).toEqual([source.bookings.Aino, source.bookings.Bertta].sort());
    const aino = await bookingRow(app, tokens.get(source.bookings.Aino!)!.bookingId);
    expect(aino).toMatchObject({ status: "renewable", firstname: "Aino", email: "aino@example.fi", language: "fi", total: 20000 });
    expect(aino.expires_at).toEqual(SALE_START);
    const token = aino.renewal_token as string;
    // A version 4 UUID (122 random bits), not the booking's id; its hash is the booking's draft secret hash.
    expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(token).not.toBe(aino.id);
    expect(aino.secret_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(tokens.get(source.bookings.Bertta!)!.token).not.toBe(token);
    const tickets = await app.query<{ space_id: string; ticket_type_id: string; price: number; code: string }>(
      `SELECT space_id, ticket_type_id, price, code FROM tickets WHERE booking_id = $1 ORDER BY space_id`,
      [aino.id],
    );
    expect(tickets.map((ticket) => ticket.space_id).sort()).toEqual([source.space.A1, source.space.A2].sort());
    expect(tickets.every((ticket) => ticket.ticket_type_id === source.demo.ticketTypes.adult && ticket.price === 10000)).toBe(true);
    expect(new Set(tickets.map((ticket) => ticket.code)).size).toBe(2);
    expect(await statusHistory(app, aino.id as string)).toEqual([
      { from: null, to: "renewable", reason: "renewal created for next season" },
    ]);
  });

  it("copies the wheelchair hold-back and the customers' messages to the organizer (issue 34)", async () => {
    const [occasion] = await app.query<{ accessible_holdback_hours: number | null; accessible_released_at: Date | null }>(
      `SELECT accessible_holdback_hours, accessible_released_at FROM occasions WHERE id = $1`,
      [next.id],
    );
    expect(occasion).toEqual({ accessible_holdback_hours: 48, accessible_released_at: null });
    const tokens = await renewalTokens(app, next.id);
    expect(await bookingRow(app, tokens.get(source.bookings.Aino!)!.bookingId)).toMatchObject({
      message: "Tarvitsen pyörätuolipaikan ja avustajan paikan",
    });
    expect(await bookingRow(app, tokens.get(source.bookings.Bertta!)!.bookingId)).toMatchObject({ message: null });
  });

  it("carries the house seats over as locked, holds every carried place in the counters and nothing else", async () => {
    const locked = await app.query<{ id: string }>(`SELECT id FROM bookings WHERE occasion_id = $1 AND status = 'locked'`, [next.id]);
    expect(locked).toHaveLength(1);
    for (const seat of ["A1", "A2", "A3", "A5"])
      expect(await heldOf(app, next.id, source.space[seat]!)).toMatchObject({ held: 1, holding: 1 });
    for (const seat of ["A4", "A6", "A7", "A8"])
      expect(await heldOf(app, next.id, source.space[seat]!)).toMatchObject({ held: 0, holding: 0 });
    expect(await invariantViolations(app, next.id)).toEqual([]);
  });

  it("a second call creates nothing and says next season exists; the proposal names it", async () => {
    const before = await counts();
    const again = await admin.op(CREATE_NEXT_SEASON, {
      occasionId: source.occasionId,
      input: { bookableStartTime: SALE_START.toISOString() },
    });
    expect(again.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    expect(again.errors?.[0]?.message).toBe("Next season has already been created from this occasion");
    expect(await counts()).toEqual(before);
    const proposal = await admin.op<{ nextSeasonProposal: { nextOccasionId: string } }>(PROPOSAL, { occasionId: source.occasionId });
    expect(proposal.data!.nextSeasonProposal.nextOccasionId).toBe(next.id);
  });
});

describe("next season under the names the administrator gave (issue 34)", () => {
  it("refuses a missing default-language name with the field's message and writes nothing", async () => {
    const other = await seasonalSource(app, { customers: { Fanni: ["A1"] }, startTime: SOURCE_START });
    const before = await counts();
    const answer = await admin.op(CREATE_NEXT_SEASON, {
      occasionId: other.occasionId,
      input: { bookableStartTime: SALE_START.toISOString(), eventNames: [{ language: "fi", text: "Kevät 2027" }] },
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { "eventNames.en": expect.any(String) } });
    expect(await counts()).toEqual(before);
    const named = await createNextSeasonOk(admin, other.occasionId, {
      bookableStartTime: SALE_START.toISOString(),
      eventNames: [
        { language: "en", text: " Spring gala 2027 " },
        { language: "fi", text: "Kevätgaala 2027" },
        { language: "sv", text: "" },
      ],
    });
    const [event] = await app.query<{ name: unknown }>(`SELECT name FROM events WHERE id = $1`, [named.eventId]);
    expect(event!.name).toEqual({ en: "Spring gala 2027", fi: "Kevätgaala 2027" });
  });
});

describe("two administrators create next season at the same moment", () => {
  it("exactly one succeeds; the other is told next season exists; the counters are exact", async () => {
    const other = await seasonalSource(app, { customers: { Daniel: ["A1"], Eeva: ["A2", "A3"] }, startTime: SOURCE_START });
    const second = await signInAdmin(app);
    const input = { bookableStartTime: SALE_START.toISOString() };
    const answers = await Promise.all([
      admin.op(CREATE_NEXT_SEASON, { occasionId: other.occasionId, input }),
      second.op(CREATE_NEXT_SEASON, { occasionId: other.occasionId, input }),
    ]);
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(answers.flatMap((answer) => answer.errors ?? []).map((error) => error.extensions?.code)).toEqual(["CONFLICT"]);
    const created = await app.query<{ id: string }>(`SELECT id FROM occasions WHERE previous_occasion_id = $1`, [other.occasionId]);
    expect(created).toHaveLength(1);
    expect((await renewalTokens(app, created[0]!.id)).size).toBe(2);
    expect(await invariantViolations(app, created[0]!.id)).toEqual([]);
  });
});
