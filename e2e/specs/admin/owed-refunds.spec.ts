import type { Page } from "@playwright/test";
import { ADMIN, AdminApi, ownAddressPerTest } from "../../fixtures/admin.js";
import { checkoutOfHeldDraft, graphql } from "../../fixtures/booking.js";
import { expect, test } from "../../fixtures/test.js";
import { AccountPage } from "../../pages/AccountPage.js";
import { AppLayout } from "../../pages/AppLayout.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";

/**
 * Issue 34, items 6 and 4: the booking editor of an event with zone prices offers each ticket type once, at the
 * price the ticket's zone gives, and retypes a ticket; a refund Ceepos cannot pay back stays owed, is listed on the
 * owed-refunds screen and is marked refunded by hand (who, how, a note), which the booking's money then shows.
 */

test.use(ownAddressPerTest);

/** The Seven Brothers' "Evening show 2": its front stalls (rows 1-5, zone "Front stalls") cost more (Adult 49 €). */
async function zonedOccasion(api: AdminApi): Promise<{ eventId: string; occasionId: string }> {
  const { adminEvents } = await api.graphql<{
    adminEvents: Array<{ id: string; name: string; occasions: Array<{ id: string; name: string }> }>;
  }>("{ adminEvents { id name occasions { id name } } }");
  const event = adminEvents.find((candidate) => candidate.name === "The Seven Brothers");
  const occasion = event?.occasions.find((candidate) => candidate.name === "Evening show 2");
  if (!event || !occasion) throw new Error("the demo data has no Seven Brothers' Evening show 2");
  return { eventId: event.id, occasionId: occasion.id };
}

/** A free seat of the front stalls of the occasion, at random (tests of this worker share its database). */
async function freeFrontSeat(page: Page, occasionId: string): Promise<{ id: string; name: string; label: string }> {
  const { occasion } = await graphql<{
    occasion: {
      occupancy: Array<{ spaceId: string; count: number }>;
      plan: { spaces: Array<{ id: string; name: string; label: string; maxTickets: number }> };
    };
  }>(page.request, "query($id: ID!) { occasion(id: $id) { occupancy { spaceId count } plan { spaces { id name label maxTickets } } } }", {
    id: occasionId,
  });
  const taken = new Set(occasion.occupancy.filter((entry) => entry.count > 0).map((entry) => entry.spaceId));
  const front = occasion.plan.spaces.filter((space) => /^R[1-5]-S\d+$/.test(space.name) && space.maxTickets === 1 && !taken.has(space.id));
  const seat = front[Math.floor(Math.random() * front.length)];
  if (!seat) throw new Error("no free front stalls seat");
  return seat;
}

/** Books the seat as a customer paying with Ceepos at the simulator; answers the booking's id and number. */
async function paidWithCeepos(page: Page, api: AdminApi, occasionId: string, seatId: string): Promise<{ id: string; number: number }> {
  await checkoutOfHeldDraft(page, occasionId, [seatId]);
  const checkout = new CheckoutPage(page);
  await expect(checkout.heading).toBeVisible();
  await checkout.fill({ firstname: "Aino", lastname: "Virtanen", email: "aino.virtanen@example.com", phone: "040 123 4567" });
  await checkout.acceptTerms();
  await page.getByRole("radio", { name: "Ceepos (test)" }).check();
  await checkout.confirm();
  await expect(page.getByRole("heading", { level: 1, name: /Ceepos/ })).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await checkout.expectSuccess();
  const number = Number((await page.getByText(/Booking number \d+/).textContent())!.match(/\d+/)![0]);
  const { bookings } = await api.graphql<{ bookings: { items: Array<{ id: string; number: number }> } }>(
    "query($filter: BookingFilter) { bookings(filter: $filter, offset: 0, limit: 100) { items { id number } } }",
    { filter: { occasionId } },
  );
  const booking = bookings.items.find((item) => item.number === number);
  if (!booking) throw new Error(`booking ${number} not found`);
  return booking;
}

async function signedInAdmin(page: Page): Promise<AdminApi> {
  await new AccountPage(page).loginOk(ADMIN.email, ADMIN.password);
  return AdminApi.ofSession(page.request);
}

