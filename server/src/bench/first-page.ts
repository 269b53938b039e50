/**
 * First-page benchmark (`npm run bench:first-page`, issue 37): what a visitor on a phone-class connection downloads and
 * waits for on the public pages, in Chromium against the built app.
 *
 * Set-up: the built server (`server/dist/main.js`, serving the built client) on a free loopback port with a fresh
 * temporary DATA_DIR and its own embedded PostgreSQL; the server seeds the demo data. The pages: `/fi/` (the event
 * list), the event page of The Seven Brothers and the seat map of its first date (on sale, the 571-place demo hall).
 *
 * Every measured load runs with Chromium's CPU throttled 4x (CDP Emulation.setCPUThrottlingRate) and Lighthouse's
 * slow-4G profile (CDP Network.emulateNetworkConditions: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up).
 * Cold: a new browser context (empty HTTP cache, no cookies). Warm: the same page navigated to again (its cache kept).
 * Each page is loaded once unthrottled first, so the server's own first-time work (an occasion page built and
 * compressed for its first reader) stays out of the figures.
 *
 * Measured per load: bytes transferred (Network.loadingFinished's encodedDataLength, compressed as sent, headers
 * included), in all and for JavaScript (resource type Script); LCP (the last largest-contentful-paint entry once the
 * network is quiet: no request for 500 ms); on the seat map, cold, the time from clicking a free seat of the
 * application's map until the server has confirmed it held: the AddSpace mutation's answer has arrived without errors
 * and the place shows as the visitor's (class `yours`), whichever is later (the map marks it optimistically first).
 *
 * Goals (issue 37): `/fi/` cold at most 170 kB of JavaScript and 250 kB in all; the seat-map page cold at most 350 kB;
 * a seat confirmed held in under 2.5 s. kB = 1,000 bytes.
 * Environment: PLAYWRIGHT_CHROMIUM_EXECUTABLE (default /usr/bin/chromium), BENCH_RUNS (3: loads of each kind per
 * page; the medians are reported), BENCH_JSON=1 (one JSON line only).
 */
import type { ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { chromium, type Browser, type CDPSession, type Page } from "playwright";
import { freePort, PASSWORD_FILE } from "../db/embedded-postgres.js";
import { startBenchServer } from "./bench-server.js";

const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE || "/usr/bin/chromium";
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_THROTTLE = 4;
/** Lighthouse's slow 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (bytes per second below). */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const GOALS = { firstPageJs: 170_000, firstPageTotal: 250_000, seatMapTotal: 350_000, seatHeldMs: 2500 };
const VIEWPORT = { width: 1280, height: 800 };

interface LoadResult {
  totalBytes: number;
  jsBytes: number;
  /** Bytes by resource type (Script, Stylesheet, Document, Fetch, ...). */
  byType: Record<string, number>;
  requests: number;
  lcpMs: number | null;
  /** Seat map, cold: click -> the server's confirmation of the hold. */
  seatHeldMs?: number;
}

interface BenchPage {
  name: string;
  path: string;
  seatMap: boolean;
}

/** Counts what the page receives over the network from now on, by the CDP's Network events. */
async function trackBytes(cdp: CDPSession): Promise<() => Omit<LoadResult, "lcpMs">> {
  const types = new Map<string, string>();
  const byType: Record<string, number> = {};
  let requests = 0;
  cdp.on("Network.responseReceived", (event) => types.set(event.requestId, event.type ?? "Other"));
  cdp.on("Network.loadingFinished", (event) => {
    const type = types.get(event.requestId) ?? "Other";
    byType[type] = (byType[type] ?? 0) + event.encodedDataLength;
    requests += 1;
  });
  await cdp.send("Network.enable");
  return () => {
    const totalBytes = Object.values(byType).reduce((sum, bytes) => sum + bytes, 0);
    return { totalBytes, jsBytes: byType.Script ?? 0, byType: { ...byType }, requests };
  };
}

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLE });
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
}

/** Records largest-contentful-paint entries from the document's start (an init script, so none is missed). */
const LCP_OBSERVER = `
  window.__lcp = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
`;

async function readLcp(page: Page): Promise<number | null> {
  const lcp = await page.evaluate(() => (window as unknown as { __lcp: number | null }).__lcp);
  return lcp === null ? null : Math.round(lcp);
}

/** Loads `url` in `page` (throttled, counted) until the page shows what it is for and the network is quiet. */
async function measureLoad(page: Page, cdp: CDPSession, base: string, benchPage: BenchPage): Promise<LoadResult> {
  const counted = await trackBytes(cdp);
  await throttle(cdp);
  await page.goto(`${base}${benchPage.path}`, { waitUntil: "networkidle", timeout: 180_000 });
  await ready(page, benchPage);
  await page.waitForLoadState("networkidle", { timeout: 180_000 });
  const lcpMs = await readLcp(page);
  return { ...counted(), lcpMs };
}

