/**
 * Seat-map benchmark (`npm run bench:seatmap`): how fast the plan map becomes usable and how fast it
 * follows occupancy changes, in Chromium against the real server, for plans of 300 and 2,000 spaces.
 *
 * Set-up: the built server (`server/dist/main.js`, serving the built client) on a free loopback port
 * with a fresh temporary DATA_DIR and its own free EMBEDDED_PG_PORT; demo data is seeded by the server,
 * then one synthetic plan per size (a grid of seats, one SVG `<rect>` per space whose id is the space
 * name, sanitized by the server's own sanitizer), a published event and a bookable occasion with its
 * occasion_spaces rows are inserted through `pg`. The server is stopped with SIGTERM and the directory
 * removed at the end.
 *
 * Measured, all in the page (performance.now, MutationObserver) unless said otherwise:
 *
 * - load (cold / warm): from navigation start (performance.timeOrigin of the seat-map document) to
 *   "interactive", defined as: every space of the plan has been decorated (`[data-space-id]` count ==
 *   spaces, each with role, tabindex, aria-label and its state), then a frame has been produced
 *   (requestAnimationFrame) and the main thread has come back to the event loop (a MessageChannel
 *   task after that frame), so a click would be dispatched now. The first such map is the one the
 *   server draws into the page (decorated as it is parsed; its inline script takes clicks, which the
 *   app replays once it has taken over); `app` is the same moment for the application's own map (PlanMap
 *   decorates it in one layout effect, after React has attached its delegated click handler, and the
 *   server's drawing is gone). Cold: a new browser context (empty HTTP cache, no cookies). Warm: a second
 *   navigation in the same context (assets from cache).
 *   Main-thread long tasks (>= 50 ms) in the second after "interactive" are reported too (the
 *   live feed's first snapshot re-renders the map).
 * - update (API): another client (Node, its own session and draft) holds a free seat through the
 *   REST API. Reported: request start -> the seat's element's data-state changes in the DOM
 *   (end to end; Node and page clocks aligned with a round-trip offset estimate), hold response -> DOM,
 *   and WebSocket message arrival -> DOM (the client's share of a real update). The server coalesces
 *   live updates (one push per occasion every 250 ms), so end to end includes 0-250 ms of that wait.
 * - update (injected, pure client): a `next` message for the page's own occupancy subscription,
 *   built from the last real one with one more seat full, is dispatched on the page's graphql-ws
 *   socket; measured from dispatch to the DOM change (and to the next frame).
 *
 * `concert` benches the seeded "Concert Hall" (Konserttitalo, server/fixtures/plans): a real drawing with
 * curved balcony rows, circles, paths and decorations rather than a grid, built through the admin's upload path.
 *
 * `real20000` benches a 20,000-place chart drawn the way real charts are (src/bench/real-style-chart.ts: seats as
 * `<path>` without ids in rotated row groups inside rotated section groups, each with its number as a `<text>`;
 * about 42,000 elements, 2.3 MB), set up as an operator would: a plan created, the unmarked chart uploaded
 * (PUT map.svg, sanitized in the worker), its places marked by one rule (every path of the seats' layer) with
 * markPlanPlaces, which names them from their labels and groups and creates the spaces. The upload's and the
 * marking's wall-clock times are reported too (`setup_ms`). The chart has more elements than the default
 * PLAN_SVG_MAX_ELEMENTS, so the bench's server gets PLAN_SVG_MAX_ELEMENTS=60000 (unless set). Not in the default
 * set: with the default runs it takes about 7 minutes on a 2-core machine (the application's map takes over 10 s
 * to load at 20,000 places); `BENCH_SIZES=real20000 BENCH_LOAD_RUNS=3 BENCH_UPDATE_RUNS=5 BENCH_INJECT_RUNS=5`
 * takes about 3.
 *
 * - bare SVG (the baseline): the plan's drawing alone (`/api/plans/{id}/map.svg`) opened as a document in a new
 *   context and measured like the seat map (navigation -> parsed, a frame, the main thread free), beside each cold
 *   load; `ratio_cold_to_bare_svg` divides the medians, `ratio_app_to_bare_svg` the application's own map's cold
 *   load (`load_cold_app_ms`) by the same. Earlier runs measured the bare SVG as an image on a page
 *   that was already open, leaving out the navigation; that figure and its ratio are still printed
 *   (`load_bare_svg_image_ms`, `ratio_cold_to_bare_svg_image`).
 *
 * Goals on this machine at 2,000 spaces: interactive < 1 s cold and < 600 ms warm, cold at most 2x the bare
 * SVG; one occupancy update applied < 50 ms.
 * BENCH_TRACE=<dir>: Chrome traces of one cold load of the seat map and of the bare SVG per plan.
 * Environment: PLAYWRIGHT_CHROMIUM_EXECUTABLE (default /usr/bin/chromium), BENCH_SIZES ("300,2000,concert"; also "real20000"),
 * BENCH_LOAD_RUNS (10), BENCH_UPDATE_RUNS (20), BENCH_INJECT_RUNS (30), BENCH_JSON=1 (one JSON line),
 * BENCH_PROFILE=<dir> (CPU profiles of the largest plan; with CLIENT_DIST pointing at an unminified build
 * for readable names), BENCH_VARIANTS=name=dir,... with BENCH_ROUNDS (3): compare client builds (e.g.
 * before and after a change) in one run, interleaved.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright";
import { freePort, PASSWORD_FILE } from "../db/embedded-postgres.js";
import { buildDemoHall } from "../app/database/seeds/demo-hall.js";
import { sanitizeSvg } from "../modules/plan/svg-sanitizer.js";
import { REAL_STYLE_PLACE_RULE, realStyleChart } from "./real-style-chart.js";
import { SERVER_NODE_FLAGS } from "./bench-server.js";

/**
 * Grid sizes, `concert`: the demo's real concert hall (2,016 places in sections, balconies and standing areas), and
 * `real20000`: a 20,000-place real-style chart marked by rule.
 */
type Scenario = number | "concert" | "real20000";
const SIZES: Scenario[] = (process.env.BENCH_SIZES ?? "300,2000,concert")
  .split(",")
  .map((size) => (size === "concert" || size === "real20000" ? size : Number(size)));
