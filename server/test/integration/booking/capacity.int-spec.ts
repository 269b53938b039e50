/**
 * The capacity invariant (DESIGN section 3): for every occasion and space, the tickets of bookings that
 * hold their spaces never exceed the space's capacity, under any concurrency. Every race here runs
 * through the real HTTP server with separate browsers (cookie jars), and the result is checked in the
 * database: occasion_spaces.held against max_tickets and against the tickets that really hold.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, mapLimit, onlyError, RestClient, type HttpAnswer, type RestTicket } from "../../helpers/booking-client.js";
import {
  bookingRow,
  createOccasion,
  createPlan,
  demoIds,
  heldOf,
  insertBooking,
  invariantViolations,
  inventory,
  prng,
  statusHistory,
  type DemoIds,
} from "../../helpers/booking-fixtures.js";

let app: BookingTestApp;
let demo: DemoIds;
let eveningShow: string;

/**
 * Never more requests in flight than the pool has connections: with a saturated pool the server deadlocks
 * (bounded-waits.int-spec.ts shows that bug). Sized above the largest burst here, the races below test
 * the invariant itself at full concurrency.
 */
const MAX_IN_FLIGHT = 200;

beforeAll(async () => {
  app = await startBookingApp({ env: { DB_POOL_SIZE: String(MAX_IN_FLIGHT + 10) } });
  demo = await demoIds(app);
  eveningShow = demo.occasions["Evening show"]!;
});

afterAll(async () => {
  await app?.stop();
});

/** `count` browsers, each with its own cookie jar and a fresh draft on the occasion. */
async function restBuyers(occasionId: string, count: number): Promise<RestClient[]> {
  const buyers = Array.from({ length: count }, () => new RestClient(app.url));
  await mapLimit(buyers, 50, (buyer) => buyer.bookOk(occasionId));
  return buyers;
}

function tally(answers: Array<{ status: number }>): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

describe("one seat, 200 buyers at once (REST)", () => {
  it("exactly one of 200 concurrent addSpace calls gets the seat; 199 get 409 'selected space is already booked'", async () => {
    const seat = demo.space("R1-S1");
    const buyers = await restBuyers(eveningShow, 200);
    expect(new Set(buyers.map((buyer) => buyer.draftSecret)).size, "every browser has its own draft cookie").toBe(200);

    const answers = await Promise.all(buyers.map((buyer) => buyer.addSpace(seat)));

    expect(tally(answers)).toEqual({ 201: 1, 409: 199 });
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.text).toBe("selected space is already booked");
      expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
    }
    const winner = answers.findIndex((answer) => answer.status === 201);
    const ticket = answers[winner]!.body as RestTicket;
    expect(ticket.space_id).toBe(seat);

    const rows = await app.query<{ booking_id: string }>(`SELECT booking_id FROM tickets WHERE occasion_id = $1 AND space_id = $2`, [
      eveningShow,
      seat,
    ]);
    expect(rows).toEqual([{ booking_id: buyers[winner]!.uuid }]);
    expect(await heldOf(app, eveningShow, seat)).toEqual({ space_id: seat, held: 1, holding: 1, max_tickets: 1 });
    expect(await invariantViolations(app, eveningShow)).toEqual([]);
  });
});

