import { startApp, type RunningApp } from "../../src/app/bootstrap.js";
import { loadConfig } from "../../src/config/config.js";
import { cloneTestDatabase } from "./database.js";

export interface TestApp extends RunningApp {
  /** fetch against the app: `request("/api/events?lng=fi")`. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** POST a GraphQL operation; returns the parsed body. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ data?: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }>;
}

/** The real server (HTTP on a random port) on a fresh database, with or without the demo data. */
export async function startTestApp(options: { demoData?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> {
  const database = await cloneTestDatabase();
  const config = loadConfig({
    DATABASE_URL: database.url,
    PORT: "0",
    HOST: "127.0.0.1",
    SEED_DEMO_DATA: options.demoData === false ? "false" : "true",
    // Seeding the demo concert hall sanitizes a 2,016-place SVG (about a second): only the specs that use it ask for it.
    SEED_CONCERT_HALL: "false",
    ADMIN_PASSWORD: "test-admin-password",
    LOG_LEVEL: "error",
    // Payment specs turn the simulator on; everything else sees skip payment only.
    PAYMENT_SIMULATOR: "false",
    // The mail catcher (no SMTP_URL) on free ports: files run in parallel.
    MAIL_CATCHER_PORT: "0",
    MAIL_CATCHER_WEB_PORT: "0",
    ...options.env,
  });
  const app = await startApp(config);
  const base = `http://127.0.0.1:${app.port}`;
  // Its /api answers are checked against the OpenAPI document like every other (test/setup.ts).
  const request = (path: string, init?: RequestInit) => fetch(`${base}${path}`, init);
  return {
    ...app,
    url: base,
    request,
    async graphql(query, variables, headers) {
      const response = await request("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    async stop() {
      await app.stop();
      await database.drop();
    },
  };
}
