import type { APIRequestContext, Page } from "@playwright/test";
import { occupancyOf, orchestraOccasion } from "../../fixtures/booking.js";
import { shortHolds } from "../../fixtures/shortHolds.js";
import { expect, test } from "../../fixtures/test.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";

/**
 * A payment completed after its hold lapsed (DESIGN section 3, 'Late payments'): on the short-holds
 * server the hold lasts PAYMENT_HOLD_SECONDS = 20 s after confirm, then the sweeper releases the seat.
 * The customer then pays at the provider (the simulator's page is still open): when the seat is still
 * free the booking is booked after all; when someone else took it, the customer is told the payment
 * will be refunded, and administrators see it in paymentIssues.
 */

const LAPSE_WAIT_MS = (shortHolds.paymentHoldSeconds + shortHolds.sweepIntervalSeconds + 15) * 1000;

test.describe.configure({ timeout: 60_000 + LAPSE_WAIT_MS });

/** Holds a free seat of the row (one row per test: they run in parallel), confirms with Paytrail and stops at the provider's page. */
async function atProviderPage(page: Page, request: APIRequestContext, row: string) {
  const { occasionId, freeSeat } = await orchestraOccasion(request);
  const seat = freeSeat(row);
  const seatMap = new SeatMapPage(page);
  await seatMap.goto(occasionId);
  await seatMap.space(seat.id).click();
  await expect(seatMap.space(seat.id)).toHaveClass(/\byours\b/);
  await page.getByRole("link", { name: "Checkout", exact: true }).click();
  const checkout = new CheckoutPage(page);
  await checkout.fill({ firstname: "Aino", lastname: "Virtanen", email: "aino.virtanen@example.com", phone: "040 123 4567" });
  await checkout.acceptTerms();
  await page.getByRole("radio", { name: "Paytrail (test)" }).check();
  await checkout.confirm();
  await expect(page.getByRole("heading", { level: 1, name: /Paytrail/ })).toBeVisible();
  return { occasionId, seat, checkout };
}

/** Another visitor takes the seat through the REST API. */
async function someoneElseTakes(request: APIRequestContext, occasionId: string, seatId: string): Promise<void> {
  const auth = (await (await request.get("/api/authenticate")).json()) as { csrfToken: string };
  const headers = { "X-CSRF-Token": auth.csrfToken };
  const booked = await request.post(`/api/occasions/${occasionId}/book`, { headers });
  expect(booked.status(), await booked.text()).toBe(201);
  const { uuid } = (await booked.json()) as { uuid: string };
  const held = await request.post(`/api/drafts/${uuid}/spaces/${seatId}`, { headers });
  expect(held.status(), await held.text()).toBe(201);
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
  await someoneElseTakes(request, occasionId, seat.id);

  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await checkout.expectExpired();
  await expect(page.getByRole("alert").filter({ hasText: "Your payment will be refunded" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("arrived after the booking had expired");
  // Still one ticket on the seat: the other visitor's.
  expect(await occupancyOf(request, occasionId, seat.id)).toBe(1);
});
