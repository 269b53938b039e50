import { ADMIN, ownAddressPerTest } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { freeFrontSeat, paidWithCeepos, signedInAdmin, zonedOccasion } from "../../fixtures/zonedBooking.js";
import { AppLayout } from "../../pages/AppLayout.js";

/**
 * Issue 34, items 6 and 4: the booking editor of an event with zone prices offers each ticket type once, at the
 * price the ticket's zone gives, and retypes a ticket; a refund Ceepos cannot pay back stays owed, is listed on the
 * owed-refunds screen and is marked refunded by hand (who, how, a note), which the booking's money then shows.
 */

test.use(ownAddressPerTest);

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
