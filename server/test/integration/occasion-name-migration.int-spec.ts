/**
 * Issue 17: an occasion's name became a text per language. The migration keeps every existing name as the
 * text of the fallback language (the first enabled one) only, so the completeness guard and the events list
 * report the languages it still lacks instead of calling one language's text another's; a blank name becomes
 * no name. Its down migration gives back one string per occasion.
 */
import "reflect-metadata";
import { afterAll, beforeAll, expect, it } from "vitest";
import { OccasionNameTranslations1795758840409 } from "../../src/app/database/migrations/1795758840409-occasion-name-translations.js";
import { startBookingApp, type BookingTestApp } from "../helpers/booking-app.js";

let app: BookingTestApp;

beforeAll(async () => {
  app = await startBookingApp();
});

afterAll(async () => {
  await app?.stop();
});

it("keeps an existing name as the fallback language's text, and a blank one as no name", async () => {
  const migration = new OccasionNameTranslations1795758840409();
  const runner = app.services.dataSource.createQueryRunner();
  try {
    const [premiere] = await app.query<{ id: string }>(`SELECT id FROM occasions WHERE name->>'en' = 'Premiere'`);
    const [gala] = await app.query<{ id: string }>(`SELECT id FROM occasions WHERE name->>'en' = 'Gala'`);

    await migration.down(runner);
    // Down: one string, the fallback language's (English comes first in the demo).
    expect(await app.query(`SELECT name FROM occasions WHERE id = $1`, [premiere!.id])).toEqual([{ name: "Premiere" }]);
    await app.query(`UPDATE occasions SET name = '   ' WHERE id = $1`, [gala!.id]);
    // Finnish made the first enabled language: the fallback the existing names are kept as.
    await app.query(`UPDATE languages SET position = CASE id WHEN 'fi' THEN -1 ELSE position END`);

    await migration.up(runner);
    expect(await app.query(`SELECT name FROM occasions WHERE id = $1`, [premiere!.id])).toEqual([{ name: { fi: "Premiere" } }]);
    expect(await app.query(`SELECT name FROM occasions WHERE id = $1`, [gala!.id])).toEqual([{ name: {} }]);
    const [column] = await app.query<{ data_type: string; column_default: string; is_nullable: string }>(
      `SELECT data_type, column_default, is_nullable FROM information_schema.columns WHERE table_name = 'occasions' AND column_name = 'name'`,
    );
    expect(column).toEqual({ data_type: "jsonb", column_default: "'{}'::jsonb", is_nullable: "NO" });
  } finally {
    await runner.release();
  }
});
