import type { DataSource } from "typeorm";
import { CACHE_LIMITS, LoadingCache } from "../../common/caches.js";
import type { PgListener } from "../../common/pg-listener.js";
import { parseInput } from "../../common/request-input.js";
import { inTransaction } from "../../common/transaction.js";
import { queryRows } from "../../db/query-rows.js";
import { embedOriginsSchema } from "./embed-origins.input.js";

/** Announced when the list changes, to every process (the saving one too). */
export const EMBED_ORIGINS_CHANNEL = "embed_origins";

/**
 * The sites whose pages may frame the embeddable event widget (issue 40; Manage > Settings > Embedding,
 * administer_settings). Read on every embed page through a per-process cache that every process drops when any of them
 * saves the list (NOTIFY at the save's commit), so a change frames or stops framing at once without a restart; the
 * cache's minute is the backstop for a notice missed while the listener reconnects (it drops the cache then too).
 */
export class EmbedOriginsService {
  private readonly cache = new LoadingCache<string[]>(CACHE_LIMITS.embedOrigins);

  constructor(
    private readonly dataSource: DataSource,
    listener: PgListener,
  ) {
    listener.listen(
      EMBED_ORIGINS_CHANNEL,
      () => this.forget(),
      () => this.forget(),
    );
  }

  /** The listed origins (normalized, e.g. https://venue.example), in the administrator's order. */
  list(): Promise<string[]> {
    return this.cache.get("origins", async () => {
      const rows = await queryRows<{ origins: string[] }>(this.dataSource, `SELECT embed_origins AS origins FROM settings WHERE id = 1`);
      return rows[0]?.origins ?? [];
    });
  }

  /**
   * Saves the list (each entry normalized, empty ones left out, duplicates once; BAD_USER_INPUT naming each refused
   * entry as `origins.{index}`) and answers it as saved.
   */
  async save(origins: string[]): Promise<string[]> {
    const { origins: normalized } = parseInput(embedOriginsSchema, { origins });
    await inTransaction(this.dataSource, async (manager) => {
      // The settings row may not exist yet (a database without seeded settings): made with its defaults.
      await manager.query(
        `INSERT INTO settings (id, embed_origins) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET embed_origins = EXCLUDED.embed_origins`,
        [normalized],
      );
      await manager.query(`SELECT pg_notify($1, '')`, [EMBED_ORIGINS_CHANNEL]);
    });
    this.forget();
    return normalized;
  }

  /** Drops the cached list: the next read asks the database. */
  forget(): void {
    this.cache.clear();
  }
}
