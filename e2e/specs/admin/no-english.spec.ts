import type { Locator, Page } from "@playwright/test";
import { AdminApi, ownAddressPerTest } from "../../fixtures/admin.js";
import { checkoutOfHeldDraft, orchestraOccasion } from "../../fixtures/booking.js";
import { expect, test } from "../../fixtures/test.js";
import { SeatMapPage } from "../../pages/SeatMapPage.js";
import { englishFinder, pageTexts } from "../../support/english-texts.js";

/**
 * Issue 15, no English left behind: every route a visitor and an administrator can open, in Finnish and in
 * Swedish, with its menus, dialogs, date pickers and messages opened, shows no English text: not from the
 * dictionaries, the server's messages or the component library's built-in labels.
 */

test.use(ownAddressPerTest);

const LANGUAGES = ["fi", "sv"] as const;

/** Walks pages, collecting English texts per page; the test fails listing every one of them at the end. */
class Sweep {
  readonly problems: string[] = [];
  private readonly finder;

  constructor(
    private readonly page: Page,
    readonly lng: (typeof LANGUAGES)[number],
  ) {
    this.finder = englishFinder(lng);
  }

  /** Collects the page's texts once its main heading (or `ready`) shows. */
  async check(what: string, ready: Locator = this.page.getByRole("heading").first()) {
    await expect(ready).toBeVisible();
    await expect(this.page.getByRole("progressbar")).toHaveCount(0);
    for (const problem of this.finder.englishAmong(await pageTexts(this.page))) this.problems.push(`${this.lng} ${what}: ${problem}`);
  }

  async visit(path: string, what = path, ready?: Locator) {
    await this.page.goto(`/${this.lng}${path}`);
    await this.check(what, ready);
  }

  /** Opens the first record of the list on the page (the first link in its table), then checks it. */
  async openFirstRow(what: string) {
    const link = this.page.getByRole("table").getByRole("link").first();
    await expect(link).toBeVisible();
    await link.click();
    await this.page.waitForURL((url) => url.pathname.split("/").length > 4);
    await this.check(what);
  }
}

