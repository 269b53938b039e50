import { checkoutOfHeldDraft, orchestraOccasion } from "../../fixtures/booking.js";
import { expect, test } from "../../fixtures/test.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";

/**
 * Issue 34, item 1: charged twice for one booking, never told. The customer opens Paytrail's page, keeps it open in
 * another tab, goes back and chooses another method, pays with Visma Pay, and then pays in the Paytrail tab too. The
 * booking stands; the second payment is refunded automatically through Paytrail's refund API (the simulator), the
 * result page says so and an e-mail tells the customer.
 */
test("paid in two tabs with two providers: the second payment is refunded automatically, on the page and by e-mail", async ({
  page,
  request,
  mailbox,
}) => {
  const email = `paid-twice-${Date.now()}@example.com`;
  const { occasionId, freeSeat } = await orchestraOccasion(request);
  await checkoutOfHeldDraft(page, occasionId, [freeSeat("R9-").id]);
  const checkout = new CheckoutPage(page);
  await expect(checkout.heading).toBeVisible();
  await checkout.fill({ firstname: "Aino", lastname: "Virtanen", email, phone: "040 123 4567" });
  await checkout.acceptTerms();
  await page.getByRole("radio", { name: "Paytrail (test)" }).check();
  await checkout.confirm();
  await expect(page.getByRole("heading", { level: 1, name: /Paytrail/ })).toBeVisible();

  // The Paytrail page stays open in another tab.
  const paytrailTab = await page.context().newPage();
  await paytrailTab.goto(page.url());
  await expect(paytrailTab.getByRole("heading", { level: 1, name: /Paytrail/ })).toBeVisible();

  // Back in the first tab: choose another method and pay with Visma Pay.
  await page.goBack();
  const notice = page.getByTestId("payment-pending");
  await notice.getByRole("button", { name: "Choose another method" }).click();
  await expect(notice).toBeHidden();
  await checkout.acceptTerms();
  await page.getByRole("radio", { name: "Visma Pay (test)" }).check();
  await checkout.confirm();
  await expect(page.getByRole("heading", { level: 1, name: /Visma Pay/ })).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await checkout.expectSuccess();
  await expect(page.getByTestId("returned-payment")).toHaveCount(0);
  const number = (await page.getByText(/Booking number \d+/).textContent())!.match(/\d+/)![0];

  // ...and then in the Paytrail tab too.
  await paytrailTab.getByRole("button", { name: "Pay", exact: true }).click();
  await new CheckoutPage(paytrailTab).expectSuccess();
  const returned = paytrailTab.getByTestId("returned-payment");
  await expect(returned).toContainText("A second payment is refunded");
  await expect(returned).toContainText("second payment of €32.00 (Paytrail) arrived");
  await expect(returned).toContainText("It has been refunded to you automatically");

  // One e-mail about it, besides the confirmation.
  const mail = await mailbox.waitForMessage(email, /was paid twice/);
  expect(mail.subject).toBe(`Booking ${number} was paid twice: the second payment is refunded`);
  expect(mail.text).toContain("The second payment of €32.00 is refunded to you automatically through Paytrail");
  expect((await mailbox.messagesTo(email)).filter((message) => /was paid twice/.test(message.subject))).toHaveLength(1);
});
