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

  toast(text: string | RegExp): Locator {
    return this.page.locator(".mantine-Notification-root").filter({ hasText: text });
  }
}
