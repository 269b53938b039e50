import type { Page } from "@playwright/test";
import { AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { AdminEventPage, AdminEventsPage } from "../../pages/admin/AdminEventsPages.js";
import { BookingEditPage, BookingPage, BookingsOverviewPage } from "../../pages/admin/BookingPages.js";
import { CheckInPage } from "../../pages/admin/CheckInPage.js";
import { EventFormPage } from "../../pages/admin/EventFormPage.js";
import { OccasionAdminPage } from "../../pages/admin/OccasionAdminPage.js";
import { OccasionFormPage } from "../../pages/admin/OccasionFormPage.js";
import { seriousViolations } from "../../support/axe.js";

/**
 * Issue 13 item 9: axe finds no serious or critical violations on the administrator's pages. Each test signs in
 * and makes its own event, occasion and booking through the API, then scans the pages in the state a user sees.
 */

test.use(ownAddressPerTest);

/** An event with an occasion on sale and a box-office booking of two seats, made as the signed-in administrator. */
async function adminWithBooking(page: Page) {
  const api = await AdminApi.signIn(page.request);
  const catalog = await api.catalog();
  const name = `Axe ${uniqueSuffix()}`;
  const { eventId, occasionId } = await api.publishedOccasion(catalog, name, { Adult: 2450, Child: 1200 });
  const client = { firstname: "Liisa", lastname: "Axelsson", email: "liisa.axelsson@example.com", phone: "040 111 2222" };
  const booking = await api.boxOfficeBooking(occasionId, [catalog.spaces.get("R2-S1")!, catalog.spaces.get("R2-S2")!], client);
  await api.lockSpaces(occasionId, [catalog.spaces.get("R3-S1")!]);
  return { api, name, eventId, occasionId, booking };
}

test("the bookings overview, the events list and the event form", async ({ page }) => {
  const { name, occasionId, booking } = await adminWithBooking(page);

  await test.step("the bookings overview with the occasion's bookings", async () => {
    const overview = new BookingsOverviewPage(page);
    await overview.goto({ occasionId });
    await expect(overview.row(booking.number)).toContainText("Liisa Axelsson");
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step("the events list", async () => {
    const events = new AdminEventsPage(page);
    await events.goto();
    await expect(events.eventLink(name)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step("the event form with its messages shown", async () => {
    const form = new EventFormPage(page);
    await form.gotoCreate();
    await form.published.check();
    await form.save.click();
    await expect(form.prices).toContainText("Give a price for at least one ticket type before publishing");
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("the event page and the occasion form", async ({ page }) => {
  const { name, eventId, occasionId } = await adminWithBooking(page);

  await test.step("the event page with its occasion", async () => {
    const eventPage = new AdminEventPage(page);
    await eventPage.goto(eventId);
    await expect(eventPage.heading(name)).toBeVisible();
    await expect(eventPage.occasions.getByRole("row")).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step("the occasion form", async () => {
    const form = new OccasionFormPage(page);
    await form.gotoEdit(eventId, occasionId);
    await expect(form.published).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("the occasion page with the admin map and the box-office dialog", async ({ page }) => {
  // axe walks all 571 places of the map: 8-9 s on the development machine, 25 s throttled (npm run test:e2e:slow).
  const { eventId, occasionId } = await adminWithBooking(page);
  const occasionPage = new OccasionAdminPage(page);

  await test.step("the occasion page: map, selection and tickets", async () => {
    await occasionPage.goto(eventId, occasionId);
    await occasionPage.expectState("Row 2, seat 1", "Booked");
    await occasionPage.expectState("Row 3, seat 1", "Locked (house seat)");
    await expect(occasionPage.tickets.getByRole("row")).toHaveCount(4);
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step("the box-office dialog", async () => {
    await occasionPage.select("Row 5, seat 1");
    await occasionPage.sell.click();
    // One place listed, with its ticket-type choice (issue 34, item 7).
    const places = occasionPage.saleDialog.getByRole("list", { name: "Places" }).getByRole("listitem");
    await expect(places).toHaveCount(1);
    // By its label, the plan's code beside it for the operator (issue 34, item 15).
    await expect(places.first().getByText("Row 5, seat 1", { exact: true })).toBeVisible();
    await expect(places.first().getByText("R5-S1", { exact: true })).toBeVisible();
    await expect(places.first().getByRole("combobox", { name: "Ticket type for Row 5, seat 1", exact: true })).toBeVisible();
    // The page behind was scanned above.
    expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  });
});

test("the booking page and the booking's edit page", async ({ page }) => {
  const { eventId, occasionId, booking } = await adminWithBooking(page);

  await test.step("the booking page", async () => {
    const bookingPage = new BookingPage(page);
    await page.goto(`/en/admin/events/${eventId}/occasions/${occasionId}/bookings/${booking.id}`);
    await expect(bookingPage.heading(booking.number)).toBeVisible();
    await bookingPage.expectSpaces(["R2-S1", "R2-S2"]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step("the booking's edit page", async () => {
    const edit = new BookingEditPage(page);
    await edit.goto(eventId, occasionId, booking.id);
    await expect(edit.heading(booking.number)).toBeVisible();
    await expect(edit.field("Last name")).toHaveValue("Axelsson");
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("the door's check-in page with a refusal shown, on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { name } = await adminWithBooking(page);
  const door = new CheckInPage(page);
  await door.goto();
  await door.chooseOccasion(name);
  await door.typeCode("not a ticket");
  await expect(door.answer).toContainText("Not a ticket");
  expect(await seriousViolations(page)).toEqual([]);
});
