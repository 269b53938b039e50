import type { APIRequestContext, Page } from "@playwright/test";
import { atProviderPageThroughApi, holdInNewDraft, occupancyOf, orchestraOccasion } from "../../fixtures/booking.js";
import { shortHolds } from "../../fixtures/shortHolds.js";
import { expect, test } from "../../fixtures/test.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";

/**
 * A payment completed after its hold lapsed (DESIGN section 3, 'Late payments'): on the short-holds
 * server the hold lasts PAYMENT_HOLD_SECONDS = 20 s after confirm, then the sweeper releases the seat.
 * The customer then pays at the provider (the simulator's page is still open): when the seat is still
 * free the booking is booked after all; when someone else took it, the customer is told the payment
 * will be refunded, and administrators see it in paymentIssues.
 */

const LAPSE_WAIT_MS = (shortHolds.paymentHoldSeconds + shortHolds.sweepIntervalSeconds + 15) * 1000;

// The usual budget, plus the wait for the hold to lapse.
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from the first parameter's pattern
test.beforeEach(({}, testInfo) => testInfo.setTimeout(testInfo.timeout + LAPSE_WAIT_MS));

/**
 * Holds a free seat of the row, confirms with Paytrail and stops at the provider's page, all through the
 * API: the checkout form is not under test here, and filling it in a browser throttled 4x outlasted the
 * short-holds server's 15 s draft.
 */
async function atProviderPage(page: Page, request: APIRequestContext, row: string) {
  const { occasionId, freeSeat } = await orchestraOccasion(request);
  const seat = freeSeat(row);
  await atProviderPageThroughApi(page, occasionId, [seat.id], "paytrail");
  await expect(page.getByRole("heading", { level: 1, name: /Paytrail/ })).toBeVisible();
  return { occasionId, seat, checkout: new CheckoutPage(page) };
}

test("paid after the hold lapsed, the seat still free: booked after all", async ({ page, request }) => {
  const { occasionId, seat, checkout } = await atProviderPage(page, request, "R8-");
  // Waiting for the real hold to lapse and the sweeper to release the seat.
  await expect.poll(() => occupancyOf(request, occasionId, seat.id), { timeout: LAPSE_WAIT_MS, intervals: [1_000] }).toBe(0);

  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await checkout.expectSuccess();
  expect(await occupancyOf(request, occasionId, seat.id)).toBe(1);
});

test("paid after the hold lapsed and the seat was sold to someone else: told about the refund", async ({ page, request }) => {
  const { occasionId, seat, checkout } = await atProviderPage(page, request, "R9-");
  await expect.poll(() => occupancyOf(request, occasionId, seat.id), { timeout: LAPSE_WAIT_MS, intervals: [1_000] }).toBe(0);
  // Another visitor takes the seat.
  await holdInNewDraft(request, occasionId, [seat.id]);

  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await checkout.expectExpired();
  await expect(page.getByRole("alert").filter({ hasText: "Your payment will be refunded" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("arrived after the booking had expired");
  // Still one ticket on the seat: the other visitor's.
  expect(await occupancyOf(request, occasionId, seat.id)).toBe(1);
});
