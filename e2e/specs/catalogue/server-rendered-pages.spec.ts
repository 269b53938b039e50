import { ADMIN } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { demo, texts } from "../../fixtures/texts.js";
import { AccountPage } from "../../pages/AccountPage.js";
import { EventDetailPage } from "../../pages/EventDetailPage.js";
import { EventListPage } from "../../pages/EventListPage.js";

/**
 * Issue 37, point 3: the events list and an event's page are rendered by the server (React) and taken over by their own
 * light script, not the whole application. Without JavaScript they are whole and lead on; with it, the menu knows who is
 * signed in and logs out, and the seat map behind a date is the application's.
 */

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the events list and an event's page show everything and their links lead to the seat map", async ({ page, catalogue }) => {
    const event = await catalogue.sevenBrothers();
    const list = new EventListPage(page, "fi");
    await list.goto("/fi/");
    // The theme's colours paint without the script: the top bar has the primary colour behind its white site name.
    await expect(page.getByRole("banner")).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(list.eventLink(demo.sevenBrothers.fi)).toHaveAttribute("href", `/fi/events/${event.id}`);
    await list.eventLink(demo.sevenBrothers.fi).click();

    await expect(page).toHaveURL(`/fi/events/${event.id}`);
    const detail = new EventDetailPage(page, "fi");
    await detail.expectEvent(demo.sevenBrothers.fi);
    const dates = await detail.occasions.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(dates.length).toBeGreaterThan(0);
    for (const href of dates) expect(href).toMatch(/^\/fi\/occasions\/[0-9a-f-]{36}$/);
  });
});

test("the menu of a server-rendered page shows a signed-in administrator's entries and logs out", async ({ page }) => {
  const account = new AccountPage(page);
  await account.loginOk(ADMIN.email, ADMIN.password);

  const list = new EventListPage(page, "en");
  await list.goto("/en");
  await list.layout.openMenu();
  const manage = list.layout.drawer.getByRole("navigation", { name: "Manage", exact: true });
  await expect(manage.getByRole("link", { name: "Events", exact: true })).toHaveAttribute("href", "/en/admin/events");
  const accountNav = list.layout.drawer.getByRole("navigation", { name: "Account", exact: true });
  await expect(accountNav.getByRole("link", { name: "My account", exact: true })).toBeVisible();

  // Logged out, the page loads again as the site's front page.
  const reloaded = page.waitForEvent("framenavigated");
  await accountNav.getByRole("button", { name: "Log out", exact: true }).click();
  await reloaded;
  await expect(page).toHaveURL("/en");
  await list.expectLoaded();
  await list.layout.openMenu();
  await expect(list.layout.drawer.getByRole("link", { name: "Log in", exact: true })).toBeVisible();
  await expect(list.layout.drawer.getByRole("navigation", { name: "Manage", exact: true })).toHaveCount(0);

  // Signed out for the application too.
  await account.goto();
  await expect(account.loginButton).toBeVisible();
});

test("the language switcher of a server-rendered page remembers the choice and keeps the query string", async ({ page, catalogue }) => {
  const event = await catalogue.sevenBrothers();
  const detail = new EventDetailPage(page, "en");
  await detail.goto(event.id, "?utm_source=poster");
  await detail.layout.switchLanguage("sv");
  await expect(page).toHaveURL(`/sv/events/${event.id}?utm_source=poster`);
  await new EventDetailPage(page, "sv").expectEvent(demo.sevenBrothers.sv);
  expect((await page.context().cookies()).find((cookie) => cookie.name === "lng")?.value).toBe("sv");
  await expect(page.getByRole("main").getByRole("heading", { level: 2, name: texts.sv.occasions, exact: true })).toBeVisible();
});
