import { occupancyOf, orchestraOccasion, storedDraft } from "../../fixtures/booking.js";
import { shortHolds } from "../../fixtures/shortHolds.js";
import { expect, test } from "../../fixtures/test.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";
import { seatLabel } from "../../fixtures/texts.js";

/**
 * A draft lapses and the UI recovers (SPEC sections 4 and 8). These run in the "short-holds"
 * project, against the second server where a draft holds its places for 15 s
 * (DRAFT_EXPIRY_SECONDS) and lapsed holds are swept every 2 s: the specs wait for a real
 * server-side expiry, so they wait with generous timeouts rather than sleep.
 */

/**
 * How long to wait for the UI to notice an expiry that is `draftExpirySeconds` away: the expiry
 * itself, the pages' 5 s countdown tick, a sweep, and slack for a loaded machine.
 */
const EXPIRY_WAIT_MS = (shortHolds.draftExpirySeconds + 5 + shortHolds.sweepIntervalSeconds + 10) * 1000;

// The usual budget, plus the wait for the draft to expire.
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from the first parameter's pattern
test.beforeEach(({}, testInfo) => testInfo.setTimeout(testInfo.timeout + EXPIRY_WAIT_MS));

test("on the checkout page: the draft expires, the expired page says so, the seat is free again", async ({ page, request }) => {
  const { occasionId, freeSeat } = await orchestraOccasion(request);
  const seat = freeSeat();
  const seatMap = new SeatMapPage(page);
  const checkout = new CheckoutPage(page);

  await seatMap.goto(occasionId);
  await seatMap.space(seat.id).click();
  await expect(seatMap.space(seat.id)).toHaveClass(/\byours\b/);
  const { uuid } = await storedDraft(page);
  expect(uuid).toBeTruthy();
  await page.getByRole("link", { name: "Checkout", exact: true }).click();
  await expect(checkout.heading).toBeVisible();
  await checkout.field("First name").fill("Aino");

  // Waiting for the server-side expiry (15 s after the seat was taken).
  await expect(checkout.expiredHeading).toBeVisible({ timeout: EXPIRY_WAIT_MS });
  // The toast hides itself after 5 s: looked for first, while it is surely up.
  await expect(seatMap.toast(checkout.text.expiredToast)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/en/occasions/${occasionId}/checkout/${uuid}/expired$`));
  await checkout.expectExpired();
  expect(await storedDraft(page)).toEqual({ uuid: null, expiresAt: null, occasionId: null });
  await expect.poll(() => occupancyOf(request, occasionId, seat.id)).toBe(0);

  // Back to the map: the seat is free for anyone, and choosing it starts a new draft.
  await page.getByRole("link", { name: checkout.text.chooseAgain }).click();
  await expect(seatMap.map).toBeVisible();
  await expect(seatMap.space(seat.id)).toHaveClass(/\bfree\b/);
  await expect(seatMap.draftStatus).toBeHidden();
});

test("on the seat map: the held seat turns free again and the visitor is told", async ({ page, request }) => {
  const { occasionId, freeSeat } = await orchestraOccasion(request);
  const seat = freeSeat();
  const seatMap = new SeatMapPage(page);

  await seatMap.goto(occasionId);
  await seatMap.space(seat.id).click();
  await expect(seatMap.space(seat.id)).toHaveClass(/\byours\b/);
  await expect(seatMap.draftStatus).toContainText("1 minute remaining");
  expect((await storedDraft(page)).uuid).toBeTruthy();

  // Waiting for the server-side expiry (15 s after the seat was taken).
  await expect(seatMap.toast("Your booking expired and the selected places were released.")).toBeVisible({ timeout: EXPIRY_WAIT_MS });
  await expect(seatMap.space(seat.id)).toHaveClass(/\bfree\b/);
  await expect(seatMap.space(seat.id)).toHaveAttribute("aria-label", `${seatLabel(seat.name)}, 1 / 1 available`);
  await expect(seatMap.draftStatus).toBeHidden();
  await expect(page.getByRole("link", { name: "Checkout", exact: true })).toBeHidden();
  expect(await storedDraft(page)).toEqual({ uuid: null, expiresAt: null, occasionId: null });
  await expect.poll(() => occupancyOf(request, occasionId, seat.id)).toBe(0);

  // The seat can be taken again: a fresh draft.
  await seatMap.space(seat.id).click();
  await expect(seatMap.space(seat.id)).toHaveClass(/\byours\b/);
  await expect(seatMap.draftStatus).toContainText("1 ticket selected");
});
