import type { APIRequestContext } from "@playwright/test";
import { graphql, orchestraOccasion } from "../../fixtures/booking.js";
import { expect, test } from "../../fixtures/test.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";
import { seriousViolations } from "../../support/axe.js";

/**
 * Issue 17, finding 1: the map shows what a buyer decides by before holding anything. A legend says what
 * the colours mean; a card for the place under the pointer, the keyboard or a finger says which place it is,
 * what is left of it and what its ticket types cost; and the places are coloured by price level where the
 * price list prices the plan's zones apart (The Seven Brothers' second evening show: the front stalls, rows 1-5,
 * cost more).
 * In Swedish: no English on the page. Nothing is held on The Seven Brothers (the catalogue specs expect it
 * fully available); the tap test books the City Orchestra.
 */

/** The plan's places of an occasion by name. */
async function spaceIds(request: APIRequestContext, occasionId: string): Promise<Map<string, string>> {
  const data = await graphql<{ occasion: { plan: { spaces: { id: string; name: string }[] } } }>(
    request,
    "query($id: ID!) { occasion(id: $id) { plan { spaces { id name } } } }",
    { id: occasionId },
  );
  return new Map(data.occasion.plan.spaces.map((space) => [space.name, space.id]));
}

const euros = (amount: string) => new RegExp(`${amount}\\s€`);

test("in Swedish the map has a legend, price levels and a card per place with what is left and its prices", async ({
  page,
  catalogue,
  request,
}) => {
  test.slow();
  const event = await catalogue.sevenBrothers();
  // The second evening show prices the front stalls (rows 1-5) apart from the rest of the hall.
  const evening = [...event.occasions].sort((a, b) => a.startTime.localeCompare(b.startTime))[3];
  const ids = await spaceIds(request, evening!.id);
  const seatMap = new SeatMapPage(page, "sv");
  await seatMap.goto(evening!.id);

  const legend = page.getByTestId("seat-map-legend");
  await expect(legend.getByRole("heading", { name: "Teckenförklaring" })).toBeVisible();
  await expect(legend.getByRole("list", { name: "Platsernas status" }).getByRole("listitem")).toHaveText([
    "Ledig",
    "Ditt val",
    "Bokad",
    "Delvis bokad",
    // The swatch draws the plan's wheelchair symbol (hidden from assistive technology).
    /Rullstolsplats$/,
  ]);
  const levels = legend.getByRole("list", { name: "Prisnivåer" }).getByRole("listitem");
  await expect(levels).toHaveCount(2);
  await expect(levels.nth(0)).toContainText("Prisnivå 1");
  await expect(levels.nth(0)).toContainText(euros("49,00"));
  await expect(levels.nth(0)).toContainText(/Vuxen 49,00\s€, Barn 25,00\s€, Pensionär 42,00\s€, Studerande 35,00\s€/);
  await expect(levels.nth(1)).toContainText(/Prisnivå 2: Vuxen 39,00\s€, Barn 19,00\s€, Pensionär 32,00\s€, Studerande 25,00\s€/);

  // The front stalls are the dearer level, and a free place there is coloured apart from one further back.
  const front = seatMap.space(ids.get("R1-S6")!);
  const back = seatMap.space(ids.get("R12-S6")!);
  await expect(front).toHaveAttribute("data-price-level", "1");
  await expect(back).toHaveAttribute("data-price-level", "2");
  const fill = (locator: typeof front) => locator.evaluate((element) => getComputedStyle(element).fill);
  expect(await fill(front)).not.toBe(await fill(back));

  // Hovering a place shows its card: the place, what is left of it and its prices.
  await front.hover();
  const card = page.getByRole("tooltip");
  await expect(card).toBeVisible();
  await expect(card).toContainText("Sittplats");
  await expect(card).toContainText("1 / 1 lediga");
  await expect(card).toContainText("Prisnivå 1");
  await expect(card).toContainText(/Vuxen 49,00\s€/);
  await expect(card).toContainText(/Barn 25,00\s€/);
  await expect(front).toHaveAttribute("aria-describedby", (await card.getAttribute("id"))!);

  // The keyboard gets the same card: the 200-place standing area says what is left of it.
  const standing = seatMap.space(ids.get("standing-A")!);
  await standing.focus();
  await expect(card).toContainText("Ståplats");
  await expect(card).toContainText("200 / 200 lediga");
  await expect(card).toContainText(/Vuxen 39,00\s€/);
  expect(await seriousViolations(page), "seat map with a card shown").toEqual([]);
  await page.keyboard.press("Escape");
  await expect(card).toBeHidden();
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a tapped place shows its card, in Finnish", async ({ page, request }) => {
    const { occasionId, freeSeat } = await orchestraOccasion(request);
    const seat = freeSeat("R3-");
    const seatMap = new SeatMapPage(page, "fi");
    await seatMap.goto(occasionId);
    // The map opens zoomed to a section (issue 37); 'Koko sali' shows the whole hall's thumbnail.
    await page.getByRole("group", { name: "Lähennä lohkoon" }).getByRole("button", { name: "Koko sali" }).tap();
    const space = seatMap.space(seat.id);
    await expect.poll(async () => (await space.boundingBox())!.width).toBeLessThan(24);
    await space.scrollIntoViewIfNeeded();
    // The first tap on the whole hall's thumbnail shows the card (and zooms to the seat's section: finding 3).
    await space.tap();
    const card = page.getByRole("tooltip");
    await expect(card).toBeVisible();
    await expect(card).toContainText("Istumapaikka");
    await expect(card).toContainText("1 / 1 vapaana");
    await expect(card).toContainText(/Aikuinen 32,00\s€/);
    await expect(space).toHaveClass(/\bfree\b/);
    // Tapped again, now big enough, it is chosen and its card says so.
    await space.scrollIntoViewIfNeeded();
    await space.tap();
    await expect(space).toHaveClass(/\byours\b/);
    await expect(card).toContainText("Oma valintasi");
  });
});
