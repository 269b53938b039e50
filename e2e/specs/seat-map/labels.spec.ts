import { orchestraOccasion } from "../../fixtures/booking.js";
import { expect, test } from "../../fixtures/test.js";
import { seatLabel } from "../../fixtures/texts.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";

/**
 * Issue 17, finding 2: customers never see the drawing's ids (`R1-S6`, `standing-A`). The demo hall declares
 * its name pattern `R{row}-S{seat}` (and its standing area's section), and every customer page says the place
 * in the visitor's language through the one labelling function: the map, its card and list (in natural order:
 * row 1's seat 2 before seat 10), the tickets dialog and the checkout. In Finnish.
 */
test("in Finnish the map, its list, the tickets dialog and the checkout say 'Rivi 1, paikka 6', never R1-S6", async ({ page, request }) => {
  test.slow();
  const { occasionId, freeSeat, standingId } = await orchestraOccasion(request);
  const seat = freeSeat("R2-");
  const label = seatLabel(seat.name, "fi");
  expect(label).toMatch(/^Rivi 2, paikka \d+$/);
  const seatMap = new SeatMapPage(page, "fi");
  await seatMap.goto(occasionId);

  const space = seatMap.space(seat.id);
  await expect(space).toHaveAttribute("aria-label", `${label}, 1 / 1 vapaana`);
  await space.hover();
  await expect(page.getByRole("tooltip")).toContainText(label);
  await expect(page.getByRole("tooltip")).not.toContainText(seat.name);
  await expect(seatMap.space(standingId)).toHaveAttribute("aria-label", /^Seisomapaikka A, \d+ \/ 200 vapaana$/);

  // The list: labels, in the plan's natural order (the names sort R1-S1, R1-S10, R1-S11, R1-S2 as text).
  await page.getByRole("button", { name: "Valitse luettelosta" }).click();
  const firstColumn = page.getByRole("table").getByRole("row").locator("td:first-child");
  await expect(firstColumn.first()).toHaveText("Rivi 1, paikka 1");
  const listed = await firstColumn.allInnerTexts();
  expect(listed.slice(0, 12)).toEqual(Array.from({ length: 12 }, (_, i) => `Rivi 1, paikka ${i + 1}`));
  expect(listed.indexOf("Rivi 2, paikka 1")).toBeLessThan(listed.indexOf("Rivi 10, paikka 1"));
  expect(listed).toContain("Pyörätuolipaikka 1");
  expect(listed).toContain("Seisomapaikka A");
  expect(listed.filter((text) => /^R\d+-S\d+$|standing-|wheelchair-/.test(text))).toEqual([]);

  // The tickets dialog is titled by the label.
  await space.click();
  await expect(space).toHaveClass(/\byours\b/);
  await space.click();
  const dialog = page.getByRole("dialog", { name: `Paikan ${label} liput` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Valmis" }).click();
  await expect(dialog).toBeHidden();
  await seatMap.space(standingId).click();
  await expect(seatMap.draftStatus).toContainText("2 lippua valittu");

  // The checkout's summary (the server's label in the request's language).
  const checkout = new CheckoutPage(page, "fi");
  await page.getByRole("link", { name: "Kassalle", exact: true }).click();
  await expect(checkout.heading).toBeVisible();
  const places = checkout.summary.getByTestId("checkout-ticket").locator("td:first-child");
  await expect(places).toHaveText([label, "Seisomapaikka A"]);
  await expect(checkout.summary).not.toContainText(seat.name);
  await expect(checkout.summary).not.toContainText("standing-A");
});
