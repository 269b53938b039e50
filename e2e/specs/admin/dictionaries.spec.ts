import type { Page } from "@playwright/test";
import { AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { choose } from "../../pages/admin/forms.js";
import { AppLayout } from "../../pages/AppLayout.js";
import { EventListPage } from "../../pages/EventListPage.js";
import { seriousViolations } from "../../support/axe.js";

/**
 * Issue 15 (dictionaries): the administrator overrides a Finnish interface text in /admin/settings/dictionaries
 * and a Finnish visitor whose page was already open sees it on their next navigation, without reloading; the
 * reset brings the app's own text back the same way; an empty text is refused on its row and saves nothing;
 * axe finds no serious or critical violations on the screen.
 */

test.use(ownAddressPerTest);

/** Marks the visitor's document, so a later check proves the page was never reloaded. */
const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute("data-e2e-open", "yes"));
const stillOpen = (page: Page) => page.evaluate(() => document.documentElement.getAttribute("data-e2e-open"));

test("a Finnish text the administrator overrides reaches an open visitor's page on navigation; reset puts it back", async ({
  page,
  newContext,
}) => {
  const api = await AdminApi.signIn(page.request);
  const text = `Ohjelmisto ${uniqueSuffix()}`;
  const override = page.getByRole("textbox", { name: "Override of events.title", exact: true });

  const visitorContext = await newContext({ locale: "fi-FI" });
  const visitor = await visitorContext.newPage();
  const events = new EventListPage(visitor, "fi");
  const layout = new AppLayout(visitor, "fi");
  // A page of the application (the events list the server renders loads each navigation as a new page, issue 37).
  await visitor.goto("/fi/account");
  await expect(layout.siteLink).toBeVisible();
  await markDocument(visitor);

  await test.step("the screen lists the Finnish texts, searchable; axe", async () => {
    await page.goto("/en/admin/settings/dictionaries");
    await expect(page.getByRole("heading", { level: 2, name: "Dictionaries" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Texts per language" }).getByRole("row", { name: /^suomi \(fi\)/ })).toBeVisible();
    await choose(page, page.getByRole("combobox", { name: "Language", exact: true }), "suomi (fi)");
    await page.getByRole("searchbox", { name: "Search keys and texts" }).fill("events.title");
    await expect(override).toHaveValue("");
    await expect(page.getByRole("row").filter({ has: override })).toContainText("Tapahtumat");
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step("an empty text is refused on its row and nothing is saved", async () => {
    await override.fill("   ");
    await page.getByRole("button", { name: "Save events.title", exact: true }).click();
    await expect(override).toHaveAccessibleDescription(/A translation cannot be empty/);
    const { dictionaryEntries } = await api.graphql<{ dictionaryEntries: Array<{ key: string; override: string | null }> }>(
      `{ dictionaryEntries(language: "fi") { key override } }`,
    );
    expect(dictionaryEntries.find((entry) => entry.key === "events.title")?.override).toBeNull();
  });

  await test.step("the override is saved, and the open visitor's page shows it on its next navigation", async () => {
    await override.fill(text);
    await page.getByRole("button", { name: "Save events.title", exact: true }).click();
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Overridden (1)" })).toBeVisible();

    await layout.siteLink.click();
    await expect(visitor).toHaveURL(/\/fi$/);
    await expect(visitor.getByRole("main").getByRole("heading", { level: 1, name: text, exact: true })).toBeVisible();
    expect(await stillOpen(visitor)).toBe("yes");

    // The server's events list says it too once it renders the page again (within 5 s).
    const newcomer = await visitorContext.newPage();
    await expect(async () => {
      await newcomer.goto("/fi");
      await expect(newcomer.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(text, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await newcomer.close();
  });

  await test.step("reset: the app's own text is back for the visitor too", async () => {
    await page.getByRole("button", { name: "Reset events.title", exact: true }).click();
    await expect(override).toHaveValue("");
    await expect(page.getByRole("radio", { name: "Overridden (0)" })).toBeVisible();

    await events.eventCards.first().getByRole("link").first().click();
    await expect(visitor).toHaveURL(/\/fi\/events\/[\w-]+$/);
    await expect(layout.breadcrumbLink("Tapahtumat")).toBeVisible();
    expect(await stillOpen(visitor)).toBe("yes");
  });
});
