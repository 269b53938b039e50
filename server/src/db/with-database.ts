import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort, startEmbeddedPostgres } from "./embedded-postgres.js";

/**
 * Runs `work` against DATABASE_URL when set, else against a throwaway embedded cluster (for tools such
 * as migration generation and the drift check, which must not touch the developer's data).
 */
export async function withScratchDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  if (process.env.DATABASE_URL) return work(process.env.DATABASE_URL);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "seatbooking-scratch-"));
  const port = await freePort();
  const database = await startEmbeddedPostgres({ dataDir, port, persistent: false, durable: false });
  try {
    return await work(database.url());
  } finally {
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
