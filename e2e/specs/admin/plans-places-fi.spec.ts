import path from "node:path";
import type { Page } from "@playwright/test";
import { AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";
import { PlanEditorPage } from "../../pages/admin/PlanEditorPage.js";

/**
 * Issue 35, in Finnish: an operator uploads each unmarked fixture chart (the arena's sections as paths, the hall's
 * seats as circles without ids), marks its places by rules and by clicks on the map, fixes the arena's duplicate,
 * makes its floor standing areas of 500 and saves; an occasion is published on each plan, and a visitor books three
 * tickets in the standing area A and the hall's seat Stalls-3-5, each through the checkout.
 */

test.use(ownAddressPerTest);

const FIXTURES = path.resolve(import.meta.dirname, "../../../server/fixtures/plans");
const ARENA = path.join(FIXTURES, "arena.svg");
const HALL = path.join(FIXTURES, "hall.svg");

/** A new plan of the administrator's, named in every language; its editor, in Finnish, on its map tab. */
async function newPlanEditor(page: Page, api: AdminApi, name: string): Promise<PlanEditorPage> {
  const { createPlan } = await api.graphql<{ createPlan: { plan: { id: string } } }>(
    "mutation($input: PlanInput!) { createPlan(input: $input) { plan { id } } }",
    { input: { names: ["en", "fi", "sv"].map((language) => ({ language, text: name })), descriptions: [] } },
  );
  const editor = new PlanEditorPage(page, createPlan.plan.id, "fi");
  await editor.goto("map");
  return editor;
}

/** The plan's spaces' ids by name. */
async function spaceIds(api: AdminApi, planId: string): Promise<Map<string, string>> {
  const { plan } = await api.graphql<{ plan: { spaces: Array<{ id: string; name: string }> } }>(
    "query($id: ID!) { plan(id: $id) { spaces { id name } } }",
    { id: planId },
  );
  return new Map(plan.spaces.map((space) => [space.name, space.id]));
}

test("in Finnish, an operator marks the arena and the hall, occasions are published and a visitor books a standing area and a seat", async ({
  page,
  newContext,
}) => {
  // About 40 s on a quiet development machine (two charts marked, two bookings): three times the usual time.
  test.slow();
  const api = await AdminApi.signIn(page.request);
  const suffix = uniqueSuffix();
  const arena = await newPlanEditor(page, api, `Jäähalli ${suffix}`);
  const text = arena.text;

  await test.step("the arena: uploaded, the rings marked by rules by group with their counts", async () => {
    await arena.upload(ARENA);
    await expect(arena.toast(text.uploaded)).toBeVisible();
    await arena.openTab("places");
    await expect(arena.placesSummary).toHaveText(text.summary(0, 0));
    await arena.addRule({ inGroup: "Lower" }, 24);
    await arena.addRule({ inGroup: "Club", withId: true }, 12);
    await arena.addRule({ inGroup: "Upper", withId: true }, 35);
    await expect(arena.placesSummary).toHaveText(text.summary(71, 2));
    await expect(arena.placeRules.getByRole("list", { name: text.rules }).getByRole("listitem")).toHaveCount(3);
  });

  await test.step("the floor's standing areas clicked on the map, through their labels", async () => {
    await expect(arena.labelsLetClicksThrough).toBeChecked();
    for (const section of ["A", "B", "C"]) await arena.pickElement(section);
    await expect(arena.placesSummary).toHaveText(text.summary(74, 2));
    await expect(arena.chartElement("A")).toHaveClass(/selected/);
  });

  await test.step("the label written twice names two sections 118: the one named by it is renamed 119", async () => {
    await expect(arena.savePlacesButton).toBeDisabled();
    await expect(arena.placesToFix).toHaveText(text.fixFirst(2));
    await arena.onlyProblems.check();
    await expect(arena.placesTable.getByText(text.duplicateName, { exact: true })).toHaveCount(2);
    await expect(arena.placeRow("118").nth(1)).toContainText(text.nameFromLabel);
    await arena.renamePlace("118", "119", 1);
    await expect(arena.placesSummary).toHaveText(text.summary(74, 0));
    await expect(arena.savePlacesButton).toBeEnabled();
    await arena.onlyProblems.uncheck();
  });

  await test.step("the floor's sections hold 500 each; saved, the spaces follow", async () => {
    await arena.findPlaces("Floor");
    await expect(arena.placesTable).toHaveAccessibleName("3 paikkaa näytetään");
    await arena.setCapacity(["A", "B", "C"], 500);
    await arena.findPlaces("");
    await arena.savePlaces();
    await expect(arena.toast(text.savedCounts(74, 0))).toBeVisible();
    await expect(arena.placeCapacity("A")).toHaveValue("500");
    await arena.openTab("spaces");
    await expect(arena.spacesTable).toHaveAccessibleName(text.spaces(74));
    await expect(arena.spaceRow("119")).toBeVisible();
  });

  const hall = await newPlanEditor(page, api, `Kaupunginteatteri ${suffix}`);

  await test.step("the hall: uploaded, every circle a seat named by its row's group and its number", async () => {
    await hall.upload(HALL);
    await expect(hall.toast(text.uploaded)).toBeVisible();
    await hall.openTab("places");
    await hall.addRule({ tag: "circle" }, 361);
    await expect(hall.placesSummary).toHaveText(text.summary(361, 0));
    await hall.findPlaces("Stalls-3-5");
    const row = hall.placeRow("Stalls-3-5");
    for (const part of ["Stalls", "3", "5"]) await expect(row.getByRole("cell", { name: part, exact: true })).toBeVisible();
  });

  await test.step("a click on the map unmakes the seat, another makes it again; saved", async () => {
    // The fifth circle of the stalls' third row, under its number 5.
    const seat = hall.placesMap.locator('[id="Stalls-row-3"] > circle').nth(4);
    await hall.pickMode("Click");
    await seat.click();
    await expect(hall.placesSummary).toHaveText(text.summary(360, 0));
    await expect(hall.placeRow("Stalls-3-5")).toHaveCount(0);
    await seat.click();
    await expect(hall.placesSummary).toHaveText(text.summary(361, 0));
    await expect(hall.placeRow("Stalls-3-5")).toHaveCount(1);
    await hall.findPlaces("");
    await hall.savePlaces();
    await expect(hall.toast(text.savedCounts(361, 0))).toBeVisible();
    await hall.openTab("spaces");
    await expect(hall.spacesTable).toHaveAccessibleName(text.spaces(361));
  });

  // The occasions: published through the API (the marking is what this spec is about; plans.spec.ts drives the forms).
  const catalog = await api.catalog();
  const arenaShow = await api.publishedOccasion({ ...catalog, planId: arena.planId }, `Jääkiekko ${suffix}`, { Adult: 2500 });
  const hallShow = await api.publishedOccasion({ ...catalog, planId: hall.planId }, `Näytelmä ${suffix}`, { Adult: 3000 });
  const standingA = (await spaceIds(api, arena.planId)).get("A")!;
  const stalls35 = (await spaceIds(api, hall.planId)).get("Stalls-3-5")!;

  const visitor = await (await newContext()).newPage();
  const seatMap = new SeatMapPage(visitor, "fi");
  const checkout = new CheckoutPage(visitor, "fi");
  const buy = async (tickets: number, place: string) => {
    await visitor.getByRole("link", { name: checkout.text.checkout, exact: true }).click();
    await expect(checkout.heading).toBeVisible();
    await expect(checkout.summary.getByTestId("checkout-ticket").locator("td:first-child")).toHaveText(Array(tickets).fill(place));
    await checkout.fill({ firstname: "Aino", lastname: "Virtanen", email: `aino.${suffix}@example.fi`, phone: "040 123 4567" });
    await checkout.acceptTerms();
    await checkout.chooseSkipPayment();
    await checkout.confirm();
    await checkout.expectSuccess();
    await expect(visitor.getByTestId("checkout-ticket")).toHaveCount(tickets);
  };

  await test.step("the visitor books three tickets in the standing area A of the arena", async () => {
    await seatMap.goto(arenaShow.occasionId);
    const area = seatMap.space(standingA);
    await expect(area).toHaveAttribute("aria-label", /, 500 \/ 500 vapaana$/);
    await area.click();
    await expect(area).toHaveClass(/\byours\b/);
    await area.click();
    const dialog = visitor.getByRole("dialog", { name: "Paikan A liput", exact: true });
    for (const count of [2, 3]) {
      await dialog.getByRole("button", { name: "Lisää lippu", exact: true }).click();
      await expect(dialog.getByText(`Lippu ${count}`, { exact: true })).toBeVisible();
    }
    await dialog.getByRole("button", { name: "Valmis", exact: true }).click();
    await expect(seatMap.draftStatus).toContainText(checkout.text.tickets(3));
    await buy(3, "A");
  });

  await test.step("the visitor books the hall's seat Stalls-3-5", async () => {
    await seatMap.goto(hallShow.occasionId);
    const seat = seatMap.space(stalls35);
    await seat.click();
    await expect(seat).toHaveClass(/\byours\b/);
    await expect(seatMap.draftStatus).toContainText(checkout.text.tickets(1));
    await buy(1, "Stalls, rivi 3, paikka 5");
  });
});
