import type { DataSource } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { DomainError } from "../../common/errors.js";
import { logger } from "../../common/logger.js";

const WINDOW_MS = 60_000;

/** NUL (refused by PostgreSQL in text) and the other control characters: a key is any caller's input. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSTORABLE = /[\u0000-\u001F\u007F-\u009F]/g;
/** Half a surrogate pair: stored as U+FFFD, so the key read back would not match the one sent. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A key as stored and read back: control characters and lone surrogates replaced, at most the column's 300 characters. */
export function rateLimitKey(key: string): string {
  return key.replace(UNSTORABLE, "\uFFFD").slice(0, 300).replace(LONE_SURROGATE, "\uFFFD");
}

/** SQLSTATE class 22, data exception: this statement's values were refused, the database itself is fine. */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === "string" && code.startsWith("22");
}

interface Counter {
  windowStart: number;
  /** Hits of all processes as last read from PostgreSQL (including ours that were synced). */
  shared: number;
  /** Our hits not yet added to PostgreSQL. */
  unsynced: number;
  /** PostgreSQL refused the key: counted in this process only, never sent again. */
  localOnly?: boolean;
}

/**
 * Per-minute limits (booking and login abuse limits) shared by every process through PostgreSQL without
 * a database write per request: each process counts locally and, every `syncMs`, adds its counts to
 * `rate_limit_counters` in one statement and reads back the totals of all processes. A limit is thus
 * exact within a process and at most `syncMs` behind across processes. (A write per request made every
 * request from one address queue on a single row: at the start of a flash sale that serialized hundreds
 * of bookings behind each other's commits.)
 */
export class RateLimiter {
  private readonly counters = new Map<string, Counter>();
  private timer: NodeJS.Timeout | undefined;
  private syncing: Promise<void> | undefined;
  /** At shutdown the database may already be going away: a failed last sync is not worth a warning. */
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly syncMs = 1000,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.sync(), this.syncMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.stopping = true;
    await this.sync();
  }

  private windowStart(): number {
    const now = this.clock.now().getTime();
    return now - (now % WINDOW_MS);
  }

  private counter(key: string): Counter {
    const windowStart = this.windowStart();
    const id = rateLimitKey(key);
    let counter = this.counters.get(id);
    if (!counter || counter.windowStart !== windowStart) {
      counter = { windowStart, shared: 0, unsynced: 0 };
      this.counters.set(id, counter);
    }
    return counter;
  }

  /** Counts one hit for `key`; throws RATE_LIMITED (429, Retry-After) past `limit` in the current minute. */
  async hit(key: string, limit: number): Promise<void> {
    const counter = this.counter(key);
    if (counter.shared + counter.unsynced + 1 > limit) throw this.limited(counter);
    counter.unsynced++;
  }

  private limited(counter: Counter): DomainError {
    const retryAfter = Math.max(1, Math.ceil((counter.windowStart + WINDOW_MS - this.clock.now().getTime()) / 1000));
    return new DomainError("RATE_LIMITED", "errors.tooManyRequests", {}, {}, retryAfter);
  }

  /** Counts one hit for `key` without refusing it; answers the hits of the current minute, this one included. */
  async count(key: string): Promise<number> {
    const counter = this.counter(key);
    counter.unsynced++;
    return counter.shared + counter.unsynced;
  }

  /** Adds local counts to the shared ones and reads back every process's totals. */
  sync(): Promise<void> {
    this.syncing ??= this.syncOnce().finally(() => (this.syncing = undefined));
    return this.syncing;
  }

  private async syncOnce(): Promise<void> {
    const windowStart = this.windowStart();
    const batch = [...this.counters].filter(([, counter]) => counter.windowStart === windowStart && !counter.localOnly);
    for (const [key, counter] of this.counters) if (counter.windowStart !== windowStart) this.counters.delete(key);
    if (batch.length === 0) return;
    try {
      await this.syncBatch(batch, windowStart);
    } catch (error) {
      if (!isDataException(error)) {
        if (!this.stopping) logger.warn("rate limit sync failed", { error: String(error) });
        return;
      }
      // One key PostgreSQL refuses must not stop every other limit from being shared: the keys one by one.
      for (const entry of batch) {
        try {
          await this.syncBatch([entry], windowStart);
        } catch (keyError) {
          if (!isDataException(keyError)) {
            if (!this.stopping) logger.warn("rate limit sync failed", { error: String(keyError) });
            return;
          }
          entry[1].localOnly = true;
          logger.warn("rate limit key refused by the database; counted in this process only", { error: String(keyError) });
        }
      }
    }
  }

  private async syncBatch(batch: Array<[string, Counter]>, windowStart: number): Promise<void> {
    const sent = batch.map(([, counter]) => counter.unsynced);
    const rows: Array<{ key: string; count: number }> = await this.dataSource.query(
      `INSERT INTO rate_limit_counters (key, window_start, count)
       SELECT key, $2, n FROM unnest($1::varchar[], $3::int[]) AS hit(key, n)
       ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_counters.count + EXCLUDED.count
       RETURNING key, count`,
      [batch.map(([key]) => key), new Date(windowStart), sent],
    );
    const totals = new Map(rows.map((row) => [row.key, row.count]));
    batch.forEach(([key, counter], index) => {
      counter.unsynced -= sent[index]!;
      counter.shared = totals.get(key) ?? counter.shared;
    });
  }

  /** Deletes finished windows. */
  async prune(): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limit_counters WHERE window_start < $1`, [
      new Date(this.clock.now().getTime() - 2 * WINDOW_MS),
    ]);
  }
}
