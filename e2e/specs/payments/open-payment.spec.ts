import type { APIRequestContext, Page } from "@playwright/test";
import { checkoutOfHeldDraft, orchestraOccasion } from "../../fixtures/booking.js";
import type { Lng } from "../../fixtures/texts.js";
import { expect, test } from "../../fixtures/test.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";

/**
 * Issue 17, finding 4: no payment dead end. A customer who leaves the provider's page unpaid and comes
 * back is offered the open payment (the same provider page) or another method, never a bare 'payment
 * already in progress'; a provider's cancel is told as a cancel.
 */

async function confirmWith(page: Page, request: APIRequestContext, lng: Lng, methodName: string) {
  const { occasionId, freeSeat } = await orchestraOccasion(request);
  await checkoutOfHeldDraft(page, occasionId, [freeSeat("R8-").id], lng);
  const checkout = new CheckoutPage(page, lng);
  await expect(checkout.heading).toBeVisible();
  await checkout.fill({ firstname: "Aino", lastname: "Virtanen", email: "aino.virtanen@example.com", phone: "040 123 4567" });
  await checkout.acceptTerms();
  await page.getByRole("radio", { name: methodName }).check();
  await checkout.confirm();
  return checkout;
}

test("back from the provider's page unpaid: continue the open payment, or choose another method (fi)", async ({ page, request }) => {
  const checkout = await confirmWith(page, request, "fi", "Paytrail (testi)");
  await expect(page.getByRole("heading", { level: 1, name: /Paytrail/ })).toBeVisible();
  const providerPage = page.url();

  // The browser's back button, without paying.
  await page.goBack();
  const notice = page.getByTestId("payment-pending");
  await expect(notice).toContainText("Maksusi palvelussa Paytrail (testi) on yhä kesken");
  await notice.getByRole("button", { name: "Jatka keskeneräistä maksua" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Paytrail/ })).toBeVisible();
  expect(page.url()).toBe(providerPage);

  await page.goBack();
  await notice.getByRole("button", { name: "Valitse toinen maksutapa" }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole("alert").filter({ hasText: "maksu on jo käynnissä" })).toHaveCount(0);
  await checkout.acceptTerms();
  await checkout.chooseSkipPayment();
  await checkout.confirm();
  await checkout.expectSuccess();
});

test("a cancel at the provider is told as cancelled, not as a failed payment (sv)", async ({ page, request }) => {
  await confirmWith(page, request, "sv", "Visma Pay (test)");
  await expect(page.getByRole("heading", { level: 1, name: /Visma Pay/ })).toBeVisible();
  await page.getByRole("button", { name: "Cancel", exact: true }).click();

  await expect(page).toHaveURL(/\/sv\/occasions\/[^/]+\/checkout\/[0-9a-f-]{36}\?payment=cancelled$/);
  await expect(page.getByRole("alert").filter({ hasText: "Betalningen avbröts" })).toBeVisible();
  await expect(page.getByText("Betalningen misslyckades")).toHaveCount(0);
  // The attempt is closed: paying again opens a new one at the provider.
  await page.getByTestId("payment-pending").getByRole("button", { name: "Fortsätt till betalning" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Visma Pay/ })).toBeVisible();
});
