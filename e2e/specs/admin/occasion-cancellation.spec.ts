import { AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { choose, formatWallTime, wallTimeInDays } from "../../pages/admin/forms.js";
import { OccasionFormPage } from "../../pages/admin/OccasionFormPage.js";
import { seriousViolations } from "../../support/axe.js";

/**
 * Issue 19, whole occasions: moving an occasion e-mails its customers the new time; cancelling it from its
 * page says what will happen, then refunds every booking and e-mails every customer once, showing the job's
 * result; the sales report shows the day's money and refunds for the event, and downloads as CSV.
 */

test.use(ownAddressPerTest);

test("an administrator moves an occasion, then cancels it; every customer hears once and the report shows the refunds", async ({
  page,
  mailbox,
}) => {
  const api = await AdminApi.signIn(page.request);
  const catalog = await api.catalog();
  const suffix = uniqueSuffix();
  const eventName = `Storm night ${suffix}`;
  const { eventId, occasionId } = await api.publishedOccasion(catalog, eventName, { Adult: 2500 }, 30);
  const customers = ["first", "second"].map((name) => ({
    firstname: "Aino",
    lastname: name,
    email: `${name}-${suffix}@example.fi`,
    phone: "040 123 4567",
  }));
  await api.boxOfficeBooking(occasionId, [catalog.spaces.get("R1-S1")!], customers[0]!);
  await api.boxOfficeBooking(occasionId, [catalog.spaces.get("R1-S2")!], customers[1]!);

  await test.step("moving it: the form says customers are e-mailed, and they are, with the new time", async () => {
    const form = new OccasionFormPage(page);
    await form.gotoEdit(eventId, occasionId);
    await expect(form.form.getByText("Changing the start time e-mails every customer the new time.")).toBeVisible();
    // Cancelling is not a status the form offers.
    await expect(form.form.getByText(/use Cancel occasion on its page/)).toBeVisible();
    const moved = wallTimeInDays(31, 19, 30);
    await form.pick("Starts", moved);
    await form.save.click();
    await expect(page.getByRole("heading", { level: 1, name: eventName })).toBeVisible();
    for (const customer of customers) {
      const mail = await mailbox.waitForMessage(customer.email, /^New time: /);
      expect(mail.text).toContain(formatWallTime(moved));
    }
  });

  await test.step("cancelling it: the dialog says what will happen, then the result", async () => {
    await page.goto(`/en/admin/events/${eventId}/occasions/${occasionId}`);
    await page.getByRole("button", { name: "Cancel occasion" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this occasion?" });
    await expect(dialog).toContainText(
      "2 bookings will be cancelled (2 paid ones refunded through their payment providers) and 2 customers e-mailed",
    );
    await dialog.getByRole("textbox", { name: "Reason (optional)" }).fill("A storm closed the theatre");
    expect(await seriousViolations(page, { include: "[role=dialog]" })).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel the occasion" }).click();
    await expect(page.getByText("The occasion is cancelled")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Refunded:" })).toHaveText(
      "Refunded: 2. Cancelled without payment: 0. Customers e-mailed: 2. Bookings left: 0.",
    );
    await expect(page.getByRole("button", { name: "Cancel occasion" })).toHaveCount(0);
  });

  await test.step("each customer is told once, with the reason and the refund", async () => {
    for (const customer of customers) {
      const mail = await mailbox.waitForMessage(customer.email, /^Cancelled: /);
      expect(mail.text).toContain("A storm closed the theatre");
      expect(mail.text).toContain("€25.00");
    }
    // Give a repeated send the time it would need, then count.
    await page.waitForTimeout(2_000);
    for (const customer of customers)
      expect((await mailbox.messagesTo(customer.email)).filter((mail) => mail.subject.startsWith("Cancelled: "))).toHaveLength(1);
  });

  await test.step("the sales report shows the event's sales and refunds, and downloads as CSV", async () => {
    await page.goto("/en/admin/reports/sales");
    await expect(page.getByRole("heading", { level: 1, name: "Sales report" })).toBeVisible();
    await choose(page, page.getByRole("combobox", { name: "Event", exact: true }), eventName);
    const table = page.getByRole("table", { name: "Sales report" });
    const row = table.getByRole("row").filter({ hasText: "Box office" });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell").nth(3)).toHaveText("2");
    await expect(row.getByRole("cell").nth(4)).toHaveText("€50.00");
    await expect(row.getByRole("cell").nth(6)).toHaveText("€50.00");
    await expect(row.getByRole("cell").nth(9)).toHaveText("€0.00");
    expect(await seriousViolations(page, { include: "main" })).toEqual([]);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV" }).click();
    const csv = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of csv) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    expect(text).toContain("Day;Payment method;Provider;Payments;Sales (incl. VAT)");
    expect(text).toContain(";box_office;box_office;2;50,00;");
  });
});
