import { AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { wallTimeInDays, wallTimeToIso } from "../../pages/admin/forms.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";
import { seriousViolations } from "../../support/axe.js";

/**
 * Issue 38, point 2: a visitor buys a season ticket in Finnish. The event's page lists its series on sale; the series' map
 * shows a place taken on one of its dates as taken, holds a chosen place on both dates at once and drops one chosen
 * again; the order's checkout lists both dates and books with skip payment; the success page gives the order number and
 * each date's booking number. The series is made through the API on an event of the test's own (an admin spec).
 */

test.use(ownAddressPerTest);

test("a visitor buys a season ticket in Finnish with skip payment", async ({ page, newContext, mailbox }) => {
  const suffix = uniqueSuffix();
  const seriesName = `Syyskausi ${suffix}`;
  const api = await AdminApi.signIn(page.request);
  const catalog = await api.catalog();
  const place = (name: string) => catalog.spaces.get(name)!;
  const { eventId, occasionId } = await api.publishedOccasion(catalog, `Kamarimusiikki ${suffix}`, { Adult: 2500 }, 30);
  const { createOccasion: second } = await api.graphql<{ createOccasion: { id: string } }>(
    "mutation($eventId: ID!, $input: OccasionInput!) { createOccasion(eventId: $eventId, input: $input) { id } }",
    {
      eventId,
      input: {
        titles: [],
        startTime: wallTimeToIso(wallTimeInDays(37, 19)),
        status: "scheduled",
        bookable: true,
        customPricing: false,
        published: true,
        headsUpDays: 0,
        seasonal: false,
      },
    },
  );
  const { createSeries } = await api.graphql<{ createSeries: { id: string } }>(
    "mutation($input: SeriesInput!) { createSeries(input: $input) { id } }",
    {
      input: {
        eventId,
        names: [
          { language: "fi", text: seriesName },
          { language: "en", text: `Autumn season ${suffix}` },
          { language: "sv", text: `Höstsäsongen ${suffix}` },
        ],
        occasionIds: [occasionId, second.id],
        prices: [{ ticketTypeId: catalog.ticketTypes.get("Adult")!, price: 6000 }],
        published: true,
        singleDatesOnSale: true,
        saleStart: null,
        saleEnd: null,
      },
    },
  );
  // A house seat on the second date only: not free on every date of the series.
  await api.lockSpaces(second.id, [place("R5-S6")]);
  // A 25 % code for this event: one use for the whole season ticket.
  const { createVoucherCampaign: campaign } = await api.graphql<{ createVoucherCampaign: { id: string } }>(
    "mutation($input: VoucherCampaignInput!) { createVoucherCampaign(input: $input) { id } }",
    { input: { name: `Kausi ${suffix}`, kind: "PERCENT", value: 2500, eventIds: [eventId], usesPerCode: 1 } },
  );
  const { generateVoucherCodes: codes } = await api.graphql<{ generateVoucherCodes: string[] }>(
    "mutation($id: ID!) { generateVoucherCodes(campaignId: $id, count: 1, prefix: null) }",
    { id: campaign.id },
  );

  const visitor = await (await newContext()).newPage();
  const seatMap = new SeatMapPage(visitor, "fi");
  const order = visitor.getByTestId("series-order");

  await test.step("the event's page lists the season ticket with its dates and price", async () => {
    await visitor.goto(`/fi/events/${eventId}`);
    const section = visitor.getByTestId("season-tickets");
    await expect(section.getByRole("heading", { level: 2, name: "Kausiliput" })).toBeVisible();
    await expect(section).toContainText(seriesName);
    await expect(section).toContainText("2 esityskertaa");
    await expect(section).toContainText(/Kausilippu alkaen 60,00\s€/);
    await section.getByRole("link", { name: `Valitse paikat: ${seriesName}` }).click();
    await expect(visitor).toHaveURL(new RegExp(`/fi/series/${createSeries.id}$`));
  });

  await test.step("the map: a place taken on one date is taken; a free one is held on both dates, one chosen again dropped", async () => {
    await expect(visitor.getByRole("heading", { level: 1, name: seriesName })).toBeVisible();
    await expect(visitor.getByTestId("series-dates").getByRole("listitem")).toHaveCount(2);
    await expect(seatMap.map).toBeVisible();
    await expect(seatMap.space(place("R5-S6"))).toHaveClass(/\bfull\b/);
    await expect(seatMap.space(place("R5-S4"))).toHaveClass(/\bfree\b/);

    await seatMap.space(place("R5-S4")).click();
    await expect(seatMap.space(place("R5-S4"))).toHaveClass(/\byours\b/);
    await expect(order).toContainText("1 paikka");
    await expect(order).toContainText("2 esityskertaa");
    await expect(order.getByTestId("series-order-total")).toHaveText(/^Yhteensä 60,00\s€$/);

    await seatMap.space(place("R5-S5")).click();
    await expect(order).toContainText("2 paikkaa");
    await expect(order.getByTestId("series-order-total")).toHaveText(/^Yhteensä 120,00\s€$/);
    await seatMap.space(place("R5-S5")).click();
    await expect(order).toContainText("1 paikka");
    await expect(seatMap.space(place("R5-S5"))).not.toHaveClass(/\byours\b/);

    // Taken on the second date: refused with the map's word for it, nothing added.
    await seatMap.space(place("R5-S6")).click();
    await expect(seatMap.toast("Tämä paikka ei ole vapaana kausilipun jokaisella esityskerralla.")).toBeVisible();
    await expect(order).toContainText("1 paikka");
  });

  await test.step("with the keyboard: Enter on a focused place holds it, Enter again drops it; no serious axe violations", async () => {
    const seat = seatMap.space(place("R5-S7"));
    await seat.focus();
    await visitor.keyboard.press("Enter");
    await expect(seat).toHaveClass(/\byours\b/);
    await expect(order).toContainText("2 paikkaa");
    await expect(seat).toHaveAttribute("aria-label", /, Oma valintasi$/);
    await visitor.keyboard.press("Enter");
    await expect(order).toContainText("1 paikka");
    await expect(seat).not.toHaveClass(/\byours\b/);
    expect(await seriousViolations(visitor)).toEqual([]);
  });

  const email = `kausi-${suffix}@example.com`;
  await test.step("the checkout lists both dates and books with skip payment", async () => {
    await order.getByRole("link", { name: "Jatka kassalle" }).click();
    await expect(visitor).toHaveURL(/\/fi\/series\/orders\/[0-9a-f-]{36}$/);
    await expect(visitor.getByRole("heading", { level: 1, name: "Kausilipun kassa" })).toBeVisible();
    const summary = visitor.getByTestId("series-summary");
    await expect(summary.getByTestId("series-date")).toHaveCount(2);
    await expect(summary.getByTestId("checkout-total")).toHaveText(/^Yhteensä 60,00\s€$/);
    // The code, typed in lower case, takes 25 % off every date's ticket: one use for the whole season ticket.
    await visitor.getByRole("textbox", { name: "Kampanjakoodi" }).fill(codes[0]!.toLowerCase());
    await visitor.getByRole("button", { name: "Käytä", exact: true }).click();
    await expect(visitor.getByTestId("voucher-applied")).toContainText(codes[0]!);
    await expect(summary.getByTestId("checkout-discount")).toHaveText(/−15,00\s€/);
    await expect(summary.getByTestId("checkout-total")).toHaveText(/^Yhteensä 45,00\s€$/);
    const checkout = new CheckoutPage(visitor, "fi");
    await checkout.fill({ firstname: "Aino", lastname: "Virtanen", email, phone: "040 123 4567" });
    await checkout.acceptTerms();
    await checkout.chooseSkipPayment();
    expect(await seriousViolations(visitor)).toEqual([]);
    await checkout.confirm();
  });

  await test.step("the success page: the order number, each date's booking number, the tickets e-mailed", async () => {
    await expect(visitor).toHaveURL(/\/fi\/series\/orders\/[0-9a-f-]{36}\/success$/);
    await expect(visitor.getByRole("heading", { level: 1, name: "Kiitos, kausilippusi on varattu" })).toBeVisible();
    const result = visitor.getByTestId("series-success");
    await expect(result.getByRole("status")).toContainText(/^Tilausnumero \d+/);
    await expect(result.getByRole("status")).toContainText(`Liput lähetettiin sähköpostiosoitteeseen ${email}`);
    await expect(result.getByTestId("series-date")).toHaveCount(2);
    for (const date of await result.getByTestId("series-date").all()) await expect(date).toContainText(/Varausnumero \d+/);
    // One e-mail for the season ticket, with every date's ticket as a PDF of its own.
    await expect.poll(async () => (await mailbox.messagesTo(email)).length).toBe(1);
    const [mail] = await mailbox.messagesTo(email);
    expect(mail!.attachments.filter((attachment) => attachment.contentType === "application/pdf")).toHaveLength(2);
    expect(await seriousViolations(visitor)).toEqual([]);
    // The provider's return lands here on a page load of its own: the page loads its order by the URL.
    await visitor.reload();
    await expect(visitor.getByRole("heading", { level: 1, name: "Kiitos, kausilippusi on varattu" })).toBeVisible();
    await expect(visitor.getByTestId("series-success").getByTestId("series-date")).toHaveCount(2);
  });
});
