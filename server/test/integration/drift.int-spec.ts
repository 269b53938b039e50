import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { renderSchemaSdl } from "../../src/app/schema-sdl.js";
import { createDataSource } from "../../src/app/database/data-source.js";
import { diffSchema } from "../../src/db/schema-diff.js";
import { cloneTestDatabase } from "../helpers/database.js";

// The drift checks run in `npm run check`; these tests prove each one fails when it should.
// The script-level tests need the built server (`npm test` builds it before running tests).
const root = path.resolve(import.meta.dirname, "../../..");
const scratch = mkdtempSync(path.join(os.tmpdir(), "drift-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function checkDrift(...args: string[]) {
  return spawnSync(process.execPath, [path.join(root, "scripts/check-drift.mjs"), ...args], { cwd: root, encoding: "utf8" });
}

describe("schema contract", () => {
  it("schema.graphql is exactly what the server builds", async () => {
    expect(await renderSchemaSdl()).toBe(readFileSync(path.join(root, "schema.graphql"), "utf8"));
  });

  it("the check fails on a schema file that drifted", () => {
    const drifted = path.join(scratch, "schema.graphql");
    writeFileSync(
      drifted,
      readFileSync(path.join(root, "schema.graphql"), "utf8").replace("type Event {", "type Event {\n  sneakyField: String"),
    );
    const result = checkDrift("--only", "schema", "--schema-file", drifted);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("schema drift");
  });
});

describe("generated client hooks", () => {
  it.each(["graphql.tsx", "admin.tsx", "schema-enums.ts"])(
    "the check fails when the committed %s differs from codegen's",
    (edited) => {
      const drifted = mkdtempSync(path.join(scratch, "generated-"));
      for (const name of ["graphql.tsx", "admin.tsx", "schema-enums.ts"]) {
        const committed = readFileSync(path.join(root, "client/src/generated", name), "utf8");
        writeFileSync(path.join(drifted, name), name === edited ? `${committed}\nexport const handEdited = true;\n` : committed);
      }
      const result = checkDrift("--only", "codegen", "--generated-dir", drifted);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        `codegen drift: client/src/generated/${edited}`.replace("client/src/generated", path.relative(root, drifted)),
      );
    },
    120_000,
  );
});

describe("migrations", () => {
  it("a migrated database matches the entities", async () => {
    const database = await cloneTestDatabase();
    const dataSource = await createDataSource({ url: database.url, poolSize: 1 }).initialize();
    try {
      expect((await diffSchema(dataSource)).up).toEqual([]);
    } finally {
      await dataSource.destroy();
      await database.drop();
    }
  });

  it("the diff reports a schema that lacks what an entity declares", async () => {
    const database = await cloneTestDatabase();
    const dataSource = await createDataSource({ url: database.url, poolSize: 1 }).initialize();
    try {
      await dataSource.query(`DROP INDEX "bookings_status_expires_at"`);
      await dataSource.query(`ALTER TABLE occasion_spaces DROP CONSTRAINT occasion_spaces_held_within_capacity`);
      const up = (await diffSchema(dataSource)).up.join("\n");
      expect(up).toContain("bookings_status_expires_at");
      expect(up).toContain("occasion_spaces_held_within_capacity");
    } finally {
      await dataSource.destroy();
      await database.drop();
    }
  });
});

describe("translations", () => {
  it("the check fails when a language lacks a key or has an empty text", () => {
    const locales = path.join(scratch, "locales");
    cpSync(path.join(root, "client/src/shared/i18n/locales"), locales, { recursive: true });
    const fiFile = path.join(locales, "fi/ui.json");
    const fi = JSON.parse(readFileSync(fiFile, "utf8")) as Record<string, unknown>;
    const [firstKey] = Object.keys(fi);
    delete fi[firstKey!];
    writeFileSync(fiFile, JSON.stringify(fi));
    const svFile = path.join(locales, "sv/ui.json");
    const sv = JSON.parse(readFileSync(svFile, "utf8")) as Record<string, unknown>;
    const blank = (node: Record<string, unknown>): void => {
      const [key, value] = Object.entries(node).find(([, v]) => v !== null) ?? [];
      if (typeof value === "string") node[key!] = "";
      else blank(value as Record<string, unknown>);
    };
    blank(sv);
    writeFileSync(svFile, JSON.stringify(sv));
    const result = checkDrift("--only", "i18n", "--locales-dir", locales);
    expect(result.status).toBe(1);
    expect(result.stderr + result.stdout).toMatch(/fi/);
    expect(result.stderr + result.stdout).toMatch(/sv/);
  });
});
