import { readFile } from "node:fs/promises";
import { AdminApi, ownAddress, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";
import { AppLayout } from "../../pages/AppLayout.js";
import { choose } from "../../pages/admin/forms.js";

/**
 * Issue 38, point 6 and its Playwright test: an operator makes a campaign of 20 % off for one event in the Finnish
 * administration and generates a batch of five codes, listed and downloaded as CSV; a visitor books a seat of that
 * event in Finnish, is refused a wrong code beside the field, types one of the batch's codes in lower case and pays
 * 20,00 € instead of 25,00 €, as the summary and the success page show. The test makes its own event.
 */

test.use(ownAddressPerTest);

const BATCH_SIZE = 5;
/** '25,00 €' as the Finnish pages write it (a no-break space before the sign). */
const money = (euros: string) => new RegExp(`${euros}\\s€`);

test("an operator creates a campaign with a batch of codes; a visitor books with one of them", async ({ page, baseURL, newContext }) => {
  const suffix = uniqueSuffix();
  const eventName = `Jousikvartetti ${suffix}`;
  const campaignName = `Kevätkampanja ${suffix}`;
  const main = page.getByRole("main");
  let occasionId = "";
  let seatId = "";
  let campaignId = "";
  let codes: string[] = [];

  await test.step("an event of its own at 25,00 € (made through the API)", async () => {
    const api = await AdminApi.signIn(page.request);
    const catalog = await api.catalog();
    ({ occasionId } = await api.publishedOccasion(catalog, eventName, { Adult: 2500 }, 30));
    seatId = catalog.spaces.get("R4-S5")!;
  });

  await test.step("Hallinta > Asetukset > Kampanjakoodit lists no campaign of the test's", async () => {
    await page.goto("/fi/events");
    const layout = new AppLayout(page, "fi");
    await layout.openMenu();
    await layout.drawer.getByRole("navigation", { name: "Hallinta", exact: true }).getByRole("link", { name: "Asetukset" }).click();
    await page
      .getByRole("navigation", { name: "Asetukset", exact: true })
      .getByRole("link", { name: "Kampanjakoodit", exact: true })
      .click();
    await expect(page).toHaveURL(/\/fi\/admin\/settings\/vouchers$/);
    await expect(main.getByRole("heading", { level: 1, name: "Kampanjakoodit" })).toBeVisible();
    await expect(main.getByTestId("voucher-campaign").filter({ hasText: campaignName })).toHaveCount(0);
  });

  await test.step("a campaign of 20 % off the test's event is saved", async () => {
    await main.getByRole("link", { name: "Uusi kampanja", exact: true }).click();
    await expect(main.getByRole("heading", { level: 1, name: "Uusi kampanja" })).toBeVisible();
    await main.getByRole("textbox", { name: "Nimi" }).fill(campaignName);
    await choose(page, main.getByRole("combobox", { name: "Alennuksen laji" }), "Prosenttialennus");
    await main.getByRole("textbox", { name: "Prosentti" }).fill("20");
    const events = main.getByRole("combobox", { name: "Tapahtumat" });
    await events.fill(suffix);
    await page.getByRole("option", { name: eventName, exact: true }).click();
    await events.press("Escape");
    await main.getByRole("button", { name: "Tallenna", exact: true }).click();
    await expect(main.getByRole("heading", { level: 1, name: campaignName })).toBeVisible();
    await expect(page).toHaveURL(/\/fi\/admin\/settings\/vouchers\/[0-9a-f-]{36}$/);
    campaignId = page.url().split("/").pop()!;
    await expect(main.getByRole("heading", { level: 2, name: "Koodit (0)" })).toBeVisible();
  });

  const codeRows = main
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });

  await test.step(`a batch of ${BATCH_SIZE} codes is generated and listed`, async () => {
    await main.getByRole("textbox", { name: "Määrä" }).fill(String(BATCH_SIZE));
    await main.getByRole("button", { name: "Luo koodit", exact: true }).click();
    await expect(page.getByText(`${BATCH_SIZE} koodia luotu`)).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: `Koodit (${BATCH_SIZE})` })).toBeVisible();
    await expect(codeRows).toHaveCount(BATCH_SIZE);
    codes = await Promise.all(
      (await codeRows.all()).map(async (row) => ((await row.getByRole("cell").first().textContent()) ?? "").trim()),
    );
    expect(new Set(codes).size).toBe(BATCH_SIZE);
    for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{6,}$/);
  });

  await test.step("the CSV download has the same five codes, none used", async () => {
    const downloading = page.waitForEvent("download");
    await main.getByRole("link", { name: "Lataa koodit (CSV)", exact: true }).click();
    const download = await downloading;
    const text = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
    const [header, ...rows] = text.split("\r\n").filter((line) => line !== "");
    expect(header).toBe("Koodi;Käytetty;Käyttökertoja enintään");
    expect(rows.map((row) => row.split(";"))).toEqual(expect.arrayContaining(codes.map((code) => [code, "0", ""])));
    expect(rows).toHaveLength(BATCH_SIZE);
  });

  await test.step("the list shows the campaign's discount and its codes", async () => {
    await page
      .getByRole("navigation", { name: "Asetukset", exact: true })
      .getByRole("link", { name: "Kampanjakoodit", exact: true })
      .click();
    const row = main.getByTestId("voucher-campaign").filter({ hasText: campaignName });
    await expect(row.getByRole("cell")).toHaveText([campaignName, "−20 %", String(BATCH_SIZE), "0"]);
  });

  // A visitor of their own: no session of the operator's, an address of their own for the code tries.
  const visitor = await (await newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": ownAddress() } })).newPage();
  const seatMap = new SeatMapPage(visitor, "fi");
  const checkout = new CheckoutPage(visitor, "fi");
  const codeField = visitor.getByRole("textbox", { name: "Kampanjakoodi", exact: true });
  const apply = visitor.getByRole("button", { name: "Käytä", exact: true });

  await test.step("a visitor takes a seat of the event in Finnish and goes to the checkout: 25,00 €", async () => {
    await seatMap.goto(occasionId);
    await seatMap.space(seatId).click();
    await expect(seatMap.space(seatId)).toHaveClass(/\byours\b/);
    await expect(seatMap.draftStatus).toContainText(checkout.text.tickets(1));
    await visitor.getByRole("link", { name: checkout.text.checkout, exact: true }).click();
    await expect(checkout.heading).toBeVisible();
    await expect(checkout.total).toHaveText(checkout.text.total(money("25,00")));
  });

  await test.step("a wrong code is refused beside the field, in Finnish", async () => {
    await codeField.fill("eikelpaa-123");
    await apply.click();
    await expect(codeField).toHaveAccessibleDescription("Koodi ei kelpaa. Tarkista koodi ja yritä uudelleen.");
    await expect(visitor.getByTestId("checkout-discount")).toHaveCount(0);
    await expect(checkout.total).toHaveText(checkout.text.total(money("25,00")));
  });

  const code = codes[2]!;

  await test.step("one of the batch's codes in lower case takes 20 % off: 5,00 €", async () => {
    await codeField.fill(code.toLowerCase());
    await apply.click();
    await expect(visitor.getByTestId("voucher-applied")).toContainText(`Koodi ${code} käytössä`);
    await expect(visitor.getByTestId("checkout-list-price")).toHaveText(/^Normaalisti 25,00\s€$/);
    await expect(visitor.getByTestId("checkout-ticket-type")).toHaveText(/^1 × Aikuinen: 20,00\s€$/);
    await expect(visitor.getByTestId("checkout-discount")).toHaveText(/^Alennus: −5,00\s€$/);
    await expect(checkout.total).toHaveText(checkout.text.total(money("20,00")));
  });

  await test.step("the code removed, the full price is back; applied again, the discount", async () => {
    await visitor.getByTestId("voucher-applied").getByRole("button", { name: "Poista koodi", exact: true }).click();
    await expect(codeField).toBeVisible();
    await expect(visitor.getByTestId("checkout-discount")).toHaveCount(0);
    await expect(checkout.total).toHaveText(checkout.text.total(money("25,00")));
    await codeField.fill(code.toLowerCase());
    await apply.click();
    await expect(visitor.getByTestId("checkout-discount")).toHaveText(/^Alennus: −5,00\s€$/);
    await expect(checkout.total).toHaveText(checkout.text.total(money("20,00")));
  });

  await test.step("confirmed with skip payment, the success page shows the discounted total", async () => {
    await checkout.fill({ firstname: "Aino", lastname: "Virtanen", email: `aino.${suffix}@example.com`, phone: "040 123 4567" });
    await checkout.acceptTerms();
    await checkout.chooseSkipPayment();
    await checkout.confirm();
    await checkout.expectSuccess();
    await expect(visitor.getByText(checkout.text.bookingNumber)).toBeVisible();
    await expect(visitor.getByTestId("checkout-discount")).toHaveText(/^Alennus: −5,00\s€$/);
    await expect(checkout.total).toHaveText(checkout.text.total(money("20,00")));
  });

  await test.step("the operator sees the code used once", async () => {
    await page.goto(`/fi/admin/settings/vouchers/${campaignId}`);
    await expect(codeRows.filter({ hasText: code }).getByRole("cell")).toHaveText([code, "1"]);
    await page
      .getByRole("navigation", { name: "Asetukset", exact: true })
      .getByRole("link", { name: "Kampanjakoodit", exact: true })
      .click();
    await expect(main.getByTestId("voucher-campaign").filter({ hasText: campaignName }).getByRole("cell")).toHaveText([
      campaignName,
      "−20 %",
      String(BATCH_SIZE),
      "1",
    ]);
  });
});
