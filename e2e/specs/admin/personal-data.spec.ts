import { readFile } from "node:fs/promises";
import { AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { holdInNewDraft } from "../../fixtures/booking.js";
import { expect, test } from "../../fixtures/test.js";
import { PersonalDataPage } from "../../pages/admin/PersonalDataPage.js";
import { seriousViolations } from "../../support/axe.js";

/**
 * Issue 15 (personal data and the seller): the administrator gives the seller's legal details on the theme
 * screen (a business ID with a wrong check digit is refused on its field) and they persist and reach the
 * customer's receipt page; then, on a customer's request, finds the customer's data by e-mail, downloads it
 * as JSON and erases it after a confirmation naming how many bookings; the bookings stay, without the
 * details. Axe finds no serious or critical violations on the new screen and its dialog.
 */

test.use(ownAddressPerTest);

const SELLER = { name: "Kaupunginteatteri Oy", businessId: "0112038-9", address: "Teatterikatu 1\n00100 Helsinki" };

test("seller details persist and reach the receipt; a customer's data is exported and erased", async ({ page, newContext }) => {
  const api = await AdminApi.signIn(page.request);
  const catalog = await api.catalog();
  const { eventId, occasionId } = await api.publishedOccasion(catalog, `Privacy ${uniqueSuffix()}`, { Adult: 2500 });
  const email = `maija.${uniqueSuffix()}@example.com`;
  const sellerName = page.getByRole("textbox", { name: "Seller's name" });
  const businessId = page.getByRole("textbox", { name: /^Business ID/ });
  const sellerAddress = page.getByRole("textbox", { name: "Seller's address" });
  const save = page.getByRole("button", { name: "Save", exact: true });

  await test.step("the seller's details: a wrong check digit is refused on its field, the right ones persist", async () => {
    await page.goto("/en/admin/settings/theme");
    await expect(page.getByRole("group", { name: "Seller on receipts" })).toBeVisible();
    await sellerName.fill(SELLER.name);
    await businessId.fill("0112038-8");
    await sellerAddress.fill(SELLER.address);
    await save.click();
    await expect(businessId).toHaveAccessibleDescription(/Give a business ID such as 1234567-1, with a valid check digit/);
    await businessId.fill(SELLER.businessId);
    await save.click();
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();
    await page.reload();
    await expect(sellerName).toHaveValue(SELLER.name);
    await expect(businessId).toHaveValue(SELLER.businessId);
    await expect(sellerAddress).toHaveValue(SELLER.address);
  });

  await test.step("the customer's receipt page names the seller", async () => {
    const visitor = await (await newContext()).newPage();
    const uuid = await holdInNewDraft(visitor.request, occasionId, [catalog.spaces.get("R4-S1")!]);
    const auth = await visitor.request.get("/api/authenticate");
    const headers = { "X-CSRF-Token": ((await auth.json()) as { csrfToken: string }).csrfToken };
    const client = { firstname: "Maija", lastname: "Meikäläinen", email, phone: "040 765 4321" };
    const confirmed = await visitor.request.put(`/api/drafts/${uuid}/confirm`, {
      headers,
      data: { client, payment_method_id: "skip", terms_accepted: true },
    });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
    await visitor.goto(`/en/occasions/${occasionId}/checkout/${uuid}/success`);
    const seller = visitor.getByRole("region", { name: "Seller" });
    await expect(seller).toContainText(SELLER.name);
    await expect(seller).toContainText(`Business ID ${SELLER.businessId}`);
    await expect(seller).toContainText("Teatterikatu 1");
    await expect(seller).toContainText("00100 Helsinki");
  });

  const boxOffice = await api.boxOfficeBooking(occasionId, [catalog.spaces.get("R4-S2")!, catalog.spaces.get("R4-S3")!], {
    firstname: "Maija",
    lastname: "Meikäläinen",
    email,
    phone: "040 765 4321",
  });
  const screen = new PersonalDataPage(page);

  await test.step("a malformed address is refused on its field; the customer is found by theirs, in any case", async () => {
    await screen.open();
    await screen.findCustomer("not-an-address");
    await expect(screen.email).toHaveAccessibleDescription(/Enter a valid e-mail address/);
    await screen.findCustomer(email.toUpperCase());
    await expect(screen.found).toContainText("2 bookings");
    await expect(screen.row(boxOffice.number)).toContainText("Booked");
    await expect(screen.row(boxOffice.number).getByRole("link")).toHaveAttribute(
      "href",
      `/en/admin/events/${eventId}/occasions/${occasionId}/bookings/${boxOffice.id}`,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step("the download is the customer's data as JSON", async () => {
    const downloading = page.waitForEvent("download");
    await screen.download.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^personal-data-${email.replace(/\./g, "\\.")}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const data = JSON.parse(await readFile((await download.path())!, "utf8")) as {
      email: string;
      bookings: Array<{ number: number; total: number; client: { firstname: string; email: string }; tickets: unknown[] }>;
    };
    expect(data.email).toBe(email);
    expect(data.bookings).toHaveLength(2);
    expect(data.bookings.map((booking) => booking.client)).toEqual([
      expect.objectContaining({ firstname: "Maija", email }),
      expect.objectContaining({ firstname: "Maija", email }),
    ]);
    const fromBoxOffice = data.bookings.find((booking) => booking.number === boxOffice.number)!;
    expect(fromBoxOffice.tickets).toHaveLength(2);
    expect(fromBoxOffice.total).toBe(5000);
    expect(JSON.stringify(data)).not.toContain("__typename");
  });

  await test.step("erasure asks first, naming how many bookings; afterwards nothing is stored with the address", async () => {
    await screen.erase.click();
    await expect(screen.dialog).toContainText("The client details of 2 bookings with");
    expect(await seriousViolations(page)).toEqual([]);
    await screen.dialog.getByRole("button", { name: "Erase", exact: true }).click();
    await expect(page.getByText("The client details of 2 bookings were erased")).toBeVisible();
    await expect(screen.main.getByRole("status").filter({ hasText: `Nothing is stored with ${email}` })).toBeVisible();
  });

  await test.step("the booking stays, with its amounts and without the details", async () => {
    await page.goto(`/en/admin/events/${eventId}/occasions/${occasionId}/bookings/${boxOffice.id}`);
    await expect(page.getByText(/^Client details erased on \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(email);
    await expect(page.getByRole("main")).toContainText("Booked");
  });

  await test.step("put the seller's details back", async () => {
    await page.goto("/en/admin/settings/theme");
    await sellerName.fill("");
    await businessId.fill("");
    await sellerAddress.fill("");
    await save.click();
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  });
});
