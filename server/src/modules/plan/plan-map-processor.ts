import { readFile } from "node:fs/promises";
import type { Worker } from "node:worker_threads";
import { moduleWorker } from "../../common/module-worker.js";
import type { PlanMapJob, PlanMapResult } from "./plan-map-job.js";
import type { PlaceMarkingJob, PlaceMarkingResult } from "./place-marking-job.js";

/**
 * What one map may cost the worker before it is stopped and the map refused (PLAN_TOO_COMPLEX). The element limit
 * (PLAN_SVG_MAX_ELEMENTS) is what normally refuses a map, before any parsing; this bounds what counting cannot see:
 * huge attribute values, deep nesting (jsdom's cost grows with the square of the depth: 19,000 nested groups took
 * over 40 s).
 *
 * The limit is the worker thread's own CPU time, read from /proc on Linux: 10 s. A real chart of 20,000 seats (paths
 * in rotated row groups, each with its number as a `<text>`: about 42,000 elements, near the default element limit
 * of 45,000) costs about 5 s of CPU, 20,000 simple elements under 3 s, the 2,016-place concert hall well under one,
 * so 10 s leaves room for richer drawings while bounding what one upload takes from a core. Wall-clock time would
 * refuse the same map when the machine is busy (a sale on the other core, other processes): 20,000 simple elements
 * took 14 to 30 s of wall-clock time on a loaded 2-core machine. Where the thread's CPU time cannot be read, and for
 * a starved worker, a map is stopped after 60 s of wall-clock time, which is also the longest an
 * administrator waits.
 */
export const PLAN_MAP_CPU_LIMIT_MS = 10_000;
export const PLAN_MAP_WALL_LIMIT_MS = 60_000;

/** How often the limits are checked while a map is processed. */
const WATCH_MS = 250;

/** Linux's USER_HZ: the unit of a thread's CPU times in /proc/<pid>/task/<tid>/stat. */
const CLOCK_TICKS_PER_SECOND = 100;

/** An idle worker is stopped after this long, giving back jsdom's memory; the next upload starts another. */
const IDLE_MS = 60_000;

/**
 * The worker's heap. jsdom is heavy: a map of 20,000 simple elements grows it to about 650 MB, the 42,000-element
 * chart of 20,000 labelled seats to about 950 MB (it fails under a 768 MB limit). Past this limit only the worker
 * is stopped (ERR_WORKER_OUT_OF_MEMORY) and the map refused; without a limit of its own, a worker reaching the
 * process's heap limit would end the whole process.
 */
const WORKER_HEAP_MB = 1536;

/** What stops a job before it answers: the time limits, or the worker's heap. */
export type WorkerRefusal = { ok: false; problem: "tooSlow" } | { ok: false; problem: "tooMuchMemory" };
export type PlanMapOutcome = PlanMapResult | WorkerRefusal;
export type PlaceMarkingOutcome = PlaceMarkingResult | WorkerRefusal;

/** The worker's jobs: an upload to sanitize, or places to mark on a stored map. */
type WorkerJob = PlanMapJob | PlaceMarkingJob;
type WorkerMessage = { ready?: true; tid?: number; id?: number; result?: PlanMapResult | PlaceMarkingResult; error?: string };