const REAL_PLACES = 20_000;
/** The demo's administrator, with the password the bench's server is started with. */
const ADMIN = { email: "admin@example.com", password: "bench-password-123" };
const LOAD_RUNS = Number(process.env.BENCH_LOAD_RUNS ?? 10);
const UPDATE_RUNS = Number(process.env.BENCH_UPDATE_RUNS ?? 20);
const INJECT_RUNS = Number(process.env.BENCH_INJECT_RUNS ?? 30);
const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE || "/usr/bin/chromium";
const GOAL_INTERACTIVE_MS = 1000;
const GOAL_UPDATE_MS = 50;
const GOAL_WARM_MS = 600;
const GOAL_RATIO_TO_BARE_SVG = 2;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

interface BenchPlan {
  size: number;
  /** How the results name it: '2000 spaces' or 'concert hall (2016 spaces)'. */
  label: string;
  planId: string;
  occasionId: string;
  /** Space ids (uuid) in name order. */
  spaceIds: string[];
  /** The next space to take (each space is taken once, by the API client or an injected update). */
  cursor: number;
  /** How long setting the plan up took, where it is the product's work (real20000: the upload and the marking). */
  setupMs?: Record<string, number>;
}

/** A seat grid: `R{row}-S{seat}` rects in row groups with row labels, like the demo hall. */
function gridSvg(size: number): { svg: string; names: string[] } {
  const perRow = size <= 300 ? 20 : 50;
  const rows = Math.ceil(size / perRow);
  const names: string[] = [];
  const parts: string[] = [];
  const width = 60 + perRow * 20;
  for (let row = 1; row <= rows; row++) {
    const seats = Math.min(perRow, size - (row - 1) * perRow);
    parts.push(`<g class="row" data-row="${row}" transform="translate(0 ${40 + (row - 1) * 24})">`);
    parts.push(`<text class="label row-label" aria-hidden="true" x="14" y="12">${row}</text>`);
    for (let seat = 1; seat <= seats; seat++) {
      const name = `R${row}-S${seat}`;
      names.push(name);
      parts.push(`<rect id="${name}" class="space seat" x="${30 + (seat - 1) * 20}" width="16" height="16" rx="3"/>`);
    }
    parts.push("</g>");
  }
  const height = 60 + rows * 24;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" class="plan" text-anchor="middle">`,
    `<text class="label stage-label" x="${width / 2}" y="20" aria-hidden="true">STAGE</text>`,
    `<g class="parterre">`,
    ...parts,
    `</g>`,
    `</svg>`,
  ].join("\n");
  return { svg, names };
}

/** An event on sale on the seeded concert hall; the places the bench takes are its single seats. */
async function concertHallOccasion(db: pg.Pool): Promise<BenchPlan> {
  const plan = await db.query(`SELECT id FROM plans WHERE name->>'en' = 'Concert Hall'`);
  const planId: string | undefined = plan.rows[0]?.id;
  if (!planId) throw new Error("the demo data has no Concert Hall plan");
  const { occasionId, spaceIds, spaces } = await occasionOn(db, planId, "concert");
  return { size: spaces, label: `concert hall (${spaces} spaces)`, planId, occasionId, spaceIds, cursor: 0 };
}

/** A published event with a bookable occasion on the plan; the places the bench takes are its single seats. */
async function occasionOn(db: pg.Pool, planId: string, name: string): Promise<{ occasionId: string; spaceIds: string[]; spaces: number }> {
  const title = `Seat-map bench ${name}`;
  const event = await db.query(`INSERT INTO events (name, plan_id, published) VALUES ($1, $2, true) RETURNING id`, [
    { en: title, fi: title, sv: title },
    planId,
  ]);
  const ticketType = await db.query(`SELECT id FROM ticket_types ORDER BY position LIMIT 1`);
  await db.query(`INSERT INTO event_prices (event_id, ticket_type_id, price) VALUES ($1, $2, 2500)`, [
    event.rows[0].id,
    ticketType.rows[0].id,
  ]);
  const occasion = await db.query(
    `INSERT INTO occasions (event_id, plan_id, name, start_time, published, bookable) VALUES ($1, $2, jsonb_build_object('en', $3::text), now() + interval '30 days', true, true) RETURNING id`,
    [event.rows[0].id, planId, title],
  );
  const occasionId: string = occasion.rows[0].id;
  await db.query(
    `INSERT INTO occasion_spaces (occasion_id, space_id, max_tickets) SELECT $1, id, max_tickets FROM spaces WHERE plan_id = $2`,
    [occasionId, planId],
  );
  const spaces = await db.query(`SELECT id, max_tickets FROM spaces WHERE plan_id = $1 ORDER BY name`, [planId]);
  return {
    occasionId,
    spaceIds: spaces.rows.filter((row) => row.max_tickets === 1).map((row) => row.id as string),
    spaces: spaces.rows.length,
  };
}

/**
 * `real20000`: a plan set up as an operator would, through the API: created, the unmarked real-style chart uploaded
 * (sanitized in the worker), its seats marked by one rule with markPlanPlaces (named from their labels and groups,
 * the spaces created); then an occasion on it.
 */
