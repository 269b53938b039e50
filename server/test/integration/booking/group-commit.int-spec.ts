/**
 * Group commit (issue 18): holds that reach the lifecycle together go to PostgreSQL as one `hold_places`
 * statement, and each is still decided by hold_place on its own (the counter's guard, the draft's ticket
 * limit, draft access), answered on its own, in the order it came for holds on the same place. A batch the
 * database refuses as a whole is tried again hold by hold; one whose connection was lost is not (it may have
 * committed).
 */
import "reflect-metadata";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { createOccasion, createPlan, invariantViolations } from "../../helpers/booking-fixtures.js";
import type { NewDraft, PlaceHold } from "../../../src/modules/booking/process/lifecycle.js";

let app: BookingTestApp;
let ticketTypeId: string;

beforeAll(async () => {
  app = await startBookingApp({ env: { MAX_TICKETS_PER_DRAFT: "2" } });
  [{ id: ticketTypeId }] = (await app.query<{ id: string }>(`SELECT id FROM ticket_types ORDER BY position LIMIT 1`)) as [{ id: string }];
});

afterAll(async () => {
  await app?.stop();
});

let drafts = 0;
/** A draft as the book call leaves it: its secret's hash, its own client address, not lapsed unless told. */
async function draft(occasionId: string, options: { lapsed?: boolean } = {}): Promise<{ id: string; secretHash: string }> {
  drafts++;
  const secretHash = `hash-${drafts}`;
  const [row] = await app.query<{ id: string }>(
    `INSERT INTO bookings (occasion_id, status, secret_hash, expires_at, client_address)
     VALUES ($1, 'draft', $2, now() + ($3 || ' minutes')::interval, $4) RETURNING id`,
    [occasionId, secretHash, options.lapsed ? "-1" : "15", `10.9.0.${drafts}`],
  );
  return { id: row!.id, secretHash };
}

async function sale() {
  const { planId, spaceIds } = await createPlan(app, [
    { name: "A", maxTickets: 1 },
    { name: "B", maxTickets: 1 },
    { name: "Standing", maxTickets: 3 },
  ]);
  const { occasionId } = await createOccasion(app, { planId, eventPrices: { [ticketTypeId]: 1000 } });
  const [seatA, seatB, standing] = spaceIds as [string, string, string];
  return { occasionId, seatA, seatB, standing };
}

function placeHold(occasionId: string, booking: { id: string; secretHash: string }, spaceId: string): PlaceHold {
  return {
    bookingId: booking.id,
    secretHash: booking.secretHash,
    occasionId,
    spaceId,
    ticketTypeId,
    price: 1000,
    vat: 14,
    code: `code-${Math.random().toString(36).slice(2)}`,
    now: new Date(),
  };
}

