import { AdminApi, ownAddressPerTest } from "../../fixtures/admin.js";
import { seasonalSource } from "../../fixtures/renewals.js";
import { expect, test } from "../../fixtures/test.js";
import { pickDateTime, wallTimeInDays } from "../../pages/admin/forms.js";
import { OccasionAdminPage } from "../../pages/admin/OccasionAdminPage.js";
import { AppLayout } from "../../pages/AppLayout.js";

/**
 * Issue 34, item 12: after 'Create next season' the renewal console shows the new round, not the one it had
 * loaded. Moving inside the app (the console's links, the menu; no reload), last season's console links to next
 * season instead of offering to create it again, next season's shows its renewal, and the events list has the new event.
 */

test.use(ownAddressPerTest);

test("after creating next season, the consoles and the events list show the new round without a reload", async ({ page }) => {
  test.slow();
  const source = await seasonalSource(page.request, { seatNames: ["R7-S1"], headsUpDays: 7 });
  await AdminApi.signIn(page.request);
  const admin = new OccasionAdminPage(page);
  await admin.goto(source.eventId, source.occasionId);

  const console = page.getByRole("region", { name: "Renewals", exact: true });
  const create = console.getByRole("button", { name: "Create next season" });
  const nextLink = console.getByRole("link", { name: "Next season's occasion" });
  await expect(create).toBeVisible();
  await expect(nextLink).toHaveCount(0);

  await create.click();
  const dialog = page.getByRole("dialog", { name: "Create next season" });
  const nextName = await dialog.getByLabel("Event name (English)").inputValue();
  await pickDateTime(page, dialog, "Public sale starts (renewals end)", wallTimeInDays(3, 10));
  await dialog.getByRole("button", { name: "Create", exact: true }).click();

  // Next season's console: its round, one renewal pending.
  await expect(page).not.toHaveURL(new RegExp(source.occasionId));
  const nextUrl = page.url();
  const rate = console.getByTestId("renewal-rate");
  await expect(rate).toContainText("Pending1");
  await expect(console.getByTestId("renewal-row")).toContainText("Aino Virtanen");

  // Last season's console, through its link: the season it made, not the offer to make one.
  await console.getByRole("link", { name: "Last season's occasion" }).click();
  await expect(page).toHaveURL(new RegExp(`/occasions/${source.occasionId}$`));
  await expect(nextLink).toBeVisible();
  await expect(create).toHaveCount(0);

  // And forward again to next season's, whose round is the one just made.
  await nextLink.click();
  await expect(page).toHaveURL(nextUrl);
  await expect(rate).toContainText("Pending1");

  // The events list (through the menu) has next season's event.
  const layout = new AppLayout(page);
  await layout.openMenu();
  await layout.drawer.getByRole("link", { name: "Events", exact: true }).click();
  await expect(page.getByRole("main").getByRole("link", { name: nextName, exact: true })).toBeVisible();
});
