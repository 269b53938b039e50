import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { shortHolds } from "./fixtures/shortHolds.js";

/**
 * End-to-end tests against the real server (`server/dist/main.js`, which also serves the built
 * client) on a fresh embedded PostgreSQL with the demo data. The root `npm test` builds the server
 * and the client first; run `npm run build` at the root before `npx playwright test` by hand.
 *
 * The config is evaluated in the runner process and again in every worker. The runner picks the
 * ports and creates the data directories once and hands them to the workers through the environment
 * (workers inherit it), so workers never create directories of their own.
 */

/** A TCP port that is free on loopback right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port"))));
    });
  });
}

/** `count` distinct ports that are free on loopback right now. */
async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

if (!process.env.E2E_DATA_DIR || !process.env.E2E_SHORT_DATA_DIR) {
  const created: string[] = [];
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    created.push(dir);
    return dir;
  };
  process.env.E2E_DATA_DIR ??= tempDir("seatbooking-e2e-");
  process.env.E2E_SHORT_DATA_DIR ??= tempDir("seatbooking-e2e-short-");
  // Two servers, each with its own embedded PostgreSQL: four distinct ports (a port given in the
  // environment is kept, and no picked port collides with it).
  const names = ["E2E_PORT", "E2E_PG_PORT", "E2E_SHORT_PORT", "E2E_SHORT_PG_PORT"] as const;
  const given = names.map((name) => process.env[name]);
  const picked = (await freePorts(names.length * 2)).map(String).filter((p) => !given.includes(p));
  for (const name of names) process.env[name] ??= picked.shift();
  // Runs after Playwright has stopped the web servers (and with them PostgreSQL), right before the
  // runner exits: the throwaway clusters go with the run.
  process.once("exit", () => {
    for (const dir of created) rmSync(dir, { recursive: true, force: true });
  });
}

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * The second server ("short-holds" project, specs/short-holds/**): drafts expire after 15 s and
 * payment holds after 20 s, swept every 2 s, so specs can watch holds lapse. Later specs reach it
 * through E2E_SHORT_PORT (or simply run in that project, whose baseURL it is).
 */
const shortPort = Number(process.env.E2E_SHORT_PORT);
const shortHoldsBaseURL = `http://127.0.0.1:${shortPort}`;

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? "/usr/bin/chromium",
    args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
  },
};

/** What both servers share: the built server, a fresh embedded PostgreSQL, the demo data. */
function serverEnv(serverPort: number, dataDir: string | undefined, pgPort: string | undefined, extra: Record<string, string> = {}) {
  if (!dataDir || !pgPort) throw new Error("the runner sets the data directories and ports (E2E_*) before the servers start");
  return {
    HOST: "127.0.0.1",
    PORT: String(serverPort),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    ADMIN_EMAIL: "admin@example.com",
    ADMIN_PASSWORD: "e2e-admin-password",
    SEED_DEMO_DATA: "true",
    LOG_LEVEL: "warn",
    // Specs give each test its own client address (X-Forwarded-For), so sign-in limits are per test.
    TRUST_PROXY: "true",
    ...extra,
  };
}

const webServerDefaults = {
  command: "node ../server/dist/main.js",
  reuseExistingServer: false,
  timeout: 120_000,
  // Without this Playwright SIGKILLs the process group. SIGTERM lets the server close its
  // connections and stop its embedded PostgreSQL cleanly (SIGKILL follows after 15 s).
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: 15_000 },
  stdout: "ignore" as const,
  stderr: "pipe" as const,
};

export default defineConfig({
  testDir: "./specs",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two cores here: one worker per core, the server and PostgreSQL share them.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    locale: "en-US",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /[\\/]specs[\\/]short-holds[\\/]/,
      use: chromium,
    },
    {
      name: "short-holds",
      testMatch: /[\\/]specs[\\/]short-holds[\\/].*\.spec\.ts$/,
      use: { ...chromium, baseURL: shortHoldsBaseURL },
    },
  ],
  webServer: [
    {
      ...webServerDefaults,
      url: `${baseURL}/readyz`,
      env: serverEnv(port, process.env.E2E_DATA_DIR, process.env.E2E_PG_PORT),
    },
    {
      ...webServerDefaults,
      url: `${shortHoldsBaseURL}/readyz`,
      env: serverEnv(shortPort, process.env.E2E_SHORT_DATA_DIR, process.env.E2E_SHORT_PG_PORT, {
        DRAFT_EXPIRY_SECONDS: String(shortHolds.draftExpirySeconds),
        PAYMENT_HOLD_SECONDS: String(shortHolds.paymentHoldSeconds),
        SWEEP_INTERVAL_SECONDS: String(shortHolds.sweepIntervalSeconds),
      }),
    },
  ],
});
