import type { Locator } from "@playwright/test";
import { graphql, orchestraOccasion } from "../../fixtures/booking.js";
import { expect, test } from "../../fixtures/test.js";
import { seatLabel } from "../../fixtures/texts.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";
import { seriousViolations } from "../../support/axe.js";

/**
 * Issue 17, finding 3: the 571-place hall on a 390 x 844 phone. The map starts as a thumbnail of the whole
 * hall with seats far below a finger's 24 px; one tap on a section (the plan's sections: the demo hall's
 * seats carry data-section 1-3 from the left) zooms to it with its places at least 24 px, a tap on a place
 * too small for a finger zooms to its section instead of choosing a neighbour, and the chosen places and the
 * checkout stay on screen however far the page is scrolled. In Swedish.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const MIN_TARGET = 24;

async function size(locator: Locator): Promise<{ x: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not laid out");
  return box;
}

test("on a phone in Swedish: one tap zooms to a section, places are at least 24 px, the chosen places and checkout stay in reach", async ({
  page,
  request,
}) => {
  test.slow();
  const { occasionId, free } = await orchestraOccasion(request);
  const sections = await graphql<{ occasion: { plan: { spaces: { id: string; name: string; section: string | null }[] } } }>(
    request,
    "query($id: ID!) { occasion(id: $id) { plan { spaces { id name section } } } }",
    { id: occasionId },
  );
  const sectionOf = new Map(sections.occasion.plan.spaces.map((space) => [space.id, space.section]));
  const freeSeats = free("R", 400);
  const centre = freeSeats.find((seat) => sectionOf.get(seat.id) === "2")!;
  const right = freeSeats.find((seat) => sectionOf.get(seat.id) === "3")!;
  expect(centre && right, "free seats in sections 2 and 3").toBeTruthy();

  const seatMap = new SeatMapPage(page, "sv");
  await seatMap.goto(occasionId);
  const centreSeat = seatMap.space(centre.id);
  const rightSeat = seatMap.space(right.id);
  // The starting thumbnail: far too small for a finger.
  expect((await size(centreSeat)).width).toBeLessThan(MIN_TARGET);

  const chips = page.getByRole("group", { name: "Zooma till en sektion" });
  await expect(chips.getByRole("button")).toHaveText(["Hela salen", "Sektion 1", "Sektion 2", "Sektion 3", "Ståplats A"]);

  // One tap zooms to the centre section: its places are big enough and on screen.
  await chips.getByRole("button", { name: "Sektion 2" }).tap();
  await expect.poll(async () => (await size(centreSeat)).width).toBeGreaterThanOrEqual(MIN_TARGET);
  expect((await size(centreSeat)).height).toBeGreaterThanOrEqual(MIN_TARGET);
  await centreSeat.scrollIntoViewIfNeeded();
  const box = await size(centreSeat);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await centreSeat.tap();
  await expect(centreSeat).toHaveClass(/\byours\b/);

  // Back to the whole hall: a tap on a place too small for a finger zooms to its section and chooses nothing.
  await chips.getByRole("button", { name: "Hela salen" }).tap();
  await expect.poll(async () => (await size(rightSeat)).width).toBeLessThan(MIN_TARGET);
  await rightSeat.tap();
  await expect.poll(async () => (await size(rightSeat)).width).toBeGreaterThanOrEqual(MIN_TARGET);
  await expect(rightSeat).toHaveClass(/\bfree\b/);
  // The map scrolled to the place tapped: it is under the finger's column, no panning needed.
  const zoomed = await size(rightSeat);
  expect(zoomed.x).toBeGreaterThanOrEqual(0);
  expect(zoomed.x + zoomed.width).toBeLessThanOrEqual(390);
  await rightSeat.scrollIntoViewIfNeeded();
  await rightSeat.tap();
  await expect(rightSeat).toHaveClass(/\byours\b/);
  await expect(seatMap.draftStatus).toContainText("2 biljetter valda");

  // However far the page is scrolled, the chosen places and the checkout are on screen.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const chosen = page.getByRole("list", { name: "Dina platser" });
  await expect(chosen).toBeInViewport();
  // Listed in the plan's natural order (row 3 before row 9), not in the order they were tapped.
  const inNaturalOrder = [centre.name, right.name].sort(new Intl.Collator("sv", { numeric: true }).compare);
  await expect(chosen.getByRole("button")).toHaveText(inNaturalOrder.map((name) => seatLabel(name, "sv")));
  const toCheckout = page.getByRole("link", { name: "Till kassan", exact: true });
  await expect(toCheckout).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page), "seat map zoomed, with places chosen").toEqual([]);

  // A chosen place's tickets are one tap away, from anywhere on the page.
  await chosen.getByRole("button", { name: seatLabel(right.name, "sv") }).tap();
  const dialog = page.getByRole("dialog", { name: `Biljetter för ${seatLabel(right.name, "sv")}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Klar" }).tap();
  await expect(dialog).toBeHidden();

  await toCheckout.tap();
  const checkout = new CheckoutPage(page, "sv");
  await expect(checkout.heading).toBeVisible();
  await expect(checkout.summary.getByTestId("checkout-ticket")).toHaveCount(2);
});
