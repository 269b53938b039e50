/**
 * Issue 11, finding 3 (DESIGN section 7.1): one client address cannot hold a whole sale. The live holds
 * (draft and payment bookings not yet lapsed) made from one address on one occasion take at most
 * MAX_HELD_PER_ADDRESS_PER_OCCASION places, enforced inside hold_place (the one hold path) under
 * concurrency; and a hold is extended to the payment hold only when a provider attempt really starts,
 * never past its cap.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { RestClient, VALID_CLIENT } from "../../helpers/booking-client.js";
import { bookingRow, demoIds, invariantViolations, type DemoIds } from "../../helpers/booking-fixtures.js";
import { ManualClock } from "../../../src/common/clock.js";

const CAP = 40;
const DRAFT_EXPIRY_SECONDS = 900;
const PAYMENT_HOLD_SECONDS = 1800;

let app: BookingTestApp;
let demo: DemoIds;
let clock: ManualClock;
let addressCounter = 0;

beforeAll(async () => {
  clock = new ManualClock(new Date());
  app = await startBookingApp({
    clock,
    env: {
      PAYMENT_SIMULATOR: "true",
      DRAFT_EXPIRY_SECONDS: String(DRAFT_EXPIRY_SECONDS),
      PAYMENT_HOLD_SECONDS: String(PAYMENT_HOLD_SECONDS),
    },
  });
  demo = await demoIds(app);
});

afterAll(async () => {
  await app?.stop();
});

/** A fresh address (TEST-NET-3) shared by several browsers, as behind one NAT. */
function newAddress(): string {
  addressCounter++;
  return `203.0.113.${addressCounter}`;
}

/** `drafts` browsers on one address, each with a draft on the occasion. */
async function draftsFrom(address: string, drafts: number, occasionId: string): Promise<RestClient[]> {
  const browsers = Array.from({ length: drafts }, () => new RestClient(app.url, { address }));
  for (const browser of browsers) await browser.bookOk(occasionId);
  return browsers;
}

