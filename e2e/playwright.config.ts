import os from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { shortHolds } from "./fixtures/shortHolds.js";
import type { WorkerFixtures } from "./fixtures/test.js";

/**
 * End-to-end tests against the real server (`server/dist/main.js`, which also serves the built client).
 * The root `npm test` builds the server and the client first; run `npm run build` at the root before
 * `npx playwright test` by hand.
 *
 * globalSetup starts one PostgreSQL for the run; every worker starts its own app server on its own
 * fresh database with the demo data (fixtures/test.ts, `server`), so workers follow the machine's cores
 * and tests running at the same time share no data.
 *
 * Timeouts come from measured durations (README, Test it): the slowest test (the seat map's axe scan has
 * test.slow()) takes about an eighth of its timeout on a quiet development machine and under half of it
 * with the browser's CPU throttled fourfold and the servers on one core (`npm run test:e2e:slow`).
 */

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? "/usr/bin/chromium",
    args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
  },
};

export default defineConfig<object, WorkerFixtures>({
  testDir: "./specs",
  globalSetup: "./global-setup.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: Number(process.env.E2E_WORKERS) || os.availableParallelism(),
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [["list"], ["./support/failure-summary.ts"], ["html", { open: "never" }]],
  use: {
    locale: "en-US",
    // The app honours reduced motion (no dialog fade): axe never measures a dialog half faded in, and no click
    // waits for a transition.
    reducedMotion: "reduce",
    // A click or navigation that cannot happen fails within a minute, naming its element, instead of using up
    // the whole test's time (seen in CI: one click waited 9 minutes).
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    // DOM snapshots without the screencast: a trace for every failure at a fraction of the cost.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: [/[\\/]specs[\\/](short-holds|admin|renewals)[\\/]/, /[\\/]specs[\\/]access[\\/]axe-public-pages\.spec\.ts$/],
      use: chromium,
    },
    {
      // The administrator's specs publish events of their own: their workers (and so their servers) are apart
      // from the catalogue specs', which expect the demo's published events and no others.
      name: "admin",
      testMatch: /[\\/]specs[\\/]admin[\\/].*\.spec\.ts$/,
      use: chromium,
    },
    {
      // The axe scan of every public page sets up a renewal and a waiting-list offer, publishing events of its own:
      // its servers are apart from the catalogue specs'.
      name: "public-pages",
      testMatch: /[\\/]specs[\\/]access[\\/]axe-public-pages\.spec\.ts$/,
      use: chromium,
    },
    {
      // Renewal specs publish next season's events of their own (as the admin specs do): their servers are apart
      // from the catalogue specs', which expect the demo's published events and no others.
      name: "renewals",
      testMatch: /[\\/]specs[\\/]renewals[\\/].*\.spec\.ts$/,
      use: chromium,
    },
    {
      // Specs that watch holds lapse: their workers' servers hold drafts and payments briefly.
      name: "short-holds",
      testMatch: /[\\/]specs[\\/]short-holds[\\/].*\.spec\.ts$/,
      use: {
        ...chromium,
        serverEnv: {
          DRAFT_EXPIRY_SECONDS: String(shortHolds.draftExpirySeconds),
          PAYMENT_HOLD_SECONDS: String(shortHolds.paymentHoldSeconds),
          SWEEP_INTERVAL_SECONDS: String(shortHolds.sweepIntervalSeconds),
        },
      },
    },
  ],
});
