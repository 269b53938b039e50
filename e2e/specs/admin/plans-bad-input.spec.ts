import { AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { PlanEditorPage } from "../../pages/admin/PlanEditorPage.js";

/**
 * Issue 14 item 6: what the plan editor refuses, each with a message, and that a refusal saves nothing
 * (read back through GraphQL): a duplicate space name, a space for no tickets, a label mask with no part of
 * the name, and CSS that does not parse. The plan is made through the API; the screens are driven in the browser.
 */

test.use(ownAddressPerTest);

interface SavedPlan {
  spaceLabelMask: string | null;
  styles: string | null;
  spaces: Array<{ name: string; maxTickets: number }>;
}

test("the plan editor refuses bad input with a message and saves nothing", async ({ page }) => {
  const api = await AdminApi.signIn(page.request);
  const { createPlan } = await api.graphql<{ createPlan: { plan: { id: string } } }>(
    "mutation($input: PlanInput!) { createPlan(input: $input) { plan { id } } }",
    { input: { names: [{ language: "en", text: `Bad input ${uniqueSuffix()}` }], descriptions: [], namePattern: "{section}-{row}" } },
  );
  const planId = createPlan.plan.id;
  const saved = async () =>
    (
      await api.graphql<{ plan: SavedPlan }>("query($id: ID!) { plan(id: $id) { spaceLabelMask styles spaces { name maxTickets } } }", {
        id: planId,
      })
    ).plan;
  const editor = new PlanEditorPage(page, planId);

  await test.step("bulk create: two spaces of the same name are refused", async () => {
    await editor.goto("spaces");
    const bulk = editor.bulkCreate;
    await bulk.getByRole("textbox", { name: "Section", exact: true }).fill("X");
    await bulk.getByRole("textbox", { name: "Rows from", exact: true }).fill("1");
    await bulk.getByRole("textbox", { name: "Rows to", exact: true }).fill("1");
    await bulk.getByRole("textbox", { name: "Seats from", exact: true }).fill("1");
    await bulk.getByRole("textbox", { name: "Seats to", exact: true }).fill("2");
    // The pattern has no {seat}: both seats are named X-1.
    await expect(bulk.getByText("2 new spaces: X-1 … X-1")).toBeVisible();
    await bulk.getByRole("button", { name: "Create 2 spaces", exact: true }).click();
    // The server's message, prefixed with the input's path (save.1.name; reported: it does not name the space).
    await expect(editor.alert.first()).toContainText("Another space of this plan has this name");
    expect((await saved()).spaces).toEqual([]);
  });

  await test.step("bulk edit: a space for no tickets is refused beside the field, before anything is sent", async () => {
    const bulk = editor.bulkCreate;
    await bulk.getByRole("textbox", { name: "Seats to", exact: true }).fill("1");
    await bulk.getByRole("textbox", { name: "Rows to", exact: true }).fill("2");
    await bulk.getByRole("button", { name: "Create 2 spaces", exact: true }).click();
    await expect(editor.spacesTable).toHaveAccessibleName("2 spaces");
    await editor.main.getByRole("checkbox", { name: "Select X-1", exact: true }).check();
    const edit = editor.bulkEdit;
    const capacity = edit.getByRole("textbox", { name: "Max tickets", exact: true });
    await capacity.fill("0");
    await expect(capacity).toHaveAttribute("aria-invalid", "true");
    await expect(capacity).toHaveAccessibleDescription("Give a whole number from 1 to 100,000");
    await expect(capacity).toHaveValue("0");
    await expect(edit.getByRole("button", { name: "Apply to selected", exact: true })).toBeDisabled();
    expect((await saved()).spaces).toEqual([
      { name: "X-1", maxTickets: 1 },
      { name: "X-2", maxTickets: 1 },
    ]);
  });

  await test.step("a label mask with no part of the name is refused on its field", async () => {
    await editor.openTab("labels");
    await editor.spaceLabelMask.fill("{type}");
    await editor.saveIn(editor.labelsForm).click();
    await expect(editor.spaceLabelMask).toHaveAttribute("aria-invalid", "true");
    await expect(editor.spaceLabelMask).toHaveAccessibleDescription(/\{name\}|\{section\}|\{row\}|\{seat\}/);
    expect((await saved()).spaceLabelMask).toBeNull();
  });

  await test.step("CSS that does not parse is refused on its field", async () => {
    await editor.labelsForm.getByRole("textbox", { name: /^Space label mask/ }).fill("");
    await editor.openTab("styles");
    await editor.styles.fill(".a { color: red");
    await editor.saveIn(editor.stylesForm).click();
    await expect(editor.styles).toHaveAttribute("aria-invalid", "true");
    await expect(editor.styles).toHaveAccessibleDescription(/CSS|pars/i);
    expect((await saved()).styles).toBeNull();
  });
});