/** The page's content is up: the event list's or page's heading, or the application's own seat map. */
async function ready(page: Page, benchPage: BenchPage): Promise<void> {
  if (benchPage.seatMap) {
    await page.locator("#root .plan svg [data-space-id]").first().waitFor({ timeout: 180_000 });
    await page.locator("#boot-page").waitFor({ state: "detached", timeout: 180_000 });
  } else {
    await page.locator("#root main h1").first().waitFor({ timeout: 180_000 });
  }
}

/**
 * Clicks a free seat of the application's map and resolves with the milliseconds until the server has confirmed the
 * hold: the AddSpace mutation answered without errors and the place is marked the visitor's.
 */
async function clickSeatUntilHeld(page: Page, run: number): Promise<number> {
  const seats = page.locator("#root .plan svg [data-space-id].seat.free");
  const count = await seats.count();
  if (count === 0) throw new Error("the seat map shows no free seat");
  // A different seat each run, spread over the hall.
  const seat = seats.nth((run * 37) % count);
  const spaceId = await seat.getAttribute("data-space-id");
  await seat.scrollIntoViewIfNeeded();
  const box = await seat.boundingBox();
  if (!box || !spaceId) throw new Error("the chosen seat has no box");
  const answered = page.waitForResponse(
    (response) => response.url().endsWith("/graphql") && (response.request().postData() ?? "").includes('"AddSpace"'),
    { timeout: 60_000 },
  );
  const clickedAt = performance.now();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const response = await answered;
  const body = (await response.json()) as { data?: { addSpace?: { id: string } | null }; errors?: unknown[] };
  if (!body.data?.addSpace || body.errors?.length) throw new Error(`the seat was not held: ${JSON.stringify(body)}`);
  const answeredAt = performance.now();
  await page.waitForFunction(
    (id) => document.querySelector(`#root [data-space-id="${id}"]`)?.classList.contains("yours") === true,
    spaceId,
    { timeout: 60_000 },
  );
  return Math.round(Math.max(answeredAt, performance.now()) - clickedAt);
}

async function benchPage(browser: Browser, base: string, benchPage: BenchPage) {
  // Unthrottled once: the server's first-time work for this page stays out of the figures.
  {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    await page.goto(`${base}${benchPage.path}`, { waitUntil: "networkidle" });
    await ready(page, benchPage);
    await context.close();
  }
  const cold: LoadResult[] = [];
  const warm: LoadResult[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: VIEWPORT });
    await context.addInitScript(LCP_OBSERVER);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const coldLoad = await measureLoad(page, cdp, base, benchPage);
    if (benchPage.seatMap) coldLoad.seatHeldMs = await clickSeatUntilHeld(page, run);
    cold.push(coldLoad);
    await cdp.detach();
    // Warm: the same context (its HTTP cache) loads the page again.
    const warmCdp = await context.newCDPSession(page);
    warm.push(await measureLoad(page, warmCdp, base, benchPage));
    await context.close();
  }
  return { cold, warm };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

function summarize(results: LoadResult[]) {
  const lcps = results.map((result) => result.lcpMs).filter((value): value is number => value !== null);
  const held = results.map((result) => result.seatHeldMs).filter((value): value is number => value !== undefined);
  return {
    total_bytes: median(results.map((result) => result.totalBytes)),
    js_bytes: median(results.map((result) => result.jsBytes)),
    requests: median(results.map((result) => result.requests)),
    lcp_ms: lcps.length ? median(lcps) : null,
    lcp_runs_ms: lcps,
    by_type: Object.fromEntries(
      [...new Set(results.flatMap((result) => Object.keys(result.byType)))].map((type) => [
        type,
        median(results.map((result) => result.byType[type] ?? 0)),
      ]),
    ),
    ...(held.length ? { seat_held_ms: median(held), seat_held_runs_ms: held } : {}),
  };
}