async function realChartPlan(base: string, db: pg.Pool): Promise<BenchPlan> {
  const admin = new ApiClient(base);
  await admin.signIn(ADMIN.email, ADMIN.password);
  const { createPlan } = await admin.graphql<{ createPlan: { plan: { id: string } } }>(
    "mutation($input: PlanInput!) { createPlan(input: $input) { plan { id } } }",
    {
      input: {
        names: ["en", "fi", "sv"].map((language) => ({ language, text: `Bench real ${REAL_PLACES}` })),
        mapLabelMasks: [{ language: "en", text: "{name}: {remaining} / {max}" }],
        styles: buildDemoHall().styles,
      },
    },
  );
  const planId = createPlan.plan.id;
  const svg = realStyleChart({ places: REAL_PLACES, labels: true });
  let started = performance.now();
  await admin.putSvg(`/api/plans/${planId}/map.svg`, svg);
  const upload = Math.round(performance.now() - started);
  const { plan } = await admin.graphql<{ plan: { updatedAt: string } }>("query($id: ID!) { plan(id: $id) { updatedAt } }", { id: planId });
  started = performance.now();
  const { markPlanPlaces } = await admin.graphql<{ markPlanPlaces: { places: number; created: number } }>(
    "mutation($planId: ID!, $version: DateTimeISO!, $marking: PlaceMarkingInput!) { markPlanPlaces(planId: $planId, version: $version, marking: $marking) { places created } }",
    {
      planId,
      version: plan.updatedAt,
      marking: { rules: [REAL_STYLE_PLACE_RULE], add: [], remove: [], names: [], capacities: [], labelsLetClicksThrough: true },
    },
  );
  const mark = Math.round(performance.now() - started);
  if (markPlanPlaces.places !== REAL_PLACES || markPlanPlaces.created !== REAL_PLACES)
    throw new Error(`marking made ${markPlanPlaces.places} places and ${markPlanPlaces.created} spaces, not ${REAL_PLACES}`);
  console.error(`real${REAL_PLACES}: ${svg.length} characters uploaded in ${upload} ms, ${REAL_PLACES} places marked in ${mark} ms`);
  const { occasionId, spaceIds, spaces } = await occasionOn(db, planId, `real ${REAL_PLACES}`);
  return {
    size: spaces,
    label: `real-style chart (${spaces} spaces, paths in transformed groups)`,
    planId,
    occasionId,
    spaceIds,
    cursor: 0,
    setupMs: { upload_map: upload, mark_places: mark },
  };
}

async function createPlan(db: pg.Pool, size: number): Promise<BenchPlan> {
  const { svg, names } = gridSvg(size);
  const client = await db.connect();
  try {
    await client.query("BEGIN");
    const plan = await client.query(
      `INSERT INTO plans (name, map, map_label_masks, space_label_masks, styles)
       VALUES (jsonb_build_object('en', $1::text), $2, jsonb_build_object('en', $3::text), jsonb_build_object('en', $4::text), $5) RETURNING id`,
      [`Bench ${size}`, sanitizeSvg(svg), "{name}: {remaining} / {max}", "{name}", buildDemoHall().styles],
    );
    const planId: string = plan.rows[0].id;
    const seatType = await client.query(`SELECT id FROM space_types WHERE name->>'en' = 'Seat' LIMIT 1`);
    await client.query(
      `INSERT INTO spaces (plan_id, name, max_tickets, space_type_id) SELECT $1, name, 1, $3 FROM unnest($2::text[]) AS name`,
      [planId, names, seatType.rows[0]?.id ?? null],
    );
    const event = await client.query(`INSERT INTO events (name, plan_id, published) VALUES ($1, $2, true) RETURNING id`, [
      { en: `Seat-map bench ${size}`, fi: `Seat-map bench ${size}`, sv: `Seat-map bench ${size}` },
      planId,
    ]);
    const ticketType = await client.query(`SELECT id FROM ticket_types ORDER BY position LIMIT 1`);
    await client.query(`INSERT INTO event_prices (event_id, ticket_type_id, price) VALUES ($1, $2, 2500)`, [
      event.rows[0].id,
      ticketType.rows[0].id,
    ]);
    const occasion = await client.query(
      `INSERT INTO occasions (event_id, plan_id, name, start_time, published, bookable) VALUES ($1, $2, jsonb_build_object('en', $3::text), now() + interval '30 days', true, true) RETURNING id`,
      [event.rows[0].id, planId, `Bench ${size}`],
    );
    const occasionId: string = occasion.rows[0].id;
    await client.query(
      `INSERT INTO occasion_spaces (occasion_id, space_id, max_tickets) SELECT $1, id, max_tickets FROM spaces WHERE plan_id = $2`,
      [occasionId, planId],
    );
    const spaces = await client.query(`SELECT id, name FROM spaces WHERE plan_id = $1`, [planId]);
    await client.query("COMMIT");
    const idByName = new Map(spaces.rows.map((row) => [row.name as string, row.id as string]));
    return { size, label: `${size} spaces`, planId, occasionId, spaceIds: names.map((name) => idByName.get(name)!), cursor: 0 };
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }
}

/** Another client of the REST API: its own cookies, CSRF token and draft. */
class ApiClient {
  private readonly cookies = new Map<string, string>();
  private csrf = "";
  private draft: string | undefined;
  private inDraft = 0;
  constructor(private readonly base: string) {}

  private headers(): Record<string, string> {
    return { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "), "x-csrf-token": this.csrf };
  }

  private take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const index = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
  }

  async authenticate(): Promise<void> {
    const response = await fetch(`${this.base}/api/authenticate`);
    this.take(response);
    this.csrf = ((await response.json()) as { csrfToken: string }).csrfToken;
  }

