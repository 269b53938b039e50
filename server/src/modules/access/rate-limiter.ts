import type { DataSource } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { DomainError } from "../../common/errors.js";

const WINDOW_MS = 60_000;

/**
 * Per-minute limits counted in PostgreSQL, so N processes behind a load balancer enforce one limit.
 * One upsert per checked request; old windows are deleted by the sweeper.
 */
export class RateLimiter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Counts one hit for `key`; throws RATE_LIMITED (429, Retry-After) past `limit` in the current minute. */
  async hit(key: string, limit: number): Promise<void> {
    const now = this.clock.now().getTime();
    const windowStart = new Date(now - (now % WINDOW_MS));
    const rows: Array<{ count: number }> = await this.dataSource.query(
      `INSERT INTO rate_limit_counters (key, window_start, count) VALUES ($1, $2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_counters.count + 1
       RETURNING count`,
      [key.slice(0, 300), windowStart],
    );
    if ((rows[0]?.count ?? 0) > limit) {
      const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + WINDOW_MS - now) / 1000));
      throw new DomainError("RATE_LIMITED", "errors.tooManyRequests", {}, {}, retryAfter);
    }
  }

  /** Deletes finished windows. */
  async prune(): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limit_counters WHERE window_start < $1`, [new Date(this.clock.now().getTime() - 2 * WINDOW_MS)]);
  }
}
