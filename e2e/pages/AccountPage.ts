import { expect, type Locator, type Page } from "@playwright/test";

/** /{lng}/account in English: the login form, or my account (password change, API tokens, logout). */
export class AccountPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly loginButton: Locator;
  readonly loginError: Locator;
  readonly heading: Locator;
  readonly logoutButton: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole("main");
    this.email = main.getByLabel("E-mail");
    this.password = main.getByRole("textbox", { name: "Password", exact: true });
    this.loginButton = main.getByRole("button", { name: "Log in" });
    this.loginError = main.getByRole("alert");
    this.heading = main.getByRole("heading", { level: 1 });
    this.logoutButton = main.getByRole("button", { name: "Log out" });
  }

  async goto(): Promise<void> {
    await this.page.goto("/en/account");
  }

  async login(email: string, password: string): Promise<void> {
    await this.goto();
    await this.email.fill(email);
    await this.password.fill(password);
    await this.loginButton.click();
  }

  async loginOk(email: string, password: string): Promise<void> {
    await this.login(email, password);
    await expect(this.heading).toHaveText("My account");
  }

  async changePassword(current: string, next: string, again = next): Promise<void> {
    const main = this.page.getByRole("main");
    await main.getByRole("textbox", { name: "Current password", exact: true }).fill(current);
    await main.getByRole("textbox", { name: "New password", exact: true }).fill(next);
    await main.getByRole("textbox", { name: "New password again", exact: true }).fill(again);
    await main.getByRole("button", { name: "Change password" }).click();
  }
}