  /** Signs in (the session's cookies and CSRF token from then on). */
  async signIn(email: string, password: string): Promise<void> {
    await this.authenticate();
    const response = await fetch(`${this.base}/api/login`, {
      method: "POST",
      headers: { ...this.headers(), "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    this.take(response);
    if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
    this.csrf = ((await response.json()) as { csrfToken: string }).csrfToken;
  }

  async graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const response = await fetch(`${this.base}/graphql`, {
      method: "POST",
      headers: { ...this.headers(), "content-type": "application/json", "accept-language": "en" },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    if (body.errors?.length || !body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors ?? body)}`);
    return body.data;
  }

  async putSvg(path: string, svg: string): Promise<void> {
    const response = await fetch(`${this.base}${path}`, {
      method: "PUT",
      headers: { ...this.headers(), "content-type": "image/svg+xml" },
      body: svg,
    });
    if (!response.ok) throw new Error(`PUT ${path}: ${response.status} ${await response.text()}`);
  }

  /** A draft with room for one more ticket (not part of any timing). */
  async prepare(occasionId: string): Promise<void> {
    if (this.draft && this.inDraft < 10) return;
    const response = await fetch(`${this.base}/api/occasions/${occasionId}/book`, { method: "POST", headers: this.headers() });
    this.take(response);
    if (!response.ok) throw new Error(`book: ${response.status} ${await response.text()}`);
    this.draft = ((await response.json()) as { uuid: string }).uuid;
    this.inDraft = 0;
  }

  async hold(spaceId: string): Promise<void> {
    const response = await fetch(`${this.base}/api/drafts/${this.draft}/spaces/${spaceId}`, { method: "POST", headers: this.headers() });
    this.take(response);
    const body = await response.text();
    if (!response.ok) throw new Error(`hold: ${response.status} ${body}`);
    this.inDraft++;
  }
}

/**
 * The page-side instrumentation (an init script, plain JavaScript): wraps WebSocket to timestamp
 * occupancy messages and to find the subscription's socket, and watches for the decorated map.
 */
function pageScript(expectedSpaces: number): string {
  return `(() => {
  const bench = { expected: ${expectedSpaces}, readyAt: null, frameAt: null, interactiveAt: null, appReadyAt: null, appInteractiveAt: null, longTasks: [], last: null, injectBase: null, capacity: new Map() };
  window.__bench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask", buffered: true });
  } catch {}
  const afterFrame = (callback) => requestAnimationFrame(() => {
    const at = performance.now();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback(at, performance.now());
    channel.port2.postMessage(null);
  });
  // The first map a visitor can use: the server's drawing (parsed with its places decorated) or the app's own.
  const observer = new MutationObserver(() => {
    if (bench.readyAt !== null) return;
    if (document.querySelectorAll("[data-space-id]").length < bench.expected) return;
    bench.readyAt = performance.now();
    observer.disconnect();
    afterFrame((frameAt, idleAt) => { bench.frameAt = frameAt; bench.interactiveAt = idleAt; });
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-space-id"] });
  // The application's own map in place of the server's drawing (zoom, tooltips, the list, the held draft).
  const appObserver = new MutationObserver(() => {
    if (bench.appReadyAt !== null) return;
    if (document.getElementById("boot-page") || document.querySelectorAll("#root [data-space-id]").length < bench.expected) return;
    bench.appReadyAt = performance.now();
    appObserver.disconnect();
    afterFrame((frameAt, idleAt) => { bench.appInteractiveAt = idleAt; });
  });
  appObserver.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-space-id"] });

  const Native = window.WebSocket;
  class BenchSocket extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (event) => {
        const at = performance.now();
        if (typeof event.data !== "string" || !event.data.includes("occupancyChanged")) return;
        bench.last = { at, data: event.data, socket: this, injected: !!bench.injecting };
        // Each place's capacity, from the subscription's first update (the whole state), for bench.inject.
        if (!bench.capacity.size && event.data.includes('"complete":true'))
          for (const entry of JSON.parse(event.data).payload.data.occupancyChanged.changes) bench.capacity.set(entry.spaceId, entry.maxTickets);
      });
    }
  }
  window.WebSocket = BenchSocket;

  /** Resolves with the times (performance.now) the element's data-state changed and the next frame. */
  bench.watch = (spaceId, timeoutMs) => new Promise((resolve, reject) => {
    const element = document.querySelector('[data-space-id="' + spaceId + '"]');
    if (!element) return reject(new Error("no element for " + spaceId));
    const before = element.getAttribute("data-state");
    const timer = setTimeout(() => { watcher.disconnect(); reject(new Error("no DOM change for " + spaceId)); }, timeoutMs);
    const watcher = new MutationObserver(() => {
      if (element.getAttribute("data-state") === before) return;
      const domAt = performance.now();
      watcher.disconnect();
      clearTimeout(timer);
      afterFrame((frameAt, idleAt) => resolve({ domAt, frameAt, idleAt, state: element.getAttribute("data-state"), message: bench.last && { at: bench.last.at, injected: bench.last.injected } }));
    });
    watcher.observe(element, { attributes: true, attributeFilter: ["data-state"] });
  });

  /** Dispatches a next message (the last real one's, changing only this space to full) on the subscription's socket. */
  bench.inject = (spaceId) => {
    const last = bench.last;
    if (!last) throw new Error("no occupancy message seen yet");
    const base = bench.injectBase ?? JSON.parse(last.data);
    const changed = base.payload.data.occupancyChanged;
    const maxTickets = bench.capacity.get(spaceId);
    if (maxTickets === undefined) throw new Error("no capacity known for " + spaceId);
    const changes = [{ __typename: "SpaceOccupancy", spaceId, count: maxTickets, maxTickets }];
    const next = { ...base, payload: { ...base.payload, data: { ...base.payload.data, occupancyChanged: { ...changed, changes, complete: false, availability: { ...changed.availability, remaining: changed.availability.remaining - 1 } } } } };
    bench.injectBase = next;
    const data = JSON.stringify(next);
    const watched = bench.watch(spaceId, 5000);
    bench.injecting = true;
    const sentAt = performance.now();
    last.socket.dispatchEvent(new MessageEvent("message", { data }));
    bench.injecting = false;
    return watched.then((result) => ({ ...result, sentAt }));
  };
})();`;
}

interface PageBench {
  readyAt: number | null;
  frameAt: number | null;
  interactiveAt: number | null;
  appInteractiveAt: number | null;
  longTasks: Array<{ start: number; duration: number }>;
}

function summarize(values: number[]): { median: number; p95: number; min: number; max: number; n: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const pick = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
  const round = (value: number) => Math.round(value * 10) / 10;
  const mid = sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  return {
    median: round(mid),
    p95: round(pick(0.95)),
    min: round(sorted[0] ?? NaN),
    max: round(sorted[sorted.length - 1] ?? NaN),
    n: sorted.length,
  };
}

async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 800 }, ...options });
}

/** Navigates and waits for the page's own "interactive" mark; returns the page's timings. */
async function loadMap(
  page: Page,
  url: string,
): Promise<{
  interactive: number;
  ready: number;
  frame: number;
  app: number;
  longTaskMsAfter: number;
  firstByte: number;
  lastByte: number;
}> {
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForFunction(
    () => {
      const bench = (globalThis as unknown as { __bench?: PageBench }).__bench;
      return bench?.interactiveAt != null && bench.appInteractiveAt != null;
    },
    undefined,
    { timeout: 30_000, polling: 50 },
  );
  // One second to see what the live feed's first snapshot costs right after.
  await page.waitForTimeout(1000);
  const bench = await page.evaluate(() => {
    const { readyAt, frameAt, interactiveAt, appInteractiveAt, longTasks } = (globalThis as unknown as { __bench: PageBench }).__bench;
    // The page's Navigation Timing entry (the server's build has no DOM types).
    const timing = performance as unknown as { getEntriesByType(type: string): Array<{ responseStart: number; responseEnd: number }> };
    const [navigation] = timing.getEntriesByType("navigation");
    return {
      readyAt,
      frameAt,
      interactiveAt,
      appInteractiveAt,
      longTasks,
      firstByte: navigation!.responseStart,
      lastByte: navigation!.responseEnd,
    };
  });
  const interactive = bench.interactiveAt!;
  const longTaskMsAfter = bench.longTasks.filter((task) => task.start >= interactive).reduce((sum, task) => sum + task.duration, 0);
  return {
    interactive,
    ready: bench.readyAt!,
    frame: bench.frameAt!,
    app: bench.appInteractiveAt!,
    longTaskMsAfter,
    firstByte: bench.firstByte,
    lastByte: bench.lastByte,
  };
}

/**
 * The baseline (`ratio_cold_to_bare_svg`): Chromium opens the plan's bare SVG (`/api/plans/{id}/map.svg`) as a document
 * in a new context (empty cache, a new renderer, as the seat map's cold load) and is measured as the seat map is, from
 * navigation start to the drawing parsed (DOMContentLoaded), a frame produced and the main thread back at its event
 * loop. The map's response forbids scripts (CSP sandbox), so this context bypasses its CSP for the timing script alone.
 */
async function loadBareSvg(browser: Browser, base: string, plan: BenchPlan): Promise<number> {
  const context = await newContext(browser, { bypassCSP: true });
  try {
    await context.addInitScript({
      content: `document.addEventListener("DOMContentLoaded", () => requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => { window.__bareSvgPainted = performance.now(); };
        channel.port2.postMessage(null);
      }));`,
    });
    const page = await context.newPage();
    const response = await page.goto(`${base}/api/plans/${plan.planId}/map.svg`, { waitUntil: "commit" });
    if (!response?.ok()) throw new Error(`the plan's SVG did not load: ${response?.status()}`);
    const painted = await page.waitForFunction(() => (globalThis as unknown as { __bareSvgPainted?: number }).__bareSvgPainted, undefined, {
      timeout: 30_000,
      polling: 50,
    });
    return (await painted.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

/**
 * The baseline as earlier runs measured it (printed for comparison): the bare SVG as an image on a page that is already
 * open, from the request to the first frame that shows it. It leaves out the navigation that the seat map's time includes.
 */
async function loadBareSvgImage(browser: Browser, base: string, plan: BenchPlan): Promise<number> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    // A page of the same origin (the image is then neither cross-origin nor blocked as a local-network request).
    await page.goto(`${base}/healthz`);
    return await page.evaluate(
      (src) =>
        new Promise<number>((resolve, reject) => {
          const started = performance.now();
          const image = new Image();
          image.onerror = () => reject(new Error(`the plan's SVG did not load: ${src}`));
          image.onload = () => {
            void image.decode().then(() => {
              document.body.append(image);
              requestAnimationFrame(() => {
                const channel = new MessageChannel();
                channel.port1.onmessage = () => resolve(performance.now() - started);
                channel.port2.postMessage(null);
              });
            }, reject);
          };
          image.src = src;
        }),
      `${base}/api/plans/${plan.planId}/map.svg`,
    );
  } finally {
    await context.close();
  }
}

