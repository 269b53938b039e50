import type { Page } from "@playwright/test";
import { expect, test } from "../../fixtures/test.js";
import { EventDetailPage } from "../../pages/EventDetailPage.js";
import { EventListPage } from "../../pages/EventListPage.js";

/**
 * Issue 17, finding 7, and issue 37, first paint. The events list and an event's page come from the server whole (their
 * content in the HTML): shown before any script or GraphQL answer, nothing moving when their script takes them over.
 * Other pages are the application's: a cold load paints the top bar from the HTML at once and the application's shell
 * replaces it without moving anything. The tests hold scripts and GraphQL responses until they release them, and sum
 * the page's layout shifts with a PerformanceObserver.
 */

/** Holds the requests for URLs matching `pattern` from now on until `release()`. */
async function hold(page: Page, pattern: string | RegExp): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  let count = 0;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
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

/** The server-rendered pages' script (light-<hash>.js). */
const LIGHT_SCRIPT = /\/assets\/light-[\w-]+\.js$/;

const totalShift = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("ensi lataus: palvelin lähettää tapahtumalistan valmiina, ja skripti ottaa sen haltuunsa siirtämättä mitään", async ({ page }) => {
      await recordLayoutShifts(page);
      const list = new EventListPage(page, "fi");
      const script = await hold(page, LIGHT_SCRIPT);
      const graphql = await hold(page, "**/graphql");
      await page.goto("/fi/events", { waitUntil: "commit" });

      // No script has run and nothing was asked of GraphQL: the page is there.
      await expect(list.heading).toBeVisible();
      await expect(list.eventCards.first()).toBeVisible();
      await expect.poll(script.held).toBe(1);
      expect(graphql.held()).toBe(0);
      const before = (await list.layout.banner.boundingBox())!;
      expect(before).toMatchObject({ x: 0, y: 0, height: 56 });

      script.release();
      await list.layout.untilInteractive();
      expect(await list.layout.banner.boundingBox()).toEqual(before);
      expect(graphql.held()).toBe(0);
      const shifts = await layoutShifts(page);
      expect(totalShift(shifts), JSON.stringify(shifts)).toBeLessThan(0.01);
    });
  });
}

test("ensi lataus tapahtuman sivulle: päivät näkyvät palvelimen HTML:stä ennen skriptiä", async ({ page, catalogue }) => {
  await recordLayoutShifts(page);
  const event = await catalogue.sevenBrothers();
  const detail = new EventDetailPage(page, "fi");
  const script = await hold(page, LIGHT_SCRIPT);
  await page.goto(`/fi/events/${event.id}`, { waitUntil: "commit" });
  await expect(detail.occasionsHeading).toBeVisible();
  await expect(detail.occasions.first()).toBeVisible();
  await expect.poll(script.held).toBe(1);

  script.release();
  await detail.layout.untilInteractive();
  const shifts = await layoutShifts(page);
  expect(totalShift(shifts), JSON.stringify(shifts)).toBeLessThan(0.01);
});

test("ennen sovelluksen koodia: yläpalkki maalataan heti HTML:stä, ja sovelluksen oma kuori korvaa sen siirtämättä mitään", async ({
  page,
}) => {
  await recordLayoutShifts(page);
  // The app's entry module (index-<hash>.js) is held: only the HTML and its styles have arrived.
  const app = await hold(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto("/fi/account", { waitUntil: "commit" });
  const banner = page.getByRole("banner");
  await expect(banner).toBeVisible();
  const before = (await banner.boundingBox())!;
  expect(before).toMatchObject({ x: 0, y: 0, height: 56 });
  await expect.poll(app.held).toBe(1);

  app.release();
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  expect(await banner.boundingBox()).toEqual(before);
  await expect(new EventListPage(page, "fi").layout.loadingBar).toBeHidden();
  const shifts = await layoutShifts(page);
  expect(totalShift(shifts), JSON.stringify(shifts)).toBeLessThan(0.01);
});
