import { expect, type Locator, type Page } from "@playwright/test";
import type { Lng } from "../fixtures/texts.js";
import { AppLayout } from "./AppLayout.js";

/**
 * /occasions/{occasionId}: the seat map, as the application draws it (under `#root`). A page loaded from the server
 * first shows the map the server drew (`#boot-page`, issue 18; specs/seat-map/boot-map.spec.ts) until the
 * application's own map takes over: `goto` waits for that, and the locators here never match the drawn one.
 */
export class SeatMapPage {
  readonly layout: AppLayout;
  /** The application's map. */
  readonly map: Locator;
  /** The map the server drew into the page, shown until the application's own map replaces it. */
  readonly bootPage: Locator;
  readonly draftStatus: Locator;

  constructor(
    readonly page: Page,
    readonly lng: Lng = "en",
  ) {
    this.layout = new AppLayout(page, lng);
    this.map = page.locator("#root .plan svg");
    this.bootPage = page.locator("#boot-page");
    this.draftStatus = page.getByTestId("draft-status");
  }

  async goto(occasionId: string): Promise<void> {
    await this.page.goto(`/${this.lng}/occasions/${occasionId}`);
    await expect(this.map).toBeVisible();
    await expect(this.bootPage).toHaveCount(0);
  }

  space(spaceId: string): Locator {
    return this.page.locator(`#root [data-space-id="${spaceId}"]`);
  }

  /**
   * Chooses a place with a finger, as on a phone: a place under a finger's 24 px is zoomed to (its section) by
   * the first tap, then the second chooses it.
   */
  async tapToChoose(spaceId: string): Promise<void> {
    const space = this.space(spaceId);
    await space.scrollIntoViewIfNeeded();
    if ((await space.boundingBox())!.width < 24) {
      await space.tap();
      await expect.poll(async () => (await space.boundingBox())!.width).toBeGreaterThanOrEqual(24);
      await space.scrollIntoViewIfNeeded();
    }
    await space.tap();
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator(".mantine-Notification-root").filter({ hasText: text });
  }
}
