import type { Page } from "@playwright/test";

/**
 * Waits until the page's CSS transitions and animations are done: a dialog still fading in is measured half
 * transparent, and axe then reports colour contrast that no visitor sees.
 */
export async function untilAnimationsSettle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
}