for (const lng of LANGUAGES) {
  test(`a visitor meets no English in ${lng}`, async ({ newContext }) => {
    const context = await newContext({ locale: lng === "fi" ? "fi-FI" : "sv-SE" });
    const page = await context.newPage();
    const sweep = new Sweep(page, lng);

    await test.step("events, an event, its seat map, the menu and the language menu", async () => {
      await sweep.visit("", "front page");
      await sweep.visit("/events");
      await page.getByRole("main").getByRole("link").first().click();
      await page.waitForURL(/\/events\/[^/]+$/);
      await sweep.check("event");
      // The application's map, once it has replaced the one the server drew (boot-map.spec.ts sweeps that one).
      const seatMap = new SeatMapPage(page, lng);
      await seatMap.goto((await orchestraOccasion(page.request)).occasionId);
      await sweep.check("seat map", seatMap.map);
      await page.getByRole("button", { name: lng === "fi" ? "Valikko" : "Meny" }).click();
      await sweep.check("menu", page.getByRole("dialog"));
      await page.keyboard.press("Escape");
    });

    await test.step("checkout of a held seat", async () => {
      const occasion = await orchestraOccasion(page.request);
      await checkoutOfHeldDraft(page, occasion.occasionId, [occasion.freeSeat().id], lng);
      await sweep.check(
        "checkout",
        page.getByRole("button", { name: lng === "fi" ? /Vahvista|Maksa|Jatka/ : /Bekräfta|Betala|Fortsätt/ }).first(),
      );
      // The form's own messages: submit it empty (the checkout form is the page's last; the voucher code's comes before it).
      const checkoutForm = page.locator("form").last();
      await checkoutForm.getByRole("textbox").first().fill("");
      await checkoutForm.locator("button[type=submit]").click();
      await sweep.check("checkout messages", page.locator("[aria-invalid=true]").first());
    });

    await test.step("sign-in with its password toggle and a wrong password's message; a missing page", async () => {
      await sweep.visit("/account");
      await page.getByLabel(/Sähköposti|E-post/).fill("nobody@example.com");
      await page.locator("input[type=password]").fill("wrong-password-123");
      await page.locator("input[type=password]").press("Enter");
      await sweep.check("sign-in refused", page.getByRole("alert").first());
      await sweep.visit("/xyzzy-404", "404 page");
    });

    expect(sweep.problems, sweep.problems.join("\n")).toEqual([]);
  });

  test(`an administrator meets no English in ${lng}`, async ({ page }) => {
    test.slow(); // Some 25 screens in a row.
    const api = await AdminApi.signIn(page.request);
    const sweep = new Sweep(page, lng);
    // A booking for the bookings screens to show.
    const occasion = await orchestraOccasion(page.request);
    await api.boxOfficeBooking(occasion.occasionId, [occasion.freeSeat().id], {
      firstname: "Aino",
      lastname: "Virtanen",
      email: "aino.virtanen@example.com",
      phone: "+358401234567",
    });

    // The demo's orchestra event, not the list's first row: other specs of the worker add events of their own.
    const events = (await (await page.request.get("/api/events?lng=en")).json()) as Array<{ id: string; name: string }>;
    const orchestra = events.find((event) => event.name === "City Orchestra: Sibelius 2");
    expect(orchestra, "the demo's orchestra event").toBeTruthy();

    await test.step("events, an event, an occasion with its date picker, bookings", async () => {
      await sweep.visit("/admin/events");
      await sweep.visit(`/admin/events/${orchestra!.id}`, "admin event");
      await page
        .getByRole("main")
        .getByRole("link", { name: /\d{2}\.\d{2}\.\d{4}/ })
        .first()
        .click();
      // The router keeps showing the event until the occasion's data is in: wait for the new page, not a heading.
      await page.waitForURL(/\/occasions\/[^/]+$/);
      await sweep.check("admin occasion", page.getByRole("heading", { level: 2, name: lng === "fi" ? "Paikkakartta" : "Platskarta" }));
      await page
        .getByRole("main")
        .getByRole("link", { name: lng === "fi" ? "Muokkaa" : "Redigera" })
        .first()
        .click();
      await page.waitForURL(/\/occasions\/[^/]+\/edit$/);
      await sweep.check("occasion form");
      // The date picker (the start field's calendar button): month and day names, its controls' labels.
      await page
        .getByRole("button", { name: lng === "fi" ? "Valitse kalenterista: Alkaa" : "Välj i kalendern: Börjar", exact: true })
        .click();
      await sweep.check("date picker", page.getByRole("dialog"));
      await page.keyboard.press("Escape");
      await sweep.visit("/admin/events/create", "new event");
      await sweep.visit("/admin", "bookings overview");
      await sweep.openFirstRow("admin booking");
      await sweep.visit("/admin/check-in", "check-in");
      const door = page.getByRole("main");
      await door.getByRole("combobox").click();
      await page.getByRole("option").first().click();
      await door.getByRole("textbox", { name: lng === "fi" ? "Lipun koodi" : "Biljettkod" }).fill("not a ticket");
      await page.keyboard.press("Enter");
      await sweep.check("check-in answer", door.getByRole("status").getByText(lng === "fi" ? "Ei lippu" : "Ingen biljett"));
    });

    await test.step("every settings screen, and a record of each list", async () => {
      for (const screen of ["plans", "users", "roles", "ticket-types", "space-types", "addons"]) {
        await sweep.visit(`/admin/settings/${screen}/create`);
        await sweep.visit(`/admin/settings/${screen}`);
        await sweep.openFirstRow(`${screen} record`);
        if (screen === "plans") {
          const planPath = new URL(page.url()).pathname.replace(/^\/\w+/, "");
          for (const tab of ["map", "places", "spaces", "structure", "labels", "styles"])
            await sweep.visit(`${planPath}/${tab}`, `plan ${tab} tab`);
        }
      }
      // A confirmation dialog (nothing is deleted: it is dismissed).
      await page
        .getByRole("button", { name: lng === "fi" ? "Poista" : "Radera", exact: true })
        .first()
        .click();
      await sweep.check("delete dialog", page.getByRole("dialog"));
      await page.keyboard.press("Escape");
      for (const screen of ["theme", "languages", "dictionaries", "personal-data"]) await sweep.visit(`/admin/settings/${screen}`);
      await sweep.visit("/account", "own account");
    });

    expect(sweep.problems, sweep.problems.join("\n")).toEqual([]);
  });
}
