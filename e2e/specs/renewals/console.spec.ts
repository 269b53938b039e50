import AxeBuilder from "@axe-core/playwright";
import { AdminApi, ownAddressPerTest } from "../../fixtures/admin.js";
import { seasonalSource } from "../../fixtures/renewals.js";
import { expect, test } from "../../fixtures/test.js";
import { pickDateTime, wallTimeInDays } from "../../pages/admin/forms.js";
import { OccasionAdminPage } from "../../pages/admin/OccasionAdminPage.js";
import { AppLayout } from "../../pages/AppLayout.js";
import { untilAnimationsSettle } from "../../support/animations.js";

/**
 * The renewal console (issue 16, administer_events): an administrator creates next season from a seasonal
 * occasion on its admin page, lands on next season's, sees the renewal waiting with its seats highlighted
 * on the map, resends the link (the last e-mail), and releases the seats now; a seat's history across seasons.
 */

test.use(ownAddressPerTest);

test("an administrator creates next season and looks after its renewals", async ({ page }) => {
  test.slow();
  const source = await seasonalSource(page.request, { seatNames: ["R6-S1", "R6-S2"], headsUpDays: 7 });
  // The browser's context signs in (page.request shares its cookies).
  await AdminApi.signIn(page.request);
  const admin = new OccasionAdminPage(page);
  await admin.goto(source.eventId, source.occasionId);

  const console = page.getByRole("region", { name: "Renewals", exact: true });
  await console.getByRole("button", { name: "Create next season" }).click();
  const dialog = page.getByRole("dialog", { name: "Create next season" });
  await expect(dialog).toContainText("1 customers get their seats reserved");
  // Next season's event says its season (issue 34): last season's name with the new season's year, editable.
  // The source starts 20 days from now at 16:00 UTC (the same date in Helsinki); next season 52 weeks later.
  const year = new Date(Date.now() + 384 * 86_400_000).getUTCFullYear();
  const englishName = dialog.getByLabel("Event name (English)");
  await expect(englishName).toHaveValue(new RegExp(`^Season seats [0-9a-f]{8} ${year}$`));
  const nextName = `${await englishName.inputValue()} (subscribers)`;
  await englishName.fill(nextName);
  await pickDateTime(page, dialog, "Public sale starts (renewals end)", wallTimeInDays(3, 10));
  await dialog.getByRole("button", { name: "Create", exact: true }).click();

  // Next season's page: one renewal waiting, its seats highlighted on the map.
  await expect(page).not.toHaveURL(new RegExp(source.occasionId));
  await expect(admin.map).toBeVisible();
  await expect(console.getByRole("link", { name: "Last season's occasion" })).toBeVisible();
  await expect(new AppLayout(page).breadcrumbs).toContainText(nextName);
  const rate = console.getByTestId("renewal-rate");
  await expect(rate).toContainText("Pending1");
  const row = console.getByTestId("renewal-row");
  await expect(row).toContainText("Aino Virtanen");
  await expect(row).toContainText("R6-S1, R6-S2 (of 2)");
  await expect(admin.space("Row 6, seat 1")).toHaveAccessibleName("Row 6, seat 1, Awaiting renewal");
  await expect(row).toContainText("None yet");
  await untilAnimationsSettle(page);
  const axe = await new AxeBuilder({ page }).include('[data-testid="renewal-console"]').analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join("; ")}`),
  ).toEqual([]);

  await row.getByRole("button", { name: /^Resend link, booking/ }).click();
  await expect(row).toContainText("Renewal link");

  await row.getByRole("button", { name: /^Release now, booking/ }).click();
  await page.getByRole("dialog", { name: "Release now" }).getByRole("button", { name: "Release now" }).click();
  await expect(row).toContainText("Released");
  await expect(rate).toContainText("Released1");
  await expect(admin.space("Row 6, seat 1")).toHaveAccessibleName("Row 6, seat 1, Free");

  // Who held R6-S2: last season's subscriber, not renewed; this season's released renewal.
  await console.getByRole("combobox", { name: "Seat", exact: true }).fill("Row 6, seat 2");
  await page.getByRole("option", { name: "Row 6, seat 2", exact: true }).click();
  const history = console.getByTestId("seat-history");
  await expect(history.getByRole("row")).toHaveCount(3);
  await expect(history.getByRole("row").nth(1)).toContainText("Not renewed");
});
