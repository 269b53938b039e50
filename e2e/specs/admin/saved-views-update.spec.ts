import { AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { EventFormPage } from "../../pages/admin/EventFormPage.js";

/**
 * Issue 34, item 12: after Save, the event's page shows what was saved, without a reload. The page's data was
 * loaded moments before (within the 10 s the loaders read from the cache): the save's answer updates the cache.
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
