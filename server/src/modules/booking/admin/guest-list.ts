import { formatZoned } from "@seatbooking/core";
import type { DataSource } from "typeorm";
import { badRequest, notFound } from "../../../common/errors.js";
import { parseUuid } from "../../../common/ids.js";
import { createPdf, printable } from "../../../common/pdf.js";
import { translate, type Translations } from "../../../common/translations.js";
import { queryRows } from "../../../db/query-rows.js";
import { messageLanguage, serverMessage, type MessageKey } from "../../i18n/server-messages.js";
import type { PlanService } from "../../plan/plan.service.js";
import type { SettingsService } from "../../settings/settings.service.js";
import { DEFAULT_SITENAME } from "../../settings/settings.service.js";

/** How the list is ordered: by the guest's name (last name first) or by the place, as the door prefers. */
export const GUEST_LIST_SORTS = ["name", "seat"] as const;
export type GuestListSort = (typeof GUEST_LIST_SORTS)[number];

export function parseGuestListSort(value: unknown): GuestListSort {
  if (value === undefined || value === "") return "name";
  if (typeof value === "string" && (GUEST_LIST_SORTS as readonly string[]).includes(value)) return value as GuestListSort;
  throw badRequest();
}

interface OccasionRow {
  start_time: Date;
  event_name: Translations;
  occasion_name: Translations | null;
  title: Translations | null;
}

interface GuestRow {
  space_id: string;
  number: string;
  firstname: string | null;
  lastname: string | null;
  ticket_type: Translations;
  space_name: string;
  checked_in: boolean;
}

/** One line of the list: a ticket of a booked booking. */
export interface Guest {
  /** 'Last, First'; null when the booking has no name (a walk-in sale, erased personal data). */
  name: string | null;
  lastname: string;
  firstname: string;
  place: string;
  ticketType: string;
  bookingNumber: string;
  checkedIn: boolean;
}

function guestName(firstname: string, lastname: string): string | null {
  if (firstname && lastname) return `${lastname}, ${firstname}`;
  return lastname || firstname || null;
}

/**
 * The guests in `sort`'s order, compared as the list's language does (Ö after Z in Finnish and Swedish) and with
 * numbers as numbers ('Row 2' before 'Row 10'). By name: last name, first name, then booking and place; nameless
 * last. By seat: the place as the list prints it ('Balcony, row 1, seat 2'), so the order is the one the door reads.
 */
export function sortGuests(guests: Guest[], sort: GuestListSort, language: string): Guest[] {
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: "base" });
  const compare = (a: string, b: string) => collator.compare(a, b);
  const byName = (a: Guest, b: Guest) =>
    Number(a.name === null) - Number(b.name === null) ||
    compare(a.lastname, b.lastname) ||
    compare(a.firstname, b.firstname) ||
    Number(a.bookingNumber) - Number(b.bookingNumber);
  const byPlace = (a: Guest, b: Guest) => compare(a.place, b.place);
  return [...guests].sort(sort === "name" ? (a, b) => byName(a, b) || byPlace(a, b) : (a, b) => byPlace(a, b) || byName(a, b));
}

/** A4 portrait, in points. */
const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const ROW_HEIGHT = 20;
/** The tick in the box of a ticket already let in (DejaVu Sans has it). */
const CHECK_MARK = "\u2713";
const BOX = 10;
/** The columns' left edges and widths: the box, name, place, ticket type, booking. */
const COLUMNS = (() => {
  const left = PAGE.margin;
  const widths = { box: 28, name: 190, place: 150, type: 90 };
  const booking = PAGE.width - PAGE.margin - left - widths.box - widths.name - widths.place - widths.type;
  return {
    box: { x: left, width: widths.box },
    name: { x: left + widths.box, width: widths.name - 6 },
    place: { x: left + widths.box + widths.name, width: widths.place - 6 },
    type: { x: left + widths.box + widths.name + widths.place, width: widths.type - 6 },
    booking: { x: left + widths.box + widths.name + widths.place + widths.type, width: booking },
  };
})();

