/**
 * Issue 19 item 4: a booking is confirmed by e-mail exactly once when it is booked, whatever booked it (skip
 * payment, a provider's return and callbacks, the box office), in the booking's language, with the receipt
 * (VAT per rate, the seller's legal details) and a PDF per ticket whose QR code, decoded from what the PDF
 * draws, is the ticket's signed code. Sent through real SMTP to the app's own mail catcher.
 */
import "reflect-metadata";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CaughtMail } from "../../../src/mail-catcher/mail-catcher.js";
import { signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { RestClient, VALID_CLIENT } from "../../helpers/booking-client.js";
import { createOccasion, demoIds, statusHistory, type DemoIds } from "../../helpers/booking-fixtures.js";
import { readPdf } from "../../helpers/pdf-reader.js";
import { confirmedBuyer, payOk, seatDealer, visit } from "../payments/payment-flow.js";

let app: BookingTestApp;
let demo: DemoIds;
let seat: () => string;

beforeAll(async () => {
  app = await startBookingApp({ env: { PAYMENT_SIMULATOR: "true" } });
  demo = await demoIds(app);
  seat = seatDealer(demo);
  await app.query(
    `UPDATE settings SET seller_name = 'Kaupunginteatteri Oy', seller_business_id = '0112038-9', seller_address = 'Teatterikatu 1\n00100 Helsinki'
      WHERE id = 1`,
  );
});

afterAll(async () => {
  await app?.stop();
});

beforeEach(() => app.mailCatcher!.clear());

let counter = 0;
const address = () => `buyer-${++counter}@example.fi`;

/** Sends what the outbox holds (the job is off in tests) and answers what reached `to`. */
async function delivered(to: string): Promise<CaughtMail[]> {
  await app.services.mailSender!.runOnce();
  return app.mailCatcher!.messages(to);
}

interface TicketRow {
  code: string;
  section: string | null;
  row: string | null;
  seat: string | null;
}

const ticketsOf = (bookingId: string) =>
  app.query<TicketRow>(
    `SELECT t.code, s.section, s.row, s.seat FROM tickets t JOIN spaces s ON s.id = t.space_id WHERE t.booking_id = $1 ORDER BY s.name`,
    [bookingId],
  );

describe("skip payment", () => {
  it("one e-mail in the booking's language: receipt with VAT per rate and the seller, a PDF per ticket with its signed QR code", async () => {
    const { occasionId } = await createOccasion(app, {
      planId: demo.planId,
      eventPrices: { [demo.ticketTypes.adult!]: 3200 },
      addonIds: [demo.addons["ADDON-CLOAKROOM"]!],
      startTime: new Date("2026-12-12T17:00:00Z"),
    });
    const [eventName] = await app.query<{ name: string }>(
      `SELECT e.name->>'en' AS name FROM occasions o JOIN events e ON e.id = o.event_id WHERE o.id = $1`,
      [occasionId],
    );
    const buyer = new RestClient(app.url);
    expect((await buyer.book(occasionId, { language: "fi" })).status).toBe(201);
    const first = await buyer.addSpaceOk(demo.space("R3-S3"));
    await buyer.addSpaceOk(demo.space("R3-S4"));
    expect((await buyer.updateTicket(first.id, { addonIds: [demo.addons["ADDON-CLOAKROOM"]] })).status).toBe(200);
    const to = address();
    const confirmed = await buyer.confirm({ ...VALID_CLIENT, email: to, payment_method_id: "skip", terms_accepted: true });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.status).toBe("booked");

    const [mail, ...more] = await delivered(to);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Lippusi: ${eventName!.name}, 12.12.2026 19:00`);
    expect(mail!.language).toBe("fi");
    // Two rates: the tickets at 14 % (6 400), the cloakroom at 25.5 % (300); VAT rounded once per rate.
    expect(mail!.text).toContain("ALV 14 %: 7,86 € (veroton 56,14 €)");
    expect(mail!.text).toContain("ALV 25,5 %: 0,61 € (veroton 2,39 €)");
    expect(mail!.text).toContain("Yhteensä: 67,00 €");
    // Issue 37 item 19: each ticket at its own price, the addon on a line of its own with its own VAT rate.
    expect(mail!.text.match(/: Aikuinen: 32,00 €$/gm)).toHaveLength(2);
    expect(mail!.text.match(/^Lisäpalvelu: Narikka: 3,00 € \(ALV 25,5 %\)$/gm)).toHaveLength(1);
    expect(mail!.text).not.toContain("Aikuinen + Narikka");
    expect(mail!.text).toContain("Maksu: Ei veloitettu");
    expect(mail!.text).toMatch(/Kaupunginteatteri Oy\nY-tunnus 0112038-9\nTeatterikatu 1\n00100 Helsinki$/);
    // Without PUBLIC_URL, links point at this server.
    const link = new RegExp(`Näytä varaukseni: (http://localhost:${app.port}/fi/my-booking/([A-Za-z0-9_-]{43}))`).exec(mail!.text);
    expect(link, mail!.text).not.toBeNull();
    expect(mail!.html).toContain(`href="${link![1]}"`);

    const tickets = await ticketsOf(buyer.uuid!);
    expect(mail!.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual(
      tickets.map((_, index) => [expect.stringMatching(new RegExp(`^ticket-\\d+-${index + 1}\\.pdf$`)), "application/pdf"]),
    );
    mail!.attachments.forEach((attachment, index) => {
      const pages = readPdf(Buffer.from(attachment.content, "base64"));
      expect(pages).toHaveLength(1);
      const [page] = pages;
      const ticket = tickets[index]!;
      expect(page!.qr).toBe(app.services.ticketSignature.sign(ticket.code));
      expect(app.services.ticketSignature.read(page!.qr!)).toEqual({ ok: true, code: ticket.code });
      expect(page!.texts).toContain(eventName!.name);
      expect(page!.texts).toContain("12.12.2026 19:00");
      expect(page!.texts.some((text) => text.toLowerCase().includes(`rivi ${ticket.row}, paikka ${ticket.seat}`))).toBe(true);
      expect(page!.texts).toContain(ticket.code);
      expect(page!.texts).toContain("32,00 €");
      if (index === 0) expect(page!.texts).toEqual(expect.arrayContaining(["Narikka: 3,00 € (ALV 25,5 %)", "Yhteensä", "35,00 €"]));
      else expect(page!.texts).not.toContain("Yhteensä");
    });

    const [booking] = await app.query<{ manage_token_hash: string }>(`SELECT manage_token_hash FROM bookings WHERE id = $1`, [buyer.uuid]);
    expect(booking!.manage_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(mail!.text).not.toContain(booking!.manage_token_hash);
    // Nothing more for this booking however often the sender runs; the sent files are not kept.
    expect(await delivered(to)).toHaveLength(1);
    expect(
      await app.query(
        `SELECT a.position FROM email_outbox_attachments a JOIN email_outbox m ON m.id = a.message_id WHERE m.booking_id = $1`,
        [buyer.uuid],
      ),
    ).toEqual([]);
  });

  it("a booking cancelled before it was booked gets no e-mail", async () => {
    const buyer = new RestClient(app.url);
    await buyer.bookOk(demo.occasions["Evening show"]!);
    await buyer.addSpaceOk(seat());
    expect((await buyer.cancelDraft()).status).toBeLessThan(300);
    expect(await app.query(`SELECT id FROM email_outbox WHERE booking_id = $1`, [buyer.uuid])).toEqual([]);
  });
});

describe("paid online", () => {
  it("duplicate callbacks and returns book once and confirm once", async () => {
    const occasionId = demo.occasions["Evening show"]!;
    const buyer = await confirmedBuyer(app, occasionId, seat(), "paytrail");
    const to = VALID_CLIENT.email;
    const { payment } = await payOk(app, buyer);
    const done = await app.simulator!.complete("paytrail", payment.stamp, { outcome: "ok", sendCallback: false });
    await Promise.all([
      visit(done.returnUrl),
      visit(done.returnUrl),
      app.simulator!.callback("paytrail", payment.stamp, { outcome: "ok", repeat: 3 }),
    ]);
    expect((await statusHistory(app, buyer.uuid)).filter((row) => row.to === "booked")).toHaveLength(1);
    expect(await app.query(`SELECT template FROM email_outbox WHERE booking_id = $1`, [buyer.uuid])).toEqual([
      { template: "booking-confirmation" },
    ]);
    const mails = (await delivered(to)).filter((mail) => mail.subject.startsWith("Your tickets"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Payment: Paid online (Paytrail)");
  });
});

describe("the box office", () => {
  it("a sale is confirmed to the customer at once, paid at the box office", async () => {
    const admin = await signInAdmin(app);
    const to = address();
    const sold = await admin.op<{ createBoxOfficeBooking: { id: string; status: string } }>(
      `mutation ($input: BoxOfficeBookingInput!) { createBoxOfficeBooking(input: $input) { id status } }`,
      { input: { occasionId: demo.occasions["Evening show"]!, spaceIds: [seat(), seat()], client: { ...VALID_CLIENT, email: to } } },
    );
    expect(sold.errors, JSON.stringify(sold.errors)).toBeUndefined();
    const [mail, ...more] = await delivered(to);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^Your tickets: /);
    expect(mail!.text).toContain("Payment: Paid at the box office");
    expect(mail!.attachments).toHaveLength(2);
    const codes = (await ticketsOf(sold.data!.createBoxOfficeBooking.id)).map((ticket) => app.services.ticketSignature.sign(ticket.code));
    expect(mail!.attachments.map((attachment) => readPdf(Buffer.from(attachment.content, "base64"))[0]!.qr)).toEqual(codes);
  });
});