/** Page clock (timeOrigin + now, ms since epoch) minus Node's, from the round trip with the least delay. */
async function clockOffset(page: Page): Promise<{ offset: number; uncertainty: number }> {
  let best = { offset: 0, uncertainty: Infinity };
  for (let i = 0; i < 15; i++) {
    const before = performance.timeOrigin + performance.now();
    const pageNow = await page.evaluate(() => performance.timeOrigin + performance.now());
    const after = performance.timeOrigin + performance.now();
    const uncertainty = (after - before) / 2;
    if (uncertainty < best.uncertainty) best = { offset: pageNow - (before + after) / 2, uncertainty };
  }
  return best;
}

interface WatchResult {
  domAt: number;
  frameAt: number;
  idleAt: number;
  state: string;
  message: { at: number; injected: boolean } | null;
}

interface Variant {
  name: string;
  /** A client build to serve instead of the server's (BENCH_VARIANTS), or null. */
  dir: string | null;
}

type Samples = Record<
  | "load_bare_svg_cold_ms"
  | "load_bare_svg_image_ms"
  | "load_cold_interactive_ms"
  | "load_cold_first_byte_ms"
  | "load_cold_last_byte_ms"
  | "load_cold_decorated_ms"
  | "load_cold_app_ms"
  | "load_warm_interactive_ms"
  | "load_warm_app_ms"
  | "long_task_ms_in_1s_after_interactive"
  | "update_request_to_dom_ms"
  | "update_response_to_dom_ms"
  | "update_ws_message_to_dom_ms"
  | "update_ws_message_to_frame_ms"
  | "update_injected_to_dom_ms"
  | "update_injected_to_frame_ms",
  number[]
>;

/** A browser context; with a variant's directory, the app's HTML and assets come from there (not cached). */
async function variantContext(browser: Browser, variant: Variant, script: string): Promise<BrowserContext> {
  const context = await newContext(browser);
  await context.addInitScript({ content: script });
  if (process.env.BENCH_DEBUG) {
    context.on("console", (message) => console.error(`[page ${message.type()}] ${message.text()}`));
    context.on("requestfailed", (request) => console.error(`[request failed] ${request.url()} ${request.failure()?.errorText}`));
  }
  const dir = variant.dir;
  if (dir) {
    await context.route(
      (url) => !url.pathname.startsWith("/api/") && !url.pathname.startsWith("/graphql"),
      (route) => {
        const { pathname } = new URL(route.request().url());
        if (pathname.startsWith("/assets/")) return route.fulfill({ path: path.join(dir, path.normalize(pathname)) });
        return route.fulfill({ path: path.join(dir, "index.html"), contentType: "text/html" });
      },
    );
  }
  return context;
}

