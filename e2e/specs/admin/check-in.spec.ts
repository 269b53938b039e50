import { writeFile } from "node:fs/promises";
import pg from "pg";
import QRCode from "qrcode";
import { TicketSignature } from "../../../server/src/modules/booking/tickets/ticket-signature.js";
import { ADMIN, AdminApi, ownAddressPerTest, uniqueSuffix } from "../../fixtures/admin.js";
import { expect, test } from "../../fixtures/test.js";
import { AccountPage } from "../../pages/AccountPage.js";
import { CheckInPage } from "../../pages/admin/CheckInPage.js";

/**
 * The door (/admin/check-in, issue 19): tickets checked in by typed code and by a photo of their QR code,
 * a second scan refused, an altered code called forged, on a phone-sized screen.
 */

test.use({ ...ownAddressPerTest, viewport: { width: 390, height: 844 } });

const CLIENT = { firstname: "Door", lastname: "Guest", email: "door.guest@example.fi", phone: "+358401234567" };

/** A booking's ticket codes and the installation's signature (the e-mailed tickets carry the same signed codes). */
async function ticketsOf(databaseUrl: string, bookingId: string): Promise<{ codes: string[]; signature: TicketSignature }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // In the order of their places' names (R5-S1, R5-S2): tickets written in one statement share created_at.
    const codes = await client.query<{ code: string }>(
      `SELECT t.code FROM tickets t JOIN spaces s ON s.id = t.space_id WHERE t.booking_id = $1 ORDER BY s.name`,
      [bookingId],
    );
    const secret = await client.query<{ value: string }>(`SELECT value FROM server_keys WHERE name = 'secret_key'`);
    return { codes: codes.rows.map((row) => row.code), signature: new TicketSignature(secret.rows[0]!.value) };
  } finally {
    await client.end();
  }
}

test("door staff check tickets in by typed code and by a photo of the QR code; a second scan and a forged code are refused", async ({
  page,
  server,
}, testInfo) => {
  const suffix = uniqueSuffix();
  const eventName = `Door night ${suffix}`;
  await new AccountPage(page).loginOk(ADMIN.email, ADMIN.password);
  const api = await AdminApi.ofSession(page.request);
  const catalog = await api.catalog();
  const { occasionId } = await api.publishedOccasion(catalog, eventName, { Adult: 2500 });
  const booking = await api.boxOfficeBooking(occasionId, [catalog.spaces.get("R5-S1")!, catalog.spaces.get("R5-S2")!], CLIENT);
  const { codes, signature } = await ticketsOf(server.databaseUrl, booking.id);
  expect(codes).toHaveLength(2);

  const door = new CheckInPage(page);
  await door.goto();
  await door.device.fill(`North door ${suffix}`);
  await door.chooseOccasion(eventName);
  await expect(door.counts).toHaveText("Admitted 0 / 2");

  await test.step("a code typed by hand lets its ticket in", async () => {
    await door.typeCode(codes[0]!);
    await expect(door.answer).toContainText("Valid: admit");
    await expect(door.answer).toContainText("Row 5, seat 1");
    await expect(door.answer).toContainText("Adult");
    await expect(door.counts).toHaveText("Admitted 1 / 2");
  });

  const photo = testInfo.outputPath("ticket-qr.png");
  await writeFile(photo, await QRCode.toBuffer(signature.sign(codes[1]!), { scale: 8, margin: 4 }));

  await test.step("a photo of the other ticket's QR code lets it in", async () => {
    await door.scanPhoto(photo);
    await expect(door.answer).toContainText("Row 5, seat 2");
    await expect(door.answer).toContainText("Valid: admit");
    await expect(door.counts).toHaveText("Admitted 2 / 2");
  });

  await test.step("the same QR code scanned again is refused, saying when and by which device", async () => {
    await door.scanPhoto(photo);
    await expect(door.answer).toContainText("Already used");
    await expect(door.answer).toContainText(`by North door ${suffix}`);
    await expect(door.counts).toHaveText("Admitted 2 / 2");
  });

  await test.step("a photo without a QR code says so and admits nobody", async () => {
    const blank = testInfo.outputPath("no-code.png");
    // A QR code's quiet zone alone: a real PNG with nothing to read in it.
    await writeFile(blank, await QRCode.toBuffer("x", { scale: 8, margin: 4, color: { dark: "#ffffffff" } }));
    await door.scanPhoto(blank);
    await expect(door.photoProblem).toHaveText("No QR code was found in the photo.");
    await expect(door.counts).toHaveText("Admitted 2 / 2");
  });

  await test.step("an altered code is called forged", async () => {
    const signed = signature.sign(codes[0]!);
    await door.typeCode(`${signed.slice(0, -1)}${signed.endsWith("A") ? "B" : "A"}`);
    await expect(door.answer).toContainText("Forged code");
  });

  await test.step("the page fits a 390 px phone", async () => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
