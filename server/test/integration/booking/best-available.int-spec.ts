import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCode } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { DRAFT_FIELDS, GraphQLClient, type GqlDraft } from "../../helpers/booking-client.js";
import { createOccasion, demoIds, invariantViolations, type DemoIds } from "../../helpers/booking-fixtures.js";

// Best available (issue 20): seats chosen for the buyer, held all or none in their draft, under concurrency.

const HOLD_BEST = `mutation ($occasionId: ID!, $count: Int!, $preference: BestAvailableInput) {
  holdBestAvailable(occasionId: $occasionId, count: $count, preference: $preference) { ${DRAFT_FIELDS} }
}`;

let app: BookingTestApp;
let ids: DemoIds;

/** A plan of numbered seats: `rows` rows of `seats` seats in section A, spaces named A-<row>-<seat>. */
async function seatedPlan(rows: number, seats: number, section = "A"): Promise<{ planId: string; byId: Map<string, string> }> {
  const [plan] = await app.query<{ id: string }>(
    `INSERT INTO plans (name, map) VALUES ('{"en":"Seats","fi":"Seats","sv":"Seats"}', '<svg xmlns="http://www.w3.org/2000/svg"/>') RETURNING id`,
  );
  const names: string[] = [];
  const parts: Array<[string, string, string]> = [];
  for (let row = 1; row <= rows; row++)
    for (let seat = 1; seat <= seats; seat++) {
      names.push(`${section}-${row}-${seat}`);
      parts.push([section, String(row), String(seat)]);
    }
  const spaces = await app.query<{ id: string; name: string }>(
    `INSERT INTO spaces (plan_id, name, max_tickets, section, row, seat)
     SELECT $1, n, 1, s, r, t FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) AS x(n, s, r, t) RETURNING id, name`,
    [plan!.id, names, parts.map((part) => part[0]), parts.map((part) => part[1]), parts.map((part) => part[2])],
  );
  return { planId: plan!.id, byId: new Map(spaces.map((space) => [space.id, space.name])) };
}

async function occasionOn(planId: string): Promise<string> {
  return (await createOccasion(app, { planId, eventPrices: { [ids.ticketTypes.adult!]: 2500 } })).occasionId;
}

async function holdBest(client: GraphQLClient, occasionId: string, count: number, preference?: Record<string, unknown>) {
  return client.op<{ holdBestAvailable: GqlDraft }>(HOLD_BEST, { occasionId, count, preference: preference ?? null });
}

/** Seat names of a draft, as `row:seat` numbers in order. */
function seatsOf(draft: GqlDraft, byId: Map<string, string>): string[] {
  return draft.tickets.map((ticket) => byId.get(ticket.spaceId)!).sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
}

beforeAll(async () => {
  app = await startBookingApp();
  ids = await demoIds(app);
});
afterAll(() => app?.stop());