/** The demo's first date of The Seven Brothers (on sale) and its event. */
async function demoPages(dataDir: string, pgPort: number): Promise<BenchPage[]> {
  const password = (await readFile(path.join(dataDir, PASSWORD_FILE), "utf8")).trim();
  const db = new pg.Pool({ connectionString: `postgres://postgres:${password}@127.0.0.1:${pgPort}/seatbooking`, max: 1 });
  try {
    const { rows } = await db.query(
      `SELECT o.id AS occasion_id, e.id AS event_id FROM occasions o JOIN events e ON e.id = o.event_id
        WHERE e.name->>'en' = 'The Seven Brothers' AND o.published AND o.bookable ORDER BY o.start_time LIMIT 1`,
    );
    if (!rows[0]) throw new Error("the demo data has no date of The Seven Brothers on sale");
    return [
      { name: "/fi/ (event list)", path: "/fi/", seatMap: false },
      { name: "event page", path: `/fi/events/${rows[0].event_id}`, seatMap: false },
      { name: "seat map", path: `/fi/occasions/${rows[0].occasion_id}`, seatMap: true },
    ];
  } finally {
    await db.end();
  }
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  const timer = setTimeout(() => server.kill("SIGKILL"), 20_000);
  await exited;
  clearTimeout(timer);
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function printTable(results: Array<{ page: string; cold: ReturnType<typeof summarize>; warm: ReturnType<typeof summarize> }>) {
  const header = ["page", "load", "total", "JavaScript", "requests", "LCP", "seat held"];
  const rows = results.flatMap(({ page, cold, warm }) =>
    (
      [
        ["cold", cold],
        ["warm", warm],
      ] as const
    ).map(([kind, summary]) => [
      page,
      kind,
      kB(summary.total_bytes),
      kB(summary.js_bytes),
      String(summary.requests),
      summary.lcp_ms === null ? "-" : `${summary.lcp_ms} ms`,
      summary.seat_held_ms === undefined ? "" : `${summary.seat_held_ms} ms`,
    ]),
  );
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  ");
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

function goals(results: Array<{ page: string; seatMap: boolean; cold: ReturnType<typeof summarize> }>) {
  const first = results[0]!.cold;
  const seatMap = results.find((result) => result.seatMap)!.cold;
  return [
    { goal: "/fi/ cold: JavaScript at most 170 kB", measured: kB(first.js_bytes), met: first.js_bytes <= GOALS.firstPageJs },
    { goal: "/fi/ cold: in all at most 250 kB", measured: kB(first.total_bytes), met: first.total_bytes <= GOALS.firstPageTotal },
    { goal: "seat map cold: in all at most 350 kB", measured: kB(seatMap.total_bytes), met: seatMap.total_bytes <= GOALS.seatMapTotal },
    {
      goal: "seat clicked -> held, under 2.5 s",
      measured: `${seatMap.seat_held_ms} ms`,
      met: seatMap.seat_held_ms !== undefined && seatMap.seat_held_ms < GOALS.seatHeldMs,
    },
  ];
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-first-page-"));
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    const port = await freePort();
    let pgPort = await freePort();
    while (pgPort === port) pgPort = await freePort();
    server = await startBenchServer("", port, {
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      SEED_DEMO_DATA: "true",
      // Not needed here: a second of start-up and a plan the pages do not show.
      SEED_CONCERT_HALL: "false",
      ADMIN_PASSWORD: "bench-password-123",
      BOOK_RATE_LIMIT_PER_MINUTE: "100000",
      // The benchmark holds seats but pays for nothing: production starts without a provider with this.
      PAYMENT_SKIP: "true",
    });
    const base = `http://127.0.0.1:${port}`;
    const pages = await demoPages(dataDir, pgPort);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
    });
    const results = [];
    for (const page of pages) {
      const { cold, warm } = await benchPage(browser, base, page);
      results.push({ page: page.name, path: page.path, seatMap: page.seatMap, cold: summarize(cold), warm: summarize(warm) });
    }
    const summary = {
      bench: "first-page",
      cpus: os.cpus().length,
      load_average: os.loadavg().map((value) => Math.round(value * 100) / 100),
      chromium: browser.version(),
      runs: RUNS,
      profile: { cpu_throttle: CPU_THROTTLE, rtt_ms: SLOW_4G.latency, down_kbit_s: 1600, up_kbit_s: 750 },
      results,
      goals: goals(results),
    };
    if (process.env.BENCH_JSON) {
      console.log(JSON.stringify(summary));
      return;
    }
    console.log(
      `first-page benchmark (Chromium ${summary.chromium}, ${summary.cpus} CPUs, load average ${summary.load_average.join(" ")}; ` +
        `CPU ${CPU_THROTTLE}x slower, slow 4G: ${SLOW_4G.latency} ms RTT, 1.6 Mbit/s down, 750 kbit/s up); ` +
        `medians of ${RUNS} loads; bytes compressed as transferred, kB = 1,000 bytes\n`,
    );
    printTable(results);
    console.log("");
    const goalWidth = Math.max(...summary.goals.map((goal) => goal.goal.length));
    for (const goal of summary.goals)
      console.log(`${goal.goal.padEnd(goalWidth)}  ${goal.measured.padStart(9)}  ${goal.met ? "met" : "MISSED"}`);
    console.log("");
    console.log(JSON.stringify(summary));
  } finally {
    await browser?.close().catch(() => undefined);
    if (server) await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
