/**
 * The periodic jobs on pg-boss (issue 36): two runners on one database (two pools, as two processes have) run a
 * job once at a time between them and share its runs; a failed run is retried; stopping waits for a run under way;
 * the app's jobs carry no payload (so no personal data) and count their runs in job_runs_total.
 */
import "reflect-metadata";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { JOB_QUEUE_SCHEMA, JobQueue, type ClusterJob } from "../../src/common/job-queue.js";
import { metricsRegistry } from "../../src/common/metrics.js";
import { startBookingApp } from "../helpers/booking-app.js";
import { cloneTestDatabase } from "../helpers/database.js";

let database: { url: string; drop(): Promise<void> };
const pools: pg.Pool[] = [];
const queues: JobQueue[] = [];

function pool(): pg.Pool {
  const opened = new pg.Pool({ connectionString: database.url, max: 4 });
  pools.push(opened);
  return opened;
}

async function startQueue(jobs: ClusterJob[], options: { random?: () => number } = {}): Promise<JobQueue> {
  const queue = await JobQueue.start(pool(), jobs, options);
  queues.push(queue);
  return queue;
}

async function jobRows(name: string): Promise<Array<{ state: string; retry_count: number; data: unknown }>> {
  const { rows } = await pools[0]!.query(`SELECT state, retry_count, data FROM ${JOB_QUEUE_SCHEMA}.job WHERE name = $1`, [name]);
  return rows;
}

beforeAll(async () => {
  database = await cloneTestDatabase();
});

afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop(5_000)));
});

afterAll(async () => {
  await Promise.all(pools.map((opened) => opened.end()));
  await database?.drop();
});

