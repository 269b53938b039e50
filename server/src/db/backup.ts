import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { once } from "node:events";
import { pipeline } from "node:stream/promises";
import { createInterface } from "node:readline";
import { createGunzip, createGzip } from "node:zlib";
import pg from "pg";

/**
 * Backups without pg_dump (issue 40): no pg_dump of the embedded server's major version exists on the machines this runs
 * on, so the dump is logical, made from Node: every table of the app's schema (`public`; the job queue's `pgboss` holds only
 * work the processes schedule again when they start, so its schema comes from the migrations alone) read in one REPEATABLE READ, READ ONLY transaction, so the file is one consistent moment of the database, however long
 * it takes and whatever is sold meanwhile. The file is gzipped JSON lines: a header (format, the last migration, when),
 * then per table a line naming it and its rows one per line, then the sequences' values. A restore migrates an empty
 * database to the same version, empties what the migrations seeded, and loads every row in one transaction (all or
 * nothing) as a replica (triggers off: the rows are one consistent moment already, counters included).
 */
export const BACKUP_FORMAT = "seatbooking-backup/1";

const SCHEMAS = ["public"];
const BATCH = 1_000;

interface Header {
  format: string;
  createdAt: string;
  migration: string | null;
  tables: string[];
}

type Line = Header | { table: string } | { row: Record<string, unknown> } | { sequence: string; value: string; called: boolean };

/** The app's tables, schema-qualified and quoted, in a stable order. */
async function tablesOf(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ANY($1) AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY n.nspname, c.relname`,
    [SCHEMAS],
  );
  return rows.map((row) => row.name);
}

async function lastMigration(client: pg.ClientBase): Promise<string | null> {
  const exists = await client.query(`SELECT 1 FROM pg_tables WHERE schemaname = 'public' AND tablename = 'migrations'`);
  if (exists.rowCount === 0) return null;
  const { rows } = await client.query<{ name: string }>(`SELECT name FROM migrations ORDER BY timestamp DESC, id DESC LIMIT 1`);
  return rows[0]?.name ?? null;
}

/** Writes a consistent dump of the database at `url` to `file` (created with mode 0600: it holds keys and personal data). */
export async function backupDatabase(url: string, file: string): Promise<{ tables: number; rows: number; migration: string | null }> {
  // Opened first, never over an existing file: a name taken, or a folder not writable, fails before anything is read.
  const handle = await open(file, "wx", 0o600);
  const out = handle.createWriteStream();
  const gzip = createGzip();
  const written = pipeline(gzip, out);
  const client = new pg.Client({ connectionString: url, application_name: "seatbooking-backup" });
  try {
    await client.connect();
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    throw error;
  }
  const write = async (line: Line) => {
    if (!gzip.write(`${JSON.stringify(line)}\n`)) await once(gzip, "drain");
  };
  let rows = 0;
  try {
    await client.query(`BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY`);
    const tables = await tablesOf(client);
    const migration = await lastMigration(client);
    await write({ format: BACKUP_FORMAT, createdAt: new Date().toISOString(), migration, tables });
    for (const table of tables) {
      await write({ table });
      await client.query(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT to_jsonb(t) AS row FROM ${table} t`);
      for (;;) {
        const batch = await client.query<{ row: Record<string, unknown> }>(`FETCH ${BATCH} FROM backup_rows`);
        for (const { row } of batch.rows) await write({ row });
        rows += batch.rows.length;
        if (batch.rows.length < BATCH) break;
      }
      await client.query(`CLOSE backup_rows`);
    }
    const sequences = await client.query<{ name: string; value: string | null }>(
      `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = ANY($1)`,
      [SCHEMAS],
    );
    for (const sequence of sequences.rows)
      await write({ sequence: sequence.name, value: sequence.value ?? "1", called: sequence.value !== null });
    await client.query(`COMMIT`);
    gzip.end();
    await written;
    return { tables: tables.length, rows, migration };
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The header of a backup file (its format, version and tables), read without loading the rest. */
export async function readBackupHeader(file: string): Promise<Header> {
  try {
    for await (const line of linesOf(file)) return parseHeader(line);
  } catch (error) {
    if ((error as { code?: string }).code === "Z_DATA_ERROR")
      throw new Error(`${file} is not a seatbooking backup (not gzipped)`, { cause: error });
    throw error;
  }
  throw new Error(`${file} is empty: not a seatbooking backup`);
}

