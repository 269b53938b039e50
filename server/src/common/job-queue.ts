import PgBoss from "pg-boss";
import type pg from "pg";
import { logger } from "./logger.js";
import { timedRun } from "./timed-run.js";

/** The PostgreSQL schema of pg-boss's tables (created by migration 1797200000000-job-queue). */
export const JOB_QUEUE_SCHEMA = "pgboss";

/** Work the cluster does once per interval, whichever process runs it. */
export interface ClusterJob {
  /** The queue's name, and the `job` label of job_runs_total and job_duration_seconds. */
  name: string;
  intervalSeconds: number;
  /**
   * How long a run may stay active. A run still going then is failed (and retried) by pg-boss, and another
   * process may start one; so is a run whose process died (kill -9), which is why this is not hours.
   */
  expireInSeconds: number;
  run: () => Promise<unknown>;
}

/** Retries of a failed run, before the next interval's run anyway. */
const RETRY_LIMIT = 2;
/** The part of each slot in which the processes enqueue (at a random point, so none is always first). */
const TICK_SPREAD = 0.2;

/**
 * The cluster-wide periodic jobs on pg-boss 10 (issue 36): durable (jobs are rows), retried, one run of each at a
 * time across every process on the database.
 *
 * Scheduling: pg-boss's cron has minute granularity and the sweep runs every few seconds, so each process has a
 * ticker that only enqueues. Time is cut in slots of the job's interval (from the epoch, as pg-boss's throttling
 * cuts it); early in each slot (at a random point of its first fifth) every process asks `sendThrottled`, and
 * pg-boss keeps the first (its singleton_on unique index): one run per interval for the whole cluster, never
 * more than 1.2 intervals apart while any process lives, and each process as likely as another to be the one.
 * The queue's `stately` policy keeps at most one queued and one active (unique indexes; a fetch while another run
 * is active fails on that index, which pg-boss ignores but PostgreSQL's log shows as a duplicate key error). The process that
 * enqueued wakes its own worker loop (work()), so the run starts at once, not at the next poll; the others poll
 * (every two intervals, at most a minute) for retries and for a job whose process died before fetching it.
 *
 * PgBouncer in transaction pooling: pg-boss 10 polls (no LISTEN/NOTIFY); every statement is one query on the
 * app's pool, no session state; its only locks are `pg_advisory_xact_lock` (src/plans.js `locked`: maintenance
 * and schema creation, each one multi-statement BEGIN…COMMIT query) and the fetch's `FOR UPDATE SKIP LOCKED`,
 * all transaction-scoped. Cron (`schedule`) is off: it would add pg-boss's own queues and clock checks for
 * nothing. `supervise` is on: its maintenance fails runs past their expiry (a dead process's) and archives.
 */
export class JobQueue {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly ticks = new Set<Promise<void>>();
  /** Each job's worker loop (work()), and how to wake it from its wait for the next poll. */
  private readonly loops = new Set<Promise<void>>();
  private readonly wakers = new Map<string, () => void>();
  /** The job each queue's worker is running now, by queue. */
  private readonly active = new Map<string, string>();
  private stopped = false;

  private constructor(
    private readonly boss: PgBoss,
    private readonly random: () => number,
  ) {}

