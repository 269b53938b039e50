import { describe, expect, it } from "vitest";
import { readPdf } from "../../../../test/helpers/pdf-reader.js";
import { newTicketCode } from "./ticket-code.js";
import { TicketSignature } from "./ticket-signature.js";
import { renderTicketsPdf, type PrintedTickets } from "./ticket-pdf.js";

const signature = new TicketSignature("a-test-secret-of-at-least-32-characters!");
const codes = [newTicketCode(), newTicketCode()];

const booking = (overrides: Partial<PrintedTickets> = {}): PrintedTickets => ({
  language: "fi",
  timeZone: "Europe/Helsinki",
  siteName: "Kaupunginteatteri",
  eventName: "Hamlet",
  occasionTitle: null,
  start: new Date("2026-05-02T16:00:00Z"),
  bookingNumber: "1042",
  holderName: "Maija Meikäläinen",
  ticketCount: 2,
  tickets: codes.map((code, index) => ({
    number: index + 1,
    code,
    qrText: signature.sign(code),
    placeLabel: `Rivi 3, paikka ${12 + index}`,
    ticketType: index === 0 ? "Aikuinen" : "Lapsi",
    price: index === 0 ? 2950 : 1500,
    addons: index === 0 ? [{ name: "Väliaikatarjoilu", price: 300, vat: 14 }] : [],
    total: index === 0 ? 3250 : 1500,
  })),
  ...overrides,
});

describe("ticket PDF", () => {
  it("prints a page per ticket whose QR code decodes to its signed code, with the event, date, place and bare code", async () => {
    const pdf = await renderTicketsPdf(booking());
    const pages = readPdf(pdf);
    expect(pages).toHaveLength(2);
    pages.forEach((page, index) => {
      expect(page.qr).toBe(signature.sign(codes[index]!));
      expect(signature.read(page.qr!)).toEqual({ ok: true, code: codes[index] });
      expect(page.texts).toContain("Hamlet");
      // 16:00 UTC is 19:00 in Helsinki (summer time).
      expect(page.texts).toContain("02.05.2026 19:00");
      expect(page.texts).toContain(`Rivi 3, paikka ${12 + index}`);
      expect(page.texts).toContain(codes[index]);
      expect(page.texts).toContain(`1042 · Lippu ${index + 1}/2`);
    });
    // The addon on its own line with its own VAT rate; the ticket's own price, then the ticket's total.
    expect(pages[0]!.texts).toEqual(
      expect.arrayContaining(["Hinta", "29,50 €", "Lisäpalvelu", "Väliaikatarjoilu: 3,00 € (ALV 14 %)", "Yhteensä", "32,50 €"]),
    );
    expect(pages[1]!.texts).toContain("15,00 €");
    expect(pages[1]!.texts).not.toContain("Lisäpalvelu");
    expect(pages[1]!.texts).not.toContain("Yhteensä");
    expect(pages[0]!.texts).toContain("Maija Meikäläinen");
  });

  it("writes its labels in the booking's language, English for others; text outside the fonts' characters prints as ?", async () => {
    const english = readPdf(await renderTicketsPdf(booking({ language: "de", eventName: "Hamlet 東京" })));
    expect(english[0]!.texts).toEqual(
      expect.arrayContaining(["Place", "Ticket code", "Hamlet ??", "€29.50", "Väliaikatarjoilu: €3.00 (VAT 14 %)", "€32.50"]),
    );
    const swedish = readPdf(await renderTicketsPdf(booking({ language: "sv" })));
    expect(swedish[0]!.texts).toEqual(expect.arrayContaining(["Plats", "Biljettkod", "32,50 €"]));
  });

  it("prints names in Latin Extended, Greek and Cyrillic as typed, in fonts embedded in the file (issue 34, item 13b)", async () => {
    const pdf = await renderTicketsPdf(
      booking({
        holderName: "Łukasz Ščerbanović",
        eventName: "Žaneta Åström ja Örjan",
        occasionTitle: "Γιώργος Παπαδόπουλος · Анна Каренина",
        siteName: "Teatteri Šťastný",
      }),
    );
    const pages = readPdf(pdf);
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page.texts).toEqual(
        expect.arrayContaining([
          "Łukasz Ščerbanović",
          "Žaneta Åström ja Örjan",
          "Γιώργος Παπαδόπουλος · Анна Каренина",
          "Teatteri Šťastný",
        ]),
      );
      expect(page.texts.join("\n")).not.toContain("?");
      // Every text is set in a subset of an embedded font ('ABCDEF+DejaVuSans'), none in a standard font.
      expect(page.fonts.length).toBeGreaterThan(0);
      for (const font of page.fonts) expect(font).toMatch(/^[A-Z]{6}\+DejaVuSans/);
    }
    const file = pdf.toString("latin1");
    expect(file).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(file).not.toMatch(/\/BaseFont \/(?:Helvetica|Courier|Times)/);
  });

  it("composes a decomposed name (S + combining caron) into the font's own letter", async () => {
    const pages = readPdf(await renderTicketsPdf(booking({ holderName: "S\u030cc\u030cerbanovic\u0301" })));
    expect(pages[0]!.texts).toContain("Ščerbanović");
  });
});
