import { ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { freeFrontSeat, paidWithCeepos, signedInAdmin, zonedOccasion } from "../../fixtures/zonedBooking.js";

/**
 * Issue 34, item 3: retyping a paid ticket says how much money moves and where before it is confirmed (as the server
 * works it out), and the customer gets an e-mail of the change with the money and a fresh PDF ticket.
 */

test.use(ownAddressPerTest);

test("retyping a paid ticket shows the refund in the dialog before it is confirmed, and the customer is e-mailed the change", async ({
  page,
  mailbox,
}) => {
  const api = await signedInAdmin(page);
  const { eventId, occasionId } = await zonedOccasion(api);
  const seat = await freeFrontSeat(page, occasionId);
  const email = `money-${uniqueSuffix()}@example.com`;
  const booking = await paidWithCeepos(page, api, occasionId, seat.id, email);

  await page.goto(`/en/admin/events/${eventId}/occasions/${occasionId}/bookings/${booking.id}/edit`);
  const main = page.getByRole("main");
  // The booking's one ticket (its place is named by the plan's label, 'Row 3, seat 1').
  const type = main.getByRole("combobox", { name: /^Ticket type of / });
  await expect(async () => {
    await type.click();
    await page.getByRole("listbox").getByRole("option").filter({ hasText: "Child €25.00" }).click({ timeout: 5_000 });
    await expect(type).toHaveValue("Child €25.00", { timeout: 1_000 });
  }).toPass();
  await main.getByRole("button", { name: "Change type" }).click();
  const dialog = page.getByRole("dialog", { name: /^Change the ticket type of .+\?$/ });
  // Adult €49.00 -> Child €25.00: Ceepos has no refund API, so the difference is owed, to refund by hand.
  await expect(dialog.getByRole("status", { name: "Money" })).toHaveText(
    "€24.00 will be owed to the customer: Ceepos cannot refund it automatically, so refund it by hand.",
  );
  await dialog.getByRole("button", { name: "Change type" }).click();
  await expect(page.getByText("Ticket type changed")).toBeVisible();

  const mail = await mailbox.waitForMessage(email, `Booking ${booking.number} changed: The Seven Brothers`);
  expect(mail.text).toContain("The venue refunds €24.00 to you by hand");
  expect(mail.text).toContain(`Child: €25.00`);
  expect(mail.attachments.map((file) => file.contentType)).toEqual(["application/pdf"]);
});