/** Live held places of an address on an occasion, as the database counts them. */
async function heldFrom(address: string, occasionId: string): Promise<number> {
  const [row] = await app.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM tickets t JOIN bookings b ON b.id = t.booking_id
      WHERE b.occasion_id = $1 AND b.client_address = $2 AND b.status IN ('draft', 'payment') AND b.expires_at > $3`,
    [occasionId, address, clock.now()],
  );
  return row!.n;
}

describe("MAX_HELD_PER_ADDRESS_PER_OCCASION (default 40)", () => {
  it("the hoarding script: 6 drafts x 10 places from one address, all at once, hold exactly 40; the rest get 429 saying why", async () => {
    const occasionId = demo.occasions["Evening show"]!;
    const standing = demo.space("standing-A");
    const address = newAddress();
    const browsers = await draftsFrom(address, 6, occasionId);
    const answers = await Promise.all(browsers.flatMap((browser) => Array.from({ length: 10 }, () => browser.addSpace(standing))));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(CAP);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(60 - CAP);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.text).toBe("Too many places are held from your network for this date (at most 40): complete or cancel a booking first");
    }
    expect(await heldFrom(address, occasionId)).toBe(CAP);
    expect(await invariantViolations(app, occasionId)).toEqual([]);

    // Another address (another household) is not affected.
    const neighbour = new RestClient(app.url, { address: newAddress() });
    await neighbour.bookOk(occasionId);
    expect((await neighbour.addSpace(standing)).status).toBe(201);

    // Cancelling a draft gives its places back to the address's allowance.
    const cancelled = browsers.find((browser) => browser.uuid)!;
    const [{ n: released } = { n: 0 }] = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM tickets WHERE booking_id = $1`, [
      cancelled.uuid,
    ]);
    expect((await cancelled.cancelDraft()).status).toBe(204);
    const again = await draftsFrom(address, 1, occasionId);
    const retried = await Promise.all(Array.from({ length: released + 1 }, () => again[0]!.addSpace(standing)));
    expect(retried.filter((answer) => answer.status === 201)).toHaveLength(Math.min(released, 10));
    expect(await heldFrom(address, occasionId)).toBeLessThanOrEqual(CAP);
  });

  it("GraphQL and the transactional path (a full space first) count against the same allowance", async () => {
    const occasionId = demo.occasions["Evening show"]!;
    const address = newAddress();
    const browsers = await draftsFrom(address, 4, occasionId);
    const seats = [...demo.spaces.keys()].filter((name) => /^R1[0-4]-S/.test(name)).slice(0, 40);
    for (const [index, name] of seats.entries())
      expect((await browsers[Math.floor(index / 10)]!.addSpace(demo.space(name))).status).toBe(201);
    // A taken seat: hold_place answers full first, then the transactional path tries again; the allowance still decides first.
    const fifth = await draftsFrom(address, 1, occasionId);
    const taken = await fifth[0]!.addSpace(demo.space(seats[0]!));
    expect(taken.status).toBe(429);
    expect(await heldFrom(address, occasionId)).toBe(CAP);
  });

  it("lapsed holds and booked places do not count: the allowance is for places held, not places bought", async () => {
    const occasionId = demo.occasions["Evening show"]!;
    const standing = demo.space("standing-A");
    const address = newAddress();
    const [buyer, other] = await draftsFrom(address, 2, occasionId);
    for (let index = 0; index < 10; index++) await buyer!.addSpaceOk(standing);
    const confirmed = await buyer!.confirm({ ...VALID_CLIENT, payment_method_id: "skip", terms_accepted: true });
    expect(confirmed.body.status).toBe("booked");
    expect(await heldFrom(address, occasionId)).toBe(0);
    for (let index = 0; index < 10; index++) await other!.addSpaceOk(standing);
    expect(await heldFrom(address, occasionId)).toBe(10);

    // Its hold lapses by the clock (before any sweep): a new draft from the address may hold again.
    clock.advance((DRAFT_EXPIRY_SECONDS + 1) * 1000);
    const [next] = await draftsFrom(address, 1, occasionId);
    for (let index = 0; index < 10; index++) await next!.addSpaceOk(standing);
    expect(await heldFrom(address, occasionId)).toBe(10);
  });

  it("the cap is per occasion: the same address holds on another date", async () => {
    const [first, second] = [demo.occasions["Evening show 2"], demo.occasions["Matinee"]];
    const address = newAddress();
    const browsers = await draftsFrom(address, 4, first!);
    const seats = [...demo.spaces.keys()].filter((name) => /^R[56]-S/.test(name)).slice(0, 40);
    for (const [index, name] of seats.entries()) await browsers[Math.floor(index / 10)]!.addSpaceOk(demo.space(name));
    const elsewhere = new RestClient(app.url, { address });
    await elsewhere.bookOk(second!);
    expect((await elsewhere.addSpace(demo.space("standing-A"))).status).toBe(201);
  });
});

describe("the payment hold starts with a provider attempt", () => {
  it("confirm keeps the draft's hold; pay extends it to now + PAYMENT_HOLD_SECONDS, never past creation + draft + payment hold", async () => {
    const occasionId = demo.occasions["Evening show"]!;
    const buyer = new RestClient(app.url, { address: newAddress() });
    const draft = await buyer.bookOk(occasionId);
    const created = new Date(draft.expiresAt!).getTime() - DRAFT_EXPIRY_SECONDS * 1000;
    await buyer.addSpaceOk(demo.space("standing-A"));
    clock.advance(100_000);
    const form = { ...VALID_CLIENT, payment_method_id: "paytrail", terms_accepted: true };
    expect((await buyer.initiatePayment(form)).body.expiresAt).toBe(draft.expiresAt);
    const confirmed = await buyer.confirm(form);
    expect(confirmed.body).toMatchObject({ status: "payment", expiresAt: draft.expiresAt });

    clock.advance(50_000);
    expect((await buyer.pay()).status).toBe(200);
    expect((await bookingRow(app, buyer.uuid!)).expires_at?.getTime()).toBe(clock.now().getTime() + PAYMENT_HOLD_SECONDS * 1000);

    // Cancel and pay again near the end of that hold: the cap holds.
    clock.advance((PAYMENT_HOLD_SECONDS - 60) * 1000);
    expect((await buyer.cancelPayment()).status).toBe(200);
    expect((await buyer.confirm(form)).status).toBe(200);
    expect((await buyer.pay()).status).toBe(200);
    const cap = created + (DRAFT_EXPIRY_SECONDS + PAYMENT_HOLD_SECONDS) * 1000;
    expect((await bookingRow(app, buyer.uuid!)).expires_at?.getTime()).toBe(cap);
  });
});
