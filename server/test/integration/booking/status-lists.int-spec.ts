/**
 * The status lists are one TypeScript constant each (booking-status.ts, payment-status.ts); the SQL that
 * cannot import them (migrations: CHECK constraints, the draft_access and hold_place functions, the
 * address-holds index) is checked against them here, in a migrated database. And the lifecycle's
 * transition refuses what the table refuses, writing nothing.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { RestClient, VALID_CLIENT } from "../../helpers/booking-client.js";
import { bookingRow, demoIds, statusHistory } from "../../helpers/booking-fixtures.js";
import { BOOKING_STATUSES, DRAFT_STATUSES, EDITABLE_STATUSES } from "@seatbooking/core";
import { PAYMENT_STATUSES } from "../../../src/modules/payment/payment-status.js";

let app: BookingTestApp;

beforeAll(async () => {
  app = await startBookingApp();
});

afterAll(async () => {
  await app?.stop();
});

/** The quoted words of every `IN (...)` list in a piece of SQL. */
function inLists(sql: string): string[][] {
  return [...sql.matchAll(/IN \(([^)]*)\)/gi)].map((match) => [...match[1]!.matchAll(/'([a-z_]+)'/g)].map((word) => word[1]!));
}

async function functionSql(signature: string): Promise<string> {
  const [row] = await app.query<{ sql: string }>(`SELECT pg_get_functiondef($1::regprocedure) AS sql`, [signature]);
  return row!.sql;
}

describe("SQL status lists match the TypeScript constants", () => {
  it("draft_access knows the draft statuses", async () => {
    const sql = await functionSql("draft_access(varchar, varchar, timestamptz, varchar, timestamptz)");
    expect(inLists(sql)).toEqual([[...DRAFT_STATUSES]]);
  });

  it("hold_place counts an address's draft statuses and edits only editable drafts", async () => {
    const sql = await functionSql("hold_place(uuid, varchar, uuid, uuid, uuid, integer, numeric, varchar, timestamptz, integer, integer)");
    expect(sql).toContain("draft_access(");
    expect(inLists(sql)).toEqual([[...DRAFT_STATUSES]]);
    expect(EDITABLE_STATUSES).toEqual(["draft"]);
    expect(sql).toContain("v_booking.status <> 'draft'");
  });

  it("the address-holds index covers the draft statuses", async () => {
    const [index] = await app.query<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE indexname = 'bookings_address_holds'`);
    expect(index!.indexdef.match(/'(\w+)'/g)?.map((word) => word.slice(1, -1))).toEqual([...DRAFT_STATUSES]);
  });

  it("the CHECK constraints allow exactly the known statuses", async () => {
    const checks = await app.query<{ name: string; def: string }>(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname IN ('bookings_status', 'payments_status')`,
    );
    const words = (name: string) => [...checks.find((check) => check.name === name)!.def.matchAll(/'(\w+)'/g)].map((m) => m[1]).sort();
    expect(words("bookings_status")).toEqual([...BOOKING_STATUSES].sort());
    expect(words("payments_status")).toEqual([...PAYMENT_STATUSES].sort());
  });
});

describe("the lifecycle's transition", () => {
  it("refuses a change the table refuses, with INVALID_TRANSITION, and writes nothing", async () => {
    const demo = await demoIds(app);
    const buyer = new RestClient(app.url);
    await buyer.bookOk(demo.occasions["Evening show"]!);
    await buyer.addSpaceOk(demo.space("R7-S1"));
    expect((await buyer.confirm({ ...VALID_CLIENT, payment_method_id: "skip", terms_accepted: true })).body.status).toBe("booked");
    const before = await statusHistory(app, buyer.uuid!);
    const refusal = await app.services.dataSource
      .transaction((manager) =>
        app.services.lifecycle["transition"](manager, {
          bookingId: buyer.uuid!,
          from: "booked",
          to: "draft",
          reason: "test",
          now: new Date(),
        }),
      )
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refusal).toMatchObject({ code: "INVALID_TRANSITION" });
    // A stale `from` is refused too: the row is not in that status.
    const stale = await app.services.dataSource
      .transaction((manager) =>
        app.services.lifecycle["transition"](manager, {
          bookingId: buyer.uuid!,
          from: "draft",
          to: "cancelled",
          reason: "test",
          now: new Date(),
        }),
      )
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(stale).toMatchObject({ code: "INVALID_TRANSITION" });
    expect((await bookingRow(app, buyer.uuid!)).status).toBe("booked");
    expect(await statusHistory(app, buyer.uuid!)).toEqual(before);
  });
});
