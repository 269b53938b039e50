import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chown, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { allowTraversal, freePort } from "../src/db/embedded-postgres.js";

const run = promisify(execFile);

export interface SystemCluster {
  /** The maintenance database's URL (user postgres, a generated password). */
  url: string;
  /** The server's version, e.g. "15.18". */
  version: string;
  stop(): Promise<void>;
}

/**
 * A throwaway cluster of an installed PostgreSQL (Debian's `postgresql` package: `TEST_POSTGRES_BIN`, e.g.
 * /usr/lib/postgresql/15/bin), for running the suite against the distribution's server rather than the embedded one.
 * Set up as the embedded test cluster is (loopback only, SCRAM passwords, no fsync: the data dies with the run), in a
 * temporary directory on a free port, started and stopped with the version's own initdb and pg_ctl: no system
 * service, no systemd, nothing under /etc or /var. PostgreSQL refuses to run as root, so as root the cluster belongs
 * to the `postgres` user the package creates (runuser).
 */
export async function startSystemPostgres(binDir: string): Promise<SystemCluster> {
  for (const tool of ["initdb", "pg_ctl", "postgres"]) {
    if (!existsSync(path.join(binDir, tool))) throw new Error(`TEST_POSTGRES_BIN=${binDir} has no ${tool}`);
  }
  const root = process.getuid?.() === 0;
  const asOwner = async (command: string, args: string[]) =>
    root ? run("runuser", ["-u", "postgres", "--", command, ...args]) : run(command, args);
  const dir = await mkdtemp(path.join(os.tmpdir(), "seatbooking-system-pg-"));
  const dataDir = path.join(dir, "data");
  const password = randomBytes(24).toString("hex");
  const passwordFile = path.join(dir, "password");
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (root) {
    // The cluster's files, its socket and the password file belong to the postgres user (mkdtemp made them root's).
    const uid = Number((await run("id", ["-u", "postgres"])).stdout.trim());
    const gid = Number((await run("id", ["-g", "postgres"])).stdout.trim());
    await chown(dir, uid, gid);
    await chown(passwordFile, uid, gid);
    // ... who must reach it also when TMPDIR is a private (0700) directory of root's.
    await allowTraversal(path.dirname(dir));
  }
  const port = await freePort();
  await asOwner(path.join(binDir, "initdb"), [
    "--pgdata",
    dataDir,
    "--username",
    "postgres",
    "--pwfile",
    passwordFile,
    "--auth",
    "scram-sha-256",
    "--encoding",
    "UTF8",
    "--locale",
    "C.UTF-8",
    "--no-sync",
  ]);
  const settings = [
    "listen_addresses=127.0.0.1",
    `port=${port}`,
    // Debian's build puts the socket in /var/run/postgresql, which the cluster's user may not own here.
    `unix_socket_directories=${dir}`,
    "max_connections=300",
    "fsync=off",
    "full_page_writes=off",
    "synchronous_commit=off",
  ];
  const stop = async () => {
    await asOwner(path.join(binDir, "pg_ctl"), ["stop", "--pgdata", dataDir, "--mode", "fast", "--wait"]).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await asOwner(path.join(binDir, "pg_ctl"), [
      "start",
      "--pgdata",
      dataDir,
      "--wait",
      "--timeout",
      "60",
      "--log",
      path.join(dir, "server.log"),
      "--options",
      settings.map((setting) => `-c ${setting}`).join(" "),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  const { stdout } = await run(path.join(binDir, "postgres"), ["--version"]);
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    version: /(\d+(?:\.\d+)*)/.exec(stdout)?.[1] ?? stdout.trim(),
    stop,
  };
}
