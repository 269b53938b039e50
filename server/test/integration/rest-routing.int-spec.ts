/**
 * The REST facade's routing and input checks, as a caller meets them (issue 36: its routes found by one radix-tree
 * lookup, its input checked once): cookies however a client quotes them, every method a path does not take
 * answered 405 with Allow, long and empty path parameters, and a control character refused in the caller's language.
 */
import "reflect-metadata";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverMessage } from "../../src/modules/i18n/server-messages.js";
import { signInAdmin } from "../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../helpers/booking-app.js";
import { demoIds, type DemoIds } from "../helpers/booking-fixtures.js";

let app: BookingTestApp;
let demo: DemoIds;

beforeAll(async () => {
  app = await startBookingApp();
  demo = await demoIds(app);
});
afterAll(async () => {
  await app?.stop();
});

/** A request by a method fetch refuses to send (TRACE): node's own client. */
function raw(method: string, path: string): Promise<{ status: number; allow: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${app.url}${path}`, { method }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow }));
    });
    request.on("error", reject);
    request.end();
  });
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.url}${path}`, { headers });

describe("cookies", () => {
  it("reads a quoted session cookie as the session (RFC 6265 allows the quotes)", async () => {
    const admin = await signInAdmin(app);
    const session = admin.jar.get("session");
    expect(session).toBeTruthy();
    for (const cookie of [`session=${session}`, `session="${session}"`]) {
      const answer = (await (await get("/api/authenticate", { cookie })).json()) as { user: { email: string } | null };
      expect(answer.user?.email, cookie).toBe("admin@example.com");
    }
  });
});

describe("routing", () => {
  it("answers 405 with Allow for any method a path does not take, not only the common ones", async () => {
    const occasion = `/api/occasions/${demo.occasions.Matinee}`;
    for (const method of ["TRACE", "PROPFIND", "PATCH"]) expect(await raw(method, occasion), method).toEqual({ status: 405, allow: "GET" });
  });

  it("passes a long path parameter to its route (a malformed id is a 400, not a missing route)", async () => {
    const answer = await get(`/api/occasions/${"a".repeat(300)}`);
    expect(answer.status).toBe(400);
  });

  it("matches no route with an empty path parameter", async () => {
    expect((await get("/api/occasions//occupancy")).status).toBe(404);
  });
});

describe("control characters", () => {
  it("are refused in ?lng='s language and never cached, on a route whose answer takes no language too", async () => {
    const answer = await get(`/api/occasions/${demo.occasions.Matinee}/occupancy?lng=fi&x=%07`);
    expect(answer.status).toBe(400);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.text()).toContain(serverMessage("validation.controlCharacters", "fi"));
  });
});
