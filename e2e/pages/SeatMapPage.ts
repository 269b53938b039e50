import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import type { Lng } from "../fixtures/texts.js";
import { AppLayout } from "./AppLayout.js";

/** A plan's space as GET /api/plans/{planId} lists it. */
export interface ApiSpace {
  id: string;
  name: string;
  maxTickets: number;
}

/** The ids of a plan's spaces by name (a space's SVG element carries data-space-id = its id). */
export async function planSpaceIds(request: APIRequestContext, planId: string): Promise<Map<string, string>> {
  const response = await request.get(`/api/plans/${planId}`);
  if (!response.ok()) throw new Error(`GET /api/plans/${planId}: ${response.status()}`);
  const plan = (await response.json()) as { spaces: ApiSpace[] };
  return new Map(plan.spaces.map((space) => [space.name, space.id]));
}

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
