import type { Page } from "@playwright/test";
import { expect, test } from "../../fixtures/test.js";
import { demo } from "../../fixtures/texts.js";
import { AppLayout } from "../../pages/AppLayout.js";
import { EventListPage } from "../../pages/EventListPage.js";

/** SPEC section 2: every route sits under /{lng}; the redirects that make it so. */

const historyLength = (page: Page) => page.evaluate(() => window.history.length);

test.describe("a URL without a supported language is redirected with replace", () => {
  test("a bare / goes to /en and going back does not return to /", async ({ page, eventList }) => {
    await eventList.goto("/en/events");
    const before = await historyLength(page);

    await page.goto("/");
    await expect(page).toHaveURL("/en");
    await eventList.expectLoaded();
    // Replace, not push: the un-prefixed entry is gone from the history.
    expect(await historyLength(page)).toBe(before + 1);

    await page.goBack();
    await expect(page).toHaveURL("/en/events");
    await eventList.expectLoaded();
  });

  test("/events?x=1 goes to /en/events?x=1, keeping the query string", async ({ page, eventList }) => {
    await eventList.goto("/en");
    const before = await historyLength(page);

    await page.goto("/events?x=1");
    await expect(page).toHaveURL("/en/events?x=1");
    await eventList.expectLoaded();
    expect(await historyLength(page)).toBe(before + 1);

    await page.goBack();
    await expect(page).toHaveURL("/en");
  });

  test("a path to an event gets the prefix too", async ({ page, catalogue, eventDetail }) => {
    const event = await catalogue.sevenBrothers();
    await page.goto(`/events/${event.id}?q=1`);
    await expect(page).toHaveURL(`/en/events/${event.id}?q=1`);
    await eventDetail.expectEvent(event.name);
  });

  test("an unsupported language code is replaced by the resolved language", async ({ page, eventList }) => {
    await page.goto("/de/events?x=1");
    await expect(page).toHaveURL("/en/events?x=1");
    await eventList.expectLoaded();
  });

  test("a trailing slash is removed", async ({ page, eventList }) => {
    await page.goto("/en/events/");
    await expect(page).toHaveURL("/en/events");
    await eventList.expectLoaded();

    await page.goto("/fi/events/?x=1");
    await expect(page).toHaveURL("/fi/events?x=1");
    await new EventListPage(page, "fi").expectLoaded();
  });
});

test.describe("internal links carry the current language prefix", () => {
  test("in the top bar, the list, the drawer, the breadcrumbs and the event page", async ({ page, catalogue }) => {
    const event = await catalogue.sevenBrothers();
    const list = new EventListPage(page, "fi");
    await list.goto();

    await expect(list.layout.siteLink).toHaveAttribute("href", "/fi");
    await list.layout.openMenu();
    const onList = await list.layout.internalLinkPaths();
    // Site name, three event cards and three drawer entries.
    expect(onList.length).toBeGreaterThanOrEqual(7);
    for (const href of onList) expect(href, "a link on /fi/events").toMatch(/^\/fi(\/|$)/);
    await list.layout.closeMenu();

    await list.eventLink(demo.sevenBrothers.fi).click();
    await expect(page).toHaveURL(`/fi/events/${event.id}`);
    await expect(list.layout.breadcrumbLink("Tapahtumat")).toHaveAttribute("href", "/fi/events");
    const onDetail = await list.layout.internalLinkPaths();
    expect(onDetail).toContain(`/fi/occasions/${event.occasions[0]?.id}`);
    for (const href of onDetail) expect(href, `a link on /fi/events/${event.id}`).toMatch(/^\/fi(\/|$)/);
  });
});

test.describe("the language comes from the path, then local storage, then the browser", () => {
  test.describe("with a Finnish browser", () => {
    test.use({ locale: "fi-FI" });

    test("/ lands on /fi with Finnish texts", async ({ page }) => {
      await page.goto("/");
      await expect(page).toHaveURL("/fi");
      const list = new EventListPage(page, "fi");
      await list.expectLoaded();
      await expect(list.layout.languageButton).toBeVisible();
      expect(await list.layout.documentLanguage()).toBe("fi");
      await expect(list.eventLink(demo.sevenBrothers.fi)).toBeVisible();
    });

    test("an unsupported code resolves to the browser's language", async ({ page }) => {
      await page.goto("/de/events");
      await expect(page).toHaveURL("/fi/events");
      await new EventListPage(page, "fi").expectLoaded();
    });

    test("the path wins over the browser, and the language chosen in the switcher wins over the browser for /", async ({ page }) => {
      const swedish = new EventListPage(page, "sv");
      await swedish.goto("/sv/events");
      await expect(page).toHaveURL("/sv/events");
      await expect(swedish.eventLink(demo.sevenBrothers.sv)).toBeVisible();
      expect(await page.evaluate(() => Object.values(window.localStorage))).toContain("sv");

      // A language only visited is not a choice: the server sends / by the browser's language (issue 37).
      await page.goto("/");
      await expect(page).toHaveURL("/fi");
      const finnish = new EventListPage(page, "fi");
      await finnish.expectLoaded();

      // Chosen in the switcher, it is remembered (the lng cookie) and wins over the browser.
      await finnish.layout.switchLanguage("sv");
      await expect(page).toHaveURL("/sv");
      await swedish.expectLoaded();
      await page.goto("/");
      await expect(page).toHaveURL("/sv");
      await swedish.expectLoaded();

      // A language in the path wins over the stored one (and becomes the stored one).
      const english = new EventListPage(page, "en");
      await english.goto("/en/events");
      await expect(page).toHaveURL("/en/events");
      await page.goto("/events");
      await expect(page).toHaveURL("/en/events");
    });
  });

  test.describe("with a browser in a language the site does not offer", () => {
    test.use({ locale: "de-DE" });

    test("/ falls back to English", async ({ page }) => {
      await page.goto("/");
      await expect(page).toHaveURL("/en");
      await new EventListPage(page, "en").expectLoaded();
      await expect(new AppLayout(page, "en").languageButton).toBeVisible();
    });
  });
});
