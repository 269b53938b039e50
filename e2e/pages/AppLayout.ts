import { expect, type Locator, type Page } from "@playwright/test";
import { texts, type Lng, type UiTexts } from "../fixtures/texts.js";

/**
 * The /{lng} layout around every page (SPEC section 2): the top bar with the menu button, the
 * site name and the language switcher; the events drawer; breadcrumbs; the global loading bar.
 */
export class AppLayout {
  readonly t: UiTexts;
  readonly banner: Locator;
  readonly main: Locator;
  readonly footer: Locator;
  readonly menuButton: Locator;
  readonly siteLink: Locator;
  readonly languageButton: Locator;
  readonly drawer: Locator;
  readonly drawerEvents: Locator;
  readonly breadcrumbs: Locator;
  readonly loadingBar: Locator;

  constructor(
    readonly page: Page,
    readonly lng: Lng = "en",
  ) {
    this.t = texts[lng];
    this.banner = page.getByRole("banner");
    this.main = page.getByRole("main");
    this.footer = page.getByRole("contentinfo");
    this.menuButton = this.banner.getByRole("button", { name: this.t.menu, exact: true });
    // The only link in the top bar is the site name.
    this.siteLink = this.banner.getByRole("link");
    this.languageButton = this.banner.getByRole("button", { name: this.t.changeLanguage, exact: true });
    this.drawer = page.getByRole("dialog", { name: this.t.menu, exact: true });
    this.drawerEvents = this.drawer.getByRole("navigation", { name: this.t.eventsNavigation, exact: true });
    this.breadcrumbs = page.getByRole("navigation", { name: this.t.breadcrumbs, exact: true });
    this.loadingBar = page.getByRole("progressbar", { name: this.t.loading, exact: true });
  }

  /** The same layout seen in another language (after a switch or a redirect). */
  in(lng: Lng): AppLayout {
    return new AppLayout(this.page, lng);
  }

  /**
   * A page the server rendered (the events list, an event's page: `<html data-page="light">`) shows its buttons before
   * its script has taken them over; they answer once it has (`data-hydrated`). Any other page draws them itself.
   */
  async untilInteractive(): Promise<void> {
    await expect(this.page.locator('html[data-page="light"]:not([data-hydrated])')).toHaveCount(0);
  }

  async openMenu(): Promise<void> {
    await this.untilInteractive();
    await expect(this.menuButton).toHaveAttribute("aria-expanded", "false");
    await this.menuButton.click();
    await expect(this.drawer).toBeVisible();
  }

  async closeMenu(): Promise<void> {
    await this.drawer.getByRole("button", { name: this.t.closeMenu, exact: true }).click();
    await expect(this.drawer).toBeHidden();
  }

  /** A link to an event in the open drawer. */
  drawerEvent(name: string): Locator {
    return this.drawerEvents.getByRole("link", { name, exact: true });
  }

  /** Opens the language switcher and returns its menu. */
  async openLanguageMenu(): Promise<Locator> {
    await this.untilInteractive();
    await this.languageButton.click();
    const menu = this.page.getByRole("menu");
    await expect(menu).toBeVisible();
    return menu;
  }

  /** Picks another language in the avatar switcher; returns the layout in that language. */
  async switchLanguage(lng: Lng): Promise<AppLayout> {
    const menu = await this.openLanguageMenu();
    await menu.getByRole("menuitem", { name: texts[lng].languageName }).click();
    const next = this.in(lng);
    await expect(next.languageButton).toBeVisible();
    return next;
  }

  /** The current page's crumb (the last one, not a link). */
  get currentCrumb(): Locator {
    return this.breadcrumbs.locator('[aria-current="page"]');
  }

  breadcrumbLink(name: string): Locator {
    return this.breadcrumbs.getByRole("link", { name, exact: true });
  }

  /** Every same-origin route link on the page (skip links and other in-page anchors excluded). */
  async internalLinkPaths(): Promise<string[]> {
    const hrefs = await this.page.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    return hrefs.filter((href) => href.startsWith("/"));
  }

  /** The language the document declares (`<html lang>`). */
  documentLanguage(): Promise<string | null> {
    return this.page.locator("html").getAttribute("lang");
  }
}
