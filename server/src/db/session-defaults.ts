import pg from "pg";
import type { DataSource } from "typeorm";
import { ADVISORY_LOCKS } from "../common/advisory-locks.js";

/*
 * Behind PgBouncer in transaction pooling (DATABASE_DIRECT_URL set), the pool's connections cannot ask for the app's
 * session settings (data-source.ts sessionSettings: lock_timeout, statement_timeout,
 * idle_in_transaction_session_timeout) themselves:
 * - PgBouncer 1.18 refuses the `options` startup parameter ("unsupported startup parameter"), and listing it in
 *   ignore_startup_parameters would drop the settings silently;
 * - a session SET runs on whichever server connection serves that transaction, and stays there for the next client's.
 * So they are made the defaults of the app's role in its database (ALTER ROLE CURRENT_USER IN DATABASE ... SET), over the
 * direct connection and before the pool opens its first connection: every server connection PgBouncer opens starts with
 * them. They then hold for every statement, the autocommit ones too (a hold is one statement), at no cost per
 * transaction. The alternative, SET LOCAL after each BEGIN, would add a round trip to every transaction, miss autocommit
 * statements, and need every caller (pg-boss included) to remember it.
 * What this cannot do: a role's setting is one value per database, so processes started with different LOCK_TIMEOUT_MS
 * end with the last one's; and server connections PgBouncer opened before a change keep their old values until it closes
 * them (server_lifetime, or RECONNECT on its console). checkSessionSettings tells at start-up when what a pooled
 * connection sees differs. Without PgBouncer nothing here runs: each connection asks for the settings at start-up.
 */

/**
 * Makes `settings` the defaults of the connected role in the connected database, as far as they differ: `dataSource` is
 * a direct connection of the role the pooler signs in as. Answers the names it changed. Processes starting together
 * take turns (a transaction-scoped advisory lock): two catalogue updates of one role's settings at once can fail with
 * "tuple concurrently updated".
 */
export async function setSessionDefaults(dataSource: DataSource, settings: Record<string, string>): Promise<string[]> {
  return dataSource.transaction(async (manager) => {
    await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext(current_database()))`, [ADVISORY_LOCKS.sessionDefaults]);
    const [{ database }] = (await manager.query(`SELECT current_database() AS database`)) as [{ database: string }];
    const stored = (await manager.query(
      `SELECT unnest(setconfig) AS setting FROM pg_db_role_setting
        WHERE setdatabase = (SELECT oid FROM pg_database WHERE datname = current_database())
          AND setrole = (SELECT oid FROM pg_roles WHERE rolname = current_user)`,
    )) as Array<{ setting: string }>;
    const current = new Set(stored.map((row) => row.setting));
    const changed = Object.entries(settings).filter(([name, value]) => !current.has(`${name}=${value}`));
    for (const [name, value] of changed) {
      if (!/^[a-z_]+$/.test(name)) throw new Error(`${name} is not a setting's name`);
      await manager.query(`ALTER ROLE CURRENT_USER IN DATABASE ${pg.escapeIdentifier(database)} SET ${name} = ${pg.escapeLiteral(value)}`);
    }
    return changed.map(([name]) => name);
  });
}

/**
 * The session settings of the server connections behind the pool that differ from `settings`, as "name=seen (wanted)"
 * with how many of the sampled connections saw it. `connections` transactions are held open at once, so that a pooler
 * in transaction pooling serves each from a server connection of its own: a sample of those it keeps (all, up to its
 * pool size), the ones opened before the role's defaults were set among them.
 */
export async function checkSessionSettings(pool: pg.Pool, settings: Record<string, string>, connections: number): Promise<string[]> {
  const clients = await Promise.all(Array.from({ length: connections }, () => pool.connect()));
  const differing = new Map<string, number>();
  try {
    await Promise.all(
      clients.map(async (client) => {
        await client.query("BEGIN");
        try {
          const { rows } = await client.query<{ name: string; setting: string }>(
            `SELECT name, setting FROM pg_settings WHERE name = ANY($1::text[])`,
            [Object.keys(settings)],
          );
          const seen = new Map(rows.map((row) => [row.name, row.setting]));
          for (const [name, value] of Object.entries(settings)) {
            const difference = `${name}=${seen.get(name) ?? "?"} (wanted ${value})`;
            if (seen.get(name) !== value) differing.set(difference, (differing.get(difference) ?? 0) + 1);
          }
        } finally {
          await client.query("COMMIT");
        }
      }),
    );
  } finally {
    for (const client of clients) client.release();
  }
  return [...differing].map(([difference, count]) => `${difference} on ${count} of ${connections} connections`);
}
