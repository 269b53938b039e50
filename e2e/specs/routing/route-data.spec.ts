import type { Request } from "@playwright/test";
import { expect, test } from "../../fixtures/test.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";

/** SPEC section 2: before route data loads, the authentication resource is fetched and awaited (the seat map excepted, below). */

function operationName(request: Request): string | undefined {
  if (!request.url().endsWith("/graphql") || request.method() !== "POST") return undefined;
  const body: unknown = request.postDataJSON();
  return typeof body === "object" && body !== null && "operationName" in body ? String(body.operationName) : undefined;
}

test("a cold load of an application route answers authenticate before its data is requested", async ({ page }) => {
  const timeline: string[] = [];
  page.on("request", (request) => {
    const name = operationName(request);
    if (name) timeline.push(`sent ${name}`);
  });
  page.on("requestfinished", (request) => {
    const name = operationName(request);
    if (name) timeline.push(`answered ${name}`);
  });

  // An event the server does not know is the application's page (its not-found), loaded like any other route's.
  await page.goto("/en/events/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  expect(timeline).toContain("answered Authenticate");
  expect(timeline).toContain("sent Event");
  expect(timeline.indexOf("answered Authenticate"), timeline.join(", ")).toBeLessThan(timeline.indexOf("sent Event"));
});

test("an event's page the server rendered asks for nothing more to show itself (issue 37)", async ({ page, catalogue, eventDetail }) => {
  const event = await catalogue.sevenBrothers();
  const sent: string[] = [];
  page.on("request", (request) => {
    const name = operationName(request);
    if (name) sent.push(name);
  });
  await eventDetail.goto(event.id);
  await eventDetail.expectEvent(event.name);
  await eventDetail.layout.untilInteractive();
  expect(sent).toEqual([]);
});

/**
 * Issue 18 (a cold seat map under a second): the seat map's data needs no CSRF token, so its occasion and the
 * occupancy (a query of its own since issue 35, kept out of the normalized cache), its plan's places and drawing go
 * out with authenticate, not one round trip after it; the served page names the occasion's plan so the places and
 * drawing need not wait for the occasion either.
 */
test("the seat map's occasion, places and drawing are requested alongside authenticate", async ({ page, catalogue }) => {
  const event = await catalogue.sevenBrothers();
  const [occasion] = [...event.occasions].sort((a, b) => a.startTime.localeCompare(b.startTime));
  const timeline: string[] = [];
  page.on("request", (request) => {
    // The plan's places come from GET /api/plans/{id}/spaces (past the normalized cache since issue 35).
    const { pathname } = new URL(request.url());
    const name =
      operationName(request) ??
      (pathname.endsWith("/map.svg") ? "MapSvg" : /^\/api\/plans\/[^/]+\/spaces$/.test(pathname) ? "PlanSpaces" : undefined);
    if (name) timeline.push(`sent ${name}`);
  });
  page.on("requestfinished", (request) => {
    const name = operationName(request);
    if (name) timeline.push(`answered ${name}`);
  });

  const seatMap = new SeatMapPage(page);
  await seatMap.goto(occasion!.id);
  await expect(seatMap.map.locator("[data-space-id]").first()).toBeVisible();

  const answered = timeline.indexOf("answered Authenticate");
  expect(answered, timeline.join(", ")).toBeGreaterThan(0);
  for (const request of ["sent SeatMapOccasion", "sent OccasionOccupancy", "sent PlanSpaces", "sent MapSvg"]) {
    expect(timeline.indexOf(request), `${request}: ${timeline.join(", ")}`).toBeGreaterThanOrEqual(0);
    expect(timeline.indexOf(request), `${request}: ${timeline.join(", ")}`).toBeLessThan(answered);
  }
  // One load each: the route's loader took the load the navigation started.
  for (const request of ["sent SeatMapOccasion", "sent OccasionOccupancy"])
    expect(
      timeline.filter((entry) => entry === request),
      timeline.join(", "),
    ).toHaveLength(1);
  expect(
    timeline.filter((entry) => entry === "sent MapSvg"),
    timeline.join(", "),
  ).toHaveLength(1);
});
