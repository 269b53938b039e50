import path from "node:path";
import { AdminApi, ADMIN, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { AccountPage } from "../../pages/AccountPage.js";
import { AdminEventPage } from "../../pages/admin/AdminEventsPages.js";
import { CatalogFormPage } from "../../pages/admin/CatalogPages.js";
import { EventFormPage } from "../../pages/admin/EventFormPage.js";
import { choose, formatWallTime, wallTimeInDays } from "../../pages/admin/forms.js";
import { OccasionFormPage } from "../../pages/admin/OccasionFormPage.js";
import { PlanCreatePage, PlanEditorPage, PlansListPage } from "../../pages/admin/PlanEditorPage.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";

/**
 * Issue 14 item 6: the administrator's path from an SVG file to a booking. A plan is built from the concert
 * hall fixture through the plan editor (map, spaces, name pattern, price zones, labels, styles), a ticket type
 * and an addon are made in the settings screens, an event on the plan sells a zone price with the addon, and
 * a customer in another browser books a seat of the zone and sees its label, the zone price and the addon.
 * The test builds its own plan (the demo's 'Concert Hall' is left alone).
 */

test.use(ownAddressPerTest);

const CONCERT_HALL = path.resolve(import.meta.dirname, "../../../server/fixtures/plans/concert-hall.svg");
const PLACES = 2016;
/**
 * A save that writes every place of the 2,016-place plan: 0.5 s on the development machine, 1.4 s with its
 * cores busy, but 17-19.5 s in two CI runs on a loaded machine (the server logs any SQL statement over 1 s,
 * naming it). Its answer is awaited this long; every other expectation keeps the config's timeout.
 */
const WHOLE_PLAN_SAVE = { timeout: 60_000 };

test("an administrator builds a plan from an SVG and a customer books a zone seat with an addon", async ({ page, newContext }) => {
  // Fifteen steps in two browsers on a 2,016-place plan: 27-29 s on the development machine (2 cores), 1.9 min
  // with the browsers throttled 4x and the server on one core (npm run test:e2e:slow).
  test.slow();
  const suffix = uniqueSuffix();
  const planName = `Concert hall ${suffix}`;
  const typeName = `Member ${suffix}`;
  const addonName = `Programme ${suffix}`;
  const eventName = `Symphony ${suffix}`;
  const zones = [`Zone A ${suffix}`, `Zone B ${suffix}`];
  const seat = "PC-12-7";
  let api!: AdminApi;
  let editor!: PlanEditorPage;
  let planId = "";

  await test.step("the administrator signs in and creates a plan", async () => {
    await new AccountPage(page).loginOk(ADMIN.email, ADMIN.password);
    api = await AdminApi.ofSession(page.request);
    const list = new PlansListPage(page);
    await list.goto();
    await list.createLink.click();
    planId = await new PlanCreatePage(page).create({
      English: planName,
      suomi: `Konserttisali ${suffix}`,
      svenska: `Konsertsal ${suffix}`,
    });
    editor = new PlanEditorPage(page, planId);
    await expect(editor.tab("map")).toHaveAttribute("aria-selected", "true");
  });

  await test.step("uploads the concert hall's SVG: a preview and nothing removed", async () => {
    // The editor fetches the plan again after an upload (its version changed): the spaces tab saves over it.
    const refetched = page.waitForResponse((response) => /"operationName":"AdminPlan"/.test(response.request().postData() ?? ""));
    await editor.upload(CONCERT_HALL);
    await expect(editor.toast("Map uploaded")).toBeVisible();
    await refetched;
    await expect(editor.nothingRemoved).toBeVisible();
    await expect(editor.removedList).toHaveCount(0);
    await expect(editor.preview).toBeVisible();
    await expect.poll(() => editor.preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    // The curved terrace's box covers the balcony's last row, its shape does not (issue 34, item 17).
    await expect(editor.main.getByText(/^No problems found: /)).toBeVisible();
  });

  await test.step("creates a space for every element of the map", async () => {
    await editor.openTab("spaces");
    await expect(editor.createFromMap).toHaveText(`Create spaces for all unbound elements (${PLACES})`);
    await editor.createFromMap.click();
    await expect(editor.toast(`${PLACES} spaces created`)).toBeVisible(WHOLE_PLAN_SAVE);
    await expect(editor.spacesTable).toHaveAccessibleName(`${PLACES} spaces`);
    await expect(editor.createFromMap).toHaveText("Create spaces for all unbound elements (0)");
    await expect(editor.createFromMap).toBeDisabled();
    await expect(editor.main.getByText("0 spaces have no element on the map", { exact: true })).toBeVisible();
    await expect(editor.main.locator('[data-space-id^="new:"]')).toHaveCount(0);
    // A page of 100 rows.
    await expect(editor.spacesTable.getByRole("row")).toHaveCount(101);
  });

  await test.step("sets the name pattern and two price zones", async () => {
    await editor.openTab("structure");
    await editor.namePattern.fill("{section}-{row}-{seat}");
    // The example reads the first spaces' names with the pattern as it is typed.
    const example = editor.namePatternForm.getByRole("table", { name: /^Example/ });
    await expect(example.getByRole("row").nth(1).getByRole("cell")).toHaveText([/^B1-\d+-\d+$/, "B1", /^\d+$/, /^\d+$/]);
    await editor.saveIn(editor.namePatternForm).click();
    await expect(editor.toast("Saved")).toBeVisible(WHOLE_PLAN_SAVE);
    await editor.addZones(zones);
    await expect
      .poll(async () => {
        const { plan } = await api.graphql<{ plan: { namePattern: string; priceZones: Array<{ name: string }> } }>(
          "query($id: ID!) { plan(id: $id) { namePattern priceZones { name } } }",
          { id: planId },
        );
        return plan;
      })
      .toEqual({ namePattern: "{section}-{row}-{seat}", priceZones: zones.map((name) => ({ name })) });
  });

  await test.step("puts row 12 of the parterre centre in the first zone (bulk edit)", async () => {
    await editor.openTab("spaces");
    await editor.filterSpaces({ section: "PC", row: "12" });
    await expect(editor.spaceRow(seat)).toBeVisible();
    const rowCount = (await editor.spacesTable.getByRole("row").count()) - 1;
    expect(rowCount).toBeGreaterThan(10);
    await editor.selectPage.check();
    await expect(editor.bulkEdit).toHaveAccessibleName(`Edit ${rowCount} selected spaces`);
    await editor.setZoneOfSelected(zones[0]!);
    await expect(editor.spaceRow(seat).getByRole("cell").last()).toHaveText(zones[0]!);
    await expect(editor.spaceRow("PC-12-1").getByRole("cell").last()).toHaveText(zones[0]!);
    await editor.filterSpaces({ section: "PC", row: "13", seat: "7" });
    await expect(editor.spaceRow("PC-13-7").getByRole("cell").last()).toHaveText("Default zone");
  });

  await test.step("gives the spaces a label mask with a live preview", async () => {
    await editor.openTab("labels");
    await editor.spaceLabelMask.fill("{section} row {row}, seat {seat}");
    const first = editor.labelsPreview.getByRole("row").nth(1).getByRole("cell");
    const name = (await first.first().textContent()) ?? "";
    const [section, row, seatNumber] = name.split("-");
    await expect(first.last()).toHaveText(`${section} row ${row}, seat ${seatNumber}`);
    await editor.saveIn(editor.labelsForm).click();
    await expect
      .poll(async () => {
        const { plan } = await api.graphql<{ plan: { spaceLabelMask: string | null } }>(
          "query($id: ID!) { plan(id: $id) { spaceLabelMask } }",
          {
            id: planId,
          },
        );
        return plan.spaceLabelMask;
      })
      .toBe("{section} row {row}, seat {seat}");
    await editor.openTab("spaces");
    await editor.filterSpaces({ section: "PC", row: "12", seat: "7" });
    await expect(editor.spaceRow(seat).getByRole("cell").nth(2)).toHaveText("PC row 12, seat 7");
  });

  await test.step("styles the map with a preview and saves", async () => {
    await editor.openTab("styles");
    await editor.styles.fill(".seat.free { fill: #2b8a3e }");
    const previewSeat = editor.stylesPreview.locator("#PC-12-7, [id$='PC-12-7']").first();
    await expect(previewSeat).toHaveCSS("fill", "rgb(43, 138, 62)");
    await editor.saveIn(editor.stylesForm).click();
    await expect(editor.main.getByRole("heading", { name: "Removed from the styles when saving" })).toBeVisible();
    await expect(editor.main.getByText("Nothing was removed.", { exact: true })).toBeVisible();
    const { plan } = await api.graphql<{ plan: { styles: string; spaceLabelMask: string } }>(
      "query($id: ID!) { plan(id: $id) { styles spaceLabelMask } }",
      { id: planId },
    );
    expect(plan.spaceLabelMask).toBe("{section} row {row}, seat {seat}");
    expect(plan.styles).toContain("#2b8a3e");
  });

  await test.step("the plans list counts its spaces", async () => {
    const list = new PlansListPage(page);
    await list.goto();
    await expect(list.row(planName).getByRole("cell")).toHaveText([planName, String(PLACES), "2434", "0"]);
  });

  await test.step("creates a ticket type in three languages at VAT 10", async () => {
    const form = new CatalogFormPage(page, "ticket-types");
    await form.gotoCreate();
    await form.fillNames({ English: typeName, suomi: `Jäsen ${suffix}`, svenska: `Medlem ${suffix}` });
    await form.vat.fill("10");
    await form.productCode.fill(`MEMBER-${suffix}`);
    await form.saveAndExpectListed(typeName);
  });

  await test.step("creates an addon at VAT 25.5", async () => {
    const form = new CatalogFormPage(page, "addons");
    await form.gotoCreate();
    await form.fillNames({ English: addonName, suomi: `Käsiohjelma ${suffix}`, svenska: `Program ${suffix}` });
    await form.field("Price in euros").fill("4.50");
    await form.vat.fill("25.5");
    await form.productCode.fill(`PROG-${suffix}`);
    await form.saveAndExpectListed(addonName);
  });

  let eventId = "";
  let occasionId = "";
  const start = wallTimeInDays(30, 19);

  await test.step("creates an event on the plan with a plain and a zone price and the addon, and publishes it", async () => {
    const form = new EventFormPage(page);
    await form.gotoCreate();
    await form.fillTexts([
      { tab: "English", name: eventName },
      { tab: "suomi", name: `Konsertti ${suffix}` },
      { tab: "svenska", name: `Konsert ${suffix}` },
    ]);
    await form.choosePlan(planName);
    await form.addPrice(typeName, "20,00");
    await form.prices.getByRole("button", { name: "Add price", exact: true }).click();
    await choose(page, form.prices.getByRole("combobox", { name: "Price zone, row 2", exact: true }), zones[0]!);
    await choose(page, form.prices.getByRole("combobox", { name: "Ticket type, row 2", exact: true }), typeName);
    await form.prices.getByRole("textbox", { name: "Price in euros, row 2", exact: true }).fill("35,00");
    // A multi-select: its list stays open after a choice.
    await form.form.getByRole("combobox", { name: "Addons", exact: true }).click();
    await page.getByRole("option", { name: addonName, exact: true }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();
    await form.published.check();
    await form.save.click();
    const eventPage = new AdminEventPage(page);
    await expect(eventPage.heading(eventName)).toBeVisible();
    eventId = eventPage.eventId();
  });

  await test.step("adds a published occasion", async () => {
    const eventPage = new AdminEventPage(page);
    const form = new OccasionFormPage(page);
    await eventPage.createOccasionLink.click();
    await form.pick("Starts", start);
    await form.published.check();
    await form.save.click();
    await expect(eventPage.occasionRow(formatWallTime(start))).toBeVisible();
    occasionId = (await api.occasionsOf(eventId))[0] ?? "";
    expect(occasionId).toBeTruthy();
  });

  const customerPage = await (await newContext()).newPage();
  const seatMap = new SeatMapPage(customerPage);
  const checkout = new CheckoutPage(customerPage);

  await test.step("a customer picks a zone seat labelled by the mask and adds the addon", async () => {
    const { plan } = await api.graphql<{ plan: { spaces: Array<{ id: string; name: string }> } }>(
      "query($id: ID!) { plan(id: $id) { spaces { id name } } }",
      { id: planId },
    );
    const spaceId = plan.spaces.find((space) => space.name === seat)!.id;
    await seatMap.goto(occasionId);
    await expect(customerPage.getByRole("heading", { level: 1, name: eventName })).toBeVisible();
    const place = seatMap.space(spaceId);
    await expect(place).toHaveAttribute("aria-label", /PC row 12, seat 7/);
    await place.click();
    await expect(place).toHaveClass(/\byours\b/);
    await place.click();
    const dialog = customerPage.getByRole("dialog", { name: "Tickets for PC row 12, seat 7" });
    await expect(dialog.getByRole("combobox", { name: "Ticket type" })).toHaveValue(new RegExp(typeName));
    await expect(dialog.getByText("Total €35.00")).toBeVisible();
    await dialog.getByRole("checkbox", { name: `${addonName} €4.50` }).check();
    await expect(dialog.getByText("Total €39.50")).toBeVisible();
    await dialog.getByRole("button", { name: "Done", exact: true }).click();
    await customerPage.getByRole("link", { name: checkout.text.checkout }).click();
  });

  await test.step("checks out with skip payment: the label, the zone price and the addon", async () => {
    await expect(checkout.heading).toBeVisible();
    const ticket = checkout.summary.getByTestId("checkout-ticket");
    await expect(ticket).toHaveCount(1);
    await expect(ticket.getByRole("cell")).toHaveText([
      "PC row 12, seat 7",
      new RegExp(`^${typeName}\\s*\\+ ${addonName} €4\\.50$`),
      "€39.50",
    ]);
    await expect(checkout.total).toHaveText("Total €39.50");
    await checkout.fill({ firstname: "Ilona", lastname: `Zone-${suffix}`, email: `ilona.${suffix}@example.com`, phone: "040 765 4321" });
    await checkout.acceptTerms();
    await checkout.chooseSkipPayment();
    await checkout.confirm();
    await checkout.expectSuccess();
    const summary = customerPage.getByTestId("checkout-summary");
    await expect(summary.getByTestId("checkout-ticket").getByRole("cell")).toHaveText([
      "PC row 12, seat 7",
      new RegExp(`^${typeName}\\s*\\+ ${addonName} €4\\.50$`),
      "€39.50",
    ]);
    await expect(summary.getByTestId("checkout-total")).toHaveText("Total €39.50");
  });
});
