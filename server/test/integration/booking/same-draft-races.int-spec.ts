/**
 * One draft raced by its own browser (double clicks, several tabs, a retrying client). The draft row is
 * locked FOR UPDATE by each call, so the calls run one after another; what each call decides must come
 * from what the previous one committed.
 *
 * BookingService.lockDraft reads `ticket_count` with a scalar subquery in the same statement that takes
 * the row lock. Under READ COMMITTED that subquery uses the snapshot taken when the statement started,
 * before the lock wait, so a call that waited for the lock sees the ticket count from before the calls it
 * waited for: the "lock the row and count in the same single statement" trap DESIGN section 3 measures.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { RestClient } from "../../helpers/booking-client.js";
import {
  bookingRow,
  demoIds,
  heldOf,
  invariantViolations,
  statusHistory,
  ticketCount,
  type DemoIds,
} from "../../helpers/booking-fixtures.js";

const MAX_TICKETS = 3;

let app: BookingTestApp;
let demo: DemoIds;
let occasionId: string;

beforeAll(async () => {
  app = await startBookingApp({ env: { MAX_TICKETS_PER_DRAFT: String(MAX_TICKETS) } });
  demo = await demoIds(app);
  occasionId = demo.occasions.Matinee!;
});

afterAll(async () => {
  await app?.stop();
});

describe("concurrent calls on one draft", () => {
  it("two concurrent adds of the same one-ticket seat from one draft: one ticket, one 409", async () => {
    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasionId);
    const seat = demo.space("R5-S5");

    const answers = await Promise.all([buyer.addSpace(seat), buyer.addSpace(seat)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await ticketCount(app, buyer.uuid!)).toBe(1);
    expect(await heldOf(app, occasionId, seat)).toMatchObject({ held: 1, holding: 1 });
  });

  it(`no stale ticket count: 10 concurrent adds on one draft with MAX_TICKETS_PER_DRAFT=${MAX_TICKETS} leave exactly ${MAX_TICKETS} tickets (the rest 422)`, async () => {
    const standing = demo.space("standing-A");
    for (let round = 0; round < 3; round++) {
      const buyer = new RestClient(app.url);
      await buyer.bookOk(occasionId);

      const answers = await Promise.all(Array.from({ length: 10 }, () => buyer.addSpace(standing)));

      const statuses = answers.map((answer) => answer.status).sort();
      const tickets = await ticketCount(app, buyer.uuid!);
      expect(tickets, `round ${round}: the draft holds ${tickets} tickets, answers ${JSON.stringify(statuses)}`).toBe(MAX_TICKETS);
      expect(statuses).toEqual([...Array(MAX_TICKETS).fill(201), ...Array(10 - MAX_TICKETS).fill(422)]);
    }
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });

  it("no stale ticket count: removing all of a draft's tickets concurrently cancels the draft (no empty draft is left in status draft)", async () => {
    const buyer = new RestClient(app.url);
    await buyer.bookOk(occasionId);
    const ticketIds: string[] = [];
    for (const seat of ["R6-S1", "R6-S2", "R6-S3"]) ticketIds.push((await buyer.addSpaceOk(demo.space(seat))).id);

    const answers = await Promise.all(ticketIds.map((ticketId) => buyer.removeTicket(ticketId)));

    const row = await bookingRow(app, buyer.uuid!);
    expect(await ticketCount(app, buyer.uuid!)).toBe(0);
    expect(row.status, `answers ${JSON.stringify(answers.map((answer) => answer.status))}`).toBe("cancelled");
    // Each removal succeeded: 200 with the draft left, or 204 once the draft is gone (cancelled by the removal
    // of its last ticket, possibly a concurrent one that committed before this answer was read). Never a 404.
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.every((status) => status === 200 || status === 204),
      JSON.stringify(statuses),
    ).toBe(true);
    expect(statuses).toContain(204);
    expect((await statusHistory(app, buyer.uuid!)).map((change) => change.to)).toEqual(["draft", "cancelled"]);
    expect((await buyer.getDraft()).status).toBe(404);
  });

  it("cancelDraft racing addSpace on the same draft never leaves a ticket holding a place for a cancelled booking", async () => {
    // 16 requests in flight: below the pool size of 20 (see bounded-waits.int-spec.ts).
    const buyers = Array.from({ length: 8 }, () => new RestClient(app.url));
    for (const buyer of buyers) await buyer.bookOk(occasionId);
    const seats = buyers.map((_, index) => demo.space(`R7-S${index + 1}`));

    const answers = await Promise.all(buyers.flatMap((buyer, index) => [buyer.addSpace(seats[index]!), buyer.cancelDraft()]));

    for (const answer of answers) expect([201, 204, 404]).toContain(answer.status);
    for (const buyer of buyers) expect((await bookingRow(app, buyer.uuid!)).status).toBe("cancelled");
    for (const seat of seats) expect(await heldOf(app, occasionId, seat)).toMatchObject({ held: 0, holding: 0 });
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });
});
