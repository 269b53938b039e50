import { atProviderPageThroughApi, graphql, holdInNewDraft, orchestraOccasion } from "../../fixtures/booking.js";
import { expect, test } from "../../fixtures/test.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";

/** Issue 17, finding 6 (small seams) on the customer's side: addons on the success page, a Finnish 401, the simulator's favicon. */

test("the success page lists each ticket's addons with their prices (fi)", async ({ page, request }) => {
  const { occasionId, freeSeat } = await orchestraOccasion(request);
  const uuid = await holdInNewDraft(page.request, occasionId, [freeSeat("R9-").id]);
  const { addons } = await graphql<{ addons: Array<{ id: string; name: string }> }>(request, "{ addons { id name } }");
  const programme = addons.find((addon) => addon.name === "Printed programme")!;
  const auth = await page.request.get("/api/authenticate");
  const headers = { "X-CSRF-Token": ((await auth.json()) as { csrfToken: string }).csrfToken };
  const draft = (await (await page.request.get(`/api/drafts/${uuid}`)).json()) as { tickets: Array<{ id: string }> };
  const changed = await page.request.put(`/api/drafts/${uuid}/tickets/${draft.tickets[0]!.id}`, {
    headers,
    data: { addon_ids: [programme.id] },
  });
  expect(changed.ok(), await changed.text()).toBe(true);

  await page.goto(`/fi/occasions/${occasionId}/checkout/${uuid}`);
  const checkout = new CheckoutPage(page, "fi");
  await checkout.fill({ firstname: "Aino", lastname: "Virtanen", email: "aino.virtanen@example.com", phone: "040 123 4567" });
  await checkout.acceptTerms();
  await checkout.chooseSkipPayment();
  await checkout.confirm();
  await checkout.expectSuccess();
  const ticket = page.getByTestId("checkout-success").getByTestId("checkout-ticket");
  await expect(ticket).toHaveCount(1);
  await expect(ticket).toContainText(/Käsiohjelma\s+6,00\s€/);
});

test("a page that needs signing in: the 401 page is Finnish throughout, no English 'Unauthorized'", async ({ page }) => {
  await page.goto("/fi/admin");
  await expect(page.getByTestId("error-status")).toHaveText("401 Tunnistautuminen vaaditaan");
  await expect(page.getByRole("main")).not.toContainText("Unauthorized");
});

test("the payment simulator's page loads without a console error (it has a favicon)", async ({ page, request }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.location().url}: ${message.text()}`);
  });
  const { occasionId, freeSeat } = await orchestraOccasion(request);
  await atProviderPageThroughApi(page, occasionId, [freeSeat("R9-").id], "paytrail");
  await expect(page.getByRole("heading", { level: 1, name: /Paytrail/ })).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await new CheckoutPage(page).expectSuccess();
  expect(errors).toEqual([]);
});
