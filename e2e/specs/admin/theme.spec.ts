import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { AdminApi, ownAddressPerTest } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { untilAnimationsSettle } from "../../support/animations.js";

/**
 * Issue 15 (theme part): the administrator changes the primary colour in /admin/settings/theme and the app
 * follows at once, their own page and a visitor's alike; a colour that is not #rrggbb is refused on its field
 * and saves nothing; axe finds no serious or critical violations on the screen.
 */

test.use(ownAddressPerTest);

/** The theme's primary colour as the page uses it (the brand palette's base shade). */
const brandColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--mantine-color-brand-6").trim().toLowerCase());

test("the administrator's primary colour reaches every page at once; a bad colour is refused", async ({ page, newContext }) => {
  const api = await AdminApi.signIn(page.request);
  const { adminSettings } = await api.graphql<{ adminSettings: { primaryColor: string } }>("{ adminSettings { primaryColor } }");
  const original = adminSettings.primaryColor;
  const colour = original === "#1c3f94" ? "#2b8a3e" : "#1c3f94";
  const primary = page.getByRole("textbox", { name: /^Primary colour/ });
  const save = page.getByRole("button", { name: "Save", exact: true });

  await test.step("the screen, its messages and axe", async () => {
    await page.goto("/en/admin/settings/theme");
    await expect(page.getByRole("heading", { level: 2, name: "Theme and site" })).toBeVisible();
    await expect(primary).toHaveValue(original);
    await untilAnimationsSettle(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });

  await test.step("a colour that is not #rrggbb is refused on its field and nothing is saved", async () => {
    await primary.fill("blue");
    await save.click();
    await expect(primary).toHaveAccessibleDescription(/Give a colour as #rrggbb/);
    const stored = await api.graphql<{ adminSettings: { primaryColor: string } }>("{ adminSettings { primaryColor } }");
    expect(stored.adminSettings.primaryColor).toBe(original);
  });

  await test.step("a new primary colour: the administrator's page follows at once, and a visitor's", async () => {
    await primary.fill(colour);
    await save.click();
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();
    await expect.poll(() => brandColour(page)).toBe(colour);
    const visitor = await (await newContext({ locale: "fi-FI" })).newPage();
    await visitor.goto("/fi");
    await expect.poll(() => brandColour(visitor)).toBe(colour);
  });

  await test.step("put back", async () => {
    await primary.fill(original);
    await save.click();
    await expect.poll(() => brandColour(page)).toBe(original);
  });
});
