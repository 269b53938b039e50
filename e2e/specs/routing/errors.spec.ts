import { randomUUID } from "node:crypto";
import { expect, test } from "../../fixtures/test.js";
import { ErrorPage } from "../../pages/ErrorPage.js";
import { EventListPage } from "../../pages/EventListPage.js";

/** SPEC section 2: the generic error page ('Oops!', apology, location, status), never a crash. */

test("an unknown route shows the 404 error page inside the layout", async ({ page, layout, errorPage }) => {
  await page.goto("/en/no/such/page?x=1");
  await errorPage.expectError(404, "/en/no/such/page?x=1");
  await expect(layout.banner).toBeVisible();
  await expect(layout.languageButton).toBeVisible();

  await errorPage.backHome.click();
  await expect(page).toHaveURL("/en");
  await new EventListPage(page, "en").expectLoaded();
});

test("an unknown route without a language is prefixed first, then a 404", async ({ page, errorPage }) => {
  await page.goto("/nonexistent/page");
  await expect(page).toHaveURL("/en/nonexistent/page");
  await errorPage.expectError(404, "/en/nonexistent/page");
});

test("an unknown event id shows 'Oops!' and Not Found", async ({ page, errorPage }) => {
  const id = randomUUID();
  await page.goto(`/en/events/${id}`);
  await errorPage.expectError(404, `/en/events/${id}`);
});

test("the error page is translated", async ({ page }) => {
  const id = randomUUID();
  await page.goto(`/fi/events/${id}`);
  await new ErrorPage(page, "fi").expectError(404, `/fi/events/${id}`);
});

test("a malformed event id shows the 400 error page and the app keeps working", async ({ page, layout, errorPage, catalogue }) => {
  const event = await catalogue.sevenBrothers();
  await page.goto("/en/events/not-an-id");
  await errorPage.expectError(400, "/en/events/not-an-id");

  // Still a working app: the drawer leads on to a real event.
  await layout.openMenu();
  await layout.drawerEvent(event.name).click();
  await expect(page).toHaveURL(`/en/events/${event.id}`);
  await expect(page.getByRole("heading", { level: 1, name: event.name, exact: true })).toBeVisible();
});
