import { expect, type Locator, type Page } from "@playwright/test";

/** /en/admin/check-in: the door. */
export class CheckInPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly occasion: Locator;
  readonly device: Locator;
  readonly counts: Locator;
  readonly code: Locator;
  readonly check: Locator;
  /** The last scan's answer (a live region). */
  readonly answer: Locator;
  readonly photoInput: Locator;
  /** What the scanner says about a photo it could not read. */
  readonly photoProblem: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.heading = this.main.getByRole("heading", { level: 1, name: "Check-in", exact: true });
    this.occasion = this.main.getByRole("combobox", { name: "Occasion" });
    this.device = this.main.getByRole("textbox", { name: "This device" });
    this.counts = this.main.getByLabel(/tickets admitted$/);
    this.code = this.main.getByRole("textbox", { name: "Ticket code" });
    this.check = this.main.getByRole("button", { name: "Check", exact: true });
    this.answer = this.main.getByRole("status");
    this.photoInput = this.page.locator('input[type="file"]');
    this.photoProblem = this.main.getByRole("alert");
  }

  async goto(): Promise<void> {
    await this.page.goto("/en/admin/check-in");
    await expect(this.heading).toBeVisible();
  }

  /** Picks the occasion whose label contains `text` (its event's name). */
  async chooseOccasion(text: string): Promise<void> {
    await this.occasion.click();
    await this.occasion.fill(text);
    await this.page.getByRole("option", { name: new RegExp(text) }).click();
  }

  async typeCode(code: string): Promise<void> {
    await this.code.fill(code);
    await this.check.click();
  }

  async scanPhoto(file: string): Promise<void> {
    await this.photoInput.setInputFiles(file);
  }
}
