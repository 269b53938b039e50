import { expect, test } from "../../fixtures/test.js";
import { venueDateTime } from "../../fixtures/catalogue.js";
import { demo, texts } from "../../fixtures/texts.js";
import { EventDetailPage } from "../../pages/EventDetailPage.js";

/**
 * SPEC section 2: /events/{eventId} shows the event with its occasions; the breadcrumb is the
 * event name. Dates are dd.MM.yyyy and times HH:mm in the venue's time zone (Europe/Helsinki),
 * whatever the visitor's own time zone: this browser runs in Los Angeles.
 */
test.use({ timezoneId: "America/Los_Angeles" });

test("shows the event, its breadcrumb and its occasions in start order", async ({ page, catalogue, eventList, eventDetail }) => {
  const event = await catalogue.sevenBrothers();
  await eventList.goto("/en/events");
  await eventList.eventLink(event.name).click();
  await expect(page).toHaveURL(`/en/events/${event.id}`);

  await eventDetail.expectEvent(demo.sevenBrothers.en);
  await expect(eventDetail.layout.breadcrumbLink(texts.en.events)).toHaveAttribute("href", "/en/events");
  if (event.description) await expect(eventDetail.layout.main.getByText(event.description)).toBeVisible();

  const inStartOrder = [...event.occasions].sort((a, b) => a.startTime.localeCompare(b.startTime));
  expect(inStartOrder.length).toBeGreaterThan(1);
  expect(await eventDetail.occasionDateTimes()).toEqual(inStartOrder.map((o) => venueDateTime(o.startTime)));

  for (const occasion of inStartOrder) {
    const dateTime = venueDateTime(occasion.startTime);
    expect(dateTime).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    await expect(eventDetail.occasionLink(dateTime)).toHaveAttribute("href", `/en/occasions/${occasion.id}`);
    await expect(eventDetail.occasion(dateTime)).toContainText(texts.en.availability(demo.hallCapacity, demo.hallCapacity));
  }
});

test("shows the seeded times in Helsinki time", async ({ catalogue, eventDetail }) => {
  const event = await catalogue.sevenBrothers();
  await eventDetail.goto(event.id);
  // The demo seeds the premiere at 19:00 and the matinee at 14:00 venue time.
  const premiere = eventDetail.occasions.filter({ hasText: "Premiere" });
  const matinee = eventDetail.occasions.filter({ hasText: "Matinee" });
  await expect(premiere.getByRole("link")).toHaveText(/^\d{2}\.\d{2}\.\d{4} 19:00$/);
  await expect(matinee.getByRole("link")).toHaveText(/^\d{2}\.\d{2}\.\d{4} 14:00$/);
  await expect(premiere).toContainText("571 / 571 seats available");
});

test("the event page is translated", async ({ page, catalogue }) => {
  const event = await catalogue.sevenBrothers();
  const finnish = new EventDetailPage(page, "fi");
  await finnish.goto(event.id);
  await finnish.expectEvent(demo.sevenBrothers.fi);
  await expect(finnish.layout.breadcrumbLink(texts.fi.events)).toHaveAttribute("href", "/fi/events");
  await expect(finnish.occasions).toHaveCount(event.occasions.length);
  await expect(finnish.occasions.filter({ hasText: "Ensi-ilta" })).toContainText(
    texts.fi.availability(demo.hallCapacity, demo.hallCapacity),
  );
  const [first] = [...event.occasions].sort((a, b) => a.startTime.localeCompare(b.startTime));
  if (!first) throw new Error("no occasions");
  await expect(finnish.occasionLink(venueDateTime(first.startTime))).toHaveAttribute("href", `/fi/occasions/${first.id}`);
});

test("issue 17: the dates are named in the page's language, never in English on a Finnish page", async ({ page, catalogue }) => {
  const event = await catalogue.sevenBrothers();
  const finnish = new EventDetailPage(page, "fi");
  await finnish.goto(event.id);
  const [, evening] = [...event.occasions].sort((a, b) => a.startTime.localeCompare(b.startTime));
  if (!evening) throw new Error("the demo's Seven Brothers has no second date");
  // The second date has a name and no title: its name is what visitors read.
  const item = finnish.occasion(venueDateTime(evening.startTime));
  await expect(item).toContainText("Iltanäytös");
  await expect(finnish.layout.main).not.toContainText("Evening show");
  const swedish = new EventDetailPage(page, "sv");
  await swedish.goto(event.id);
  await expect(swedish.occasion(venueDateTime(evening.startTime))).toContainText("Kvällsföreställning");
});
