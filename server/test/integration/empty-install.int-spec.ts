import "reflect-metadata";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app.js";
import { getJson, gqlData, requestText } from "../helpers/read-api.js";

// An installation without the demo data and without a built client: the read API still answers,
// with empty lists where there is nothing yet.

const emptyClientDist = mkdtempSync(path.join(os.tmpdir(), "no-client-"));
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ demoData: false, env: { CLIENT_DIST: emptyClientDist } });
});
afterAll(async () => {
  await app?.stop();
  rmSync(emptyClientDist, { recursive: true, force: true });
});

describe("a fresh installation without demo data", () => {
  it("did not seed the demo", () => {
    expect(app.demoSeeded).toBe(false);
  });

  it.each(["/api/events", "/api/plans", "/api/ticket-types", "/api/addons", "/api/space-types"])(
    "GET %s answers an empty bare array",
    async (url) => {
      expect(await getJson(app, url)).toEqual([]);
    },
  );

  it("answers the same empty lists through GraphQL", async () => {
    expect(await gqlData(app, `{ events { id } plans { id } ticketTypes { id } addons { id } spaceTypes { id } }`)).toEqual({
      events: [],
      plans: [],
      ticketTypes: [],
      addons: [],
      spaceTypes: [],
    });
  });

  it("still has the languages, the settings, the skip payment method and authentication", async () => {
    expect((await getJson<Array<{ id: string }>>(app, "/api/languages")).map((language) => language.id)).toEqual(["en", "fi", "sv"]);
    expect((await getJson<{ sitename: string }>(app, "/api/settings?lng=sv")).sitename).toBe("Stadsteatern");
    expect((await getJson<Array<{ id: string }>>(app, "/api/payment-methods")).map((method) => method.id)).toContain("skip");
    expect((await getJson<{ user: unknown; csrfToken: string }>(app, "/api/authenticate")).user).toBeNull();
    // The client's bundled dictionary, with no overrides yet.
    const bundledFinnish: unknown = JSON.parse(
      readFileSync(new URL("../../../client/src/shared/i18n/locales/fi/ui.json", import.meta.url), "utf8"),
    );
    expect(await getJson(app, "/api/dictionaries/fi/ui.json")).toEqual(bundledFinnish);
  });

  it("answers client routes with 503 text, not 500, while the client is not built", async () => {
    for (const url of ["/en/events", "/"]) {
      const response = await requestText(app, url);
      expect(response.status, url).toBe(503);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(response.body).toMatch(/not built/);
    }
  });

  it("is ready and healthy", async () => {
    expect((await requestText(app, "/healthz")).status).toBe(200);
    expect((await requestText(app, "/readyz")).status).toBe(200);
  });
});