/** The CPU time (user and system) one thread of this process has used, in ms; null where /proc cannot tell (not Linux). */
async function threadCpuMs(tid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/self/task/${tid}/stat`, "utf8");
    // After "tid (name) ": state, ppid, ..., utime (the 14th field) and stime (the 15th).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

interface Pending {
  id: number;
  job: WorkerJob;
  sent?: boolean;
  resolve(outcome: PlanMapResult | PlaceMarkingOutcome | WorkerRefusal): void;
  reject(error: Error): void;
}

interface Running {
  worker: Worker;
  ready: boolean;
  /** The worker's thread id (Linux), for its CPU time. */
  tid?: number;
}

/**
 * Parses, sanitizes and reads uploaded plan maps, and marks places on stored maps, in one reused worker thread
 * (plan-map.worker.ts), one job at a time in arrival order, so the event loop keeps answering (/healthz, sales)
 * while a map is processed. A job that runs over the time limits has its worker terminated (the next job gets a new
 * one). The worker never keeps the process alive: it is unref'd while idle, stopped after a minute without work,
 * and by close().
 */
export class PlanMapProcessor {
  private current: Running | undefined;
  private readonly queue: Pending[] = [];
  private active: Pending | undefined;
  private watchdog: NodeJS.Timeout | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private nextId = 1;
  private starts = 0;

  constructor(
    private readonly options: { cpuLimitMs?: number; wallLimitMs?: number; idleMs?: number; heapMb?: number } = {},
    private readonly workerUrl = new URL("./plan-map.worker.js", import.meta.url),
  ) {}

  /** How many workers were started so far (one, unless a map ran over a limit or a worker went idle). */
  get workersStarted(): number {
    return this.starts;
  }

  /** Processes one map; answers the worker's result, or tooSlow past the time limits. */
  process(job: PlanMapJob): Promise<PlanMapOutcome> {
    return this.run(job) as Promise<PlanMapOutcome>;
  }

  /** Marks places on a stored map; answers the new map and its places, the places to fix, or tooSlow past the time limits. */
  markPlaces(job: Omit<PlaceMarkingJob, "kind">): Promise<PlaceMarkingOutcome> {
    return this.run({ kind: "mark", ...job }) as Promise<PlaceMarkingOutcome>;
  }

  private run(job: WorkerJob): Promise<PlanMapResult | PlaceMarkingOutcome | WorkerRefusal> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
      this.pump();
    });
  }

  /** Stops the worker; maps waiting or under way are refused with an error. */
  async close(): Promise<void> {
    const worker = this.current?.worker;
    this.current = undefined;
    clearTimeout(this.idleTimer);
    const closed = new Error("The plan map processor was closed");
    this.finish(this.active, (pending) => pending.reject(closed));
    for (const pending of this.queue.splice(0)) pending.reject(closed);
    await worker?.terminate();
  }

  private start(): Running {
    const worker = moduleWorker(this.workerUrl, { resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb ?? WORKER_HEAP_MB } });
    this.starts++;
    const running: Running = { worker, ready: false };
    worker.on("message", (message: WorkerMessage) => {
      if (this.current !== running) return;
      if (message.ready) {
        running.ready = true;
        running.tid = message.tid;
        this.dispatch();
      } else if (message.id === this.active?.id) {
        const result = message.result;
        const error = message.error;
        this.finish(this.active, (pending) => (result ? pending.resolve(result) : pending.reject(new Error(`Plan map worker: ${error}`))));
        this.pump();
      }
    });
    const failed = (error: Error) => {
      if (this.current !== running) return;
      this.current = undefined;
      const outOfMemory = (error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY";
      this.finish(this.active, (pending) =>
        outOfMemory ? pending.resolve({ ok: false, problem: "tooMuchMemory" }) : pending.reject(error),
      );
      this.pump();
    };
    worker.on("error", failed);
    worker.on("exit", (code) => failed(new Error(`The plan map worker exited (${code})`)));
    return running;
  }

  /** Starts the next map when the worker is free (starting a worker when there is none). */
  private pump(): void {
    if (this.active) return;
    const next = this.queue.shift();
    if (!next) {
      this.idle();
      return;
    }
    clearTimeout(this.idleTimer);
    this.active = next;
    this.current ??= this.start();
    this.current.worker.ref();
    this.dispatch();
  }

  /** Sends the active map once the worker has loaded (its start-up does not count against the limits), and watches it. */
  private dispatch(): void {
    const running = this.current;
    const pending = this.active;
    if (!running?.ready || !pending || pending.sent) return;
    pending.sent = true;
    const cpuLimitMs = this.options.cpuLimitMs ?? PLAN_MAP_CPU_LIMIT_MS;
    const wallLimitMs = this.options.wallLimitMs ?? PLAN_MAP_WALL_LIMIT_MS;
    const startedAt = performance.now();
    let cpuAtStart: number | null = null;
    if (running.tid !== undefined) void threadCpuMs(running.tid).then((ms) => (cpuAtStart = ms));
    // Uploaded bytes that own their memory are handed over, not copied (a 4 MB copy is tens of ms of the event loop).
    const svg = pending.job.svg;
    const owned =
      typeof svg !== "string" && svg.byteOffset === 0 && svg.byteLength === svg.buffer.byteLength && svg.buffer instanceof ArrayBuffer;
    running.worker.postMessage({ id: pending.id, job: pending.job }, owned ? [svg.buffer as ArrayBuffer] : []);
    const stop = () => {
      if (this.active !== pending) return;
      // The only way to stop a synchronous parse: the worker goes, and the next map gets a fresh one.
      if (this.current === running) this.current = undefined;
      void running.worker.terminate();
      this.finish(pending, (stopped) => stopped.resolve({ ok: false, problem: "tooSlow" }));
      this.pump();
    };
    this.watchdog = setInterval(
      () => {
        if (performance.now() - startedAt > wallLimitMs) return stop();
        if (running.tid === undefined || cpuAtStart === null) return;
        const since = cpuAtStart;
        void threadCpuMs(running.tid).then((ms) => {
          if (ms !== null && ms - since > cpuLimitMs) stop();
        });
      },
      Math.min(WATCH_MS, cpuLimitMs, wallLimitMs),
    );
    this.watchdog.unref();
  }

  private finish(pending: Pending | undefined, settle: (pending: Pending) => void): void {
    if (!pending || this.active !== pending) return;
    clearInterval(this.watchdog);
    this.active = undefined;
    settle(pending);
  }

  /** No work: the worker may not keep the process alive, and goes after a while. */
  private idle(): void {
    const running = this.current;
    if (!running) return;
    running.worker.unref();
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.current !== running || this.active) return;
      this.current = undefined;
      void running.worker.terminate();
    }, this.options.idleMs ?? IDLE_MS);
    this.idleTimer.unref();
  }
}
