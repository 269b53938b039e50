/**
 * The flash-sale benchmark's occupancy-map readers, run in a worker thread of their own (`startMapReaders`): they
 * stand for other visitors' browsers, so reading and parsing their answers (8,000 ids once, then the counts, about
 * 4 ms and 0.4 ms each) must not hold up the buyers' event loop, whose every wait is in the hold latencies measured.
 * Each reader polls one server of `bases` (the ids once, then counts, gzipped, revalidated by ETag) until told to stop.
 */
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { gunzipSync } from "node:zlib";
import { networkErrorCount, request } from "./bench-http.js";

interface ReadersTask {
  bases: string[];
  occasionId: string;
  readers: number;
  timeLimitMs: number;
}

export interface ReadersResult {
  reads: number;
  seconds: number;
  serverErrors: number;
  networkErrors: number;
}

/** Starts the readers and resolves once they poll; `stop` ends their polling and answers what they did. */
export async function startMapReaders(task: ReadersTask): Promise<{ stop(): Promise<ReadersResult> }> {
  const worker = new Worker(new URL(import.meta.url), { workerData: task });
  let polling!: () => void;
  const started = new Promise<void>((resolve) => (polling = resolve));
  const result = new Promise<ReadersResult>((resolve, reject) => {
    worker.on("message", (message: "polling" | ReadersResult) => (message === "polling" ? polling() : resolve(message)));
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`map readers exited with ${code}`)));
  });
  // A reader's failure is the run's, reported when the run stops them (or at once, if they never started).
  result.catch(() => undefined);
  await Promise.race([started, result]);
  return {
    stop: async () => {
      worker.postMessage("stop");
      const done = await result;
      await worker.terminate();
      return done;
    },
  };
}

async function read(task: ReadersTask): Promise<void> {
  let polling = true;
  parentPort!.once("message", () => {
    polling = false;
  });
  const deadline = Date.now() + task.timeLimitMs;
  const started = Date.now();
  parentPort!.postMessage("polling");
  let reads = 0;
  let serverErrors = 0;
  await Promise.all(
    Array.from({ length: task.readers }, async (_, index) => {
      const base = task.bases[index % task.bases.length]!;
      let etag = "";
      let order = "";
      while (polling && Date.now() < deadline) {
        const response = await request(`${base}/api/occasions/${task.occasionId}/occupancy${order ? "" : "?ids=true"}`, {
          headers: { "accept-encoding": "gzip", ...(etag ? { "if-none-match": etag } : {}) },
        });
        if (response.status === 200) {
          const body = JSON.parse(gunzipSync(await response.bytes()).toString("utf8")) as { order: string; counts: number[] };
          if (!Array.isArray(body.counts)) throw new Error("an occupancy answer without counts");
          order = body.order;
          etag = response.header("etag") ?? "";
        } else await response.drain();
        if (response.status >= 500) serverErrors++;
        reads++;
      }
    }),
  );
  const seconds = Math.max(0.001, (Date.now() - started) / 1000);
  parentPort!.postMessage({ reads, seconds, serverErrors, networkErrors: networkErrorCount() } satisfies ReadersResult);
}

if (!isMainThread && (workerData as { readers?: unknown } | null)?.readers !== undefined) void read(workerData as ReadersTask);
