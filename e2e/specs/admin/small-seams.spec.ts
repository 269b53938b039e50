import type { APIRequestContext, Page } from "@playwright/test";
import { AdminApi, signInWithPermissions } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { AppLayout } from "../../pages/AppLayout.js";

/** Issue 17, finding 6 (small seams): the menu's Manage entries, the settings route, a translated 403. */

/** Signs `page` in as a new user whose one role has exactly `permissions`. */
function signInWith(page: Page, request: APIRequestContext, permissions: string[]): Promise<void> {
  return signInWithPermissions(page, request, permissions, "Seams");
}

test.describe("the menu's Manage entries on a phone (fi)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // The box office as the migration of issue 34 left it: bookings with the door and personal data, each its own permission.
  test("administer_bookings with check_in and administer_personal_data: Manage lists bookings, the door's check-in, the sales report and the settings they can open (personal data)", async ({
    page,
    request,
  }) => {
    await signInWith(page, request, ["administer_bookings", "check_in", "administer_personal_data"]);
    await page.goto("/fi/events");
    const layout = new AppLayout(page, "fi");
    await layout.openMenu();
    const manage = layout.drawer.getByRole("navigation", { name: "Hallinta", exact: true });
    await expect(manage.getByRole("heading", { name: "Hallinta" })).toBeVisible();
    await expect(manage.getByRole("link")).toHaveText([
      "Varaukset",
      "Lipuntarkastus",
      "Myyntiraportti",
      "Maksamattomat palautukset",
      "Asetukset",
    ]);
    await manage.getByRole("link", { name: "Asetukset" }).click();
    await expect(page).toHaveURL(/\/fi\/admin\/settings\/personal-data$/);
  });

  test("only administer_plans: Manage lists settings; without any permission there is no Manage heading", async ({
    page,
    request,
    newContext,
  }) => {
    await signInWith(page, request, ["administer_plans"]);
    await page.goto("/fi/events");
    const layout = new AppLayout(page, "fi");
    await layout.openMenu();
    await expect(layout.drawer.getByRole("navigation", { name: "Hallinta", exact: true }).getByRole("link")).toHaveText(["Asetukset"]);

    const other = await (await newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signInWith(other, request, []);
    await other.goto("/fi/events");
    const plain = new AppLayout(other, "fi");
    await plain.openMenu();
    await expect(plain.drawer.getByRole("navigation", { name: "Tili", exact: true })).toBeVisible();
    await expect(plain.drawer.getByRole("navigation", { name: "Hallinta", exact: true })).toHaveCount(0);
    await expect(plain.drawer.getByText("Hallinta", { exact: true })).toHaveCount(0);
  });
});

test("/admin/settings leads to its first screen without a router warning in the console (sv)", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") messages.push(message.text());
  });
  await AdminApi.signIn(page.request);
  await page.goto("/sv/admin/settings");
  await expect(page).toHaveURL(/\/sv\/admin\/settings\/plans$/);
  await expect(page.getByRole("heading", { level: 1, name: "Inställningar" })).toBeVisible();
  // And again through the client-side router: the menu's link.
  await page.goto("/sv/events");
  const layout = new AppLayout(page, "sv");
  await layout.openMenu();
  await layout.drawer.getByRole("link", { name: "Inställningar", exact: true }).click();
  await expect(page).toHaveURL(/\/sv\/admin\/settings\/plans$/);
  expect(messages.filter((text) => /leaf route|does not have an element/i.test(text))).toEqual([]);
});

test("a screen the user may not open: the 403 page is Swedish throughout, no English 'Forbidden'", async ({ page, request }) => {
  await signInWith(page, request, ["administer_bookings"]);
  await page.goto("/sv/admin/events");
  await expect(page.getByTestId("error-status")).toHaveText("403 Åtkomst nekad");
  await expect(page.getByRole("main")).not.toContainText("Forbidden");
});
