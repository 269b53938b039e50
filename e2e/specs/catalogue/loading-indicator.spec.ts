import { setTimeout as sleep } from "node:timers/promises";
import { expect, test } from "../../fixtures/test.js";

/** SPEC section 4: while a fetch is pending a thin progress bar shows (default delay 0 ms). */

const GRAPHQL_DELAY_MS = 1_500;

test("the progress bar shows while a navigation waits for its data", async ({ page, catalogue, eventList, eventDetail }) => {
  const event = await catalogue.sevenBrothers();
  await eventList.goto("/en/events");
  await expect(eventList.layout.loadingBar).toBeHidden();

  await page.route("**/graphql", async (route) => {
    await sleep(GRAPHQL_DELAY_MS);
    await route.fallback();
  });
  const started = Date.now();
  await eventList.eventLink(event.name).click();

  // Well before the delayed response: the bar is up and the old page still shows.
  await expect(eventList.layout.loadingBar).toBeVisible({ timeout: GRAPHQL_DELAY_MS / 2 });
  expect(Date.now() - started).toBeLessThan(GRAPHQL_DELAY_MS);
  await expect(page).toHaveURL("/en/events");
  await expect(eventList.heading).toBeVisible();

  await eventDetail.expectEvent(event.name);
  await expect(page).toHaveURL(`/en/events/${event.id}`);
  expect(Date.now() - started).toBeGreaterThanOrEqual(GRAPHQL_DELAY_MS);
  await expect(eventList.layout.loadingBar).toBeHidden();
});