describe("a standing area under three times its capacity in attempts", () => {
  it("standing-A (200 places): 600 adds from 200 drafts, 200 in flight at a time -> exactly 200 tickets, held == 200 == holding tickets", async () => {
    const standing = demo.space("standing-A");
    const matinee = demo.occasions.Matinee!;
    const buyers = await restBuyers(matinee, 200);

    // Round-robin over the drafts, so each draft has up to 3 adds racing each other as well.
    const attempts = Array.from({ length: 600 }, (_, index) => buyers[index % 200]!);
    const answers = await mapLimit(attempts, MAX_IN_FLIGHT, (buyer) => buyer.addSpace(standing));

    expect(tally(answers)).toEqual({ 201: 200, 409: 400 });
    expect(answers.filter((a) => a.status === 409).every((a) => a.text === "selected space is already booked")).toBe(true);
    const row = await heldOf(app, matinee, standing);
    expect(row).toEqual({ space_id: standing, max_tickets: 200, held: 200, holding: 200 });
    const [tickets] = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM tickets WHERE occasion_id = $1 AND space_id = $2`, [
      matinee,
      standing,
    ]);
    expect(tickets!.n).toBe(200);
    expect(await invariantViolations(app, matinee)).toEqual([]);
  });

  it("a new space of capacity 20: 60 concurrent buyers -> exactly 20 succeed", async () => {
    const { planId, spaceIds } = await createPlan(app, [{ name: "pit", maxTickets: 20 }]);
    const { occasionId } = await createOccasion(app, { planId, eventPrices: { [demo.ticketTypes.adult!]: 1500 } });
    const buyers = await restBuyers(occasionId, 60);

    const answers = await Promise.all(buyers.map((buyer) => buyer.addSpace(spaceIds[0]!)));

    expect(tally(answers)).toEqual({ 201: 20, 409: 40 });
    expect(await inventory(app, occasionId)).toEqual([{ space_id: spaceIds[0], max_tickets: 20, held: 20, holding: 20 }]);
  });
});

describe("random mixed load over 50 spaces", () => {
  it("adds, removes, payment round trips and cancels from 30 browsers keep held <= max_tickets and held == holding tickets on every space", async () => {
    const random = prng(20_260_517);
    const capacities = [1, 1, 1, 2, 2, 3, 4, 5, 8, 12];
    const { planId, spaceIds } = await createPlan(
      app,
      Array.from({ length: 50 }, (_, index) => ({
        name: `mix-${index}`,
        maxTickets: capacities[Math.floor(random() * capacities.length)]!,
      })),
    );
    const { occasionId } = await createOccasion(app, { planId, eventPrices: { [demo.ticketTypes.adult!]: 2000 } });
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

    const statuses: Record<string, number> = {};
    const unexpected: string[] = [];
    const record = (op: string, answer: HttpAnswer<unknown>, allowed: number[]) => {
      statuses[`${op} ${answer.status}`] = (statuses[`${op} ${answer.status}`] ?? 0) + 1;
      if (!allowed.includes(answer.status)) unexpected.push(`${op} -> ${answer.status} ${answer.text.slice(0, 120)}`);
    };
    // Each browser's operations are decided up front (deterministic), then run; browsers run concurrently.
    const plans = Array.from({ length: 30 }, () =>
      Array.from({ length: 25 }, () => ({ roll: random(), space: pick(spaceIds), which: random() })),
    );
    const browsers = plans.map(() => new RestClient(app.url));
    /** Tickets each browser believes it holds (its current draft). */
    const held = browsers.map(() => [] as string[]);

    await Promise.all(
      browsers.map(async (browser, b) => {
        await browser.bookOk(occasionId);
        let inPayment = false;
        for (const step of plans[b]!) {
          const mine = held[b]!;
          if (inPayment) {
            const answer = await browser.cancelPayment();
            record("cancelPayment", answer, [200]);
            inPayment = false;
          } else if (step.roll < 0.6 || mine.length === 0) {
            const answer = await browser.addSpace(step.space);
            record("addSpace", answer, [201, 409, 422]);
            if (answer.status === 201) mine.push((answer.body as RestTicket).id);
          } else if (step.roll < 0.82) {
            const [ticketId] = mine.splice(Math.floor(step.which * mine.length), 1);
            const answer = await browser.removeTicket(ticketId!);
            record("removeTicket", answer, [200, 204]);
            if (answer.status === 204) await browser.bookOk(occasionId); // the last ticket cancelled the draft
          } else if (step.roll < 0.92) {
            const answer = await browser.initiatePayment({
              firstname: "Mixed",
              lastname: "Load",
              email: "mixed@example.fi",
              phone: "0401234567",
              payment_method_id: "skip",
            });
            record("initiatePayment", answer, [200]);
            inPayment = answer.status === 200;
          } else {
            const answer = await browser.cancelDraft();
            record("cancelDraft", answer, [204]);
            mine.length = 0;
            await browser.bookOk(occasionId);
          }
        }
      }),
    );

    expect(unexpected, JSON.stringify(statuses)).toEqual([]);
    expect(statuses["addSpace 201"], "the load really took places").toBeGreaterThan(100);
    expect(statuses["addSpace 409"], "the load really hit full spaces").toBeGreaterThan(10);
    const rows = await inventory(app, occasionId);
    expect(rows).toHaveLength(50);
    for (const row of rows) {
      expect(row.held, `space ${row.space_id}`).toBeLessThanOrEqual(row.max_tickets);
      expect(row.held, `space ${row.space_id}`).toBe(row.holding);
    }
    // What the browsers believe they hold is exactly what the database says is held.
    const believed = held.flat().sort();
    const actual = (
      await app.query<{ id: string }>(
        `SELECT t.id FROM tickets t JOIN bookings b ON b.id = t.booking_id WHERE t.occasion_id = $1 AND b.status IN ('draft', 'payment') ORDER BY t.id`,
        [occasionId],
      )
    ).map((row) => row.id);
    expect(actual).toEqual(believed);
    expect(rows.reduce((sum, row) => sum + row.held, 0)).toBe(believed.length);
  });
});

describe("the same race through GraphQL", () => {
  it("100 concurrent addSpace mutations on one seat: one ticket, 99 SPACE_OCCUPIED errors with extensions.status 409", async () => {
    const seat = demo.space("R1-S2");
    const buyers = Array.from({ length: 100 }, () => new GraphQLClient(app.url));
    await mapLimit(buyers, 50, (buyer) => buyer.bookOk(eveningShow));

    const answers = await Promise.all(buyers.map((buyer) => buyer.addSpace(seat)));

    const winners = answers.filter((answer) => answer.data?.addSpace);
    expect(winners).toHaveLength(1);
    expect(winners[0]!.data!.addSpace.spaceId).toBe(seat);
    const losers = answers.filter((answer) => !answer.data?.addSpace);
    expect(losers).toHaveLength(99);
    for (const answer of losers) {
      const error = onlyError(answer);
      expect(error.message).toBe("selected space is already booked");
      expect(error.extensions).toMatchObject({ code: "SPACE_OCCUPIED", status: 409 });
      expect(answer.status).toBe(200);
    }
    expect(await heldOf(app, eveningShow, seat)).toMatchObject({ held: 1, holding: 1 });
  });
});

describe("bookings that are not drafts take capacity too", () => {
  it("locked, booked and unexpired renewable bookings make their seats answer 409; an expired renewable is reclaimed by the add", async () => {
    const occasionId = demo.occasions["Evening show 2"]!;
    const adult = demo.ticketTypes.adult!;
    const [lockedSeat, bookedSeat, renewableSeat, lapsedSeat] = ["R3-S1", "R3-S2", "R3-S3", "R3-S4"].map((name) => demo.space(name));
    await insertBooking(app, { occasionId, status: "locked", spaceIds: [lockedSeat!], ticketTypeId: adult });
    await insertBooking(app, { occasionId, status: "booked", spaceIds: [bookedSeat!], ticketTypeId: adult });
    await insertBooking(app, {
      occasionId,
      status: "renewable",
      spaceIds: [renewableSeat!],
      ticketTypeId: adult,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const lapsed = await insertBooking(app, {
      occasionId,
      status: "renewable",
      spaceIds: [lapsedSeat!],
      ticketTypeId: adult,
      expiresAt: new Date(Date.now() - 60_000),
    });
    expect(await invariantViolations(app, occasionId)).toEqual([]);

    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasionId);
    for (const seat of [lockedSeat!, bookedSeat!, renewableSeat!]) {
      const answer = await buyer.addSpace(seat);
      expect(answer.status, `seat ${seat}`).toBe(409);
      expect(answer.text).toBe("selected space is already booked");
      expect(await heldOf(app, occasionId, seat)).toMatchObject({ held: 1, holding: 1 });
    }

    const reclaimed = await buyer.addSpace(lapsedSeat!);
    expect(reclaimed.status, reclaimed.text).toBe(201);
    expect((await bookingRow(app, lapsed)).status).toBe("expired");
    expect(await statusHistory(app, lapsed)).toEqual([
      { from: null, to: "renewable", reason: "test fixture" },
      { from: "renewable", to: "expired", reason: "not renewed by its deadline" },
    ]);
    const [kept] = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM tickets WHERE booking_id = $1`, [lapsed]);
    expect(kept!.n, "the expired booking's rows are kept").toBe(1);
    expect(await heldOf(app, occasionId, lapsedSeat!)).toMatchObject({ held: 1, holding: 1 });
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });

  it("a locked booking holding 3 of a 5-place space leaves exactly 2 places for 10 concurrent buyers", async () => {
    const { planId, spaceIds } = await createPlan(app, [{ name: "box", maxTickets: 5 }]);
    const { occasionId } = await createOccasion(app, { planId, eventPrices: { [demo.ticketTypes.adult!]: 1000 } });
    const box = spaceIds[0]!;
    await insertBooking(app, { occasionId, status: "locked", spaceIds: [box, box, box], ticketTypeId: demo.ticketTypes.adult! });
    const buyers = await restBuyers(occasionId, 10);

    const answers = await Promise.all(buyers.map((buyer) => buyer.addSpace(box)));

    expect(tally(answers)).toEqual({ 201: 2, 409: 8 });
    expect(await inventory(app, occasionId)).toEqual([{ space_id: box, max_tickets: 5, held: 5, holding: 5 }]);
  });
});
