import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { ERROR_STATUS, type ErrorCode } from "./errors.js";

/**
 * The process's Prometheus metrics (GET /metrics, README "Observability"). Labels take a bounded set of values
 * (route templates, error codes, provider ids, job names), never ids or anything a caller makes up.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequests = new Counter({
  name: "http_requests_total",
  help: "HTTP requests answered, by method, route template and status.",
  labelNames: ["method", "route", "status"] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival to its answer's end, by method and route template.",
  labelNames: ["method", "route"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const refusals = new Counter({
  name: "domain_refusals_total",
  help: "Requests refused with a domain error (GraphQL extensions.code or the REST status), by code and status: 409s are conflicts.",
  labelNames: ["code", "status"] as const,
  registers: [metricsRegistry],
});

/** Counts a refusal answered to a caller (a code of ERROR_STATUS only: the label's values stay bounded). */
export function countRefusal(code: unknown): void {
  if (typeof code !== "string" || !(code in ERROR_STATUS)) return;
  refusals.inc({ code, status: String(ERROR_STATUS[code as ErrorCode]) });
}

export const holds = new Counter({
  name: "holds_total",
  help: "Places asked to be held in drafts: result 'held', or the refusal's error code (SPACE_OCCUPIED, TOO_MANY_HELD, ...).",
  labelNames: ["result"] as const,
  registers: [metricsRegistry],
});

export const expiries = new Counter({
  name: "booking_expiries_total",
  help: "Bookings whose hold lapsed and whose places the sweeper released (drafts, unpaid payments, unrenewed renewals).",
  registers: [metricsRegistry],
});

export const paymentReports = new Counter({
  name: "payment_reports_total",
  help: "Payment reports settled (provider return, callback, reconciliation), by provider and reported status.",
  labelNames: ["provider", "outcome"] as const,
  registers: [metricsRegistry],
});

export const jobRuns = new Counter({
  name: "job_runs_total",
  help: "Runs of the periodic jobs, by job and result (ok, failed).",
  labelNames: ["job", "result"] as const,
  registers: [metricsRegistry],
});

export const jobDuration = new Histogram({
  name: "job_duration_seconds",
  help: "How long the periodic jobs' runs took, by job.",
  labelNames: ["job"] as const,
  buckets: [0.005, 0.025, 0.1, 0.5, 1, 5, 30],
  registers: [metricsRegistry],
});

/** The database pool's connections, read when scraped. */
export interface PoolState {
  total: number;
  idle: number;
  waiting: number;
}

let readPool: (() => PoolState | undefined) | undefined;

/** Where the pool gauge reads from (the app's DataSource, set at start-up). */
export function watchPool(read: () => PoolState | undefined): void {
  readPool = read;
}

new Gauge({
  name: "db_pool_connections",
  help: "The database pool's connections: total open, idle, and requests waiting for one.",
  labelNames: ["state"] as const,
  registers: [metricsRegistry],
  collect() {
    const pool = readPool?.();
    if (!pool) return;
    this.set({ state: "total" }, pool.total);
    this.set({ state: "idle" }, pool.idle);
    this.set({ state: "waiting" }, pool.waiting);
  },
});
