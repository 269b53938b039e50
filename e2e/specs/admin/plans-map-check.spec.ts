import type { Locator, Page } from "@playwright/test";
import { AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { PlanEditorPage } from "../../pages/admin/PlanEditorPage.js";

/**
 * Issue 34, item 17: an operator's own SVG with a name used twice, a place without a name and a standing area's
 * name drawn over the area (as a sibling after it) is checked in the plan editor, which lists the three
 * problems and shows one on the preview; on the admin's map the standing area is clicked through its text.
 */

test.use(ownAddressPerTest);

const OWN_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 220">
  <rect id="A-1" class="space" data-row="A" data-seat="1" x="10" y="10" width="30" height="30"/>
  <rect id="A-2" class="space" data-row="A" data-seat="2" x="50" y="10" width="30" height="30"/>
  <rect id="A-1" class="space" data-row="A" data-seat="3" x="90" y="10" width="30" height="30"/>
  <rect class="space" data-row="A" data-seat="4" x="130" y="10" width="30" height="30"/>
  <rect id="Standing" data-max-tickets="100" x="10" y="60" width="380" height="150" fill="#e9ecef"/>
  <text id="standing-name" x="200" y="160" font-size="60" font-weight="bold" font-family="sans-serif" text-anchor="middle">STANDING</text>
</svg>
`;

/** A point on the stroke of the text's 'I' (its fourth letter), in the page's coordinates. */
async function pointOnGlyph(text: Locator): Promise<{ x: number; y: number }> {
  return text.evaluate((element: SVGTextElement) => {
    const extent = element.getExtentOfChar(3);
    const point = new DOMPoint(extent.x + extent.width / 2, extent.y + extent.height * 0.6).matrixTransform(element.getScreenCTM()!);
    return { x: point.x, y: point.y };
  });
}

/** The element a click at the point reaches, with the text made a target or as the map draws it. */
function hitAt(page: Page, point: { x: number; y: number }, textTargeted: boolean): Promise<string | null> {
  return page.evaluate(
    ({ x, y, textTargeted }) => {
      const text = document.querySelector<SVGTextElement>("#standing-name")!;
      if (textTargeted) text.style.pointerEvents = "auto";
      const hit = document.elementFromPoint(x, y)?.getAttribute("id") ?? null;
      text.style.pointerEvents = "";
      return hit;
    },
    { ...point, textTargeted },
  );
}

test("the map check lists an operator's SVG's problems, and a standing area is clicked through its text", async ({ page }) => {
  const api = await AdminApi.signIn(page.request);
  const suffix = uniqueSuffix();
  const { createPlan } = await api.graphql<{ createPlan: { plan: { id: string } } }>(
    "mutation($input: PlanInput!) { createPlan(input: $input) { plan { id } } }",
    { input: { names: ["en", "fi", "sv"].map((language) => ({ language, text: `Own drawing ${suffix}` })), descriptions: [] } },
  );
  const editor = new PlanEditorPage(page, createPlan.plan.id);
  const problems = editor.main.getByRole("list", { name: "Map check", exact: true }).getByRole("listitem");

  await test.step("the upload lists a name used twice, a place without a name and a text over the standing area", async () => {
    await editor.goto("map");
    await editor.upload({ name: "own.svg", mimeType: "image/svg+xml", buffer: Buffer.from(OWN_SVG) });
    await expect(editor.toast("Map uploaded")).toBeVisible();
    await expect(editor.main.getByText("3 problems found on the map.", { exact: false })).toBeVisible();
    await expect(problems).toHaveCount(3);
    await expect(problems.nth(0)).toContainText("Place without a name: - (<rect> at 130, 10)");
    await expect(problems.nth(1)).toContainText('2 elements are named "A-1": "A-1" (<rect> at 10, 10), "A-1" (<rect> at 90, 10)');
    await expect(problems.nth(2)).toContainText('Text "standing-name" (<text> at');
    await expect(problems.nth(2)).toContainText('is drawn over place "Standing" (<rect> at 10, 60)');
    // A problem is pointed out on the preview.
    await problems.nth(2).getByRole("button", { name: "Show on the preview: problem 3" }).click();
    const highlights = editor.main.getByTestId("map-check-highlight");
    await expect(highlights).toHaveCount(2);
    await expect(highlights.first()).toBeVisible();
  });

  await test.step("on the admin's map, a click on the standing area's text reaches the area", async () => {
    await editor.openTab("spaces");
    const text = editor.main.locator("#standing-name");
    await expect(text).toBeVisible();
    const point = await pointOnGlyph(text);
    // The point is on a letter: were the text a target, it would take the click.
    expect(await hitAt(page, point, true)).toBe("standing-name");
    expect(await hitAt(page, point, false)).toBe("Standing");
    // An element without a space: the click creates its space.
    await page.mouse.click(point.x, point.y);
    await expect(editor.toast("1 space created")).toBeVisible();
    await expect(editor.spaceRow("Standing")).toBeVisible();
    const standing = editor.main.locator("#Standing");
    await expect(standing).toHaveAttribute("data-state", "bound");
    // A bound place: the click selects it.
    await page.mouse.click(point.x, point.y);
    await expect(standing).toHaveAttribute("aria-pressed", "true");
    await expect(editor.bulkEdit).toHaveAccessibleName("Edit 1 selected space");
  });
});
