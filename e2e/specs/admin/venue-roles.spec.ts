import type { APIRequestContext, Page } from "@playwright/test";
import pg from "pg";
import { AdminApi, ownAddressPerTest, uniqueSuffix, signInWithPermissions } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { AppLayout } from "../../pages/AppLayout.js";
import { CheckInPage } from "../../pages/admin/CheckInPage.js";
import { OccasionAdminPage } from "../../pages/admin/OccasionAdminPage.js";

/**
 * Roles a venue can give (issue 34, item 8): a seller (sell_tickets alone) sells at the box office and is offered
 * no refund, cancel, edit or delete; the door (check_in alone) checks tickets in and sees nothing else.
 */

test.use(ownAddressPerTest);

const WALK_IN = { firstname: "Seller", lastname: "Walk-in", email: "seller.walkin@example.fi", phone: "+358401234568" };

/** Signs `page` in as a new user whose one role has exactly `permissions`. */
function signInWith(page: Page, request: APIRequestContext, permissions: string[]): Promise<void> {
  return signInWithPermissions(page, request, permissions, "Venue role");
}

async function ticketCode(databaseUrl: string, bookingId: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ code: string }>(`SELECT code FROM tickets WHERE booking_id = $1 LIMIT 1`, [bookingId]);
    return rows[0]!.code;
  } finally {
    await client.end();
  }
}

test("a seller (sell_tickets alone) sells at the box office and is offered no refund, cancel, edit or delete", async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const eventName = `Seller night ${suffix}`;
  const admin = await AdminApi.signIn(request);
  const { eventId, occasionId } = await admin.publishedOccasion(await admin.catalog(), eventName, { Adult: 2500 });
  await signInWith(page, request, ["sell_tickets"]);

  await test.step("Manage lists the events only", async () => {
    await page.goto("/en/events");
    const layout = new AppLayout(page, "en");
    await layout.openMenu();
    await expect(layout.drawer.getByRole("navigation", { name: "Manage", exact: true }).getByRole("link")).toHaveText(["Events"]);
    await page.keyboard.press("Escape");
  });

  const main = page.getByRole("main");
  await test.step("the events list and the event's page offer no create or edit", async () => {
    await page.goto("/en/admin/events");
    await expect(main.getByRole("link", { name: eventName })).toBeVisible();
    await expect(main.getByRole("link", { name: "Create event" })).toHaveCount(0);
    await main.getByRole("link", { name: eventName }).click();
    await expect(main.getByRole("heading", { level: 1, name: eventName })).toBeVisible();
    await expect(main.getByRole("link", { name: "Edit event" })).toHaveCount(0);
    await expect(main.getByRole("link", { name: "Create occasion" })).toHaveCount(0);
    await expect(main.getByRole("link", { name: /^Edit/ })).toHaveCount(0);
  });

  const occasion = new OccasionAdminPage(page);
  await test.step("sells a place at the box office on the occasion's page", async () => {
    await occasion.goto(eventId, occasionId);
    await occasion.select("Row 5, seat 1");
    const number = await occasion.sellTo(WALK_IN);
    expect(number).toBeGreaterThan(0);
    await occasion.expectState("Row 5, seat 1", "Booked");
    await expect(occasion.soldNotice.getByRole("link")).toHaveCount(0);
    const row = occasion.tickets.getByRole("row").filter({ has: page.getByRole("cell", { name: "Row 5, seat 1", exact: true }) });
    await expect(row).toContainText(String(number));
    await expect(row.getByRole("link")).toHaveCount(0);
  });

  await test.step("no edit, cancel, refund or delete anywhere on the page", async () => {
    await expect(main.getByRole("link", { name: "Edit occasion" })).toHaveCount(0);
    await expect(main.getByRole("button", { name: /cancel occasion/i })).toHaveCount(0);
    await expect(main.getByRole("button", { name: /refund/i })).toHaveCount(0);
    await expect(main.getByRole("button", { name: /delete/i })).toHaveCount(0);
  });

  await test.step("the occasion's form, the bookings and the door answer 403", async () => {
    for (const path of [`/en/admin/events/${eventId}/occasions/${occasionId}/edit`, "/en/admin", "/en/admin/check-in"]) {
      await page.goto(path);
      await expect(page.getByTestId("error-status")).toHaveText(/^403/);
    }
  });
});

test("the door (check_in alone) checks a ticket in and sees nothing else", async ({ page, request, server }) => {
  const suffix = uniqueSuffix();
  const eventName = `Door only ${suffix}`;
  const admin = await AdminApi.signIn(request);
  const catalog = await admin.catalog();
  const { occasionId } = await admin.publishedOccasion(catalog, eventName, { Adult: 2500 });
  const booking = await admin.boxOfficeBooking(occasionId, [catalog.spaces.get("R6-S1")!], WALK_IN);
  const code = await ticketCode(server.databaseUrl, booking.id);
  await signInWith(page, request, ["check_in"]);

  await test.step("Manage lists the check-in only", async () => {
    await page.goto("/en/events");
    const layout = new AppLayout(page, "en");
    await layout.openMenu();
    await expect(layout.drawer.getByRole("navigation", { name: "Manage", exact: true }).getByRole("link")).toHaveText(["Check-in"]);
    await page.keyboard.press("Escape");
  });

  await test.step("checks the ticket in", async () => {
    const door = new CheckInPage(page);
    await door.goto();
    await door.device.fill(`Door ${suffix}`);
    await door.chooseOccasion(eventName);
    await door.typeCode(code);
    await expect(door.answer).toContainText("Valid: admit");
    await expect(door.counts).toHaveText("Admitted 1 / 1");
  });

  await test.step("the events, an occasion's page, the bookings and the settings answer 403", async () => {
    for (const path of ["/en/admin/events", "/en/admin", "/en/admin/settings/personal-data"]) {
      await page.goto(path);
      await expect(page.getByTestId("error-status")).toHaveText(/^403/);
    }
  });
});
