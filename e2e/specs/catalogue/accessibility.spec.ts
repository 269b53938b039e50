import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../../fixtures/test.js";
import type { Lng } from "../../fixtures/texts.js";
import { EventDetailPage } from "../../pages/EventDetailPage.js";
import { EventListPage } from "../../pages/EventListPage.js";
import { untilAnimationsSettle } from "../../support/animations.js";

/** axe finds no serious or critical violations on the public catalogue pages. */

async function seriousViolations(page: Page): Promise<string[]> {
  await untilAnimationsSettle(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

for (const lng of ["en", "fi"] as const satisfies readonly Lng[]) {
  test.describe(`in ${lng}`, () => {
    test("the event list", async ({ page }) => {
      const list = new EventListPage(page, lng);
      await list.goto();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("the event list with the drawer open", async ({ page }) => {
      const list = new EventListPage(page, lng);
      await list.goto();
      await list.layout.openMenu();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("the event detail", async ({ page, catalogue }) => {
      const event = await catalogue.sevenBrothers();
      const detail = new EventDetailPage(page, lng);
      await detail.goto(event.id);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
