import { expect } from "vitest";
import type { BookingTestApp } from "./booking-app.js";

/** Asks /healthz again and again (one request at a time) until `work` settles; answers its result and each answer's time in ms. */
export async function healthzWhile<T>(app: BookingTestApp, work: Promise<T>): Promise<{ result: T; latencies: number[] }> {
  let settled = false;
  const done = work.finally(() => (settled = true));
  const latencies: number[] = [];
  while (!settled) {
    const started = performance.now();
    const response = await fetch(`${app.url}/healthz`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    expect(response.status).toBe(200);
  }
  return { result: await done, latencies };
}
