import type { Page } from "@playwright/test";

/** The application's entry module as Vite names it in client/dist/index.html (`/assets/index-<hash>.js`); no other asset is called index. */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

/**
 * Holds the page's requests for the application's entry module until `release()` (what a page shows before the
 * application's code runs: the seat map the server drew); `requested()` counts them.
 */
export async function holdAppScript(page: Page): Promise<{ release: () => void; requested: () => number }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = 0;
  await page.route(APP_ENTRY, async (route) => {
    requested += 1;
    await released;
    await route.fallback();
  });
  return { release, requested: () => requested };
}
