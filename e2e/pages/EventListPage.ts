import { expect, type Locator, type Page } from "@playwright/test";
import type { Lng } from "../fixtures/texts.js";
import { AppLayout } from "./AppLayout.js";

/** / and /events: the published events, each a card whose title links to the event. */
export class EventListPage {
  readonly layout: AppLayout;
  readonly heading: Locator;
  readonly eventList: Locator;
  readonly eventCards: Locator;

  constructor(
    readonly page: Page,
    readonly lng: Lng = "en",
  ) {
    this.layout = new AppLayout(page, lng);
    this.heading = this.layout.main.getByRole("heading", { level: 1, name: this.layout.t.events, exact: true });
    this.eventList = this.layout.main.getByRole("list");
    this.eventCards = this.eventList.getByRole("listitem");
  }

  async goto(path = `/${this.lng}/events`): Promise<void> {
    await this.page.goto(path);
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.eventCards.first()).toBeVisible();
  }

  /** The link (the card's heading) of the event with this name. */
  eventLink(name: string): Locator {
    return this.eventList.getByRole("heading", { level: 2, name, exact: true }).getByRole("link");
  }

  /** The names of the listed events, in page order. */
  eventNames(): Promise<string[]> {
    return this.eventList.getByRole("heading", { level: 2 }).allInnerTexts();
  }
}