async function benchPlan(
  browser: Browser,
  base: string,
  plan: BenchPlan,
  variant: Variant,
  runs: { load: number; update: number; inject: number },
  profiled: boolean,
): Promise<Samples> {
  const url = `${base}/en/occasions/${plan.occasionId}`;
  const script = pageScript(plan.size);

  // Load: a warm-up navigation (server caches, JIT), then cold and warm per run, each beside a bare-SVG load.
  const bareSvg: number[] = [];
  const bareSvgImage: number[] = [];
  const cold: number[] = [];
  const warm: number[] = [];
  const coldReady: number[] = [];
  const coldFirstByte: number[] = [];
  const coldLastByte: number[] = [];
  const coldApp: number[] = [];
  const warmApp: number[] = [];
  const longTasksAfter: number[] = [];
  for (let run = -1; run < runs.load; run++) {
    const bare = await loadBareSvg(browser, base, plan);
    const bareImage = await loadBareSvgImage(browser, base, plan);
    const context = await variantContext(browser, variant, script);
    const page = await context.newPage();
    const first = await loadMap(page, url);
    const second = await loadMap(page, url);
    await context.close();
    if (run < 0) continue;
    bareSvg.push(bare);
    bareSvgImage.push(bareImage);
    cold.push(first.interactive);
    coldReady.push(first.ready);
    coldFirstByte.push(first.firstByte);
    coldLastByte.push(first.lastByte);
    coldApp.push(first.app);
    warmApp.push(second.app);
    warm.push(second.interactive);
    longTasksAfter.push(first.longTaskMsAfter);
  }

  // Updates: one page stays open; another API client holds seats one at a time.
  const context = await variantContext(browser, variant, script);
  const page = await context.newPage();
  await loadMap(page, url);
  // The subscription's first snapshot must have arrived (and been applied) before measuring changes.
  await page.waitForFunction(() => (globalThis as unknown as { __bench: { last: unknown } }).__bench.last != null, undefined, {
    timeout: 10_000,
  });
  await page.waitForTimeout(500);
  // Visible (and interactive) for the browser: the map scrolled into view.
  const api = new ApiClient(base);
  await api.authenticate();
  const endToEnd: number[] = [];
  const afterResponse: number[] = [];
  const messageToDom: number[] = [];
  const messageToFrame: number[] = [];
  let clock = await clockOffset(page);
  for (let run = -2; run < runs.update; run++) {
    const spaceId = plan.spaceIds[plan.cursor++]!;
    await api.prepare(plan.occasionId);
    if (run % 5 === 0) clock = await clockOffset(page);
    const watching = page.evaluate(
      ([id]) =>
        (globalThis as unknown as { __bench: { watch(id: string, timeout: number): Promise<WatchResult> } }).__bench.watch(id!, 10_000),
      [spaceId],
    );
    // The observer must be in place before the hold.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const requestAt = performance.timeOrigin + performance.now();
    await api.hold(spaceId);
    const responseAt = performance.timeOrigin + performance.now();
    const result = await watching;
    const pageOrigin = await page.evaluate(() => performance.timeOrigin);
    const domEpoch = pageOrigin + result.domAt - clock.offset;
    if (run < 0) continue; // warm-up
    if (result.state !== "full") throw new Error(`unexpected state ${result.state}`);
    endToEnd.push(domEpoch - requestAt);
    afterResponse.push(domEpoch - responseAt);
    if (result.message && !result.message.injected) {
      messageToDom.push(result.domAt - result.message.at);
      messageToFrame.push(result.frameAt - result.message.at);
    }
    await page.waitForTimeout(300);
  }

  // Injected updates: the client's own path from a WebSocket message to the DOM, without the server.
  const injected: number[] = [];
  const injectedFrame: number[] = [];
  for (let run = -2; run < runs.inject; run++) {
    const spaceId = plan.spaceIds[plan.cursor++]!;
    const result = await page.evaluate(
      ([id]) =>
        (globalThis as unknown as { __bench: { inject(id: string): Promise<WatchResult & { sentAt: number }> } }).__bench.inject(id!),
      [spaceId],
    );
    if (run < 0) continue;
    injected.push(result.domAt - result.sentAt);
    injectedFrame.push(result.frameAt - result.sentAt);
    await page.waitForTimeout(100);
  }
  if (process.env.BENCH_PROFILE && profiled) await profile(page, plan, url);
  if (process.env.BENCH_TRACE) await trace(browser, base, plan, variant, script, url);
  // The map is still usable: a space takes a click (trial: hit-testing only, nothing is booked).
  await page.locator(`[data-space-id="${plan.spaceIds[plan.spaceIds.length - 1]}"]`).click({ trial: true, timeout: 5000 });
  await context.close();

  return {
    load_bare_svg_cold_ms: bareSvg,
    load_bare_svg_image_ms: bareSvgImage,
    load_cold_interactive_ms: cold,
    load_cold_first_byte_ms: coldFirstByte,
    load_cold_last_byte_ms: coldLastByte,
    load_cold_decorated_ms: coldReady,
    load_cold_app_ms: coldApp,
    load_warm_interactive_ms: warm,
    load_warm_app_ms: warmApp,
    long_task_ms_in_1s_after_interactive: longTasksAfter,
    update_request_to_dom_ms: endToEnd,
    update_response_to_dom_ms: afterResponse,
    update_ws_message_to_dom_ms: messageToDom,
    update_ws_message_to_frame_ms: messageToFrame,
    update_injected_to_dom_ms: injected,
    update_injected_to_frame_ms: injectedFrame,
  };
}

