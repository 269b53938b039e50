import type { Page } from "@playwright/test";
import { AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { PlanEditorPage } from "../../pages/admin/PlanEditorPage.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";

/**
 * Issue 14 item 6: a hostile SVG uploaded through the plan editor runs nowhere (the admin preview, the spaces
 * tab's map, the customer's map), and what sanitizing removed is listed; a file that is not well-formed and one
 * over the size limit are refused with a message and leave the stored map as it was.
 */

test.use(ownAddressPerTest);

/** Every payload sets window.__pwned and calls alert(): either one shows that script ran. */
const RUN = "window.__pwned=true;alert('pwned')";

const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 300 120" onload="${RUN}">
  <style>@import url("https://attacker.invalid/evil.css"); .space { fill: #868e96 }</style>
  <script>${RUN.replace(/'/g, '"')}</script>
  <rect id="H-1-1" class="space seat" data-section="H" data-row="1" data-seat="1" x="10" y="10" width="30" height="30" onclick="${RUN}"/>
  <rect id="H-1-2" class="space seat" data-section="H" data-row="1" data-seat="2" x="50" y="10" width="30" height="30" onmouseover="${RUN}"/>
  <rect id="H-1-3" class="space seat" data-section="H" data-row="1" data-seat="3" x="90" y="10" width="30" height="30"/>
  <foreignObject x="10" y="60" width="120" height="50">
    <div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="${RUN}"/></div>
  </foreignObject>
  <a href="javascript:${RUN}"><text x="160" y="30">Click me</text></a>
</svg>
`;

/** Collects what would show that a payload ran: dialogs, and console messages and page errors naming the marker. */
function watch(page: Page, seen: string[]) {
  page.on("dialog", (dialog) => {
    seen.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (/pwned/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => {
    if (/pwned/i.test(error.message)) seen.push(`pageerror: ${error.message}`);
  });
}

const pwned = (page: Page) => page.evaluate(() => (window as { __pwned?: unknown }).__pwned);

test("a hostile SVG runs nowhere, and bad or too large files are refused with the map kept", async ({ page, newContext }) => {
  const seen: string[] = [];
  watch(page, seen);
  const api = await AdminApi.signIn(page.request);
  const suffix = uniqueSuffix();
  const { createPlan } = await api.graphql<{ createPlan: { plan: { id: string } } }>(
    "mutation($input: PlanInput!) { createPlan(input: $input) { plan { id } } }",
    { input: { names: ["en", "fi", "sv"].map((language) => ({ language, text: `Hostile ${suffix}` })), descriptions: [] } },
  );
  const planId = createPlan.plan.id;
  const editor = new PlanEditorPage(page, planId);
  const storedMap = async () => (await page.request.get(`/api/plans/${planId}/map.svg`)).text();

  await test.step("the upload through the map tab lists what was removed; the preview runs nothing", async () => {
    await editor.goto("map");
    await editor.upload({ name: "hostile.svg", mimeType: "image/svg+xml", buffer: Buffer.from(HOSTILE_SVG) });
    await expect(editor.toast("Map uploaded")).toBeVisible();
    const removed = editor.removedList.getByRole("listitem");
    await expect(removed.filter({ hasText: /script/ })).not.toHaveCount(0);
    await expect(removed.filter({ hasText: /onload/ })).not.toHaveCount(0);
    await expect(removed.filter({ hasText: /onclick/ })).not.toHaveCount(0);
    await expect(removed.filter({ hasText: /foreignObject/ })).not.toHaveCount(0);
    await expect(editor.preview).toBeVisible();
    await expect.poll(() => editor.preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    // After a reload, the list comes from the server (planMapRemoved).
    await editor.goto("map");
    await expect(editor.removedList.getByRole("listitem").filter({ hasText: /foreignObject/ })).not.toHaveCount(0);
    const stored = await storedMap();
    for (const forbidden of ["<script", "onload", "onclick", "onmouseover", "onerror", "foreignObject", "javascript:", "@import"])
      expect(stored, forbidden).not.toContain(forbidden);
    expect(await pwned(page)).toBeUndefined();
  });

  await test.step("the spaces tab shows the map inline: nothing runs, even when its places are clicked", async () => {
    await editor.openTab("spaces");
    await expect(editor.createFromMap).toHaveText("Create spaces for all unbound elements (3)");
    await editor.createFromMap.click();
    await expect(editor.spacesTable).toHaveAccessibleName("3 spaces");
    const map = editor.main.locator(".plan svg, svg").first();
    await expect(map).toBeVisible();
    await editor.main.locator('[data-space-id]:not([data-space-id^="new:"])').first().click();
    await editor.main.getByText("Click me").click({ force: true });
    await expect(page).toHaveURL(new RegExp(`/plans/${planId}/spaces$`));
    expect(await pwned(page)).toBeUndefined();
  });

  await test.step("the customer's map of an occasion on the plan runs nothing", async () => {
    const { ticketTypes } = await api.catalog();
    const { occasionId } = await api.publishedOccasion({ planId, ticketTypes, spaces: new Map() }, `Hostile event ${suffix}`, {
      Adult: 1500,
    });
    const customer = await (await newContext()).newPage();
    watch(customer, seen);
    const seatMap = new SeatMapPage(customer);
    await seatMap.goto(occasionId);
    await expect(customer.locator("[data-space-id]")).toHaveCount(3);
    await customer.locator("[data-space-id]").first().click();
    await expect(customer.locator("[data-space-id]").first()).toHaveClass(/\byours\b/);
    await seatMap.map.getByText("Click me").click({ force: true });
    await expect(customer).toHaveURL(new RegExp(`/occasions/${occasionId}$`));
    expect(await pwned(customer)).toBeUndefined();
  });

  await test.step("a file that is not well-formed is refused with the server's message; the map stays", async () => {
    const before = await storedMap();
    await editor.openTab("map");
    await editor.upload({
      name: "broken.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'),
    });
    await expect(editor.alert).toContainText(/well-formed/i);
    expect(await storedMap()).toBe(before);
  });

  await test.step("a 6 MB file is refused as too large; the map stays", async () => {
    const before = await storedMap();
    const padding = `<!-- ${"x".repeat(6 * 1024 * 1024)} -->`;
    const big = HOSTILE_SVG.replace("</svg>", `${padding}</svg>`);
    await editor.upload({ name: "big.svg", mimeType: "image/svg+xml", buffer: Buffer.from(big) });
    await expect(editor.alert).toContainText(/^The file \(6(\.\d)? MB\) is larger than the server accepts\./);
    expect(await storedMap()).toBe(before);
  });

  expect(seen, "dialogs, console messages or page errors of a payload").toEqual([]);
});
