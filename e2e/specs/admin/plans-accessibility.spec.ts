import { AdminApi, ownAddressPerTest } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { CatalogFormPage, CatalogListPage, type CatalogKind } from "../../pages/admin/CatalogPages.js";
import { PlanEditorPage, PlansListPage, type PlanTab } from "../../pages/admin/PlanEditorPage.js";
import { seriousViolations } from "../../support/axe.js";

/**
 * Issue 14 item 6: axe finds no serious or critical violations on the plans list, the plan editor's tabs (on
 * the demo's concert hall: 2,016 spaces, paginated) and the catalogue's lists and forms. The pages are only
 * read, so the demo's plan serves.
 */

test.use(ownAddressPerTest);

test("the plans list and the plan editor's tabs", async ({ page }) => {
  // axe walks the map's 2,016 places on the spaces and styles tabs: 57-78 s on the development machine (2 cores,
  // beside another worker), 3.6 min throttled 4x with the server on one core (npm run test:e2e:slow).
  test.slow();
  const api = await AdminApi.signIn(page.request);
  const { plans } = await api.graphql<{ plans: Array<{ id: string; name: string }> }>("{ plans { id name } }");
  const hall = plans.find((plan) => plan.name === "Concert Hall");
  expect(hall, "the demo's Concert Hall plan").toBeDefined();
  const editor = new PlanEditorPage(page, hall!.id);

  await test.step("the plans list", async () => {
    const list = new PlansListPage(page);
    await list.goto();
    await expect(list.row("Concert Hall")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  const ready: Record<Exclude<PlanTab, "spaces">, () => Promise<void>> = {
    details: () => expect(editor.main.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Concert Hall"),
    map: async () => {
      await expect(editor.preview).toBeVisible();
      await expect(editor.removedHeading).toBeVisible();
    },
    // The demo's places are marked already: the table derives them all from the served map.
    places: async () => {
      await expect(editor.placesMap.locator("svg")).toBeVisible();
      await expect(editor.placesSummary).toHaveText(/^2016 places, /);
    },
    structure: () => expect(editor.namePattern).toBeVisible(),
    labels: () => expect(editor.labelsPreview.getByRole("row")).toHaveCount(11),
    styles: () => expect(editor.stylesPreview.locator("[data-space-id]")).toHaveCount(2016),
  };

  await test.step("the spaces tab: 2,016 spaces, 100 a page", async () => {
    await editor.goto("spaces");
    await expect(editor.spacesTable).toHaveAccessibleName("2016 spaces");
    await expect(editor.spacesTable.getByRole("row")).toHaveCount(101);
    await expect(editor.main.getByText("1 - 100 of 2016")).toBeVisible();
    await expect(editor.main.locator("[data-space-id]")).toHaveCount(2016);
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const tab of ["details", "map", "places", "structure", "labels", "styles"] as const) {
    await test.step(`the ${tab} tab`, async () => {
      await editor.goto(tab);
      await ready[tab]();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test("the ticket types, space types and addons lists and forms", async ({ page }) => {
  await AdminApi.signIn(page.request);
  const kinds: Array<{ kind: CatalogKind; listed: string }> = [
    { kind: "ticket-types", listed: "Adult" },
    { kind: "space-types", listed: "" },
    { kind: "addons", listed: "" },
  ];
  for (const { kind, listed } of kinds) {
    await test.step(`${kind}: the list`, async () => {
      const list = new CatalogListPage(page, kind);
      await list.goto();
      await expect(listed ? list.row(listed) : list.table.getByRole("row").nth(1)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step(`${kind}: the form with its messages shown`, async () => {
      const form = new CatalogFormPage(page, kind);
      await form.gotoCreate();
      await form.save.click();
      await expect(form.form.getByRole("textbox", { name: "Name", exact: true })).toHaveAttribute("aria-invalid", "true");
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step(`${kind}: a saved record's form`, async () => {
      const list = new CatalogListPage(page, kind);
      await list.goto();
      await list.table.getByRole("row").nth(1).getByRole("link").click();
      await expect(page.getByRole("main").getByRole("heading", { name: /^Edit / })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
