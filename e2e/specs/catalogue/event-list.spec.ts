import { expect, test } from "../../fixtures/test.js";
import { demo } from "../../fixtures/texts.js";
import { EventListPage } from "../../pages/EventListPage.js";

/** SPEC section 2: / and /events list the published events; the drawer lists them too. */

test("lists the published events, soonest first, and not the unpublished one", async ({ catalogue, eventList }) => {
  const events = await catalogue.events("en");
  expect(events.map((e) => e.name).sort()).toEqual([...demo.publishedEvents].sort());

  await eventList.goto("/en/events");
  expect(await eventList.eventNames()).toEqual(events.map((e) => e.name));
  await expect(eventList.eventCards).toHaveCount(3);
  await expect(eventList.page.getByText(demo.unpublishedEvent)).toHaveCount(0);
  for (const event of events) {
    await expect(eventList.eventLink(event.name)).toHaveAttribute("href", `/en/events/${event.id}`);
  }
  await expect(eventList.layout.currentCrumb).toHaveText(eventList.layout.t.events);
});

test("the front page is the same list", async ({ catalogue, eventList }) => {
  const events = await catalogue.events("en");
  await eventList.goto("/en");
  expect(await eventList.eventNames()).toEqual(events.map((e) => e.name));
});

test("the list is translated", async ({ page, catalogue }) => {
  const events = await catalogue.events("fi");
  const list = new EventListPage(page, "fi");
  await list.goto();
  expect(await list.eventNames()).toEqual(events.map((e) => e.name));
  await expect(list.eventLink(demo.sevenBrothers.fi)).toBeVisible();
});

test("the drawer lists the events and leads to them", async ({ page, catalogue, eventList }) => {
  const events = await catalogue.events("en");
  await eventList.goto("/en/events");
  const { layout } = eventList;

  await layout.openMenu();
  await expect(layout.menuButton).toHaveAttribute("aria-expanded", "true");
  await expect(layout.drawerEvents.getByRole("link")).toHaveCount(events.length);
  expect(await layout.drawerEvents.getByRole("link").allInnerTexts()).toEqual(events.map((e) => e.name));
  await expect(layout.drawer.getByText(demo.unpublishedEvent)).toHaveCount(0);
  for (const event of events) {
    await expect(layout.drawerEvent(event.name)).toHaveAttribute("href", `/en/events/${event.id}`);
  }

  const target = events[1];
  if (!target) throw new Error("expected several events");
  await layout.drawerEvent(target.name).click();
  await expect(page).toHaveURL(`/en/events/${target.id}`);
  await expect(layout.drawer).toBeHidden();
  await expect(layout.menuButton).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("heading", { level: 1, name: target.name, exact: true })).toBeVisible();

  // The entry of the event being viewed is marked as the current page.
  await layout.openMenu();
  await expect(layout.drawerEvent(target.name)).toHaveAttribute("aria-current", "page");
});

test("the site name leads back to the front page; the footer shows the settings' text", async ({ page, catalogue, eventDetail }) => {
  const event = await catalogue.sevenBrothers();
  await eventDetail.goto(event.id);
  await expect(eventDetail.layout.siteLink).toHaveText(demo.sitename);
  await expect(eventDetail.layout.footer).toContainText(demo.sitename);
  await eventDetail.layout.siteLink.click();
  await expect(page).toHaveURL("/en");
  await new EventListPage(page, "en").expectLoaded();
});