describe("holdBestAvailable", () => {
  it("holds adjacent seats in a new draft, sets its cookie, and adds to the same draft next time", async () => {
    const { planId, byId } = await seatedPlan(3, 10);
    const occasionId = await occasionOn(planId);
    const buyer = new GraphQLClient(app.url);
    const first = await holdBest(buyer, occasionId, 3);
    expect(first.errors).toBeUndefined();
    const draft = first.data!.holdBestAvailable;
    expect(draft.status).toBe("draft");
    expect(seatsOf(draft, byId)).toEqual(["A-1-4", "A-1-5", "A-1-6"]);
    const second = await holdBest(buyer, occasionId, 2);
    expect(second.data?.holdBestAvailable.uuid).toBe(draft.uuid);
    expect(second.data!.holdBestAvailable.tickets).toHaveLength(5);
    // The draft is the buyer's: read with their cookie.
    expect((await buyer.draft(draft.uuid)).data?.draft.tickets).toHaveLength(5);
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });

  it("gives parties racing for the best block disjoint seats, and the last one a clear refusal when none are left", async () => {
    const { planId } = await seatedPlan(2, 6);
    const occasionId = await occasionOn(planId);
    const buyers = Array.from({ length: 6 }, () => new GraphQLClient(app.url));
    const answers = await Promise.all(buyers.map((buyer) => holdBest(buyer, occasionId, 3)));
    const held = answers.filter((answer) => answer.data?.holdBestAvailable);
    // Twelve seats in two rows of six: four parties of three at most.
    expect(held.length).toBeLessThanOrEqual(4);
    expect(held.length).toBeGreaterThanOrEqual(2);
    const spaces = held.flatMap((answer) => answer.data!.holdBestAvailable.tickets.map((ticket) => ticket.spaceId));
    expect(new Set(spaces).size).toBe(spaces.length);
    for (const answer of answers.filter((answer) => !answer.data?.holdBestAvailable))
      expect(errorCode(answer), JSON.stringify(answer.errors)).toMatch(/^(CONFLICT|SPACE_OCCUPIED)$/);
    expect(await invariantViolations(app, occasionId)).toEqual([]);
    const [row] = await app.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tickets t JOIN bookings b ON b.id = t.booking_id WHERE t.occasion_id = $1 AND b.status = 'draft'`,
      [occasionId],
    );
    expect(row!.n).toBe(spaces.length);
    // A refused party leaves no empty draft behind: the draft is made with the block it holds.
    const [drafts] = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings WHERE occasion_id = $1 AND status = 'draft'`, [
      occasionId,
    ]);
    expect(drafts!.n).toBe(held.length);
  });

  it("seats every party of a rush while the hall has room, each in a block of its own", async () => {
    const { planId, byId } = await seatedPlan(10, 20);
    const occasionId = await occasionOn(planId);
    const buyers = Array.from({ length: 16 }, () => new GraphQLClient(app.url));
    const answers = await Promise.all(buyers.map((buyer) => holdBest(buyer, occasionId, 4)));
    for (const answer of answers) expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const blocks = answers.map((answer) => seatsOf(answer.data!.holdBestAvailable, byId));
    const seats = blocks.flat();
    expect(new Set(seats).size).toBe(16 * 4);
    // Each party sits together: one row, consecutive seats.
    for (const block of blocks) {
      const parts = block.map((name) => name.split("-").map(Number));
      expect(new Set(parts.map(([, row]) => row)).size, block.join(",")).toBe(1);
      const numbers = parts.map(([, , seat]) => seat!).sort((a, b) => a - b);
      expect(numbers[3]! - numbers[0]!, block.join(",")).toBe(3);
    }
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });

  it("keeps to a preferred section", async () => {
    const a = await seatedPlan(1, 4, "A");
    const occasionId = await occasionOn(a.planId);
    const buyer = new GraphQLClient(app.url);
    const answer = await holdBest(buyer, occasionId, 2, { section: "B" });
    expect(errorCode(answer)).toBe("CONFLICT");
    expect(answer.errors?.[0]?.message).toMatch(/not 2 seats/);
  });

  it("refuses a bad count, a malformed preference, a plan without numbered seats and an occasion not on sale", async () => {
    const { planId } = await seatedPlan(1, 4);
    const occasionId = await occasionOn(planId);
    const buyer = new GraphQLClient(app.url);
    for (const count of [0, -1]) expect(errorCode(await holdBest(buyer, occasionId, count)), String(count)).toBe("BAD_USER_INPUT");
    const tooMany = await holdBest(buyer, occasionId, 1000);
    expect(errorCode(tooMany)).toBe("TOO_MANY_TICKETS");
    expect(tooMany.errors?.[0]?.message).toMatch(/at most \d+ tickets/);
    expect(errorCode(await holdBest(buyer, occasionId, 2, { priceZoneId: "nope" }))).toBe("BAD_USER_INPUT");
    expect(errorCode(await holdBest(buyer, occasionId, 2, { section: "x".repeat(51) }))).toBe("BAD_USER_INPUT");
    expect(errorCode(await holdBest(buyer, "nope", 2))).toBe("BAD_USER_INPUT");
    // The demo plan's standing areas and seats without numbers in a plan of its own.
    const [plain] = await app.query<{ id: string }>(
      `INSERT INTO plans (name, map) VALUES ('{"en":"Plain"}', '<svg xmlns="http://www.w3.org/2000/svg"/>') RETURNING id`,
    );
    await app.query(`INSERT INTO spaces (plan_id, name, max_tickets) VALUES ($1, 'standing', 100)`, [plain!.id]);
    const unnumbered = await holdBest(buyer, await occasionOn(plain!.id), 2);
    expect(errorCode(unnumbered)).toBe("CONFLICT");
    expect(unnumbered.errors?.[0]?.message).toMatch(/no rows and seat numbers/);
    const closed = (await createOccasion(app, { planId, eventPrices: { [ids.ticketTypes.adult!]: 2500 }, bookable: false })).occasionId;
    expect(errorCode(await holdBest(buyer, closed, 2))).toBe("NOT_BOOKABLE");
    // None of the refusals left a draft or a hold behind.
    const [row] = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings WHERE occasion_id = $1`, [occasionId]);
    expect(row!.n).toBe(0);
  });
});
