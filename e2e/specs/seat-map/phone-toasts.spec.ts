import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { holdInNewDraft, notBookableOrchestraOccasion, orchestraOccasion } from "../../fixtures/booking.js";
import { expect, test } from "../../fixtures/test.js";
import { AppLayout } from "../../pages/AppLayout.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";
import { untilAnimationsSettle } from "../../support/animations.js";

/**
 * Toasts on a 390 x 844 phone, in Finnish: they sit at the top centre (SPEC section 4) but below the top
 * bar, so the persistent other-date warning and an error toast never hide the menu button, the site name
 * or the language switcher.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The toast does not overlap the top bar, and the top bar's controls still take a tap. */
async function expectTopBarClear(page: Page, layout: AppLayout, toast: Locator): Promise<void> {
  await expect(toast).toBeVisible();
  const banner = (await layout.banner.boundingBox())!;
  await expect
    .poll(async () => (await toast.boundingBox())!.y, "the toast starts below the top bar")
    .toBeGreaterThanOrEqual(banner.y + banner.height);
  // Playwright refuses a tap whose point another element covers: these prove the controls are reachable.
  await layout.languageButton.tap();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await layout.menuButton.tap();
  await expect(layout.drawer).toBeVisible();
  await layout.closeMenu();
}

test("puhelimella: toisen ajankohdan varoitus ei peitä yläpalkkia eikä kielivalitsinta", async ({ page, request }) => {
  const { occasionId, freeSeat } = await orchestraOccasion(request);
  const other = await notBookableOrchestraOccasion(request);
  const seatMap = new SeatMapPage(page, "fi");

  await seatMap.goto(occasionId);
  const seatId = freeSeat().id;
  await seatMap.tapToChoose(seatId);
  await expect(seatMap.space(seatId)).toHaveClass(/\byours\b/);

  await seatMap.goto(other.id);
  const warning = seatMap.toast("Sinulla on keskeneräinen varaus toiseen näytökseen.");
  await expectTopBarClear(page, seatMap.layout, warning);
  // Still there (the warning is persistent), and the page with it passes axe.
  await expect(warning).toBeVisible();
  await untilAnimationsSettle(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious).toEqual([]);
});

test("puhelimella: virheilmoitus ei peitä yläpalkkia", async ({ page, request, newContext }) => {
  const { occasionId, freeSeat } = await orchestraOccasion(request);
  const seatId = freeSeat().id;
  const seatMap = new SeatMapPage(page, "fi");
  await seatMap.goto(occasionId);

  // Another visitor takes the seat just before this visitor's tap reaches the server: the server refuses it.
  const rival = await newContext();
  await page.route("**/graphql", async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === "AddSpace") await holdInNewDraft(rival.request, occasionId, [seatId]);
    await route.continue();
  });
  await seatMap.tapToChoose(seatId);
  const error = seatMap.toast(/valittu paikka on jo varattu/i);
  await expectTopBarClear(page, seatMap.layout, error);
});
