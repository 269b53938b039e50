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
    // Nine steps with five sign-ins (argon2id on the server): 23 s on the development machine, 170 s with the
    // browser throttled 4x and the server on one core of a loaded machine.
    test.slow();
    const account = new AccountPage(page);
    const suffix = randomBytes(4).toString("hex");
    const roleName = `Event manager ${suffix}`;
    const userEmail = `manager-${suffix}@example.com`;
    const main = page.getByRole("main");

    await test.step("the administrator signs in; Manage offers events and settings", async () => {
      await account.loginOk(ADMIN.email, ADMIN.password);
      await layout.menuButton.click();
      const manage = layout.drawer.getByRole("navigation", { name: "Manage" });
      await expect(manage.getByRole("link", { name: "Events" })).toBeVisible();
      await expect(manage.getByRole("link", { name: "Settings" })).toBeVisible();
      await page.keyboard.press("Escape");
    });

    await test.step("creates a role with the events permission", async () => {
      await page.goto("/en/admin/settings/roles/create");
      await main.getByRole("textbox", { name: "Name", exact: true }).fill(roleName);
      await main.getByRole("checkbox", { name: "Events" }).check();
      await main.getByRole("button", { name: "Save" }).click();
      await expect(page).toHaveURL(/\/en\/admin\/settings\/roles$/);
      await expect(main.getByRole("link", { name: roleName })).toBeVisible();
    });

    await test.step("creates a user with that role, a too short password refused first", async () => {
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
    });

    await test.step("signs out", async () => {
      await page.goto("/en/account");
      await account.logoutButton.click();
      await expect(page).toHaveURL(/\/en$/);
      await expect(page.getByText("You have logged out")).toBeVisible();
    });

    await test.step("the user signs in; Manage offers events, and the settings an events role reaches (addons)", async () => {
      await account.loginOk(userEmail, "manager-password-1");
      await layout.menuButton.click();
      const managed = layout.drawer.getByRole("navigation", { name: "Manage" });
      await expect(managed.getByRole("link", { name: "Events" })).toBeVisible();
      await expect(managed.getByRole("link", { name: "Bookings" })).toHaveCount(0);
      await managed.getByRole("link", { name: "Settings" }).click();
      await expect(page).toHaveURL(/\/en\/admin\/settings\/addons$/);
      await page.keyboard.press("Escape");
    });

    await test.step("the user may open the events admin", async () => {
      await page.goto("/en/admin/events");
      await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Christmas Gala (in planning)" })).toBeVisible();
    });

    await test.step("the users settings answer 403", async () => {
      await page.goto("/en/admin/settings/users");
      await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
      await expect(page.getByTestId("error-status")).toContainText("403");
    });

    await test.step("the user changes the password, a mismatch refused first", async () => {
      await account.goto();
      await account.changePassword("manager-password-1", "manager-password-2", "manager-password-x");
      await expect(page.getByText("Passwords do not match")).toBeVisible();
      await account.changePassword("manager-password-1", "manager-password-2");
      await expect(page.getByText("Password changed")).toBeVisible();
      await account.logoutButton.click();
      await expect(page).toHaveURL(/\/en$/);
    });

    await test.step("the old password no longer signs in, the new one does", async () => {
      await account.login(userEmail, "manager-password-1");
      await expect(account.loginError).toHaveText("Wrong e-mail or password");
      await account.loginOk(userEmail, "manager-password-2");
    });
  });

  test("anonymous visitors get 401 on admin routes and the login link in the menu", async ({ page, layout }) => {
    await page.goto("/en/admin/events");
    await expect(page.getByTestId("error-status")).toContainText("401");
    await page.goto("/en");
    await layout.openMenu();
    await expect(layout.drawer.getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(layout.drawer.getByRole("navigation", { name: "Manage" })).toHaveCount(0);
  });

  test("a wrong password shows an error and repeated failures hit the rate limit", async ({ page }) => {
    // LOGIN_RATE_LIMIT_PER_MINUTE is 10 per address and per e-mail, counted in windows aligned to the
    // clock's minutes (server rate-limiter.ts). Instead of waiting for a fresh window, the test notes which
    // window each attempt can have been counted in: an attempt is refused only as the eleventh of its window,
    // and the eleventh of a window always is.
    const limit = 10;
    const windowOf = (time: number) => Math.floor(time / 60_000);
    const account = new AccountPage(page);
    await account.goto();
    await account.email.fill(`nobody-${randomBytes(4).toString("hex")}@example.com`);
    const attempts: { first: number; last: number }[] = [];
    let refused = false;
    while (!refused && attempts.length <= 2 * limit + 1) {
      await account.password.fill(`wrong-password-${attempts.length}`);
      const answered = page.waitForResponse((response) => response.request().postDataJSON()?.operationName === "Login");
      const sent = Date.now();
      await account.loginButton.click();
      const answer = (await (await answered).json()) as { errors?: { extensions?: { code?: string } }[] };
      // The server counted the attempt in the window of some instant between sending and answering.
      const attempt = { first: windowOf(sent), last: windowOf(Date.now()) };
      attempts.push(attempt);
      const surelyInWindow = attempts.filter((a) => a.first === attempt.last).length;
      const maybeInWindow = attempts.filter((a) => a.last >= attempt.first).length;
      refused = answer.errors?.[0]?.extensions?.code === "RATE_LIMITED";
      if (refused) {
        expect(maybeInWindow, `attempt ${attempts.length} refused`).toBeGreaterThan(limit);
        await expect(account.loginError).toHaveText("Too many sign-in attempts, try again in a minute");
      } else {
        expect(surelyInWindow, `attempt ${attempts.length} allowed`).toBeLessThanOrEqual(limit);
        await expect(account.loginError).toHaveText("Wrong e-mail or password");
      }
    }
    expect(refused, "the limit was reached").toBe(true);
  });
});