/** BENCH_PROFILE=<dir>: V8 CPU profiles (.cpuprofile, for DevTools) of 5 injected updates and of one load. */
async function profile(page: Page, plan: BenchPlan, url: string): Promise<void> {
  const dir = process.env.BENCH_PROFILE!;
  await mkdir(dir, { recursive: true });
  const session = await page.context().newCDPSession(page);
  await session.send("Profiler.enable");
  await session.send("Profiler.setSamplingInterval", { interval: 100 });
  await session.send("Profiler.start");
  for (let i = 0; i < 5; i++) {
    const spaceId = plan.spaceIds[plan.cursor++]!;
    await page.evaluate(
      ([id]) => (globalThis as unknown as { __bench: { inject(id: string): Promise<unknown> } }).__bench.inject(id!),
      [spaceId],
    );
  }
  const updates = await session.send("Profiler.stop");
  await writeFile(path.join(dir, `update-${plan.size}.cpuprofile`), JSON.stringify(updates.profile));
  const loadPage = await page.context().newPage();
  const loadSession = await page.context().newCDPSession(loadPage);
  await loadSession.send("Profiler.enable");
  await loadSession.send("Profiler.setSamplingInterval", { interval: 100 });
  await loadSession.send("Profiler.start");
  await loadMap(loadPage, url);
  const load = await loadSession.send("Profiler.stop");
  await writeFile(path.join(dir, `load-${plan.size}.cpuprofile`), JSON.stringify(load.profile));
  await loadPage.close();
  console.error(`profiles written to ${dir}`);
}

/** BENCH_TRACE=<dir>: a Chrome trace (chrome://tracing, DevTools) of one cold load of the seat map and of the bare SVG. */
async function trace(browser: Browser, base: string, plan: BenchPlan, variant: Variant, script: string, url: string): Promise<void> {
  const dir = process.env.BENCH_TRACE!;
  await mkdir(dir, { recursive: true });
  const categories = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "loading", "v8.execute"];
  const context = await variantContext(browser, variant, script);
  const page = await context.newPage();
  await browser.startTracing(page, { path: path.join(dir, `load-${plan.size}.json`), categories });
  await loadMap(page, url);
  await browser.stopTracing();
  await context.close();
  const bare = await newContext(browser);
  const barePage = await bare.newPage();
  await browser.startTracing(barePage, { path: path.join(dir, `bare-${plan.size}.json`), categories });
  await barePage.goto(`${base}/api/plans/${plan.planId}/map.svg`, { waitUntil: "load" });
  await barePage.waitForTimeout(300);
  await browser.stopTracing();
  await bare.close();
  console.error(`traces written to ${dir}`);
}

async function startServer(dataDir: string, port: number, pgPort: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, "server/dist/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_DEMO_DATA: "true",
      ADMIN_PASSWORD: ADMIN.password,
      BOOK_RATE_LIMIT_PER_MINUTE: "100000",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      // The benchmark holds seats but pays for nothing: production starts without a provider with this.
      PAYMENT_SKIP: "true",
      // The real-style chart has about 42,000 elements (its 20,000 seats and their labels).
      ...(SIZES.includes("real20000") ? { PLAN_SVG_MAX_ELEMENTS: process.env.PLAN_SVG_MAX_ELEMENTS ?? "60000" } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let tail = "";
  server.stderr!.on("data", (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  });
  server.once("exit", (code, signal) => {
    if (code !== 0 && signal !== "SIGTERM") console.error(`server exited (${code ?? signal}):\n${tail}`);
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 120 s:\n${tail}`)), 120_000);
    server.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("running at")) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${tail}`));
    });
  });
  return server;
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  const timer = setTimeout(() => server.kill("SIGKILL"), 20_000);
  await exited;
  clearTimeout(timer);
}

