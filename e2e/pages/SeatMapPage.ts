import { expect, type Locator, type Page } from "@playwright/test";
import type { Lng } from "../fixtures/texts.js";
import { AppLayout } from "./AppLayout.js";

/** /occasions/{occasionId}: the seat map. */
export class SeatMapPage {
  readonly layout: AppLayout;
  readonly map: Locator;
  readonly draftStatus: Locator;

  constructor(
    readonly page: Page,
    readonly lng: Lng = "en",
  ) {
    this.layout = new AppLayout(page, lng);
    this.map = page.locator(".plan svg");
    this.draftStatus = page.getByTestId("draft-status");
  }

  async goto(occasionId: string): Promise<void> {
    await this.page.goto(`/${this.lng}/occasions/${occasionId}`);
    await expect(this.map).toBeVisible();
  }

  space(spaceId: string): Locator {
    return this.page.locator(`[data-space-id="${spaceId}"]`);
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
