import { expect, test } from "../../fixtures/test.js";
import { demo, texts } from "../../fixtures/texts.js";
import { EventDetailPage } from "../../pages/EventDetailPage.js";
import { EventListPage } from "../../pages/EventListPage.js";

/** SPEC section 2, layout: the avatar switcher rebuilds the route with another {lng}, keeping the search. */

test("the switcher offers the same route in every language, keeping the search string", async ({ catalogue, eventDetail }) => {
  const event = await catalogue.sevenBrothers();
  await eventDetail.goto(event.id, "?q=1");
  const menu = await eventDetail.layout.openLanguageMenu();

  await expect(menu.getByRole("menuitem")).toHaveCount(3);
  for (const lng of ["en", "fi", "sv"] as const) {
    await expect(menu.getByRole("menuitem", { name: texts[lng].languageName })).toHaveAttribute("href", `/${lng}/events/${event.id}?q=1`);
  }
  await expect(menu.getByRole("menuitem", { name: texts.en.languageName })).toHaveAttribute("aria-current", "true");
});

test("switching to Finnish changes the URL and the texts, and back again", async ({ page, catalogue, eventDetail }) => {
  const event = await catalogue.sevenBrothers();
  const [first] = event.occasions;
  if (!first) throw new Error("The Seven Brothers has no occasions");
  await eventDetail.goto(event.id, "?q=1");
  await eventDetail.expectEvent(demo.sevenBrothers.en);

  await eventDetail.layout.switchLanguage("fi");
  await expect(page).toHaveURL(`/fi/events/${event.id}?q=1`);
  const finnish = new EventDetailPage(page, "fi");
  await finnish.expectEvent(demo.sevenBrothers.fi);
  await expect(finnish.occasionsHeading).toBeVisible();
  await expect(finnish.layout.breadcrumbLink(texts.fi.events)).toHaveAttribute("href", "/fi/events");
  await expect(finnish.occasions.first()).toContainText(texts.fi.availability(first.availability.remaining, first.availability.total));
  await expect(finnish.occasions.first()).toContainText("Ensi-ilta");
  expect(await finnish.layout.documentLanguage()).toBe("fi");

  // The drawer's event names follow the language too.
  await finnish.layout.openMenu();
  await expect(finnish.layout.drawerEvent(demo.sevenBrothers.fi)).toHaveAttribute("href", `/fi/events/${event.id}`);
  await finnish.layout.closeMenu();

  await finnish.layout.switchLanguage("en");
  await expect(page).toHaveURL(`/en/events/${event.id}?q=1`);
  await eventDetail.expectEvent(demo.sevenBrothers.en);
  await expect(eventDetail.occasions.first()).toContainText(texts.en.availability(first.availability.remaining, first.availability.total));
});

test("switching on the front page goes to the other language's front page", async ({ page }) => {
  const english = new EventListPage(page, "en");
  await english.goto("/en");
  await english.layout.switchLanguage("sv");
  await expect(page).toHaveURL("/sv");
  const swedish = new EventListPage(page, "sv");
  await swedish.expectLoaded();
  await expect(swedish.eventLink(demo.sevenBrothers.sv)).toBeVisible();
});
