import type { Page } from "@playwright/test";
import { AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { EventFormPage } from "../../pages/admin/EventFormPage.js";
import { OccasionFormPage } from "../../pages/admin/OccasionFormPage.js";
import { AppLayout } from "../../pages/AppLayout.js";

/**
 * Issue 34, item 12: after Save, the screens show what was saved, without a reload. Each test loads the screen that
 * shows the data first and then moves inside the app (links, the menu), never with page.goto, which would load
 * everything again: the views were loaded moments before (within the 10 s the loaders read from the cache), so
 * only the save's answer, or what it makes the app read again, can bring them up to date.
 */

test.use(ownAddressPerTest);

test("an administrator edits an event's description; after Save its page shows the new one without a reload", async ({ page }) => {
  const api = await AdminApi.signIn(page.request);
  const catalog = await api.catalog();
  const eventName = `Fresh words ${uniqueSuffix()}`;
  const { eventId } = await api.publishedOccasion(catalog, eventName, { Adult: 2500 }, 30);

  await page.goto(`/en/admin/events/${eventId}`);
  await expect(page.getByRole("heading", { level: 1, name: eventName })).toBeVisible();
  const main = page.getByRole("main");
  const description = `A night of new songs, ${uniqueSuffix()}.`;
  await expect(main.getByText(description)).toHaveCount(0);

  await main.getByRole("link", { name: "Edit event", exact: true }).click();
  const form = new EventFormPage(page);
  await expect(form.save).toBeVisible();
  // Published content is complete in every language (the completeness guard).
  await form.fillTexts(["English", "suomi", "svenska"].map((tab) => ({ tab, name: eventName, description })));
  await form.save.click();

  await expect(page).toHaveURL(new RegExp(`/en/admin/events/${eventId}$`));
  await expect(page.getByRole("heading", { level: 1, name: eventName })).toBeVisible();
  await expect(main.getByText(description, { exact: true })).toBeVisible();
});

test("an occasion's new title shows in its event's list of occasions after Save, without a reload", async ({ page }) => {
  const api = await AdminApi.signIn(page.request);
  const catalog = await api.catalog();
  const eventName = `Titled dates ${uniqueSuffix()}`;
  const { eventId } = await api.publishedOccasion(catalog, eventName, { Adult: 2500 }, 30);

  await page.goto(`/en/admin/events/${eventId}`);
  const occasions = page.getByRole("main").getByRole("table");
  await expect(occasions.getByRole("row")).toHaveCount(2);
  const title = `Matinee ${uniqueSuffix()}`;
  await expect(occasions).not.toContainText(title);

  await occasions.getByRole("link", { name: /^Edit / }).click();
  const form = new OccasionFormPage(page);
  await expect(form.save).toBeVisible();
  for (const tab of ["English", "suomi", "svenska"]) await form.fillTitle(tab, title);
  await form.save.click();

  await expect(page).toHaveURL(new RegExp(`/en/admin/events/${eventId}$`));
  await expect(occasions.getByRole("row").nth(1)).toContainText(title);
});

test("a ticket type renamed in the catalogue is named so in an event's price list opened before", async ({ page }) => {
  const api = await AdminApi.signIn(page.request);
  const name = `Senior ${uniqueSuffix()}`;
  const { createTicketType } = await api.graphql<{ createTicketType: { id: string } }>(
    "mutation($input: TicketTypeInput!) { createTicketType(input: $input) { id } }",
    { input: { names: ["en", "fi", "sv"].map((language) => ({ language, text: name })), productCode: "SENIOR", vat: 10, position: 90 } },
  );
  const catalog = await api.catalog();
  const eventName = `Priced by type ${uniqueSuffix()}`;
  const { eventId } = await api.publishedOccasion(catalog, eventName, { [name]: 1800 }, 30);
  const layout = new AppLayout(page);
  const main = page.getByRole("main");
  const priceRow = main.getByRole("combobox", { name: "Ticket type, row 1", exact: true });

  await test.step("the event's form shows the type's name in its price list", async () => {
    await page.goto(`/en/admin/events/${eventId}/edit`);
    await expect(priceRow).toHaveValue(name);
  });

  const renamed = `${name} (65+)`;
  await test.step("the ticket type is renamed through the menu's settings", async () => {
    await layout.openMenu();
    await layout.drawer.getByRole("link", { name: "Settings", exact: true }).click();
    await page.getByRole("navigation", { name: "Settings", exact: true }).getByRole("link", { name: "Ticket types", exact: true }).click();
    await main.getByRole("link", { name, exact: true }).click();
    const form = main.getByRole("form");
    await form.getByRole("tab", { name: /^English\b/ }).click();
    await form.getByRole("tabpanel").getByRole("textbox", { name: "Name", exact: true }).fill(renamed);
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await expect(main.getByRole("link", { name: renamed, exact: true })).toBeVisible();
  });

  await test.step("back at the event's form through the menu: the price list says the new name", async () => {
    await layout.openMenu();
    await layout.drawer.getByRole("link", { name: "Events", exact: true }).click();
    await main.getByRole("link", { name: eventName, exact: true }).click();
    await main.getByRole("link", { name: "Edit event", exact: true }).click();
    await expect(priceRow).toHaveValue(renamed);
  });

  await api.graphql("mutation($id: ID!) { deleteEvent(id: $id) }", { id: eventId }).catch(() => undefined);
  await api.graphql("mutation($id: ID!) { deleteTicketType(id: $id) }", { id: createTicketType.id }).catch(() => undefined);
});

/** The theme's primary colour as the page uses it (the brand palette's base shade). */
const brandColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--mantine-color-brand-6").trim().toLowerCase());

/** The background an element painted with the theme's primary filled colour gets, as rgb(). */
const primaryFill = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement("div");
    probe.style.background = "var(--mantine-primary-color-filled)";
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });

test("a customer's page left open takes the new primary colour when it is looked at again", async ({ page, newContext }) => {
  const api = await AdminApi.signIn(page.request);
  const { adminSettings } = await api.graphql<{ adminSettings: { primaryColor: string } }>("{ adminSettings { primaryColor } }");
  const original = adminSettings.primaryColor;
  const colour = original === "#7b2d8e" ? "#1f6f43" : "#7b2d8e";

  const visitor = await (await newContext()).newPage();
  // The tab reads the settings again at most every 30 s: the visitor's clock is moved on rather than waited for.
  await visitor.clock.install();
  await visitor.goto("/en/events");
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => brandColour(visitor)).toBe(original);
  const oldFill = await primaryFill(visitor);

  try {
    await page.goto("/en/admin/settings/theme");
    const primary = page.getByRole("textbox", { name: /^Primary colour/ });
    await expect(primary).toHaveValue(original);
    await primary.fill(colour);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();
    // The administrator's own page follows at once: what the primary colour paints with there.
    await expect.poll(() => brandColour(page)).toBe(colour);
    const newFill = await primaryFill(page);

    // Not looked at: the open page keeps what it has.
    expect(await brandColour(visitor)).toBe(original);
    expect(newFill).not.toBe(oldFill);
    await visitor.clock.fastForward("00:31");
    await visitor.bringToFront();
    await visitor.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect.poll(() => brandColour(visitor)).toBe(colour);
    // What the page paints with follows, not just the palette: Mantine's primary filled colour is the new one.
    await expect.poll(() => primaryFill(visitor)).toBe(newFill);
  } finally {
    await page.goto("/en/admin/settings/theme");
    const primary = page.getByRole("textbox", { name: /^Primary colour/ });
    await expect(primary).toHaveValue(colour);
    await primary.fill(original);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  }
});
