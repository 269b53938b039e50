import { orchestraOccasion } from "../../fixtures/booking.js";
import { expect, test } from "../../fixtures/test.js";
import { AppLayout } from "../../pages/AppLayout.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";
import { seatLabel } from "../../fixtures/texts.js";

/**
 * The customer's journey in Finnish and in Swedish (SPEC sections 2 and 9): every text on the way
 * is the language's, written out by hand in pages/CheckoutPage.ts (checkoutTexts), and the URLs
 * stay under /fi or /sv. One Adult seat of The City Orchestra's first date, skip payment.
 */
for (const lng of ["fi", "sv"] as const) {
  test(`in ${lng}: seat map -> checkout -> skip payment -> success, all in the language`, async ({ page, request }) => {
    const { occasionId, freeSeat } = await orchestraOccasion(request);
    const seat = freeSeat();
    const seatMap = new SeatMapPage(page, lng);
    const checkout = new CheckoutPage(page, lng);
    const text = checkout.text;
    const layout = new AppLayout(page, lng);

    await seatMap.goto(occasionId);
    expect(await layout.documentLanguage()).toBe(lng);
    await expect(layout.languageButton).toBeVisible();
    await seatMap.space(seat.id).click();
    await expect(seatMap.space(seat.id)).toHaveClass(/\byours\b/);
    await expect(seatMap.draftStatus).toContainText(text.tickets(1));
    await expect(seatMap.draftStatus).toContainText(text.minutesRemaining);

    await page.getByRole("link", { name: text.checkout, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lng}/occasions/${occasionId}/checkout$`));
    await expect(checkout.heading).toBeVisible();
    await expect(layout.currentCrumb).toHaveText(text.title);
    await expect(page.getByTestId("checkout-ticket")).toHaveCount(1);
    await expect(checkout.summary).toContainText(seatLabel(seat.name, lng));
    await expect(checkout.total).toHaveText(text.total(text.adultPrice));
    await expect(page.getByRole("link", { name: text.changeSeats })).toBeVisible();

    // Confirm with nothing filled: the required-field message is the language's.
    await checkout.confirm();
    await expect(page.getByText(text.required, { exact: true })).toHaveCount(4);

    await checkout.fill({ firstname: "Aino", lastname: "Virtanen", email: `aino.${lng}@example.com`, phone: "040 123 4567" });
    await checkout.acceptTerms();
    await checkout.chooseSkipPayment();
    await checkout.confirm();

    await checkout.expectSuccess();
    await expect(page).toHaveURL(new RegExp(`/${lng}/occasions/${occasionId}/checkout/[0-9a-f-]{36}/success$`));
    await expect(page.getByText(text.bookingNumber)).toBeVisible();
    await expect(checkout.summary).toContainText(seatLabel(seat.name, lng));
    await expect(checkout.total).toHaveText(text.total(text.adultPrice));
    await expect(page.getByRole("link", { name: text.backToEvents, exact: true })).toHaveAttribute("href", `/${lng}/events`);
    expect(await page.evaluate(() => localStorage.getItem("seatbooking.draftUuid"))).toBeNull();
  });
}
