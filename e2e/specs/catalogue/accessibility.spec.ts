import { expect, test } from "../../fixtures/test.js";
import type { Lng } from "../../fixtures/texts.js";
import { EventDetailPage } from "../../pages/EventDetailPage.js";
import { EventListPage } from "../../pages/EventListPage.js";
import { seriousViolations } from "../../support/axe.js";

/** axe finds no serious or critical violations on the public catalogue pages. */

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
