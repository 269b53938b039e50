import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort, startEmbeddedPostgres } from "../server/src/db/embedded-postgres.js";

/**
 * One PostgreSQL for the whole run: an embedded cluster in a throwaway directory, or the server named
 * by E2E_DATABASE_URL (a maintenance URL, e.g. postgres://user:pass@host:5432/postgres). Each worker
 * creates its own databases on it and starts its own app server (fixtures/server.ts), so tests running
 * at the same time never share data. Workers inherit E2E_DATABASE_URL from this process.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_DATABASE_URL) return async () => {};
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "seatbooking-e2e-"));
  const cluster = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false, durable: false });
  process.env.E2E_DATABASE_URL = cluster.url();
  return async () => {
    await cluster.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