describe("the job queue", () => {
  it("runs a job once at a time across two runners on one database, and both runners take runs", async () => {
    let running = 0;
    let mostAtOnce = 0;
    const runsBy = [0, 0];
    const job = (runner: number): ClusterJob => ({
      name: "shared-job",
      intervalSeconds: 1,
      expireInSeconds: 30,
      run: async () => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        runsBy[runner]! += 1;
        // A run that takes a while (a third of the interval), so overlapping runs would show.
        await pools[0]!.query(`SELECT pg_sleep(0.3)`);
        running -= 1;
      },
    });
    await startQueue([job(0)]);
    await startQueue([job(1)]);

    await expect.poll(() => Math.min(...runsBy), { timeout: 30_000, interval: 200 }).toBeGreaterThanOrEqual(2);
    expect(mostAtOnce, "never two runs at once").toBe(1);
    // At most one run per one-second slot, whichever runner asked first.
    const slots = await pools[0]!.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${JOB_QUEUE_SCHEMA}.job WHERE name = 'shared-job' GROUP BY singleton_on HAVING count(*) > 1`,
    );
    expect(slots.rows).toEqual([]);
  });

  it("retries a failed run", async () => {
    let attempts = 0;
    await startQueue(
      [
        {
          name: "failing-once",
          intervalSeconds: 1,
          expireInSeconds: 30,
          run: async () => {
            attempts += 1;
            if (attempts === 1) throw new Error("the first run fails");
          },
        },
      ],
      { random: () => 0.5 },
    );
    // The failed job itself runs again (its retry_count counts it), not only the next interval's job.
    await expect
      .poll(async () => (await jobRows("failing-once")).some((row) => row.state === "completed" && row.retry_count >= 1), {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(true);
    const metrics = await metricsRegistry.metrics();
    expect(metrics).toMatch(/^job_runs_total\{job="failing-once",result="failed"\} 1$/m);
    expect(metrics).toMatch(/^job_runs_total\{job="failing-once",result="ok"\} [1-9]/m);
  });

  it("a run left active by a process that died (kill -9) is failed after its expiry and run again by a live runner", async () => {
    let runs = 0;
    await startQueue([{ name: "orphaned", intervalSeconds: 5, expireInSeconds: 30, run: async () => void (runs += 1) }]);
    // What a killed process leaves: its job active since long before its expiry, never to be completed.
    const { rows } = await pools[0]!.query<{ id: string }>(
      `INSERT INTO ${JOB_QUEUE_SCHEMA}.job (name, state, started_on, expire_in, data, policy, retry_limit, retry_delay)
       VALUES ('orphaned', 'active', now() - interval '1 minute', interval '30 seconds', '{}', 'stately', 2, 1) RETURNING id`,
    );
    const orphan = rows[0]!.id;
    await expect
      .poll(
        async () => {
          const job = await pools[0]!.query<{ state: string; retry_count: number }>(
            `SELECT state, retry_count FROM ${JOB_QUEUE_SCHEMA}.job WHERE id = $1`,
            [orphan],
          );
          return job.rows[0];
        },
        { timeout: 45_000, interval: 500 },
      )
      .toEqual({ state: "completed", retry_count: 1 });
    expect(runs).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it("stop() waits for a run under way, which completes", async () => {
    let started!: () => void;
    const runStarted = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    const runMayFinish = new Promise<void>((resolve) => (finish = resolve));
    let finished = false;
    const queue = await JobQueue.start(
      pool(),
      [
        {
          name: "slow-job",
          intervalSeconds: 1,
          expireInSeconds: 30,
          run: async () => {
            started();
            await runMayFinish;
            finished = true;
          },
        },
      ],
      { random: () => 0 },
    );
    await runStarted;
    let stopped = false;
    const stopping = queue.stop(10_000).then(() => (stopped = true));
    // The stop waits on the run, still active in the queue.
    await expect.poll(async () => (await jobRows("slow-job")).map((row) => row.state)).toContain("active");
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(finished).toBe(true);
    await expect.poll(async () => (await jobRows("slow-job")).map((row) => row.state)).toEqual(["completed"]);
  });

  it("a run whose outcome cannot be recorded (the database gone) is logged, and neither ends the process nor the worker", async () => {
    const runs: number[] = [];
    const db = pool();
    let refuse = false;
    // The worker's pool refuses the recording of the first run's outcome, as a database going away would.
    const flaky = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== "query") return Reflect.get(target, property, receiver) as unknown;
        return (text: string, values?: unknown[]) =>
          refuse && /completed_on = now\(\)/.test(text)
            ? ((refuse = false), Promise.reject(new Error("the database system is shutting down")))
            : target.query(text, values);
      },
    });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const queue = await JobQueue.start(flaky, [
        {
          name: "unrecorded",
          intervalSeconds: 1,
          expireInSeconds: 2,
          run: async () => {
            if (runs.length === 0) refuse = true;
            runs.push(Date.now());
          },
        },
      ]);
      queues.push(queue);
      // The first run stays active until its expiry; a later one runs and is recorded.
      await expect
        .poll(async () => (await jobRows("unrecorded")).filter((row) => row.state === "completed").length, {
          timeout: 30_000,
          interval: 250,
        })
        .toBeGreaterThanOrEqual(1);
      expect(runs.length).toBeGreaterThanOrEqual(2);
      expect(refuse).toBe(false);
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  }, 40_000);
});

describe("the app's jobs on the queue", () => {
  it("run the expiry sweep from the queue, count it, and carry no payload", async () => {
    const app = await startBookingApp({ jobs: true, env: { SWEEP_INTERVAL_SECONDS: "1" } });
    try {
      await expect
        .poll(
          async () => {
            const [row] = await app.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM ${JOB_QUEUE_SCHEMA}.job WHERE name = 'expiry-sweep' AND state = 'completed'`,
            );
            return row!.n;
          },
          { timeout: 20_000, interval: 200 },
        )
        .toBeGreaterThan(0);
      expect(await metricsRegistry.metrics()).toMatch(/^job_runs_total\{job="expiry-sweep",result="ok"\} [1-9]/m);
      // Every job of every queue, active or archived: an empty object, never an id of a person, an e-mail, a name.
      const payloads = await app.query<{ data: unknown }>(
        `SELECT data FROM ${JOB_QUEUE_SCHEMA}.job UNION ALL SELECT data FROM ${JOB_QUEUE_SCHEMA}.archive`,
      );
      expect(payloads.length).toBeGreaterThan(0);
      expect(payloads.filter((row) => JSON.stringify(row.data) !== "{}")).toEqual([]);
    } finally {
      await app.stop();
    }
  });
});