describe("holds that arrive together", () => {
  it("go as one statement, and each gets its own answer", async () => {
    const { occasionId, seatA, seatB, standing } = await sale();
    const [first, second, third, group, lapsed] = [
      await draft(occasionId),
      await draft(occasionId),
      await draft(occasionId),
      await draft(occasionId),
      await draft(occasionId, { lapsed: true }),
    ];
    const forged = { id: first.id, secretHash: "not-the-secret" };
    const { dataSource, lifecycle } = app.services;
    const statements = vi.spyOn(dataSource, "query");
    try {
      const holds = [
        placeHold(occasionId, first, seatA),
        placeHold(occasionId, second, seatA),
        placeHold(occasionId, third, seatA),
        placeHold(occasionId, group, standing),
        placeHold(occasionId, group, standing),
        placeHold(occasionId, group, standing),
        placeHold(occasionId, lapsed, seatB),
        placeHold(occasionId, forged, seatB),
      ];
      const answers = await Promise.all(holds.map((hold) => lifecycle.hold(dataSource, hold)));
      expect(answers.map((answer) => answer.outcome)).toEqual(["held", "full", "full", "held", "held", "too_many", "missing", "missing"]);
      expect(answers.filter((answer) => answer.ticketId !== null)).toHaveLength(3);
      const batches = statements.mock.calls.filter(([sql]) => /hold_places\(/.test(String(sql)));
      expect(batches, "one hold_places statement for the eight holds").toHaveLength(1);
      expect(statements.mock.calls.filter(([sql]) => /hold_place\(/.test(String(sql)))).toHaveLength(0);
    } finally {
      statements.mockRestore();
    }
    const tickets = await app.query<{ booking_id: string; space_id: string }>(
      `SELECT booking_id, space_id FROM tickets WHERE occasion_id = $1 ORDER BY booking_id, space_id`,
      [occasionId],
    );
    expect(tickets).toHaveLength(3);
    expect(tickets.filter((ticket) => ticket.space_id === seatA)).toEqual([{ booking_id: first.id, space_id: seatA }]);
    expect(tickets.filter((ticket) => ticket.space_id === standing).map((ticket) => ticket.booking_id)).toEqual([group.id, group.id]);
    expect(await invariantViolations(app, occasionId)).toEqual([]);
  });

  it("are tried again one by one when the database refuses their batch as a whole", async () => {
    const { occasionId, seatA, seatB } = await sale();
    const [first, second, third] = [await draft(occasionId), await draft(occasionId), await draft(occasionId)];
    const { dataSource, lifecycle } = app.services;
    const original = dataSource.query.bind(dataSource);
    const deadlock = Object.assign(new pg.DatabaseError("deadlock detected", 0, "error"), { code: "40P01" });
    const statements = vi.spyOn(dataSource, "query").mockImplementation((sql: string, parameters?: Parameters<typeof original>[1]) => {
      if (/hold_places\(/.test(sql)) return Promise.reject(deadlock);
      return original(sql, parameters);
    });
    try {
      const answers = await Promise.all(
        [placeHold(occasionId, first, seatA), placeHold(occasionId, second, seatA), placeHold(occasionId, third, seatB)].map((hold) =>
          lifecycle.hold(dataSource, hold),
        ),
      );
      expect(answers.map((answer) => answer.outcome).sort()).toEqual(["full", "held", "held"]);
      expect(statements.mock.calls.filter(([sql]) => /hold_places\(/.test(String(sql)))).toHaveLength(1);
    } finally {
      statements.mockRestore();
    }
    expect(await invariantViolations(app, occasionId)).toEqual([]);
    const held = await app.query<{ n: number }>(`SELECT count(*)::int AS n FROM tickets WHERE occasion_id = $1`, [occasionId]);
    expect(held[0]!.n).toBe(2);
  });

  it("fail together, none tried again, when the connection is lost under their batch (whether it committed is unknown)", async () => {
    const { occasionId, seatA, seatB } = await sale();
    const [first, second] = [await draft(occasionId), await draft(occasionId)];
    const { dataSource, lifecycle } = app.services;
    const original = dataSource.query.bind(dataSource);
    const lost = Object.assign(new Error("Connection terminated unexpectedly"), { code: "ECONNRESET" });
    const statements = vi.spyOn(dataSource, "query").mockImplementation((sql: string, parameters?: Parameters<typeof original>[1]) => {
      if (/hold_places?\(/.test(sql)) return Promise.reject(lost);
      return original(sql, parameters);
    });
    try {
      const answers = await Promise.allSettled(
        [placeHold(occasionId, first, seatA), placeHold(occasionId, second, seatB)].map((hold) => lifecycle.hold(dataSource, hold)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(["rejected", "rejected"]);
      expect(
        statements.mock.calls.filter(([sql]) => /hold_place\(/.test(String(sql))),
        "no hold tried again on its own",
      ).toHaveLength(0);
    } finally {
      statements.mockRestore();
    }
  });
});

function newDraft(occasionId: string, index: number): NewDraft {
  return {
    occasionId,
    secretHash: `together-${index}`,
    expiresAt: new Date(Date.now() + 15 * 60_000),
    language: index % 2 === 0 ? "fi" : "sv",
    clientKey: `10.8.0.${index}`,
    now: new Date(),
  };
}

describe("drafts created together", () => {
  it("go as one statement, each with its own id, its fields and its history row", async () => {
    const { occasionId } = await sale();
    const { dataSource, lifecycle } = app.services;
    const statements = vi.spyOn(dataSource, "query");
    const asked = [1, 2, 3, 4].map((index) => newDraft(occasionId, index));
    let ids: string[];
    try {
      ids = await Promise.all(asked.map((draft) => lifecycle.createDraft(dataSource, draft)));
      expect(
        statements.mock.calls.filter(([sql]) => /INSERT INTO bookings/.test(String(sql))),
        "one insert for the four drafts",
      ).toHaveLength(1);
    } finally {
      statements.mockRestore();
    }
    expect(new Set(ids).size).toBe(4);
    const rows = await app.query<{ id: string; status: string; secret_hash: string; language: string; client_address: string }>(
      `SELECT id, status, secret_hash, language, client_address FROM bookings WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    for (const [index, id] of ids.entries()) {
      expect(rows.find((row) => row.id === id)).toEqual({
        id,
        status: "draft",
        secret_hash: asked[index]!.secretHash,
        language: asked[index]!.language,
        client_address: asked[index]!.clientKey,
      });
    }
    const history = await app.query<{ booking_id: string; from_status: string | null; to_status: string; reason: string }>(
      `SELECT booking_id, from_status, to_status, reason FROM booking_status_changes WHERE booking_id = ANY($1::uuid[])`,
      [ids],
    );
    expect(history.map((row) => row.booking_id).sort()).toEqual([...ids].sort());
    expect(history.every((row) => row.from_status === null && row.to_status === "draft" && row.reason === "booked by visitor")).toBe(true);
  });

  it("are tried again one by one when the database refuses their batch, so only the bad one fails", async () => {
    const { occasionId } = await sale();
    const { dataSource, lifecycle } = app.services;
    const gone = "00000000-0000-4000-8000-000000000000";
    const answers = await Promise.allSettled(
      [newDraft(occasionId, 5), newDraft(gone, 6), newDraft(occasionId, 7)].map((draft) => lifecycle.createDraft(dataSource, draft)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const made = await app.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings WHERE secret_hash IN ('together-5', 'together-6', 'together-7')`,
    );
    expect(made[0]!.n).toBe(2);
  });
});

describe("refused holds read together", () => {
  it("share one read, and each learns whether its place exists and whether a holder of it has lapsed", async () => {
    const { occasionId, seatA, seatB } = await sale();
    const other = await sale();
    const now = new Date();
    const taken = await draft(occasionId);
    const lapsed = await draft(occasionId, { lapsed: true });
    const { dataSource, lifecycle } = app.services;
    expect((await lifecycle.hold(dataSource, placeHold(occasionId, taken, seatA))).outcome).toBe("held");
    // A hold that lapsed a moment ago and the sweeper has not yet reclaimed: taken while it was live.
    await app.query(`UPDATE bookings SET expires_at = now() + interval '1 minute' WHERE id = $1`, [lapsed.id]);
    expect((await lifecycle.hold(dataSource, placeHold(occasionId, lapsed, seatB))).outcome).toBe("held");
    await app.query(`UPDATE bookings SET expires_at = now() - interval '1 minute' WHERE id = $1`, [lapsed.id]);
    const statements = vi.spyOn(dataSource, "query");
    try {
      const answers = await Promise.all([
        lifecycle.fullSpace(dataSource, now, occasionId, seatA),
        lifecycle.fullSpace(dataSource, now, occasionId, other.seatA),
        lifecycle.fullSpace(dataSource, now, occasionId, seatB),
      ]);
      expect(answers).toEqual([
        { exists: true, lapsed: false },
        { exists: false, lapsed: false },
        { exists: true, lapsed: true },
      ]);
      expect(
        statements.mock.calls.filter(([sql]) => /WITH ORDINALITY/.test(String(sql))),
        "one read for the three",
      ).toHaveLength(1);
    } finally {
      statements.mockRestore();
    }
  });
});