test("the booking editor of an event with zone prices offers each ticket type once at its zone's price and retypes a ticket", async ({
  page,
}) => {
  const api = await signedInAdmin(page);
  const { eventId, occasionId } = await zonedOccasion(api);
  const seat = await freeFrontSeat(page, occasionId);
  const booking = await paidWithCeepos(page, api, occasionId, seat.id);

  await page.goto(`/en/admin/events/${eventId}/occasions/${occasionId}/bookings/${booking.id}/edit`);
  const main = page.getByRole("main");
  // Every section is there: the page no longer breaks on the zone's second Adult price.
  await expect(main.getByRole("form", { name: "Client details" })).toBeVisible();
  const type = main.getByRole("combobox", { name: `Ticket type of ${seat.label}` });
  // The page may still be settling (its forms take their loaded values and focus): open the list until a choice sticks.
  await expect(async () => {
    await type.click();
    const options = page.getByRole("listbox").getByRole("option");
    await expect(options).toHaveText(["Adult €49.00", "Child €25.00", "Senior €42.00", "Student €35.00"], { timeout: 5_000 });
    await options.filter({ hasText: "Senior €42.00" }).click({ timeout: 5_000 });
    await expect(type).toHaveValue("Senior €42.00", { timeout: 1_000 });
  }).toPass();
  await main.getByRole("button", { name: "Change type" }).click();
  // The dialog says what the change moves before it is confirmed (issue 34, item 3).
  const dialog = page.getByRole("dialog", { name: /^Change the ticket type of .+\?$/ });
  await expect(dialog.getByRole("status", { name: "Money" })).toBeVisible();
  await dialog.getByRole("button", { name: "Change type" }).click();
  await expect(page.getByText("Ticket type changed")).toBeVisible();
  const tickets = main.getByRole("region", { name: "Tickets" });
  await expect(tickets.getByRole("row").filter({ hasText: seat.label })).toContainText("Senior");
  await expect(tickets.getByRole("row").filter({ hasText: seat.label })).toContainText("€42.00");
});

test("a Ceepos refund still owed is listed on the owed-refunds screen and marked refunded by hand", async ({ page }) => {
  const api = await signedInAdmin(page);
  const { eventId, occasionId } = await zonedOccasion(api);
  const seat = await freeFrontSeat(page, occasionId);
  const booking = await paidWithCeepos(page, api, occasionId, seat.id);
  const { booking: loaded } = await api.graphql<{ booking: { updatedAt: string } }>("query($id: ID!) { booking(id: $id) { updatedAt } }", {
    id: booking.id,
  });
  await api.graphql("mutation($id: ID!, $v: DateTimeISO!) { refundBooking(id: $id, version: $v) { id } }", {
    id: booking.id,
    v: loaded.updatedAt,
  });

  await test.step("the booking shows the money received and still owed back, and its ledger lines", async () => {
    await page.goto(`/en/admin/events/${eventId}/occasions/${occasionId}/bookings/${booking.id}`);
    const totals = page.getByRole("region", { name: "Totals" });
    await expect(totals).toContainText("Received€49.00");
    await expect(totals).toContainText("Refund still owed€49.00");
    const ledger = page.getByRole("table", { name: "Money ledger" });
    const line = (kind: string) => ledger.getByRole("row").filter({ has: page.getByRole("rowheader", { name: kind, exact: true }) });
    await expect(line("Payment")).toContainText("€49.00");
    await expect(line("Refund")).toContainText("€49.00");
    await expect(line("Refund")).toContainText("Owed");
  });

  await test.step("the menu leads to the owed refunds, where the booking's refund is marked refunded by hand", async () => {
    await page.goto("/en/admin");
    const layout = new AppLayout(page, "en");
    await layout.openMenu();
    await layout.drawer.getByRole("link", { name: "Owed refunds" }).click();
    await expect(page).toHaveURL(/\/en\/admin\/refunds$/);
    await expect(page.getByRole("heading", { level: 1, name: "Owed refunds" })).toBeVisible();
    const row = page
      .getByRole("table", { name: "Owed refunds" })
      .getByRole("row")
      .filter({ hasText: `Booking ${booking.number}` });
    await expect(row).toContainText("Ceepos");
    await expect(row).toContainText("€49.00");
    await expect(row).toContainText("Owed");
    await row.getByRole("button", { name: `Mark the refund of booking ${booking.number} refunded manually` }).click();
    const dialog = page.getByRole("dialog", { name: "Mark refunded manually" });
    await dialog.getByRole("textbox", { name: /How it was paid back/ }).fill("bank transfer");
    await dialog.getByRole("textbox", { name: "Note" }).fill("FI49 5000 9420 0287 30");
    await dialog.getByRole("button", { name: "Mark refunded" }).click();
    await expect(page.getByText(`The refund of booking ${booking.number} is marked refunded`)).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  await test.step("the booking now shows it refunded, by whom and how", async () => {
    await page.goto(`/en/admin/events/${eventId}/occasions/${occasionId}/bookings/${booking.id}`);
    const totals = page.getByRole("region", { name: "Totals" });
    await expect(totals).toContainText("Refunded€49.00");
    await expect(totals).toContainText("Refund still owed€0.00");
    const refund = page
      .getByRole("table", { name: "Money ledger" })
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Refund", exact: true }) });
    await expect(refund).toContainText("Refunded");
    await expect(refund).toContainText(`Refunded by hand by ${ADMIN.email} (bank transfer)`);
    await expect(refund).toContainText("FI49 5000 9420 0287 30");
  });
});
