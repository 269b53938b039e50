import { randomUUID } from "node:crypto";
import { checkoutOfHeldDraft, orchestraOccasion } from "../../fixtures/booking.js";
import { expect, test } from "../../fixtures/test.js";
import type { Lng } from "../../fixtures/texts.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";
import { seriousViolations } from "../../support/axe.js";

/** axe finds no serious or critical violations on the seat map, the checkout and its result pages. */

for (const lng of ["en", "fi"] as const satisfies readonly Lng[]) {
  test.describe(`in ${lng}`, () => {
    test("the seat map, with a seat held and with the tickets dialog open", async ({ page, request }) => {
      // axe walks all 571 places of the map; on a busy machine that takes a while.
      test.slow();
      const { occasionId, freeSeat } = await orchestraOccasion(request);
      const seat = freeSeat();
      const seatMap = new SeatMapPage(page, lng);
      await seatMap.goto(occasionId);
      expect(await seriousViolations(page), "seat map").toEqual([]);

      await seatMap.space(seat.id).click();
      await expect(seatMap.space(seat.id)).toHaveClass(/\byours\b/);
      await expect(seatMap.draftStatus).toBeVisible();
      // The whole map was scanned above (axe takes most of its time on the 571 places): what is new is the
      // held seat and the draft's status.
      expect(
        await seriousViolations(page, { exclude: `.plan [data-space-id]:not([data-space-id="${seat.id}"])` }),
        "seat map with a held seat",
      ).toEqual([]);

      await seatMap.space(seat.id).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      // The map behind the dialog was scanned just before: the dialog is what is new.
      expect(await seriousViolations(page, { include: '[role="dialog"]' }), "tickets dialog").toEqual([]);
    });

    test("the checkout, with validation errors, and the success page", async ({ page, request }) => {
      // Three axe scans: 20-22 s on the development machine, up to 121 s throttled on a loaded one.
      test.slow();
      const { occasionId, freeSeat } = await orchestraOccasion(request);
      const checkout = new CheckoutPage(page, lng);
      await checkoutOfHeldDraft(page, occasionId, [freeSeat().id], lng);
      await expect(checkout.heading).toBeVisible();
      await expect(checkout.total).toBeVisible();
      expect(await seriousViolations(page), "checkout").toEqual([]);

      await checkout.confirm();
      await expect(page.getByText(checkout.text.required, { exact: true }).first()).toBeVisible();
      expect(await seriousViolations(page), "checkout with errors").toEqual([]);

      await checkout.fill({ firstname: "Aino", lastname: "Virtanen", email: "aino.axe@example.com", phone: "040 123 4567" });
      await checkout.acceptTerms();
      await checkout.chooseSkipPayment();
      await checkout.confirm();
      await checkout.expectSuccess();
      expect(await seriousViolations(page), "success page").toEqual([]);
    });

    test("the expired page", async ({ page, request }) => {
      const { occasionId } = await orchestraOccasion(request);
      const checkout = new CheckoutPage(page, lng);
      await page.goto(`/${lng}/occasions/${occasionId}/checkout/${randomUUID()}/expired`);
      // A result page of a booking this browser cannot read: 'This booking cannot be shown here'.
      await checkout.expectExpired(true);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
