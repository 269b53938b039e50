import type { APIRequestContext, Page } from "@playwright/test";
import { AdminApi, ownAddressPerTest, uniqueSuffix, signInWithPermissions } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { OccasionAdminPage } from "../../pages/admin/OccasionAdminPage.js";

/**
 * A box office that sells (issue 34, item 7): a seller chooses each place's ticket type (and sees the total), takes
 * cash, sells to a walk-in who gives no details, and opens the booking's tickets (a PDF) at once.
 */

test.use(ownAddressPerTest);

/** Signs `page` in as a new user whose one role has exactly `permissions`. */
function signInWith(page: Page, request: APIRequestContext, permissions: string[]): Promise<void> {
  return signInWithPermissions(page, request, permissions, "Box office");
}

test("the box office sells an adult and a child ticket for cash to a walk-in and opens the tickets at once", async ({ page, request }) => {
  const suffix = uniqueSuffix();
  const admin = await AdminApi.signIn(request);
  const { eventId, occasionId } = await admin.publishedOccasion(await admin.catalog(), `Walk-in night ${suffix}`, {
    Adult: 2500,
    Child: 1200,
  });
  await signInWith(page, request, ["sell_tickets"]);
  const occasion = new OccasionAdminPage(page);
  await occasion.goto(eventId, occasionId);
  await occasion.select("Row 8, seat 1", "Row 8, seat 2");

  let number = 0;
  await test.step("chooses a child ticket for one place, sees the total, pays cash and gives no details", async () => {
    await occasion.sell.click();
    const dialog = occasion.saleDialog;
    await expect(dialog.getByText("Total €50.00")).toBeVisible();
    await occasion.sell.page().keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    number = await occasion.sellTo({}, { types: { "Row 8, seat 2": "Child · €12.00" }, paidBy: "Cash", keepOpen: true });
    expect(number).toBeGreaterThan(0);
    await expect(dialog.getByText(`Booking ${number} is booked and paid at the box office (€37.00).`)).toBeVisible();
  });

  await test.step("opens the booking's tickets as a PDF", async () => {
    const link = occasion.soldTickets(number);
    await expect(link).toBeVisible();
    const href = await link.getAttribute("href");
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toBe(`inline; filename="tickets-${number}.pdf"`);
    expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await occasion.saleDialog.getByRole("button", { name: "Done", exact: true }).click();
    await expect(occasion.saleDialog).toBeHidden();
    await occasion.expectState("Row 8, seat 1", "Booked");
    await occasion.expectState("Row 8, seat 2", "Booked");
  });
});
