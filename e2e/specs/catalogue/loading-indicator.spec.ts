import type { Page } from "@playwright/test";
import { expect, test } from "../../fixtures/test.js";
import { AccountPage } from "../../pages/AccountPage.js";

/**
 * SPEC section 4: while a fetch is pending a thin progress bar shows (default delay 0 ms); after
 * 10000 ms more it becomes a dimmed full-screen backdrop with a spinner; when nothing is pending it is
 * done. The test holds the GraphQL responses until it releases them, and moves the page's clock
 * instead of waiting for it. The navigations are the application's own: from the account page to an event through
 * the menu (the events list the server renders loads the event's page as a new page, issue 37).
 */

/** The long-loading phase starts this long after the bar (client/src/shared/loading/loadingMachine.ts). */
const LONG_LOADING_MS = 10_000;

/** Holds every GraphQL request of the page from now on until `release()`. */
async function holdGraphQL(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/graphql", async (route) => {
    await released;
    await route.fallback();
  });
  return { release };
}

test("the progress bar shows while a navigation waits for its data, and goes when the data is there", async ({
  page,
  catalogue,
  eventList,
  eventDetail,
}) => {
  const account = new AccountPage(page);
  const event = await catalogue.sevenBrothers();
  await account.goto();
  await expect(account.loginButton).toBeVisible();
  await expect(eventList.layout.loadingBar).toBeHidden();
  await eventList.layout.openMenu();

  const held = await holdGraphQL(page);
  await eventList.layout.drawerEvent(event.name).click();

  // The data is held back: the bar is up and the old page still shows.
  await expect(eventList.layout.loadingBar).toBeVisible();
  await expect(page).toHaveURL("/en/account");
  await expect(account.loginButton).toBeVisible();
  await expect(page.getByText("Still loading, please wait…")).toBeHidden();

  held.release();
  await eventDetail.expectEvent(event.name);
  await expect(page).toHaveURL(`/en/events/${event.id}`);
  await expect(eventList.layout.loadingBar).toBeHidden();
});

test("after 10 s of waiting the bar becomes a dimmed backdrop with a spinner, until the data arrives", async ({
  page,
  catalogue,
  eventList,
  eventDetail,
}) => {
  const account = new AccountPage(page);
  await page.clock.install();
  const event = await catalogue.sevenBrothers();
  await account.goto();
  await expect(account.loginButton).toBeVisible();
  await eventList.layout.openMenu();
  // From here on the page's timers fire only when the test moves its clock.
  await page.clock.pauseAt(Date.now() + 1_000);

  const held = await holdGraphQL(page);
  await eventList.layout.drawerEvent(event.name).click();
  await expect(eventList.layout.loadingBar).toBeVisible();
  const backdrop = page.getByRole("status").filter({ hasText: "Still loading, please wait…" });

  await page.clock.runFor(LONG_LOADING_MS - 1);
  await expect(backdrop).toBeHidden();
  await page.clock.runFor(1);
  await expect(backdrop).toBeVisible();
  await expect(eventList.layout.loadingBar).toBeVisible();

  await page.clock.resume();
  held.release();
  await eventDetail.expectEvent(event.name);
  await expect(backdrop).toBeHidden();
  await expect(eventList.layout.loadingBar).toBeHidden();
});