  static async start(pool: pg.Pool, jobs: ClusterJob[], options: { random?: () => number } = {}): Promise<JobQueue> {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => pool.query(text, values) },
      schema: JOB_QUEUE_SCHEMA,
      migrate: false,
      schedule: false,
      supervise: true,
      // Also how soon a run a killed process left active is failed once past its expiry (the sweep's 10 s and up).
      maintenanceIntervalSeconds: 5,
      archiveCompletedAfterSeconds: 3_600,
      archiveFailedAfterSeconds: 7 * 86_400,
      deleteAfterDays: 1,
    });
    boss.on("error", (error: Error) => logger.warn("job queue error", { error: String(error.message ?? error) }));
    await boss.start();
    const queue = new JobQueue(boss, options.random ?? Math.random);
    for (const job of jobs) await queue.add(job);
    return queue;
  }

  private async add(job: ClusterJob): Promise<void> {
    const retryDelay = Math.min(Math.max(1, Math.round(job.intervalSeconds)), 30);
    await this.boss.createQueue(job.name, {
      name: job.name,
      policy: "stately",
      retryLimit: RETRY_LIMIT,
      retryDelay,
      expireInSeconds: job.expireInSeconds,
    });
    const loop = this.work(job);
    this.loops.add(loop);
    void loop.finally(() => this.loops.delete(loop));
    this.tick(job);
  }

  /**
   * Runs the job's queued runs one at a time: fetch, run, then record the run completed or failed (to be retried).
   * Not pg-boss 10's own `work()`: it does not await recording the outcome (manager.js, onFetch), so a database gone
   * at that moment is an unhandled rejection that ends the process. Here a run whose outcome cannot be recorded stays
   * active until its expiry, and is run again then.
   */
  private async work(job: ClusterJob): Promise<void> {
    const pollMs = Math.min(Math.max(2, 2 * job.intervalSeconds), 60) * 1000;
    while (!this.stopped) {
      // pg-boss's fetch answers [] when the database refuses it (another process's run active, or the database away).
      const [next] = await this.boss.fetch(job.name);
      if (!next) {
        await this.idle(job.name, pollMs);
        continue;
      }
      this.active.set(job.name, next.id);
      let failure: unknown;
      // The payload is empty ({}): a run reads what is due from the database itself.
      await timedRun(job.name, job.run, { rethrow: true }).catch((error: unknown) => (failure = error ?? "failed"));
      if (this.active.get(job.name) !== next.id) continue; // stop() gave up on it and failed it already
      this.active.delete(job.name);
      await this.record(job.name, next.id, failure);
    }
  }

  private async record(name: string, id: string, failure: unknown): Promise<void> {
    try {
      if (failure === undefined) await this.boss.complete(name, id);
      else await this.boss.fail(name, id, { message: String(failure) });
    } catch (error) {
      logger.warn(`job ${name}: its run's outcome was not recorded; it runs again after its expiry`, { error: String(error) });
    }
  }

  /** Waits for the next poll, or until this process enqueues a run (enqueue()) or stops. */
  private idle(name: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(wake, ms);
      timer.unref();
      function wake() {
        clearTimeout(timer);
        resolve();
      }
      this.wakers.set(name, wake);
    });
  }

  private tick(job: ClusterJob): void {
    if (this.stopped) return;
    const slotMs = slotSeconds(job) * 1000;
    const now = Date.now();
    const nextSlot = (Math.floor(now / slotMs) + 1) * slotMs;
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        const tick = this.enqueue(job).finally(() => {
          this.ticks.delete(tick);
          this.tick(job);
        });
        this.ticks.add(tick);
      },
      nextSlot - now + this.random() * TICK_SPREAD * slotMs,
    );
    timer.unref();
    this.timers.add(timer);
  }

  private async enqueue(job: ClusterJob): Promise<void> {
    try {
      const id = await this.boss.sendThrottled(job.name, {}, {}, slotSeconds(job));
      if (id) this.wakers.get(job.name)?.();
    } catch (error) {
      logger.warn(`job ${job.name} could not be enqueued`, { error: String(error) });
    }
  }

  /** Stops enqueueing and fetching, waits up to `timeoutMs` for runs under way, then fails those left (to be retried). */
  async stop(timeoutMs: number): Promise<void> {
    this.stopped = true;
    this.timers.forEach((timer) => clearTimeout(timer));
    this.wakers.forEach((wake) => wake());
    await Promise.all(this.ticks);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    await Promise.race([Promise.all(this.loops), timeout]).finally(() => clearTimeout(timer));
    const left = [...this.active];
    this.active.clear();
    await Promise.all(left.map(([name, id]) => this.record(name, id, "stopped while active")));
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }
}

/** pg-boss throttles by whole seconds. */
function slotSeconds(job: ClusterJob): number {
  return Math.max(1, Math.round(job.intervalSeconds));
}
