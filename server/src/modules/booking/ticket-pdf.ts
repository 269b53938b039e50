import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { formatEuros } from "../../common/money.js";
import { formatZoned } from "@seatbooking/core";

/** One ticket as its PDF page prints it. */
export interface PrintedTicket {
  /** Its place among the booking's tickets, from 1 ('Ticket 2 of 3'). */
  number: number;
  /** The ticket's bare code, printed under the QR code for typing at the door. */
  code: string;
  /** The QR code's text: the signed code (TicketSignature.sign). */
  qrText: string;
  /** The seat or place, in the booking's language ('Row 3, seat 12'). */
  placeLabel: string;
  ticketType: string;
  /** Gross cents, addons included. */
  price: number;
  /** The addons sold with it, by name. */
  addons: string[];
}

/** A booking's tickets and what every page repeats. */
export interface PrintedTickets {
  language: string;
  timeZone: string;
  siteName: string;
  eventName: string;
  /** The occasion's own title or name, when it has one. */
  occasionTitle: string | null;
  start: Date;
  bookingNumber: string;
  holderName: string | null;
  /** The booking's tickets in all (a PDF may print some of them). */
  ticketCount: number;
  tickets: PrintedTicket[];
}

interface Labels {
  ticket: (index: number, count: number) => string;
  booking: string;
  holder: string;
  place: string;
  type: string;
  price: string;
  addons: string;
  code: string;
  note: string;
}

const LABELS: Record<string, Labels> = {
  en: {
    ticket: (index, count) => `Ticket ${index} of ${count}`,
    booking: "Booking",
    holder: "Name",
    place: "Place",
    type: "Ticket type",
    price: "Price",
    addons: "Includes",
    code: "Ticket code",
    note: "Show this ticket at the door, printed or on your phone. Each ticket admits once.",
  },
  fi: {
    ticket: (index, count) => `Lippu ${index}/${count}`,
    booking: "Varaus",
    holder: "Nimi",
    place: "Paikka",
    type: "Lipputyyppi",
    price: "Hinta",
    addons: "Sisältää",
    code: "Lippukoodi",
    note: "Näytä lippu ovella tulostettuna tai puhelimesta. Kullakin lipulla pääsee sisään kerran.",
  },
  sv: {
    ticket: (index, count) => `Biljett ${index} av ${count}`,
    booking: "Bokning",
    holder: "Namn",
    place: "Plats",
    type: "Biljettyp",
    price: "Pris",
    addons: "Ingår",
    code: "Biljettkod",
    note: "Visa biljetten vid dörren, utskriven eller i telefonen. Varje biljett gäller för ett inträde.",
  },
};

/** A5 portrait, in points. */
const PAGE = { width: 419.53, height: 595.28, margin: 36 };
/** The QR code's side in points: about 45 mm, easy for a door scanner from a phone's screen or paper. */
const QR_SIDE = 128;

/**
 * The standard PDF fonts write WinAnsi: characters outside it (a name in another script) would print as
 * garbage, so they are replaced; typographic spaces (Intl's no-break ones) become plain spaces.
 */
function printable(text: string): string {
  return text
    .replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000]/g, " ")
    .replace(/[^\u0020-\u007e\u00a1-\u00ff\u20ac\u2013\u2014\u2018\u2019\u201c\u201d\u2026]/g, "?");
}

/**
 * Draws `text`'s QR code as vector squares (one rectangle per run of dark modules in a row), top left at
 * (x, y): sharp at any zoom and print size, and no image decoder needed to read it back.
 */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, side: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const size = qr.modules.size;
  const module = side / size;
  for (let row = 0; row < size; row++) {
    let column = 0;
    while (column < size) {
      if (!qr.modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < size && qr.modules.get(row, column)) column++;
      doc.rect(x + start * module, y + row * module, (column - start) * module, module);
    }
  }
  doc.fill("#000000");
}

function factRow(doc: PDFKit.PDFDocument, label: string, value: string): void {
  doc.font("Helvetica").fontSize(9).fillColor("#495057").text(printable(label));
  doc.font("Helvetica-Bold").fontSize(12).fillColor("#000000").text(printable(value));
  doc.moveDown(0.4);
}

/** Some or all of a booking's tickets as one PDF, a page per ticket: the event, date, place and type, and the ticket's QR code. */
export function renderTicketsPdf(input: PrintedTickets): Promise<Buffer> {
  const language = LABELS[input.language] ? input.language : "en";
  const words = LABELS[language]!;
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    autoFirstPage: false,
    info: { Title: printable(`${input.eventName} - ${input.siteName}`), Author: printable(input.siteName) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = PAGE.width - 2 * PAGE.margin;
  input.tickets.forEach((ticket) => {
    doc.addPage();
    doc.font("Helvetica").fontSize(10).fillColor("#495057").text(printable(input.siteName), { width });
    doc.moveDown(0.2);
    doc.font("Helvetica-Bold").fontSize(18).fillColor("#000000").text(printable(input.eventName), { width });
    if (input.occasionTitle) doc.font("Helvetica").fontSize(12).text(printable(input.occasionTitle), { width });
    doc.font("Helvetica-Bold").fontSize(14).text(formatZoned(input.start, input.timeZone), { width });
    doc.moveDown(0.6);
    doc
      .moveTo(PAGE.margin, doc.y)
      .lineTo(PAGE.width - PAGE.margin, doc.y)
      .lineWidth(0.5)
      .stroke("#adb5bd");
    doc.moveDown(0.6);
    factRow(doc, words.place, ticket.placeLabel);
    factRow(doc, words.type, ticket.ticketType);
    if (ticket.addons.length > 0) factRow(doc, words.addons, ticket.addons.join(", "));
    factRow(doc, words.price, formatEuros(ticket.price, language));
    if (input.holderName) factRow(doc, words.holder, input.holderName);
    factRow(doc, words.booking, `${input.bookingNumber} · ${words.ticket(ticket.number, input.ticketCount)}`);

    const qrTop = Math.max(doc.y + 8, PAGE.height - PAGE.margin - QR_SIDE - 70);
    const qrLeft = (PAGE.width - QR_SIDE) / 2;
    drawQr(doc, ticket.qrText, qrLeft, qrTop, QR_SIDE);
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor("#495057")
      .text(printable(words.code), PAGE.margin, qrTop + QR_SIDE + 8, { width, align: "center" });
    doc.font("Courier-Bold").fontSize(13).fillColor("#000000").text(ticket.code, { width, align: "center" });
    doc.moveDown(0.4);
    doc.font("Helvetica").fontSize(8).fillColor("#495057").text(printable(words.note), { width, align: "center" });
  });
  doc.end();
  return done;
}