function verdict(value: number, goal: number): string {
  return value < goal ? `meets < ${goal} ms` : `MISSES < ${goal} ms`;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-seatmap-"));
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    const port = await freePort();
    let pgPort = await freePort();
    while (pgPort === port) pgPort = await freePort();
    server = await startServer(dataDir, port, pgPort);
    const base = `http://127.0.0.1:${port}`;
    // The embedded cluster's password is generated on its first start and kept beside it.
    const password = (await readFile(path.join(dataDir, PASSWORD_FILE), "utf8")).trim();
    const db = new pg.Pool({ connectionString: `postgres://postgres:${password}@127.0.0.1:${pgPort}/seatbooking`, max: 2 });
    const plans: BenchPlan[] = [];
    for (const size of SIZES)
      plans.push(
        size === "concert"
          ? await concertHallOccasion(db)
          : size === "real20000"
            ? await realChartPlan(base, db)
            : await createPlan(db, size),
      );
    await db.end();
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        // A routed (fulfilled) document has no loopback address, so Chromium would block its WebSocket.
        ...(process.env.BENCH_VARIANTS ? ["--disable-features=LocalNetworkAccessChecks"] : []),
      ],
    });
    // BENCH_VARIANTS=name=dir,name=dir compares client builds in one run, interleaved in rounds so that
    // other load on the machine hits them alike (assets are then served by the browser's router, uncached).
    const variants: Variant[] = process.env.BENCH_VARIANTS
      ? process.env.BENCH_VARIANTS.split(",").map((entry) => {
          const [name, dir] = entry.split("=");
          return { name: name!, dir: path.resolve(dir!) };
        })
      : [{ name: "server", dir: null }];
    const rounds = variants.length > 1 ? Number(process.env.BENCH_ROUNDS ?? 3) : 1;
    const perRound = {
      load: Math.ceil(LOAD_RUNS / rounds),
      update: Math.ceil(UPDATE_RUNS / rounds),
      inject: Math.ceil(INJECT_RUNS / rounds),
    };
    // BENCH_PROFILE profiles the plan with the most spaces.
    const largest = plans.reduce((most, plan) => (plan.size > most.size ? plan : most));
    const results: Array<
      {
        variant: string;
        spaces: number;
        plan: string;
        setup_ms?: Record<string, number>;
        ratio_cold_to_bare_svg: number;
        ratio_cold_to_bare_svg_image: number;
        ratio_app_to_bare_svg: number;
      } & Record<keyof Samples, ReturnType<typeof summarize>>
    > = [];
    for (const plan of plans) {
      const samples = new Map<string, Samples>();
      for (let round = 0; round < rounds; round++) {
        for (const variant of variants) {
          const got = await benchPlan(browser, base, plan, variant, perRound, plan === largest);
          const into = samples.get(variant.name);
          if (!into) samples.set(variant.name, got);
          else for (const key of Object.keys(got) as Array<keyof Samples>) into[key].push(...got[key]);
        }
      }
      for (const variant of variants) {
        const got = samples.get(variant.name)!;
        const summarized = Object.fromEntries(Object.entries(got).map(([key, values]) => [key, summarize(values)])) as Record<
          keyof Samples,
          ReturnType<typeof summarize>
        >;
        results.push({
          variant: variant.name,
          spaces: plan.size,
          plan: plan.label,
          ...(plan.setupMs ? { setup_ms: plan.setupMs } : {}),
          ...summarized,
          // Holds on any machine: the seat map's cold load against Chromium's own for the bare drawing, same run.
          ratio_cold_to_bare_svg:
            Math.round((summarized.load_cold_interactive_ms.median / summarized.load_bare_svg_cold_ms.median) * 100) / 100,
          ratio_cold_to_bare_svg_image:
            Math.round((summarized.load_cold_interactive_ms.median / summarized.load_bare_svg_image_ms.median) * 100) / 100,
          // The application's own map (zoom, tooltips, the list, the draft) taking over, cold, against the bare drawing.
          ratio_app_to_bare_svg: Math.round((summarized.load_cold_app_ms.median / summarized.load_bare_svg_cold_ms.median) * 100) / 100,
        });
      }
    }
    const summary = {
      bench: "seat-map",
      cpus: os.cpus().length,
      load_average: os.loadavg().map((value) => Math.round(value * 100) / 100),
      chromium: browser.version(),
      results,
    };
    if (process.env.BENCH_JSON) {
      console.log(JSON.stringify(summary));
      return;
    }
    console.log(
      `seat-map benchmark (Chromium ${summary.chromium}, ${summary.cpus} CPUs, load average ${summary.load_average.join(" ")}); ms, median / p95 (n)`,
    );
    const rows: Array<[string, keyof Samples]> = [
      ["bare plan SVG, cold: navigation -> parsed, painted, idle", "load_bare_svg_cold_ms"],
      ["bare plan SVG as an image on an open page: request -> painted", "load_bare_svg_image_ms"],
      ["load, cold: navigation -> interactive", "load_cold_interactive_ms"],
      ["load, cold: navigation -> page's first byte", "load_cold_first_byte_ms"],
      ["load, cold: navigation -> page's last byte", "load_cold_last_byte_ms"],
      ["load, cold: navigation -> spaces decorated", "load_cold_decorated_ms"],
      ["load, cold: navigation -> the app's own map interactive", "load_cold_app_ms"],
      ["load, warm cache: navigation -> interactive", "load_warm_interactive_ms"],
      ["load, warm cache: navigation -> the app's own map interactive", "load_warm_app_ms"],
      ["long tasks in the 1 s after interactive (sum)", "long_task_ms_in_1s_after_interactive"],
      ["update via API: hold request -> DOM", "update_request_to_dom_ms"],
      ["update via API: hold response -> DOM", "update_response_to_dom_ms"],
      ["update via API: WebSocket message -> DOM", "update_ws_message_to_dom_ms"],
      ["update via API: WebSocket message -> next frame", "update_ws_message_to_frame_ms"],
      ["update injected: dispatch -> DOM (client only)", "update_injected_to_dom_ms"],
      ["update injected: dispatch -> next frame", "update_injected_to_frame_ms"],
    ];
    for (const result of results) {
      console.log(`\n${result.plan}${variants.length > 1 ? ` (${result.variant})` : ""}`);
      for (const [label, key] of rows) {
        const value = result[key];
        console.log(`  ${label.padEnd(62)} ${String(value.median).padStart(7)} / ${String(value.p95).padStart(7)}  (${value.n})`);
      }
      for (const [step, ms] of Object.entries(result.setup_ms ?? {}))
        console.log(`  set-up, ${step.replace("_", " ")} (once)`.padEnd(65) + `${ms}`.padStart(7));
    }
    for (const variant of variants) {
      const sized = results.filter((result) => result.variant === variant.name);
      // The goals hold for the 2,000-space grid and for the real concert hall alike.
      for (const largest of sized.filter((result) => result.spaces >= 2000)) {
        console.log(`\ngoals at ${largest.plan}${variants.length > 1 ? ` (${variant.name})` : ""}:`);
        console.log(
          `  interactive < ${GOAL_INTERACTIVE_MS} ms: cold median ${largest.load_cold_interactive_ms.median}, p95 ${largest.load_cold_interactive_ms.p95} ms (${verdict(largest.load_cold_interactive_ms.p95, GOAL_INTERACTIVE_MS)})`,
        );
        console.log(
          `  warm < ${GOAL_WARM_MS} ms: median ${largest.load_warm_interactive_ms.median}, p95 ${largest.load_warm_interactive_ms.p95} ms (${verdict(largest.load_warm_interactive_ms.p95, GOAL_WARM_MS)})`,
        );
        console.log(
          `  cold at most ${GOAL_RATIO_TO_BARE_SVG}x the bare SVG's load: ${largest.ratio_cold_to_bare_svg}x (bare SVG median ${largest.load_bare_svg_cold_ms.median} ms; ${largest.ratio_cold_to_bare_svg <= GOAL_RATIO_TO_BARE_SVG ? "meets" : "MISSES"}); ${largest.ratio_cold_to_bare_svg_image}x the bare SVG as an image on an open page`,
        );
        console.log(
          `  the app's own map, cold: ${largest.ratio_app_to_bare_svg}x the bare SVG's load (median ${largest.load_cold_app_ms.median} ms; goal at most ${GOAL_RATIO_TO_BARE_SVG}x: ${largest.ratio_app_to_bare_svg <= GOAL_RATIO_TO_BARE_SVG ? "meets" : "MISSES"})`,
        );
        console.log(
          `  occupancy update applied < ${GOAL_UPDATE_MS} ms: WebSocket message -> DOM p95 ${largest.update_ws_message_to_dom_ms.p95} ms (${verdict(largest.update_ws_message_to_dom_ms.p95, GOAL_UPDATE_MS)}), injected p95 ${largest.update_injected_to_dom_ms.p95} ms (${verdict(largest.update_injected_to_dom_ms.p95, GOAL_UPDATE_MS)})`,
        );
        console.log(
          `  (end to end includes the server's 250 ms live-update coalescing: hold request -> DOM median ${largest.update_request_to_dom_ms.median} ms)`,
        );
      }
    }
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
