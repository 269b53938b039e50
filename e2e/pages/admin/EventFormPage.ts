import { expect, type Locator, type Page } from "@playwright/test";
import { choose } from "./forms.js";

/** The texts of an event in one language: the tab's name ('English', 'suomi', 'svenska') and its fields. */
export interface EventTexts {
  tab: string;
  name: string;
  description?: string;
}

/** /en/admin/events/create and .../:eventId/edit: the event form. */
export class EventFormPage {
  readonly form: Locator;
  readonly plan: Locator;
  readonly prices: Locator;
  readonly published: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole("main").getByRole("form");
    this.plan = this.form.getByRole("combobox", { name: "Plan", exact: true });
    this.prices = this.form.getByRole("group", { name: "Prices", exact: true });
    this.published = this.form.getByRole("switch", { name: "Published", exact: true });
    this.save = this.form.getByRole("button", { name: "Save", exact: true });
  }

  async gotoCreate(): Promise<void> {
    await this.page.goto("/en/admin/events/create");
    await expect(this.page.getByRole("heading", { level: 1, name: "Create event" })).toBeVisible();
  }

  /** Name and description in each language, tab by tab. */
  async fillTexts(texts: readonly EventTexts[]): Promise<void> {
    for (const { tab, name, description } of texts) {
      await this.form.getByRole("tab", { name: new RegExp(`^${tab}\\b`) }).click();
      const panel = this.form.getByRole("tabpanel", { name: new RegExp(`^${tab}\\b`) });
      await panel.getByRole("textbox", { name: "Name", exact: true }).fill(name);
      if (description !== undefined) await panel.getByRole("textbox", { name: "Description", exact: true }).fill(description);
    }
  }

  async choosePlan(name: string): Promise<void> {
    await choose(this.page, this.plan, name);
  }

  /** Adds a price row: the ticket type and the price as typed ('24,50'). */
  async addPrice(ticketType: string, price: string): Promise<void> {
    // One ticket type per row (a plan with price zones adds a zone combobox to each row).
    const row = (await this.prices.getByRole("combobox", { name: /^Ticket type, row \d+$/ }).count()) + 1;
    await this.prices.getByRole("button", { name: "Add price", exact: true }).click();
    await choose(this.page, this.prices.getByRole("combobox", { name: `Ticket type, row ${row}`, exact: true }), ticketType);
    await this.prices.getByRole("textbox", { name: `Price in euros, row ${row}`, exact: true }).fill(price);
  }
}
