import { expect, type Locator, type Page } from "@playwright/test";
import { pickDateTime, type WallTime } from "./forms.js";

/** .../occasions/create and .../occasions/:occasionId/edit: the occasion form (English). */
export class OccasionFormPage {
  readonly form: Locator;
  readonly published: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole("main").getByRole("form");
    this.published = this.form.getByRole("switch", { name: "Published", exact: true });
    this.save = this.form.getByRole("button", { name: "Save", exact: true });
  }

  async gotoCreate(eventId: string): Promise<void> {
    await this.page.goto(`/en/admin/events/${eventId}/occasions/create`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Create occasion" })).toBeVisible();
  }

  async gotoEdit(eventId: string, occasionId: string): Promise<void> {
    await this.page.goto(`/en/admin/events/${eventId}/occasions/${occasionId}/edit`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Edit occasion" })).toBeVisible();
  }

  /** The name in a language's tab ('English', 'suomi', 'svenska'). */
  async fillName(tab: string, name: string): Promise<void> {
    await this.form.getByRole("tab", { name: new RegExp(`^${tab}\\b`) }).click();
    await this.form.getByRole("tabpanel").getByRole("textbox", { name: "Name", exact: true }).fill(name);
  }

  /** The public title in a language's tab ('English', 'suomi', 'svenska'). */
  async fillTitle(tab: string, title: string): Promise<void> {
    await this.form.getByRole("tab", { name: new RegExp(`^${tab}\\b`) }).click();
    await this.form.getByRole("tabpanel").getByRole("textbox", { name: "Public title", exact: true }).fill(title);
  }

  /** Starts, Booking opens, Booking closes (the pickers' labels). */
  async pick(label: "Starts" | "Booking opens" | "Booking closes", time: WallTime): Promise<void> {
    await pickDateTime(this.page, this.form, label, time);
  }
}
