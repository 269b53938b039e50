import QRCode from "qrcode";
import { formatEuros, formatVatRate } from "../../../common/money.js";
import { createPdf, printable } from "../../../common/pdf.js";
import { BUNDLED_SERVER_TEXTS, serverMessage, type MessageKey } from "../../i18n/server-messages.js";
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
  /** The ticket's own gross cents, addons not included: what was charged. */
  price: number;
  /** Its price before a voucher's discount, and the code, when discounted. */
  listPrice?: number | null;
  voucherCode?: string | null;
  /** The addons sold with it, each printed on its own line with its own price and VAT rate. */
  addons: Array<{ name: string; price: number; vat: number }>;
  /** Gross cents, addons included. */
  total: number;
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
  addon: string;
  total: string;
  vat: (rate: string) => string;
  discount: (code: string) => string;
  code: string;
  note: string;
}

/** The PDF's wording in `language`: ticketPdf.* of the server's dictionary, read as the tickets are printed. */
function labelsIn(language: string): Labels {
  const t = (key: string, params?: Record<string, number | string>) => serverMessage(`ticketPdf.${key}` as MessageKey, language, params);
  return {
    ticket: (index, count) => t("ticket", { index, count }),
    booking: t("booking"),
    holder: t("holder"),
    place: t("place"),
    type: t("type"),
    price: t("price"),
    addon: t("addon"),
    total: t("total"),
    vat: (rate) => t("vat", { rate }),
    discount: (code) => t("discount", { code }),
    code: t("code"),
    note: t("note"),
  };
}

/** A5 portrait, in points. */
const PAGE = { width: 419.53, height: 595.28, margin: 36 };
/** The QR code's side in points: about 45 mm, easy for a door scanner from a phone's screen or paper. */
const QR_SIDE = 128;

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
  doc.font("regular").fontSize(9).fillColor("#495057").text(printable(label));
  doc.font("bold").fontSize(12).fillColor("#000000").text(printable(value, "bold"));
  doc.moveDown(0.4);
}

/** Some or all of a booking's tickets as one PDF, a page per ticket: the event, date, place and type, and the ticket's QR code. */
export function renderTicketsPdf(input: PrintedTickets): Promise<Buffer> {
  const language = Object.hasOwn(BUNDLED_SERVER_TEXTS, input.language) ? input.language : "en";
  const words = labelsIn(language);
  const { doc, done } = createPdf({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    autoFirstPage: false,
    lang: language,
    info: { Title: `${input.eventName} - ${input.siteName}`, Author: input.siteName },
  });
  const width = PAGE.width - 2 * PAGE.margin;
  input.tickets.forEach((ticket) => {
    doc.addPage();
    doc.font("regular").fontSize(10).fillColor("#495057").text(printable(input.siteName), { width });
    doc.moveDown(0.2);
    doc.font("bold").fontSize(18).fillColor("#000000").text(printable(input.eventName, "bold"), { width });
    if (input.occasionTitle) doc.font("regular").fontSize(12).text(printable(input.occasionTitle), { width });
    doc
      .font("bold")
      .fontSize(14)
      .text(printable(formatZoned(input.start, input.timeZone), "bold"), { width });
    doc.moveDown(0.6);
    doc
      .moveTo(PAGE.margin, doc.y)
      .lineTo(PAGE.width - PAGE.margin, doc.y)
      .lineWidth(0.5)
      .stroke("#adb5bd");
    doc.moveDown(0.6);
    factRow(doc, words.place, ticket.placeLabel);
    factRow(doc, words.type, ticket.ticketType);
    factRow(doc, words.price, formatEuros(ticket.price, language));
    if (ticket.listPrice != null && ticket.listPrice > ticket.price)
      factRow(doc, words.discount(ticket.voucherCode ?? ""), `−${formatEuros(ticket.listPrice - ticket.price, language)}`);
    // Each addon on its own line: it may be sold at another VAT rate than the ticket.
    for (const addon of ticket.addons) {
      const vat = words.vat(formatVatRate(addon.vat, language));
      factRow(doc, words.addon, `${addon.name}: ${formatEuros(addon.price, language)} (${vat})`);
    }
    if (ticket.addons.length > 0) factRow(doc, words.total, formatEuros(ticket.total, language));
    if (input.holderName) factRow(doc, words.holder, input.holderName);
    factRow(doc, words.booking, `${input.bookingNumber} · ${words.ticket(ticket.number, input.ticketCount)}`);

    const qrTop = Math.max(doc.y + 8, PAGE.height - PAGE.margin - QR_SIDE - 70);
    const qrLeft = (PAGE.width - QR_SIDE) / 2;
    drawQr(doc, ticket.qrText, qrLeft, qrTop, QR_SIDE);
    doc
      .font("regular")
      .fontSize(9)
      .fillColor("#495057")
      .text(printable(words.code), PAGE.margin, qrTop + QR_SIDE + 8, { width, align: "center" });
    doc.font("mono").fontSize(13).fillColor("#000000").text(printable(ticket.code, "mono"), { width, align: "center" });
    doc.moveDown(0.4);
    doc.font("regular").fontSize(8).fillColor("#495057").text(printable(words.note), { width, align: "center" });
  });
  doc.end();
  return done;
}
