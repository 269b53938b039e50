import { expect, type Locator, type Page } from "@playwright/test";
import type { Lng } from "../fixtures/texts.js";
import { AppLayout } from "./AppLayout.js";

/** /events/{eventId}: the event's name, description and its dated occasions. */
export class EventDetailPage {
  readonly layout: AppLayout;
  readonly heading: Locator;
  readonly occasionsHeading: Locator;
  readonly occasions: Locator;

  constructor(
    readonly page: Page,
    readonly lng: Lng = "en",
  ) {
    this.layout = new AppLayout(page, lng);
    this.heading = this.layout.main.getByRole("heading", { level: 1 });
    this.occasionsHeading = this.layout.main.getByRole("heading", { level: 2, name: this.layout.t.occasions, exact: true });
    this.occasions = this.layout.main.getByRole("list").getByRole("listitem");
  }

  async goto(eventId: string, search = ""): Promise<void> {
    await this.page.goto(`/${this.lng}/events/${eventId}${search}`);
    await expect(this.occasionsHeading).toBeVisible();
  }

  async expectEvent(name: string): Promise<void> {
    await expect(this.heading).toHaveText(name);
    await expect(this.layout.currentCrumb).toHaveText(name);
  }

  /** The occasion whose link reads 'dd.MM.yyyy HH:mm'. */
  occasion(dateTime: string): Locator {
    return this.occasions.filter({ has: this.page.getByRole("link", { name: dateTime, exact: true }) });
  }

  occasionLink(dateTime: string): Locator {
    return this.occasion(dateTime).getByRole("link", { name: dateTime, exact: true });
  }

  /** The occasion links' texts in page order. */
  occasionDateTimes(): Promise<string[]> {
    return this.occasions.getByRole("link").allInnerTexts();
  }
}
