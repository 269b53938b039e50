import { ADMIN, AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { checkoutOfHeldDraft } from "../../fixtures/booking.js";
import { expect, test } from "../../fixtures/test.js";
import { AccountPage } from "../../pages/AccountPage.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";
import { EventFormPage } from "../../pages/admin/EventFormPage.js";

/**
 * Per-buyer caps (issue 38): the administrator caps an event at 2 tickets per customer on its event form; a visitor's checkout
 * asks them to confirm their e-mail address through an e-mailed link, the link's page confirms it, and the booking then goes
 * through; a second booking under the same address that would take them past the cap is refused with the cap and what they
 * already have. On an event of its own (an admin spec).
 */

test.use(ownAddressPerTest);

const DETAILS = (email: string) => ({ firstname: "Aino", lastname: "Virtanen", email, phone: "040 123 4567" });

test("a capped event's checkout confirms the address through a link, books, and refuses tickets past the cap", async ({
  page,
  newContext,
  mailbox,
}) => {
  await new AccountPage(page).loginOk(ADMIN.email, ADMIN.password);
  const api = await AdminApi.ofSession(page.request);
  const catalog = await api.catalog();
  const name = `Capped ${uniqueSuffix()}`;
  const { eventId, occasionId } = await api.publishedOccasion(catalog, name, { Adult: 2500 });

  await test.step("the administrator caps the event at 2 tickets per customer; a zero is refused in words", async () => {
    await page.goto(`/en/admin/events/${eventId}`);
    await page.getByRole("main").getByRole("link", { name: "Edit event", exact: true }).click();
    const form = new EventFormPage(page);
    const cap = form.form.getByRole("textbox", { name: "Max tickets per customer" });
    await cap.fill("0");
    await form.save.click();
    await expect(form.form.getByText("Give a whole number from 1 to 10000, or leave it empty for no limit")).toBeVisible();
    await cap.fill("2");
    await form.save.click();
    await expect(page).toHaveURL(new RegExp(`/en/admin/events/${eventId}$`));
  });

  const email = `capped-${uniqueSuffix()}@example.com`;
  const visitor = await (await newContext()).newPage();
  const checkout = new CheckoutPage(visitor);
  const confirmWithDetails = async () => {
    await checkout.fill(DETAILS(email));
    await checkout.acceptTerms();
    await checkout.chooseSkipPayment();
    await checkout.confirm();
  };
  /** Opens the latest confirmation link sent to the address, and goes back to the checkout from its page. */
  const openLinkAndReturn = async (count: number) => {
    await expect.poll(async () => (await mailbox.messagesTo(email)).length).toBe(count);
    const mail = await mailbox.waitForMessage(email, `Confirm your e-mail address: ${name}`);
    const link = /Confirm my address: (\S+\/en\/verify-email\/[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? "";
    expect(link, mail.text).not.toBe("");
    await visitor.goto(new URL(link).pathname);
    await expect(visitor.getByRole("heading", { level: 1, name: "Your e-mail address is confirmed" })).toBeVisible();
    await visitor.getByRole("link", { name: "Back to the checkout" }).click();
    await expect(checkout.heading).toBeVisible();
  };

  await test.step("two tickets: the checkout asks to confirm the address; after the link, the booking goes through", async () => {
    await checkoutOfHeldDraft(visitor, occasionId, [catalog.spaces.get("R5-S1")!, catalog.spaces.get("R5-S2")!]);
    await confirmWithDetails();
    await expect(visitor.getByTestId("checkout-verify-email")).toContainText(`We sent a link to ${email}.`);
    await openLinkAndReturn(1);
    await confirmWithDetails();
    await checkout.expectSuccess();
  });

  await test.step("one more ticket under the same address is past the cap: refused with the counts", async () => {
    await checkoutOfHeldDraft(visitor, occasionId, [catalog.spaces.get("R5-S3")!]);
    await confirmWithDetails();
    await expect(visitor.getByTestId("checkout-verify-email")).toBeVisible();
    await openLinkAndReturn(3);
    await confirmWithDetails();
    const refusal = visitor.getByTestId("checkout-buyer-cap");
    await expect(refusal).toContainText("At most 2 tickets per customer");
    await expect(refusal).toContainText("Already in your other bookings: 2. In this booking: 1.");
  });

  await test.step("an altered link says plainly that it is not valid", async () => {
    await visitor.goto("/fi/verify-email/" + "A".repeat(43));
    await expect(visitor.getByRole("heading", { level: 1, name: "Linkki ei kelpaa" })).toBeVisible();
  });
});