/**
 * The printable check-in list of an occasion for the door (issue 34, item 13): every ticket of its booked bookings
 * (those the door lets in, as the check-in's counts), with the guest's name, place, ticket type and booking number,
 * and a box to tick, already ticked for a ticket let in; sorted by name or by place; in the administrator's language.
 */
export class GuestLists {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly plans: PlanService,
  ) {}

  /** The occasion's guests in `sort`'s order, places labelled in `language`. */
  async guests(occasionId: string, sort: GuestListSort, language: string): Promise<Guest[]> {
    const rows = await queryRows<GuestRow>(
      this.dataSource.manager,
      `SELECT t.space_id, b.number, b.firstname, b.lastname, tt.name AS ticket_type,
              s.name AS space_name,
              EXISTS (SELECT 1 FROM ticket_check_ins c WHERE c.ticket_id = t.id) AS checked_in
         FROM tickets t JOIN bookings b ON b.id = t.booking_id JOIN spaces s ON s.id = t.space_id
         JOIN ticket_types tt ON tt.id = t.ticket_type_id
        WHERE t.occasion_id = $1 AND b.status = 'booked'`,
      [occasionId],
    );
    const labels = await this.plans.spaceLabels([...new Set(rows.map((row) => row.space_id))], language);
    const guests = rows.map((row): Guest => {
      const firstname = row.firstname?.trim() ?? "";
      const lastname = row.lastname?.trim() ?? "";
      return {
        name: guestName(firstname, lastname),
        firstname,
        lastname,
        place: labels.get(row.space_id) ?? row.space_name,
        ticketType: translate(row.ticket_type, language) ?? "",
        bookingNumber: String(row.number),
        checkedIn: row.checked_in,
      };
    });
    return sortGuests(guests, sort, language);
  }

  /** The list as a PDF; a 404 for an occasion that does not exist. */
  async pdf(occasionIdText: string, sort: GuestListSort, requestedLanguage: string, printedAt: Date): Promise<Buffer> {
    const occasionId = parseUuid(occasionIdText);
    const language = messageLanguage(requestedLanguage);
    const [occasion] = await queryRows<OccasionRow>(
      this.dataSource.manager,
      `SELECT o.start_time, o.name AS occasion_name, o.title, e.name AS event_name
         FROM occasions o JOIN events e ON e.id = o.event_id WHERE o.id = $1`,
      [occasionId],
    );
    if (!occasion) throw notFound();
    const settings = await this.settings.settingsEntity();
    const guests = await this.guests(occasionId, sort, language);
    const t = (key: string, params?: Record<string, string | number>) => serverMessage(`guestList.${key}` as MessageKey, language, params);
    const eventName = translate(occasion.event_name, language) ?? "";
    const occasionTitle = translate(occasion.title, language) ?? translate(occasion.occasion_name, language) ?? null;
    const start = formatZoned(occasion.start_time, settings.timeZone);
    const siteName = translate(settings.sitename, language) ?? DEFAULT_SITENAME;

    const { doc, done } = createPdf({
      size: "A4",
      margin: PAGE.margin,
      bufferPages: true,
      lang: language,
      info: { Title: `${t("title")}: ${eventName} ${start}`, Author: siteName },
    });
    const width = PAGE.width - 2 * PAGE.margin;
    const bottom = PAGE.height - PAGE.margin - 24;

    const tableHeader = () => {
      const y = doc.y;
      doc.font("bold").fontSize(9).fillColor("#495057");
      doc.text(printable(t("checkedIn"), "bold"), COLUMNS.box.x, y, { width: COLUMNS.box.width - 4, lineBreak: false });
      doc.text(printable(t("name"), "bold"), COLUMNS.name.x, y, { width: COLUMNS.name.width, lineBreak: false });
      doc.text(printable(t("place"), "bold"), COLUMNS.place.x, y, { width: COLUMNS.place.width, lineBreak: false });
      doc.text(printable(t("ticketType"), "bold"), COLUMNS.type.x, y, { width: COLUMNS.type.width, lineBreak: false });
      doc.text(printable(t("booking"), "bold"), COLUMNS.booking.x, y, { width: COLUMNS.booking.width, lineBreak: false });
      const line = y + 14;
      doc
        .moveTo(PAGE.margin, line)
        .lineTo(PAGE.width - PAGE.margin, line)
        .lineWidth(0.8)
        .stroke("#495057");
      doc.y = line + 4;
    };

    doc.font("regular").fontSize(9).fillColor("#495057").text(printable(siteName), PAGE.margin, PAGE.margin, { width });
    doc
      .font("bold")
      .fontSize(18)
      .fillColor("#000000")
      .text(printable(`${t("title")}: ${eventName}`, "bold"), { width });
    if (occasionTitle) doc.font("regular").fontSize(12).text(printable(occasionTitle), { width });
    doc.font("bold").fontSize(13).text(printable(start, "bold"), { width });
    const checkedIn = guests.filter((guest) => guest.checkedIn).length;
    doc
      .font("regular")
      .fontSize(9)
      .fillColor("#495057")
      .text(
        printable(
          [
            t(sort === "name" ? "sortedByName" : "sortedBySeat"),
            t("count", { count: guests.length, checkedIn }),
            t("printed", { time: formatZoned(printedAt, settings.timeZone) }),
          ].join(" · "),
        ),
        { width },
      );
    doc.moveDown(1);

    if (guests.length === 0) {
      doc
        .font("regular")
        .fontSize(11)
        .fillColor("#000000")
        .text(printable(t("none")), { width });
    } else {
      tableHeader();
      for (const [index, guest] of guests.entries()) {
        if (doc.y + ROW_HEIGHT > bottom) {
          doc.addPage();
          doc.y = PAGE.margin;
          tableHeader();
        }
        const y = doc.y;
        if (index % 2 === 1) doc.rect(PAGE.margin, y - 3, width, ROW_HEIGHT).fill("#f1f3f5");
        // The box to tick; a ticket already let in at the door has it ticked.
        doc
          .rect(COLUMNS.box.x + 2, y + 1, BOX, BOX)
          .lineWidth(0.8)
          .stroke("#000000");
        if (guest.checkedIn)
          doc
            .font("bold")
            .fontSize(10)
            .fillColor("#000000")
            .text(CHECK_MARK, COLUMNS.box.x + 2.5, y, { width: BOX, lineBreak: false });
        const cell = (text: string, column: { x: number; width: number }, font: "regular" | "bold" = "regular") =>
          doc
            .font(font)
            .fontSize(10)
            .fillColor("#000000")
            .text(printable(text, font), column.x, y, { width: column.width, height: ROW_HEIGHT - 6, ellipsis: true });
        cell(guest.name ?? "–", COLUMNS.name, "bold");
        cell(guest.place, COLUMNS.place);
        cell(guest.ticketType, COLUMNS.type);
        cell(guest.bookingNumber, COLUMNS.booking);
        doc.y = y + ROW_HEIGHT;
      }
    }

    // Each page's footer: the occasion and 'Page 2 of 3', so loose sheets at the door go back together.
    const range = doc.bufferedPageRange();
    for (let page = range.start; page < range.start + range.count; page++) {
      doc.switchToPage(page);
      // In the bottom margin: with the margin kept, pdfkit would start a new page for it.
      doc.page.margins.bottom = 0;
      doc
        .font("regular")
        .fontSize(8)
        .fillColor("#495057")
        .text(
          printable(`${eventName} ${start} · ${t("page", { page: page + 1, pages: range.count })}`),
          PAGE.margin,
          PAGE.height - PAGE.margin - 10,
          { width, align: "center", lineBreak: false },
        );
    }
    doc.end();
    return done;
  }
}
