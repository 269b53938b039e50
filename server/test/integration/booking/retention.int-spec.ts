/**
 * Issue 15, the retention job (DESIGN section 4): bookings whose occasion ended more than retentionDays ago
 * have their client details anonymized (amounts, tickets and statuses kept, anonymizedAt and a history
 * entry recorded); newer ones, ones still in checkout and everything while the setting is empty are left
 * alone. Running it again changes nothing, and two processes running it at once anonymize each booking once.
 */
import "reflect-metadata";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ClientDetailsWriter } from "../../../src/modules/booking/process/client-details.js";
import { anonymizePastRetention } from "../../../src/modules/booking/process/retention.job.js";
import { SettingsService } from "../../../src/modules/settings/settings.service.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { bookingRow, createOccasion, demoIds, insertBooking, ticketCount, type DemoIds } from "../../helpers/booking-fixtures.js";

const DAY = 86_400_000;

let app: BookingTestApp;
let demo: DemoIds;

beforeAll(async () => {
  app = await startBookingApp();
  demo = await demoIds(app);
});

afterAll(async () => {
  await app?.stop();
});

beforeEach(async () => {
  // Each test starts from no retention and no bookings of ended occasions left to anonymize.
  await app.query(`UPDATE settings SET retention_days = NULL WHERE id = 1`);
  await app.query(`UPDATE bookings SET anonymized_at = now() WHERE anonymized_at IS NULL`);
});

const run = () => anonymizePastRetention(app.services.dataSource, app.services.clock, app.services.settings, app.services.clientDetails);

const setRetention = (days: number | null) => app.query(`UPDATE settings SET retention_days = $1 WHERE id = 1`, [days]);

/** An occasion that ended `daysAgo` days ago (negative: in the future), on the demo plan. */
async function occasionEnded(daysAgo: number): Promise<string> {
  // createOccasion ends occasions two hours after they start.
  const startTime = new Date(Date.now() - daysAgo * DAY - 2 * 3_600_000);
  const { occasionId } = await createOccasion(app, { planId: demo.planId, eventPrices: { [demo.ticketTypes.adult!]: 3900 }, startTime });
  return occasionId;
}

let seat = 0;

/** A booking of a seat of its own with the fixture's client details and a client address. */
async function bookingOn(occasionId: string, status: string): Promise<string> {
  seat += 1;
  const id = await insertBooking(app, {
    occasionId,
    status,
    spaceIds: [demo.space(`R14-S${seat}`)],
    ticketTypeId: demo.ticketTypes.adult!,
    expiresAt: status === "payment" ? new Date(Date.now() + 600_000) : null,
  });
  await app.query(`UPDATE bookings SET phone = '+358 40 1', identity_number = '131052-308T', client_address = '10.1.2.3' WHERE id = $1`, [
    id,
  ]);
  return id;
}

async function anonymizedHistory(id: string): Promise<number> {
  const [row] = await app.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM booking_changes WHERE booking_id = $1 AND kind = 'anonymized'`,
    [id],
  );
  return row!.n;
}

const CLIENT_ERASED = {
  firstname: null,
  lastname: null,
  email: null,
  phone: null,
  identity_number: null,
  client_address: null,
};

describe("the retention job", () => {
  it("anonymizes only the bookings of occasions that ended longer ago than retentionDays, keeping amounts and tickets", async () => {
    const old = await occasionEnded(31);
    const recent = await occasionEnded(29);
    const future = await occasionEnded(-10);
    const oldBooked = await bookingOn(old, "booked");
    const oldCancelled = await bookingOn(old, "cancelled");
    const oldPaying = await bookingOn(old, "payment");
    const recentBooked = await bookingOn(recent, "booked");
    const futureBooked = await bookingOn(future, "booked");
    await setRetention(30);

    expect(await run()).toBe(2);

    for (const id of [oldBooked, oldCancelled]) {
      const row = await bookingRow(app, id);
      expect(row).toMatchObject({ ...CLIENT_ERASED, total: 3900 });
      expect(row.anonymized_at).toBeInstanceOf(Date);
      expect(await ticketCount(app, id)).toBe(1);
      expect(await anonymizedHistory(id)).toBe(1);
    }
    expect((await bookingRow(app, oldBooked)).status).toBe("booked");
    expect((await bookingRow(app, oldCancelled)).status).toBe("cancelled");
    // Still in checkout: its details are needed to finish it (the expiry sweep ends it first).
    for (const id of [oldPaying, recentBooked, futureBooked]) {
      expect(await bookingRow(app, id), id).toMatchObject({ email: "fixture@example.fi", client_address: "10.1.2.3", anonymized_at: null });
    }
  });

  it("is idempotent: a second run anonymizes nothing more and records nothing more", async () => {
    const id = await bookingOn(await occasionEnded(10), "booked");
    await setRetention(5);
    expect(await run()).toBe(1);
    const first = (await bookingRow(app, id)).anonymized_at;
    expect(await run()).toBe(0);
    expect((await bookingRow(app, id)).anonymized_at).toEqual(first);
    expect(await anonymizedHistory(id)).toBe(1);
  });

  it("keeps everything while retentionDays is empty", async () => {
    const id = await bookingOn(await occasionEnded(3_000), "booked");
    expect(await run()).toBe(0);
    expect(await bookingRow(app, id)).toMatchObject({ email: "fixture@example.fi", anonymized_at: null });
  });

  it("anonymizes each booking once when two processes run it at the same time", async () => {
    const old = await occasionEnded(40);
    const ids: string[] = [];
    for (let index = 0; index < 12; index++) ids.push(await bookingOn(old, "booked"));
    await setRetention(30);
    const other = await app.openDataSource();
    const secondProcess = () =>
      anonymizePastRetention(other, app.services.clock, new SettingsService(other), new ClientDetailsWriter(app.services.lifecycle));

    const counts = await Promise.all([run(), secondProcess(), run(), secondProcess()]);

    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(12);
    for (const id of ids) {
      expect((await bookingRow(app, id)).email).toBeNull();
      expect(await anonymizedHistory(id)).toBe(1);
    }
  });
});
