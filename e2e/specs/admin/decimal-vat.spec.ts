import { AdminApi, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";

/**
 * Issue 34, item 2: a VAT typed with a decimal comma. In Finnish, '25,5' is saved as 25.5 % (not 255, refused)
 * and shown back as '25,5' in the list and the form.
 */

test("a ticket type's VAT typed as '25,5' in Finnish is saved as 25.5 % and shown back as '25,5'", async ({ page }) => {
  const api = await AdminApi.signIn(page.request);
  const code = `VAT-${uniqueSuffix()}`.slice(0, 40);
  const name = `Tukija ${code}`;

  await page.goto("/fi/admin/settings/ticket-types/create");
  const form = page.getByRole("form", { name: "Luo lipputyyppi" });
  await form.getByRole("textbox", { name: "Nimi" }).fill(name);
  await form.getByRole("textbox", { name: "ALV (%)" }).fill("25,5");
  await form.getByRole("textbox", { name: "Tuotekoodi" }).fill(code);
  await form.getByRole("button", { name: "Tallenna", exact: true }).click();

  // 25.5 % is one of Finland's rates: saved without a question, back on the list.
  await expect(page).toHaveURL(/\/fi\/admin\/settings\/ticket-types$/);
  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row.getByRole("cell").nth(1)).toHaveText("25,5 %");

  const { ticketTypes } = await api.graphql<{ ticketTypes: Array<{ id: string; productCode: string; vat: number }> }>(
    "{ ticketTypes { id productCode vat } }",
  );
  const saved = ticketTypes.find((type) => type.productCode === code);
  expect(saved?.vat).toBe(25.5);

  try {
    await row.getByRole("link", { name }).click();
    await expect(page.getByRole("textbox", { name: "ALV (%)" })).toHaveValue("25,5");
  } finally {
    await api.graphql("mutation($id: ID!) { deleteTicketType(id: $id) }", { id: saved!.id });
  }
});
