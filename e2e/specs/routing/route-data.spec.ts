import type { Request } from "@playwright/test";
import { expect, test } from "../../fixtures/test.js";

/** SPEC section 2: before route data loads, the authentication resource is fetched and awaited. */

function operationName(request: Request): string | undefined {
  if (!request.url().endsWith("/graphql") || request.method() !== "POST") return undefined;
  const body: unknown = request.postDataJSON();
  return typeof body === "object" && body !== null && "operationName" in body ? String(body.operationName) : undefined;
}

test("authenticate is answered before the event is requested", async ({ page, catalogue, eventDetail }) => {
  const event = await catalogue.sevenBrothers();
  const timeline: string[] = [];
  page.on("request", (request) => {
    const name = operationName(request);
    if (name) timeline.push(`sent ${name}`);
  });
  page.on("requestfinished", (request) => {
    const name = operationName(request);
    if (name) timeline.push(`answered ${name}`);
  });

  await eventDetail.goto(event.id);
  await eventDetail.expectEvent(event.name);

  expect(timeline).toContain("answered Authenticate");
  expect(timeline).toContain("sent Event");
  expect(timeline.indexOf("answered Authenticate"), timeline.join(", ")).toBeLessThan(timeline.indexOf("sent Event"));
});
