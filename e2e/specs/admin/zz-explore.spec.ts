import { expect, test } from "../../fixtures/test.js";
import { AccountPage } from "../../pages/AccountPage.js";

test.use({ extraHTTPHeaders: { "x-forwarded-for": "10.9.9.9" } });
test("explore", async ({ page }) => {
  await new AccountPage(page).loginOk("admin@example.com", "e2e-admin-password");
  await page.goto("/en/admin/events/create");
  await expect(page.getByRole("heading", { name: "Create event" })).toBeVisible();
  console.log(await page.getByRole("main").ariaSnapshot());
  await page.goto("/en/admin/events");
  await expect(page.getByRole("heading", { name: "Events" })).toBeVisible();
  console.log(await page.getByRole("main").ariaSnapshot());
  await page.getByRole("link", { name: "City Orchestra: Sibelius 2" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Occasions" })).toBeVisible();
  console.log(await page.getByRole("main").ariaSnapshot());
  await page.getByRole("link", { name: "Create occasion" }).click();
  await expect(page.getByRole("heading", { name: "Create occasion" })).toBeVisible();
  console.log(await page.getByRole("main").ariaSnapshot());
  await page.getByRole("button", { name: /Starts/ }).click();
  console.log(await page.getByRole("dialog").ariaSnapshot());
});
