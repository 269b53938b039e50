import { randomBytes } from "node:crypto";
import { expect, test } from "../../fixtures/test.js";
import { AccountPage } from "../../pages/AccountPage.js";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };

/** Each test signs in from its own client address (the server trusts X-Forwarded-For here), so login limits are per test. */
function ownAddress(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

test.describe("accounts, roles and permissions", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": ownAddress() } });

  test("an administrator creates a role and a user; the user sees only what the role allows", async ({ page, layout }) => {
    const account = new AccountPage(page);
    const suffix = randomBytes(4).toString("hex");
    const roleName = `Event manager ${suffix}`;
    const userEmail = `manager-${suffix}@example.com`;

    await account.loginOk(ADMIN.email, ADMIN.password);
    await layout.menuButton.click();
    const manage = layout.drawer.getByRole("navigation", { name: "Manage" });
    await expect(manage.getByRole("link", { name: "Events" })).toBeVisible();
    await expect(manage.getByRole("link", { name: "Settings" })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.goto("/en/admin/settings/roles/create");
    const main = page.getByRole("main");
    await main.getByRole("textbox", { name: "Name", exact: true }).fill(roleName);
    await main.getByRole("checkbox", { name: "Events" }).check();
    await main.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/en\/admin\/settings\/roles$/);
    await expect(main.getByRole("link", { name: roleName })).toBeVisible();

    await page.goto("/en/admin/settings/users/create");
    await main.getByLabel("E-mail").fill(userEmail);
    await main.getByRole("textbox", { name: "Password", exact: true }).fill("short");
    await main.getByRole("button", { name: "Save" }).click();
    await expect(main.getByText("Password must be at least 10 characters")).toBeVisible();
    await main.getByRole("textbox", { name: "Password", exact: true }).fill("manager-password-1");
    await main.getByRole("checkbox", { name: roleName }).check();
    await main.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/en\/admin\/settings\/users$/);
    await expect(main.getByRole("link", { name: userEmail })).toBeVisible();
    await expect(main.getByText(/^1 - \d+ of \d+$/)).toBeVisible();

    await page.goto("/en/account");
    await account.logoutButton.click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByText("You have logged out")).toBeVisible();

    await account.loginOk(userEmail, "manager-password-1");
    await layout.menuButton.click();
    const managed = layout.drawer.getByRole("navigation", { name: "Manage" });
    await expect(managed.getByRole("link", { name: "Events" })).toBeVisible();
    await expect(managed.getByRole("link", { name: "Settings" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    await page.goto("/en/admin/events");
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Christmas Gala (in planning)" })).toBeVisible();

    await page.goto("/en/admin/settings/users");
    await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
    await expect(page.getByTestId("error-status")).toContainText("403");

    await account.goto();
    await account.changePassword("manager-password-1", "manager-password-2", "manager-password-x");
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await account.changePassword("manager-password-1", "manager-password-2");
    await expect(page.getByText("Password changed")).toBeVisible();
    await account.logoutButton.click();
    await expect(page).toHaveURL(/\/en$/);

    await account.login(userEmail, "manager-password-1");
    await expect(account.loginError).toHaveText("Wrong e-mail or password");
    await account.loginOk(userEmail, "manager-password-2");
  });

  test("anonymous visitors get 401 on admin routes and the login link in the menu", async ({ page, layout }) => {
    await page.goto("/en/admin/events");
    await expect(page.getByTestId("error-status")).toContainText("401");
    await page.goto("/en");
    await layout.menuButton.click();
    await expect(layout.drawer.getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(layout.drawer.getByRole("navigation", { name: "Manage" })).toHaveCount(0);
  });

  test("a wrong password shows an error and repeated failures hit the rate limit", async ({ page }) => {
    // The limit counts in fixed one-minute windows (server rate-limiter.ts: aligned to the clock's
    // minutes). Eleven attempts straddling a window's end would be split between two windows and never
    // hit the limit, so on a busy machine start only with at least 40 s of the window left.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 40_000) {
      test.slow();
      await page.waitForTimeout(left + 500);
    }
    const account = new AccountPage(page);
    const email = `nobody-${randomBytes(4).toString("hex")}@example.com`;
    await account.login(email, "wrong-password-0");
    await expect(account.loginError).toHaveText("Wrong e-mail or password");
    // LOGIN_RATE_LIMIT_PER_MINUTE is 10 per address and per e-mail.
    for (let attempt = 1; attempt < 10; attempt++) {
      await account.password.fill(`wrong-password-${attempt}`);
      await account.loginButton.click();
      await expect(account.loginError).toHaveText("Wrong e-mail or password");
    }
    await account.password.fill("wrong-password-10");
    await account.loginButton.click();
    await expect(account.loginError).toHaveText("Too many sign-in attempts, try again in a minute");
  });
});