function parseHeader(text: string): Header {
  let header: Partial<Header>;
  try {
    header = JSON.parse(text) as Partial<Header>;
  } catch {
    throw new Error("not a seatbooking backup (its first line is not JSON)");
  }
  if (header.format !== BACKUP_FORMAT)
    throw new Error(`not a seatbooking backup of format ${BACKUP_FORMAT} (found ${String(header.format)})`);
  return header as Header;
}

/** A backup's lines, unzipped; a missing, unreadable or not gzipped file is an error of the iteration, not of the process. */
async function* linesOf(file: string): AsyncGenerator<string> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  const lines = createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity });
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    lines.close();
  };
  input.on("error", fail);
  gunzip.on("error", fail);
  try {
    for await (const line of lines) {
      if (failure) break;
      yield line;
    }
    if (failure) throw failure;
  } finally {
    lines.close();
    input.destroy();
    gunzip.destroy();
  }
}

/**
 * Restores `file` into the database at `url`, which must hold no rows of the app's yet (a fresh database, or one only
 * migrated): `migrate` brings its schema to the code's version first, and the backup must be of that version. Every row is
 * loaded in one transaction, so a failed restore leaves the database as it was. Loading as a replica needs a superuser
 * (the embedded server's user is one; a managed database's owner may not be).
 */
export async function restoreDatabase(
  url: string,
  file: string,
  migrate: () => Promise<string | null>,
): Promise<{ tables: number; rows: number }> {
  const header = await readBackupHeader(file);
  const client = new pg.Client({ connectionString: url, application_name: "seatbooking-restore" });
  await client.connect();
  try {
    const present = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public' AND tablename IN ('bookings', 'events', 'users')`,
    );
    if (Number(present.rows[0]!.n) > 0) {
      const { rows } = await client.query<{ n: string }>(
        `SELECT (SELECT count(*) FROM bookings) + (SELECT count(*) FROM events) + (SELECT count(*) FROM users) AS n`,
      );
      if (Number(rows[0]!.n) > 0) throw new Error("the database already holds users, events or bookings: restore into an empty database");
    }
    const migration = await migrate();
    if (migration !== header.migration)
      throw new Error(
        `the backup is of migration ${header.migration ?? "none"} and this version of the app is at ${migration ?? "none"}: ` +
          `restore it with the version that made it`,
      );
    const tables = await tablesOf(client);
    const missing = header.tables.filter((table) => !tables.includes(table));
    if (missing.length > 0) throw new Error(`the database has no table ${missing.join(", ")}`);
    await client.query(`BEGIN`);
    // What the migrations seeded (roles, the job queue's version) is replaced by the backup's rows.
    await client.query(`TRUNCATE ${header.tables.join(", ")} RESTART IDENTITY CASCADE`);
    // Triggers off (foreign keys' and the app's own): rows arrive in no particular order, counters as they were.
    await client.query(`SET LOCAL session_replication_role = replica`);
    let rows = 0;
    let table: string | null = null;
    let batch: Array<Record<string, unknown>> = [];
    const flush = async () => {
      if (!table || batch.length === 0) return;
      await client.query(`INSERT INTO ${table} OVERRIDING SYSTEM VALUE SELECT * FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`, [
        JSON.stringify(batch),
      ]);
      rows += batch.length;
      batch = [];
    };
    let first = true;
    for await (const text of linesOf(file)) {
      if (first) {
        first = false;
        continue;
      }
      const line = JSON.parse(text) as Line;
      if ("table" in line) {
        await flush();
        if (!header.tables.includes(line.table)) throw new Error(`the backup names table ${line.table} outside its header`);
        table = line.table;
      } else if ("row" in line) {
        batch.push(line.row);
        if (batch.length >= BATCH) await flush();
      } else if ("sequence" in line) {
        await flush();
        await client.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [line.sequence, line.value, line.called]);
      }
    }
    await flush();
    await client.query(`COMMIT`);
    return { tables: header.tables.length, rows };
  } catch (error) {
    await client.query(`ROLLBACK`).catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}
