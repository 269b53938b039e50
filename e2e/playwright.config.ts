import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests against the real server (`server/dist/main.js`, which also serves the built
 * client) on a fresh embedded PostgreSQL with the demo data. The root `npm test` builds the server
 * and the client first; run `npm run build` at the root before `npx playwright test` by hand.
 *
 * The config is evaluated in the runner process and again in every worker. The runner picks the
 * ports and creates the data directory once and hands them to the workers through the environment
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

if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "seatbooking-e2e-"));
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_PORT ??= String(await freePort());
  let pgPort = await freePort();
  while (String(pgPort) === process.env.E2E_PORT) pgPort = await freePort();
  process.env.E2E_PG_PORT ??= String(pgPort);
  // Runs after Playwright has stopped the web server (and with it PostgreSQL), right before the
  // runner exits: the throwaway cluster goes with the run.
  process.once("exit", () => rmSync(dataDir, { recursive: true, force: true }));
}

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

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
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? "/usr/bin/chromium",
          args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
        },
      },
    },
  ],
  webServer: {
    command: "node ../server/dist/main.js",
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Without this Playwright SIGKILLs the process group. SIGTERM lets the server close its
    // connections and stop its embedded PostgreSQL cleanly (SIGKILL follows after 15 s).
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "ignore",
    stderr: "pipe",
    env: {
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      EMBEDDED_PG_PORT: String(process.env.E2E_PG_PORT),
      ADMIN_EMAIL: "admin@example.com",
      ADMIN_PASSWORD: "e2e-admin-password",
      SEED_DEMO_DATA: "true",
      LOG_LEVEL: "warn",
      // Specs give each test its own client address (X-Forwarded-For), so sign-in limits are per test.
      TRUST_PROXY: "true",
    },
  },
});
