import { logger } from "./logger.js";
import { jobDuration, jobRuns } from "./metrics.js";

/** One run of a periodic job, counted (job_runs_total by result) and timed (job_duration_seconds); a failure is logged. */
export async function timedRun(name: string, run: () => Promise<unknown>, options: { rethrow: boolean }): Promise<void> {
  const stopTimer = jobDuration.startTimer({ job: name });
  try {
    await run();
    jobRuns.inc({ job: name, result: "ok" });
  } catch (error) {
    jobRuns.inc({ job: name, result: "failed" });
    logger.error(`job ${name} failed`, { error: String(error) });
    if (options.rethrow) throw error;
  } finally {
    stopTimer();
  }
}
