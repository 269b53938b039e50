import { expect, type Locator, type Page } from "@playwright/test";
import type { Lng } from "../fixtures/texts.js";
import { AppLayout } from "./AppLayout.js";

/** The generic error page (SPEC section 2): 'Oops!', the apology, the location and the status. */
export class ErrorPage {
  readonly layout: AppLayout;
  readonly heading: Locator;
  readonly apology: Locator;
  readonly backHome: Locator;

  constructor(
    readonly page: Page,
    readonly lng: Lng = "en",
  ) {
    this.layout = new AppLayout(page, lng);
    const t = this.layout.t;
    this.heading = page.getByRole("heading", { level: 1, name: t.errorTitle, exact: true });
    this.apology = page.getByText(t.errorMessage, { exact: true });
    this.backHome = page.getByRole("link", { name: t.backHome, exact: true });
  }

  /** The line with the status and its text, e.g. '404 Not Found'. */
  status(code: 400 | 404): Locator {
    return this.page.getByText(this.layout.t.status[code], { exact: true });
  }

  /** Expects the error page for `code` at `location` (path and search). */
  async expectError(code: 400 | 404, location: string): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.apology).toBeVisible();
    await expect(this.status(code)).toBeVisible();
    await expect(this.page.getByText(`${this.layout.t.errorLocation}: ${location}`, { exact: true })).toBeVisible();
  }
}
