import { expect, type Locator, type Page } from "@playwright/test";

/** /en/admin/events: every event, published or not. */
export class AdminEventsPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly createLink: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.heading = this.main.getByRole("heading", { level: 1, name: "Events", exact: true });
    this.createLink = this.main.getByRole("link", { name: "Create event", exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto("/en/admin/events");
    await expect(this.heading).toBeVisible();
  }

  eventLink(name: string): Locator {
    return this.main.getByRole("link", { name, exact: true });
  }

  /** An event's row, found by its name. */
  eventRow(name: string): Locator {
    return this.main.getByRole("row").filter({ has: this.page.getByRole("link", { name, exact: true }) });
  }

  /** The button of an incomplete event's row that opens what it lacks ('2 texts missing'). */
  missingButton(name: string): Locator {
    return this.eventRow(name).getByRole("button", { name: /\d+ texts? missing$/ });
  }
}

/** /en/admin/events/:eventId: the event and its occasions. */
export class AdminEventPage {
  readonly main: Locator;
  readonly occasions: Locator;
  readonly createOccasionLink: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.occasions = this.main.getByRole("table");
    this.createOccasionLink = this.main.getByRole("link", { name: "Create occasion", exact: true });
  }

  async goto(eventId: string): Promise<void> {
    await this.page.goto(`/en/admin/events/${eventId}`);
    await expect(this.main.getByRole("heading", { level: 2, name: "Occasions" })).toBeVisible();
  }

  heading(name: string): Locator {
    return this.main.getByRole("heading", { level: 1, name, exact: true });
  }

  /** An occasion's row, found by its start ('15.12.2026 19:00'). */
  occasionRow(start: string): Locator {
    return this.occasions.getByRole("row").filter({ has: this.page.getByRole("link", { name: start, exact: true }) });
  }

  /** The event's id from the address. */
  eventId(): string {
    const id = /\/admin\/events\/([0-9a-f-]{36})$/.exec(new URL(this.page.url()).pathname)?.[1];
    if (!id) throw new Error(`not an event page: ${this.page.url()}`);
    return id;
  }
}
