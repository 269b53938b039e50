/**
 * The worker thread that processes uploaded plan maps and marks places on stored ones (PlanMapProcessor starts it). It says `{ ready: true, tid }`
 * once jsdom and DOMPurify are loaded and warmed up, then answers each message `{ id, job }` with
 * `{ id, result }`, or `{ id, error }` for an unexpected failure.
 */
import { readlinkSync } from "node:fs";
import { constants, setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { runPlanMapJob, type PlanMapJob } from "./plan-map-job.js";
import { runPlaceMarkingJob, type PlaceMarkingJob } from "./place-marking-job.js";

/** This thread's id on Linux (/proc/thread-self is /proc/<pid>/task/<tid>): the processor reads its CPU time by it. */
function threadId(): number | undefined {
  try {
    return Number(readlinkSync("/proc/thread-self").split("/").pop()) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs this thread below the main thread's priority (Linux gives each thread its own nice value): on a busy machine
 * the scheduler hands the CPU to the main thread first, so requests are answered while a map takes seconds here.
 */
function yieldToRequests(tid: number | undefined): void {
  if (tid === undefined) return;
  try {
    setPriority(tid, constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // Not allowed or not supported here: the map is processed at the main thread's priority.
  }
}

const tid = threadId();
yieldToRequests(tid);

// Loads and warms up jsdom and DOMPurify before saying ready: the first map's time is its own.
runPlanMapJob({ svg: '<svg xmlns="http://www.w3.org/2000/svg"><rect id="A-1" class="space"/></svg>', maxLength: 1000, maxElements: 10 });

parentPort?.on("message", ({ id, job }: { id: number; job: PlanMapJob | PlaceMarkingJob }) => {
  try {
    const result = "kind" in job && job.kind === "mark" ? runPlaceMarkingJob(job) : runPlanMapJob(job as PlanMapJob);
    parentPort!.postMessage({ id, result });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
parentPort?.postMessage({ ready: true, tid });
