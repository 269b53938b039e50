import type { DataSource, EntityManager } from "typeorm";
import { logger } from "./logger.js";
import { jobDuration, jobRuns } from "./metrics.js";

/** Advisory lock keys of the periodic jobs: exactly one process runs each job at a time. */
export const JOB_LOCKS = {
  expirySweep: 7_310_001,
  rateLimitPrune: 7_310_002,
  sessionPrune: 7_310_003,
  paymentReconcile: 7_310_004,
  retention: 7_310_005,
  renewalNotices: 7_310_006,
  occasionCancellations: 7_310_007,
  /** With the occasion's hashed id as the second key (the two-key form): one offer run per occasion at a time. */
  waitingListOffers: 7_310_008,
  /** With hashtext(occasion id and client key) as the second key: one waiting-list join per client and occasion at a time. */
  waitingListJoin: 7_310_009,
} as const;

/**
 * Runs `work` in a transaction holding the job's transaction-level advisory lock; when another process
 * holds it, skips this run (returns null). Safe with any number of processes.
 */
export async function runExclusive<T>(
  dataSource: DataSource,
  lockKey: number,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T | null> {
  return dataSource.transaction(async (manager) => {
    const rows: Array<{ locked: boolean }> = await manager.query(`SELECT pg_try_advisory_xact_lock($1) AS locked`, [lockKey]);
    if (!rows[0]?.locked) return null;
    return work(manager);
  });
}

/** A periodic job: runs every `intervalMs`, never overlapping itself, logging failures. */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly name: string,
    private readonly intervalMs: number,
    private readonly run: () => Promise<unknown>,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      const stopTimer = jobDuration.startTimer({ job: this.name });
      this.running = this.run()
        .then(
          () => jobRuns.inc({ job: this.name, result: "ok" }),
          (error) => {
            jobRuns.inc({ job: this.name, result: "failed" });
            logger.error(`job ${this.name} failed`, { error: String(error) });
          },
        )
        .finally(() => {
          stopTimer();
          this.running = undefined;
        });
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
