import type { Locator, Page } from "@playwright/test";
import { ORCHESTRA, orchestraOccasion } from "../../fixtures/booking.js";
import { venueDateTime } from "../../fixtures/catalogue.js";
import { expect, test } from "../../fixtures/test.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";
import { EventDetailPage } from "../../pages/EventDetailPage.js";
import { EventListPage } from "../../pages/EventListPage.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";
import { seatLabel } from "../../fixtures/texts.js";

/**
 * The whole journey with the keyboard alone (WCAG 2.1.1): Tab / Shift+Tab to move, Enter to follow
 * links, press buttons and seats, Space for the terms checkbox and the payment method (arrow keys
 * within the payment methods' radio group). No mouse.
 */

/** Presses Tab (or Shift+Tab) until `target` has focus; fails when it is not reached. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 800 } = {}): Promise<number> {
  await expect(target).toBeVisible();
  const handle = await target.elementHandle();
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    if (await page.evaluate((element) => document.activeElement === element, handle)) return presses;
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of ${backwards ? "Shift+Tab" : "Tab"}`);
}

test("keyboard only: event list -> event -> date -> seat -> checkout -> success", async ({ page, request, catalogue }) => {
  const { occasionId, free } = await orchestraOccasion(request);
  const event = await catalogue.eventNamed(ORCHESTRA);
  const occasion = event.occasions.find((o) => o.id === occasionId)!;

  const list = new EventListPage(page);
  await list.goto();
  await tabTo(page, list.eventLink(ORCHESTRA));
  await page.keyboard.press("Enter");

  const detail = new EventDetailPage(page);
  await expect(detail.heading).toHaveText(ORCHESTRA);
  const dateLink = detail.occasionLink(venueDateTime(occasion.startTime));
  await tabTo(page, dateLink);
  await page.keyboard.press("Enter");

  const seatMap = new SeatMapPage(page);
  await expect(page).toHaveURL(new RegExp(`/en/occasions/${occasionId}$`));
  await expect(seatMap.map).toBeVisible();
  // The map is one tab stop (its first place, row 1's first seat): the arrow keys go along the row to a free seat
  // (specs/seat-map/keyboard-booking.spec.ts moves between rows and in the list too).
  await tabTo(page, page.locator('#root .plan [data-space-id][tabindex="0"]'));
  const seatNumber = (name: string) => /^R(\d+)-S(\d+)$/.exec(name)!.slice(1).map(Number) as [number, number];
  const [seat] = free("R1-", 30).sort((a, b) => seatNumber(a.name)[1] - seatNumber(b.name)[1]);
  expect(seat, "a free seat in row 1").toBeTruthy();
  const space = seatMap.space(seat!.id);
  for (let presses = 1; presses < seatNumber(seat!.name)[1]; presses++) await page.keyboard.press("ArrowRight");
  await expect(space).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(space).toHaveClass(/\byours\b/);
  await expect(seatMap.draftStatus).toContainText("1 ticket selected");

  // The Checkout link sits above the map: back up to it.
  await tabTo(page, page.getByRole("link", { name: "Checkout", exact: true }), { backwards: true });
  await page.keyboard.press("Enter");

  const checkout = new CheckoutPage(page);
  await expect(checkout.heading).toBeVisible();
  await expect(checkout.summary).toContainText(seatLabel(seat!.name));
  const typeInto = async (label: string, value: string) => {
    await tabTo(page, checkout.field(label));
    await page.keyboard.type(value);
    await expect(checkout.field(label)).toHaveValue(value);
  };
  await typeInto("First name", "Aino");
  await typeInto("Last name", "Virtanen");
  await typeInto("Email", "aino.keyboard@example.com");
  await typeInto("Phone", "040 123 4567");

  // The payment methods are one radio group: Tab enters it at the checked method, and the arrow keys
  // move within it (the one standard keyboard pattern for radios besides Tab and Space).
  const skip = page.getByRole("radio", { name: "Skip payment" });
  const group = page.getByRole("radiogroup", { name: "Payment method" });
  await tabTo(page, group.getByRole("radio", { checked: true }));
  for (let step = 0; step < 10 && !(await skip.evaluate((element) => element === document.activeElement)); step++) {
    await page.keyboard.press("ArrowDown");
  }
  await expect(skip).toBeFocused();
  await page.keyboard.press("Space");
  await expect(skip).toBeChecked();
  const terms = page.getByRole("checkbox", { name: "I accept the terms" });
  await tabTo(page, terms);
  await page.keyboard.press("Space");
  await expect(terms).toBeChecked();

  await tabTo(page, page.getByRole("button", { name: "Confirm", exact: true }));
  await page.keyboard.press("Enter");
  await checkout.expectSuccess();
  await expect(page.getByText(/^Booking number \d+$/)).toBeVisible();
});
