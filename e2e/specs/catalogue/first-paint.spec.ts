import type { Page } from "@playwright/test";
import { expect, test } from "../../fixtures/test.js";
import { EventDetailPage } from "../../pages/EventDetailPage.js";
import { EventListPage } from "../../pages/EventListPage.js";

/**
 * Issue 17, finding 7, first paint: a cold load shows the shell (the top bar, skeletons in the page's shape)
 * at once, before any GraphQL answer arrives, and nothing moves when the data replaces the skeletons. The
 * test holds every GraphQL response until it releases them, and sums the page's layout shifts with a
 * PerformanceObserver.
 */

/** Holds every GraphQL request of the page from now on until `release()`. */
async function holdGraphQL(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  let count = 0;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/graphql", async (route) => {
    count += 1;
    await released;
    await route.fallback();
  });
  return { release, held: () => count };
}

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift of the page (without recent input) from its start. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; sources: string[] }> = [];
    Object.assign(window, { layoutShifts: shifts });
    type LayoutShift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: Array<{ node?: Node | null }>;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          return node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName);
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("ensi lataus: yläpalkki ja sivun muotoinen luuranko näkyvät ennen tietoja, eikä mikään siirry kun tiedot tulevat", async ({
      page,
    }) => {
      await recordLayoutShifts(page);
      const list = new EventListPage(page, "fi");
      const graphql = await holdGraphQL(page);
      await page.goto("/fi/events");

      // Nothing has been answered yet: the shell shows.
      await expect.poll(graphql.held).toBeGreaterThan(0);
      await expect(list.layout.banner).toBeVisible();
      await expect(page.getByTestId("page-skeleton")).toBeVisible();
      await expect(page.getByTestId("page-skeleton")).toHaveAttribute("data-shape", "list");
      const before = (await list.layout.banner.boundingBox())!;
      expect(before.height).toBe(56);
      expect(before.y).toBe(0);

      graphql.release();
      await list.expectLoaded();
      await expect(page.getByTestId("page-skeleton")).toHaveCount(0);
      expect(await list.layout.banner.boundingBox()).toEqual(before);
      // Let the page settle, then sum every shift since it started.
      await expect(list.layout.loadingBar).toBeHidden();
      const shifts = await layoutShifts(page);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
    });
  });
}

test("ensi lataus tapahtuman sivulle: luuranko on tapahtuman muotoinen", async ({ page, catalogue }) => {
  await recordLayoutShifts(page);
  const event = await catalogue.sevenBrothers();
  const detail = new EventDetailPage(page, "fi");
  const graphql = await holdGraphQL(page);
  await page.goto(`/fi/events/${event.id}`);
  await expect.poll(graphql.held).toBeGreaterThan(0);
  await expect(detail.layout.banner).toBeVisible();
  await expect(page.getByTestId("page-skeleton")).toHaveAttribute("data-shape", "event");

  graphql.release();
  await expect(detail.occasionsHeading).toBeVisible();
  await expect(detail.layout.loadingBar).toBeHidden();
  const shifts = await layoutShifts(page);
  expect(
    shifts.reduce((sum, shift) => sum + shift.value, 0),
    JSON.stringify(shifts),
  ).toBeLessThan(0.01);
});

test("ennen sovelluksen koodia: yläpalkki maalataan heti HTML:stä, ja sovelluksen oma kuori korvaa sen siirtämättä mitään", async ({
  page,
}) => {
  await recordLayoutShifts(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // The app's entry module (index-<hash>.js) is held: only the HTML and its styles have arrived.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.fallback();
  });
  await page.goto("/fi/events", { waitUntil: "commit" });
  const banner = page.getByRole("banner");
  await expect(banner).toBeVisible();
  const before = (await banner.boundingBox())!;
  expect(before).toMatchObject({ x: 0, y: 0, height: 56 });

  release();
  const list = new EventListPage(page, "fi");
  await list.expectLoaded();
  expect(await list.layout.banner.boundingBox()).toEqual(before);
  await expect(list.layout.loadingBar).toBeHidden();
  const shifts = await layoutShifts(page);
  expect(
    shifts.reduce((sum, shift) => sum + shift.value, 0),
    JSON.stringify(shifts),
  ).toBeLessThan(0.01);
});
