/**
 * The seat map the server draws into a date's page (issue 18) stands behind the date's waiting room too (issue 39):
 * without an admission the page is the application alone, answered 403 QUEUE_ADMISSION_REQUIRED and never stored, so
 * the application shows the line; with one, the map is drawn as before.
 */
import "reflect-metadata";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient } from "../../helpers/booking-client.js";
import { demoIds } from "../../helpers/booking-fixtures.js";
import { runAdmissions } from "../../../src/modules/queue/admission.job.js";

const clientDist = mkdtempSync(path.join(os.tmpdir(), "client-dist-"));
writeFileSync(
  path.join(clientDist, "index.html"),
  [
    `<!doctype html>`,
    `<html lang="en">`,
    `<head><title>Booking</title>`,
    `<script type="module" crossorigin src="/assets/index-abc123.js"></script>`,
    `</head>`,
    `<body><div id="root"></div></body>`,
    `</html>`,
  ].join("\n"),
);
mkdirSync(path.join(clientDist, "assets"));

let app: BookingTestApp;
let occasionId: string;

beforeAll(async () => {
  app = await startBookingApp({ env: { CLIENT_DIST: clientDist } });
  occasionId = (await demoIds(app)).occasions["Evening show"]!;
});

afterAll(async () => {
  await app?.stop();
  rmSync(clientDist, { recursive: true, force: true });
});

describe("the drawn seat map behind a waiting room", () => {
  it("is drawn only for a browser with its admission", async () => {
    const visitor = new GraphQLClient(app.url);
    const page = (cookie?: string) =>
      fetch(`${app.url}/en/occasions/${occasionId}`, { headers: cookie ? { cookie, "x-forwarded-for": visitor.address } : {} });
    const open = await page();
    expect(open.status).toBe(200);
    expect(await open.text()).toContain(`data-occasion-id="${occasionId}"`);

    const admin = await signInAdmin(app);
    const set = await admin.op(
      `mutation ($id: ID!) { updateQueueRoom(occasionId: $id, input: { enabled: true, highDemand: false, ratePerMinute: 600, paused: false }) { active } }`,
      { id: occasionId },
    );
    expect(set.errors).toBeUndefined();
    const refused = await page();
    expect(refused.status).toBe(403);
    expect(refused.headers.get("x-error-code")).toBe("QUEUE_ADMISSION_REQUIRED");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    const shell = await refused.text();
    expect(shell).toContain(`<div id="root"></div>`);
    expect(shell).not.toContain(`data-occasion-id="${occasionId}"`);

    expect(
      (await visitor.op(`mutation ($id: ID!) { joinQueue(occasionId: $id) { standing } }`, { id: occasionId })).errors,
    ).toBeUndefined();
    await runAdmissions(app.services.dataSource, app.services.clock, app.services.queue, app.services.config);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await runAdmissions(app.services.dataSource, app.services.clock, app.services.queue, app.services.config);
    const claimed = await visitor.op(`mutation ($id: ID!) { claimQueueAdmission(occasionId: $id) { expiresAt } }`, { id: occasionId });
    expect(claimed.errors, JSON.stringify(claimed.errors)).toBeUndefined();
    const admitted = await page(visitor.jar.header());
    expect(admitted.status).toBe(200);
    expect(await admitted.text()).toContain(`data-occasion-id="${occasionId}"`);
  });
});
