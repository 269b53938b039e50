import AxeBuilder from "@axe-core/playwright";
import { AdminApi, ownAddressPerTest } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { untilAnimationsSettle } from "../../support/animations.js";

/**
 * Issue 15 (languages): the administrator adds a language by its code (it starts disabled), enables it and makes
 * Finnish the first language; the language switcher offers it at once, and its pages show the fallback (Finnish)
 * texts until it is translated. An unknown code and disabling every language are refused. axe on the screen.
 */

test.use(ownAddressPerTest);

interface AdminLanguage {
  id: string;
  name: string;
  enabled: boolean;
}

test("an added language starts disabled; enabled, it is offered at once and falls back to the first language", async ({
  page,
  newContext,
}) => {
  const api = await AdminApi.signIn(page.request);
  const list = async () =>
    (await api.graphql<{ adminLanguages: AdminLanguage[] }>("{ adminLanguages { id name enabled } }")).adminLanguages;
  const original = await list();
  const save = page.getByRole("button", { name: "Save", exact: true });
  const row = (code: string) => page.getByTestId(`language-${code}`);

  await test.step("the screen and axe", async () => {
    await page.goto("/en/admin/settings/languages");
    await expect(page.getByRole("heading", { level: 2, name: "Languages" })).toBeVisible();
    await expect(row("en")).toContainText("Fallback");
    await untilAnimationsSettle(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });

  const addForm = page.getByRole("form", { name: "Add a language" });
  await test.step("an unknown code is refused on its field", async () => {
    await addForm.getByRole("textbox", { name: /^Code/ }).fill("xx");
    await addForm.getByRole("button", { name: "Add language" }).click();
    await expect(addForm.getByRole("textbox", { name: /^Code/ })).toHaveAccessibleDescription(
      /Give a two- or three-letter ISO 639 language code/,
    );
  });

  // A retried test finds its language already added: any language not on the list serves.
  const code = ["de", "fr", "es", "it", "nl", "et"].find((candidate) => !original.some((language) => language.id === candidate))!;
  await test.step("a language added by its code starts disabled, named in itself", async () => {
    await addForm.getByRole("textbox", { name: /^Code/ }).fill(code);
    await addForm.getByRole("button", { name: "Add language" }).click();
    await expect(row(code)).toBeVisible();
    await expect(row(code).getByRole("switch")).not.toBeChecked();
    const name = await row(code).getByRole("textbox").inputValue();
    expect(name.length).toBeGreaterThan(1);
    await page.goto("/en");
    await page.getByRole("button", { name: "Change language EN" }).click();
    await expect(page.getByRole("menuitem", { name: new RegExp(name, "i") })).toHaveCount(0);
    await page.keyboard.press("Escape");
  });

  await test.step("disabling every language is refused", async () => {
    await page.goto("/en/admin/settings/languages");
    for (const language of await list()) {
      const toggle = row(language.id).getByRole("switch");
      if (await toggle.isChecked()) await toggle.click();
    }
    await save.click();
    await expect(page.getByRole("alert").filter({ hasText: "At least one language must stay enabled" })).toBeVisible();
    expect((await list()).filter((language) => language.enabled).length).toBeGreaterThan(0);
  });

  await test.step("enabled, with Finnish first: offered at once, its pages in the fallback language", async () => {
    await page.goto("/en/admin/settings/languages");
    await row(code).getByRole("switch").click();
    await page.getByRole("button", { name: /^Move suomi up$/ }).click();
    await save.click();
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();
    await expect(row("fi")).toContainText("Fallback");
    // The administrator's own switcher follows at once.
    await page.getByRole("button", { name: /^Change language EN$/ }).click();
    await page.getByRole("menuitem", { name: new RegExp((await list()).find((l) => l.id === code)!.name, "i") }).click();
    await expect(page).toHaveURL(new RegExp(`/${code}/admin/settings/languages$`));
    await expect(page.getByRole("heading", { level: 2, name: "Kielet" })).toBeVisible();
    // A visitor: the new language's pages, texts from the fallback (Finnish), <html lang> the new code.
    const visitor = await (await newContext({ locale: "en-GB" })).newPage();
    await visitor.goto(`/${code}`);
    await expect(visitor.getByRole("heading", { level: 1, name: "Tapahtumat" })).toBeVisible();
    await expect(visitor.locator("html")).toHaveAttribute("lang", code);
    await expect(visitor.getByRole("button", { name: `Vaihda kieli ${code.toUpperCase()}` })).toBeVisible();
  });

  await test.step("put back", async () => {
    const back = original.map((language) => ({ ...language }));
    const added = (await list()).find((language) => language.id === code)!;
    await api.graphql(`mutation ($languages: [LanguageInput!]!) { saveLanguages(languages: $languages) { id } }`, {
      languages: [...back, { ...added, enabled: false }].map(({ id, name, enabled }) => ({ id, name, enabled })),
    });
    expect((await list()).filter((language) => language.enabled).map((language) => language.id)).toEqual(
      original.filter((language) => language.enabled).map((language) => language.id),
    );
  });
});
