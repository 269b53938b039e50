import type { Page } from "@playwright/test";
import { ADMIN, AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { checkoutOfHeldDraft, graphql } from "../../fixtures/booking.js";
import { expect, test } from "../../fixtures/test.js";
import { AccountPage } from "../../pages/AccountPage.js";
import { CheckoutPage } from "../../pages/CheckoutPage.js";

/**
 * Issue 34, item 3: retyping a paid ticket says how much money moves and where before it is confirmed (as the server
 * works it out), and the customer gets an e-mail of the change with the money and a fresh PDF ticket.
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
async function freeFrontSeat(page: Page, occasionId: string): Promise<{ id: string; name: string }> {
  const { occasion } = await graphql<{
    occasion: {
      occupancy: Array<{ spaceId: string; count: number }>;
      plan: { spaces: Array<{ id: string; name: string; maxTickets: number }> };
    };
  }>(page.request, "query($id: ID!) { occasion(id: $id) { occupancy { spaceId count } plan { spaces { id name maxTickets } } } }", {
    id: occasionId,
  });
  const taken = new Set(occasion.occupancy.filter((entry) => entry.count > 0).map((entry) => entry.spaceId));
  const front = occasion.plan.spaces.filter((space) => /^R[1-5]-S\d+$/.test(space.name) && space.maxTickets === 1 && !taken.has(space.id));
  const seat = front[Math.floor(Math.random() * front.length)];
  if (!seat) throw new Error("no free front stalls seat");
  return seat;
}

/** Books the seat as a customer paying with Ceepos at the simulator; answers the booking's id and number. */
async function paidWithCeepos(
  page: Page,
  api: AdminApi,
  occasionId: string,
  seatId: string,
  email: string,
): Promise<{ id: string; number: number }> {
  await checkoutOfHeldDraft(page, occasionId, [seatId]);
  const checkout = new CheckoutPage(page);
  await expect(checkout.heading).toBeVisible();
  await checkout.fill({ firstname: "Aino", lastname: "Virtanen", email, phone: "040 123 4567" });
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
  expect(mail.text).toContain("€24.00 is refunded to you");
  expect(mail.text).toContain(`Child: €25.00`);
  expect(mail.attachments.map((file) => file.contentType)).toEqual(["application/pdf"]);
});
