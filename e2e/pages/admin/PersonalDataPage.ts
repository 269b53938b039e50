import { expect, type Locator, type Page } from "@playwright/test";

/** /en/admin/settings/personal-data: a customer's data found by e-mail, downloaded as JSON, erased after a confirmation. */
export class PersonalDataPage {
  readonly main: Locator;
  readonly email: Locator;
  readonly find: Locator;
  /** What was found (the section under the search), once something is. */
  readonly found: Locator;
  readonly download: Locator;
  readonly erase: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    const form = this.main.getByRole("form", { name: "Find a customer's data" });
    this.email = form.getByRole("textbox", { name: /^Customer's e-mail address/ });
    this.find = form.getByRole("button", { name: "Find" });
    this.found = this.main.getByRole("region", { name: /^Data stored with/ });
    this.download = this.main.getByRole("button", { name: "Download as JSON" });
    this.erase = this.main.getByRole("button", { name: "Erase personal data" });
    this.dialog = page.getByRole("dialog", { name: "Erase personal data?" });
  }

  /** Opens the screen from the settings side menu, as an administrator finds it. */
  async open(): Promise<void> {
    await this.page.goto("/en/admin/settings/theme");
    await this.page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Personal data" }).click();
    await expect(this.main.getByRole("heading", { level: 2, name: "Personal data" })).toBeVisible();
  }

  async findCustomer(email: string): Promise<void> {
    await this.email.fill(email);
    await this.find.click();
  }

  /** The row of a booking in what was found, by its number. */
  row(number: number): Locator {
    return this.found.getByRole("row").filter({ has: this.page.getByRole("link", { name: String(number), exact: true }) });
  }
}
