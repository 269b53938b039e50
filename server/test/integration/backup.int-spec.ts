/**
 * Backups (issue 40, point 4): `npm run backup` writes one consistent moment of the database, readable by its owner only;
 * `npm run restore` loads it into an empty database, where the app serves what it held (the demo data, a booking, the
 * administrator who signs in); a database already in use is refused, and so is a file that is not a backup.
 */
import "reflect-metadata";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp } from "../../src/app/bootstrap.js";
import { migrateDatabase } from "../../src/app/database/migrate.js";
import { loadConfig } from "../../src/config/config.js";
import { backupDatabase, restoreDatabase } from "../../src/db/backup.js";
import { signInAdmin } from "../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../helpers/booking-app.js";
import { GraphQLClient, VALID_CLIENT } from "../helpers/booking-client.js";
import { demoIds } from "../helpers/booking-fixtures.js";
import { cloneTestDatabase } from "../helpers/database.js";

let app: BookingTestApp;
const folder = mkdtempSync(path.join(os.tmpdir(), "backup-"));

beforeAll(async () => {
  app = await startBookingApp();
});

afterAll(async () => {
  await app?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const COUNTS = `SELECT (SELECT count(*) FROM bookings)::int AS bookings, (SELECT count(*) FROM tickets)::int AS tickets,
  (SELECT count(*) FROM spaces)::int AS spaces, (SELECT count(*) FROM users)::int AS users,
  (SELECT sum(held) FROM occasion_spaces)::int AS held, (SELECT max(number) FROM bookings)::int AS last_number`;

describe("a backup and its restore", () => {
  it("round-trips the demo data and a booking; the restored app serves them and goes on numbering", async () => {
    const demo = await demoIds(app);
    const admin = await signInAdmin(app);
    const sold = await admin.op<{ createBoxOfficeBooking: { id: string } }>(
      `mutation ($input: BoxOfficeBookingInput!) { createBoxOfficeBooking(input: $input) { id } }`,
      {
        input: {
          occasionId: demo.occasions["Evening show"],
          spaceIds: [demo.space("R2-S3")],
          client: { ...VALID_CLIENT, firstname: "Łukasz" },
        },
      },
    );
    expect(sold.errors, JSON.stringify(sold.errors)).toBeUndefined();
    const bookingId = sold.data!.createBoxOfficeBooking.id;
    const file = path.join(folder, "one.backup.gz");
    const written = await backupDatabase(app.databaseUrl, file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(written.rows).toBeGreaterThan(1000);
    const [before] = await app.query<Record<string, number>>(COUNTS);

    const target = await cloneTestDatabase();
    try {
      await restoreDatabase(target.url, file, () => migrateDatabase(target.url));
      const restored = await startApp(
        loadConfig({
          DATABASE_URL: target.url,
          PORT: "0",
          HOST: "127.0.0.1",
          LOG_LEVEL: "error",
          TRUST_PROXY: "1",
          PAYMENT_SIMULATOR: "false",
          MAIL_CATCHER_PORT: "0",
          MAIL_CATCHER_WEB_PORT: "0",
        }),
        { jobs: false },
      );
      try {
        const counts = await restored.services.dataSource.query(COUNTS);
        expect(counts[0]).toEqual(before);
        const url = `http://127.0.0.1:${restored.port}`;
        // The administrator signs in with their password: users, sessions' keys and the server's secret came back.
        const again = await signInAdmin({ ...app, url } as BookingTestApp);
        const read = await again.op<{ booking: { id: string; client: { firstname: string }; tickets: Array<{ spaceId: string }> } }>(
          `query ($id: ID!) { booking(id: $id) { id client { firstname } tickets { spaceId } } }`,
          { id: bookingId },
        );
        expect(read.errors, JSON.stringify(read.errors)).toBeUndefined();
        expect(read.data!.booking.client.firstname).toBe("Łukasz");
        expect(read.data!.booking.tickets.map((ticket) => ticket.spaceId)).toEqual([demo.space("R2-S3")]);
        // The seat stays taken, and a new booking is numbered after the restored ones.
        const visitor = new GraphQLClient(url);
        await visitor.bookOk(demo.occasions["Evening show"]!);
        const taken = await visitor.op(`mutation ($uuid: ID!, $spaceId: ID!) { addSpace(uuid: $uuid, spaceId: $spaceId) { id } }`, {
          uuid: visitor.uuid,
          spaceId: demo.space("R2-S3"),
        });
        expect(taken.errors?.[0]?.extensions?.code).toBe("SPACE_OCCUPIED");
        const [numbers] = await restored.services.dataSource.query(`SELECT max(number)::int AS last FROM bookings`);
        expect(numbers.last).toBe(before!.last_number! + 1);
      } finally {
        await restored.stop();
      }
      // A database in use is not overwritten.
      await expect(restoreDatabase(target.url, file, () => migrateDatabase(target.url))).rejects.toThrow(/empty database/);
    } finally {
      await target.drop();
    }
  });

  it("refuses a file that is not a backup, and never overwrites an existing file", async () => {
    const stranger = path.join(folder, "stranger.gz");
    writeFileSync(stranger, gzipSync(`{"hello":"world"}\n`));
    const target = await cloneTestDatabase();
    try {
      await expect(restoreDatabase(target.url, stranger, () => migrateDatabase(target.url))).rejects.toThrow(/not a seatbooking backup/);
    } finally {
      await target.drop();
    }
    await expect(backupDatabase(app.databaseUrl, stranger)).rejects.toThrow(/EEXIST/);
  });
});
