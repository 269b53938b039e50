import path from "node:path";
import { AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { PlanEditorPage } from "../../pages/admin/PlanEditorPage.js";
import { seriousViolations } from "../../support/axe.js";

/**
 * Issue 35: the places tab turns the unmarked arena (sections as paths with separate labels, one label written
 * twice) into places: rules by group with a live count, the floor's sections clicked on the map, the duplicate
 * fixed in the table, the floor made standing areas of 500, saved as the map's own marks and the spaces created.
 */

test.use(ownAddressPerTest);

const ARENA = path.resolve(import.meta.dirname, "../../../server/fixtures/plans/arena.svg");

test("an operator marks the arena's places by rules and clicks, fixes a duplicate, sizes the floor and saves", async ({ page }) => {
  const api = await AdminApi.signIn(page.request);
  const suffix = uniqueSuffix();
  const { createPlan } = await api.graphql<{ createPlan: { plan: { id: string } } }>(
    "mutation($input: PlanInput!) { createPlan(input: $input) { plan { id } } }",
    { input: { names: ["en", "fi", "sv"].map((language) => ({ language, text: `Arena ${suffix}` })), descriptions: [] } },
  );
  const editor = new PlanEditorPage(page, createPlan.plan.id);
  await editor.goto("map");
  await editor.upload(ARENA);
  await expect(editor.toast("Map uploaded")).toBeVisible();

  await test.step("rules by group, previewed with their counts", async () => {
    await editor.openTab("places");
    await expect(editor.placesSummary).toHaveText("0 places, 0 to fix");
    // The lower ring's sections, those without an id too (named by their labels).
    await editor.addRule({ inGroup: "Lower" }, 24);
    await editor.addRule({ inGroup: "Club", withId: true }, 12);
    await editor.addRule({ inGroup: "Upper", withId: true }, 35);
    await expect(editor.placesSummary).toHaveText("71 places, 2 to fix");
    await expect(editor.placeRules.getByRole("list", { name: "Rules" }).getByRole("listitem")).toHaveCount(3);
  });

  await test.step("the floor's sections clicked on the map (through their labels)", async () => {
    for (const section of ["A", "B", "C"]) await editor.pickElement(section);
    await expect(editor.placesSummary).toHaveText("74 places, 2 to fix");
    await expect(editor.chartElement("A")).toHaveClass(/selected/);
  });

  await test.step("the label written twice names two sections 118: Save waits until one is renamed", async () => {
    await expect(editor.savePlacesButton).toBeDisabled();
    await expect(editor.placesToFix).toHaveText("2 places must be fixed before saving (red in the table).");
    await editor.main.getByRole("checkbox", { name: "Only places with problems", exact: true }).check();
    await expect(editor.placesTable.getByRole("row")).toHaveCount(3);
    await expect(editor.placesTable.getByText("Same name as another place", { exact: true })).toHaveCount(2);
    // The second is the section without an id, which took the stray label.
    await expect(editor.placeRow("118").nth(1)).toContainText("Its label");
    expect(await seriousViolations(page)).toEqual([]);
    await editor.renamePlace("118", "119", 1);
    await expect(editor.placesSummary).toHaveText("74 places, 0 to fix");
    await expect(editor.savePlacesButton).toBeEnabled();
    await editor.main.getByRole("checkbox", { name: "Only places with problems", exact: true }).uncheck();
  });

  await test.step("the floor is three standing areas of 500", async () => {
    await editor.findPlaces("Floor");
    await expect(editor.placesTable.getByRole("row")).toHaveCount(4);
    await editor.setCapacity(["A", "B", "C"], 500);
    await editor.findPlaces("");
  });

  await test.step("saved: the spaces follow, and the tab starts from the marks", async () => {
    await editor.savePlaces();
    await expect(editor.toast(/^Places saved: 74 new spaces, 0 removed, /)).toBeVisible();
    await expect(editor.placesSummary).toHaveText("74 places, 0 to fix");
    await expect(editor.placeRules.getByRole("list", { name: "Rules" })).toHaveCount(0);
    await expect(editor.placesTable.getByRole("textbox", { name: "Capacity of A", exact: true })).toHaveValue("500");
    await editor.openTab("spaces");
    await expect(editor.spacesTable).toHaveAccessibleName("74 spaces");
    await expect(editor.spaceRow("119")).toBeVisible();
  });
});
