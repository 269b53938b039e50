import type { Locator, Page } from "@playwright/test";
import { orchestraOccasion, serverDraft, storedDraft } from "../../fixtures/booking.js";
import { expect, test } from "../../fixtures/test.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";

/**
 * Issue 37, item 7: the seat map and the place list are each one tab stop, the arrow keys moving between places (the
 * roving tabindex pattern: by row and seat on the map, by item in the list). A booking with the keyboard alone: Tab to
 * the map, arrows to a free seat, Enter holds it; the same in the list; then on to the checkout's first field.
 */

/** Presses Tab (or Shift+Tab) until `reached` says the focused element is the one; the presses it took. */
async function tabUntil(page: Page, reached: () => Promise<boolean>, { backwards = false, max = 60 } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    if (await reached()) return presses;
  }
  throw new Error(`not reached with ${max} presses of ${backwards ? "Shift+Tab" : "Tab"}`);
}

const isFocused = (locator: Locator) => () => locator.evaluate((element) => element === document.activeElement).catch(() => false);

/** What the focused element is: its place (data-space-id or the list's data-list-space-id), label and classes. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      spaceId: element?.getAttribute("data-space-id") ?? element?.getAttribute("data-list-space-id") ?? null,
      onMap: element?.closest("#root .plan") !== null && element?.hasAttribute("data-space-id") === true,
      inList: element?.closest("table") !== null,
      label: element?.getAttribute("aria-label") ?? "",
      classes: element?.getAttribute("class") ?? "",
      outline: element ? getComputedStyle(element).outlineStyle : "",
      outlineWidth: element ? getComputedStyle(element).outlineWidth : "",
    };
  });
}

test("keyboard only: Tab to the map (one tab stop), arrows to a free seat, Enter holds it; the same in the list; then on to checkout", async ({
  page,
  request,
}) => {
  const { occasionId } = await orchestraOccasion(request);
  const seatMap = new SeatMapPage(page);
  await seatMap.goto(occasionId);
  const chooseFromList = page.getByRole("button", { name: "Choose from a list" });
  const zoomIn = page.getByRole("button", { name: "Zoom in" });

  let heldOnMap = "";
  await test.step("the map is one tab stop: Tab enters it at its first place and leaves it for the next control", async () => {
    const places = page.locator("#root .plan [data-space-id]");
    expect(await places.count()).toBeGreaterThan(300);
    await expect(page.locator('#root .plan [data-space-id][tabindex="0"]')).toHaveCount(1);
    // From the top of the page: a few controls (the map's sections, its zoom), then the map.
    await page.locator("body").focus();
    const toMap = await tabUntil(page, async () => (await focused(page)).onMap);
    expect(toMap, "Tab presses from the top of the page to the map").toBeLessThan(30);
    const entered = await focused(page);
    expect(entered.label).toMatch(/^Row 1, seat 1, /);
    // A clearly visible focus ring.
    expect(entered.outline).toBe("solid");
    expect(entered.outlineWidth).toBe("3px");
    await page.keyboard.press("Tab");
    await expect(chooseFromList).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    expect((await focused(page)).spaceId).toBe(entered.spaceId);
    await page.keyboard.press("Shift+Tab");
    await expect(zoomIn).toBeFocused();
    await page.keyboard.press("Tab");
    expect((await focused(page)).spaceId).toBe(entered.spaceId);
  });

  await test.step("the arrow keys move by row and seat; Enter on a free seat holds it, confirmed by the server", async () => {
    await page.keyboard.press("ArrowDown");
    expect((await focused(page)).label).toMatch(/^Row 2, seat 1, /);
    await page.keyboard.press("ArrowRight");
    expect((await focused(page)).label).toMatch(/^Row 2, seat 2, /);
    await page.keyboard.press("End");
    expect((await focused(page)).label).toMatch(/^Row 2, seat 22, /);
    await page.keyboard.press("Home");
    expect((await focused(page)).label).toMatch(/^Row 2, seat 1, /);
    // Five rows back, where the rows have widened by a seat on the left: the seat straight behind is the second.
    await page.keyboard.press("PageDown");
    expect((await focused(page)).label).toMatch(/^Row 7, seat 2, /);
    await page.keyboard.press("ArrowUp");
    expect((await focused(page)).label).toMatch(/^Row 6, seat 2, /);
    // Sold places are passed over by hand: each says its availability.
    for (let presses = 0; presses < 25 && !/\bfree\b/.test((await focused(page)).classes); presses++)
      await page.keyboard.press("ArrowRight");
    const seat = await focused(page);
    expect(seat.classes, "a free seat in row 6").toMatch(/\bfree\b/);
    expect(seat.label).toMatch(/^Row 6, seat \d+, 1 \/ 1 available$/);
    heldOnMap = seat.spaceId!;
    await page.keyboard.press("Enter");
    await expect(seatMap.space(heldOnMap)).toHaveClass(/\byours\b/);
    await expect(seatMap.draftStatus).toContainText("1 ticket selected");
    await expect.poll(async () => (await storedDraft(page)).uuid).toBeTruthy();
    const { uuid } = await storedDraft(page);
    await expect.poll(async () => (await serverDraft(page, uuid!)).tickets.map((ticket) => ticket.spaceId)).toEqual([heldOnMap]);
    // The focus stays on the seat, now the visitor's: the live update re-rendered the map around it.
    expect((await focused(page)).spaceId).toBe(heldOnMap);
    await expect(page.locator('#root .plan [data-space-id][tabindex="0"]')).toHaveCount(1);
  });

  await test.step("the list is one tab stop too: arrows, PageDown and Enter hold a free seat from it", async () => {
    await page.keyboard.press("Tab");
    await expect(chooseFromList).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(chooseFromList).toHaveAttribute("aria-expanded", "true");
    const listButtons = page.locator("table [data-list-space-id]");
    expect(await listButtons.count()).toBeGreaterThan(300);
    await expect(page.locator('table [data-list-space-id][tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press("Tab");
    const first = await focused(page);
    expect(first.inList).toBe(true);
    expect(first.label).toMatch(/^(Choose|Edit tickets,) Row 1, seat 1, /);
    // One tab stop: the next Tab leaves the list, Shift+Tab comes back to the same place.
    await page.keyboard.press("Tab");
    expect((await focused(page)).inList).toBe(false);
    await page.keyboard.press("Shift+Tab");
    expect((await focused(page)).spaceId).toBe(first.spaceId);

    await page.keyboard.press("ArrowDown");
    expect((await focused(page)).label).toMatch(/ Row 1, seat 2, /);
    await page.keyboard.press("PageDown");
    expect((await focused(page)).label).toMatch(/ Row 1, seat 12, /);
    await page.keyboard.press("ArrowUp");
    expect((await focused(page)).label).toMatch(/ Row 1, seat 11, /);
    for (let presses = 0; presses < 40 && !/^Choose .*, 1 \/ 1 available$/.test((await focused(page)).label); presses++)
      await page.keyboard.press("ArrowDown");
    const item = await focused(page);
    expect(item.label, "a free seat in the list").toMatch(/^Choose Row \d+, seat \d+, 1 \/ 1 available$/);
    await page.keyboard.press("Enter");
    const chosen = page.locator(`table [data-list-space-id="${item.spaceId}"]`);
    await expect(chosen).toHaveAccessibleName(/^Edit tickets, Row \d+, seat \d+, 0 \/ 1 available, Your selection$/);
    await expect(chosen).toBeFocused();
    await expect(seatMap.space(item.spaceId!)).toHaveClass(/\byours\b/);
    await expect(seatMap.draftStatus).toContainText("2 tickets selected");
    const { uuid } = await storedDraft(page);
    await expect
      .poll(async () => (await serverDraft(page, uuid!)).tickets.map((ticket) => ticket.spaceId).sort())
      .toEqual([heldOnMap, item.spaceId].sort());
  });

  await test.step("back up to the checkout link and on to the checkout's first field, still with the keyboard", async () => {
    const checkoutLink = page.getByRole("link", { name: "Checkout", exact: true });
    const backwards = await tabUntil(page, isFocused(checkoutLink), { backwards: true });
    // Past the list, the map and the controls above it: a few presses, not one per place (372 places).
    expect(backwards, "Shift+Tab presses from the list back to the checkout link").toBeLessThan(30);
    await page.keyboard.press("Enter");
    const checkout = new CheckoutPage(page);
    await expect(checkout.heading).toBeVisible();
    const firstName = checkout.field("First name");
    await tabUntil(page, isFocused(firstName));
    await page.keyboard.type("Aino");
    await expect(firstName).toHaveValue("Aino");
  });
});
