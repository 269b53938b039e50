import "reflect-metadata";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDataSource } from "../src/app/database/data-source.js";
import { ensureDatabase } from "../src/db/database.js";
import { freePort, startEmbeddedPostgres } from "../src/db/embedded-postgres.js";
import { startSystemPostgres } from "./system-postgres.js";

export const TEMPLATE_DATABASE = "seatbooking_template";

// embedded-postgres registers async-exit-hook, which ends the process on 'beforeExit' with process.exit(0): that
// overwrote the exit code vitest sets when a test failed, so a failing run exited 0. Keep the code vitest chose.
let exitCodeOfTheRun: typeof process.exitCode;
process.prependListener("beforeExit", () => {
  exitCodeOfTheRun ??= process.exitCode;
});
process.prependListener("exit", () => {
  if (exitCodeOfTheRun) process.exitCode = exitCodeOfTheRun;
});

declare module "vitest" {
  export interface ProvidedContext {
    maintenanceUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL per test run: the embedded one; or a throwaway cluster of an installed PostgreSQL's binaries
 * (`TEST_POSTGRES_BIN`, e.g. Debian's /usr/lib/postgresql/15/bin: `npm test` runs the suite once so); or the server
 * at `TEST_DATABASE_URL` (a superuser's maintenance database). Migrate once into a template database; every test
 * file clones it (test/helpers/database.ts), so files never see each other's rows.
 */
export default async function setup(project: TestProject) {
  let maintenanceUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  const systemBin = process.env.TEST_POSTGRES_BIN;
  if (!maintenanceUrl && systemBin) {
    const cluster = await startSystemPostgres(systemBin);
    console.log(`server tests on PostgreSQL ${cluster.version} from ${systemBin} (TEST_POSTGRES_BIN)`);
    maintenanceUrl = cluster.url;
    stop = () => cluster.stop();
  } else if (!maintenanceUrl) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "seatbooking-test-"));
    const port = await freePort();
    const cluster = await startEmbeddedPostgres({ dataDir, port, persistent: false, durable: false });
    maintenanceUrl = cluster.url();
    stop = async () => {
      await cluster.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }
  const base = new URL(maintenanceUrl);
  await ensureDatabase(maintenanceUrl, TEMPLATE_DATABASE);
  base.pathname = `/${TEMPLATE_DATABASE}`;
  const dataSource = await createDataSource({ url: base.toString(), poolSize: 1 }).initialize();
  await dataSource.runMigrations({ transaction: "each" });
  await dataSource.destroy();
  project.provide("maintenanceUrl", maintenanceUrl);
  project.provide("templateDatabase", TEMPLATE_DATABASE);
  return stop;
}
