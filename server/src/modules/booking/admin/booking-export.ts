import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import type { DataSource } from "typeorm";
import { csvWriter, decimalCommaEuros } from "../../../common/csv.js";
import { badRequest } from "../../../common/errors.js";
import { parseUuid } from "../../../common/ids.js";
import { translate, type Translations } from "../../../common/translations.js";
import { serverMessage, type MessageKey } from "../../i18n/server-messages.js";
import { BOOKING_STATUSES, formatZoned, wallClock, type BookingStatus } from "@seatbooking/core";
import { PLAN_LABELLING_SQL, spaceLabel, type PlanLabellingRow } from "../../plan/plan.service.js";
import type { SettingsService } from "../../settings/settings.service.js";

/** The overview's default set: what a box office looks after, not every abandoned draft (issue 13). */
export const DEFAULT_EXPORT_STATUSES: readonly BookingStatus[] = ["booked", "payment", "renewable", "locked"];

/** SPEC section 3's export columns, in its order: other systems read them by position and by name, so they never change. */
export const EXPORT_COLUMNS = [
  "address",
  "amount",
  "bookingId",
  "bookingStatus",
  "email",
  "firstName",
  "identityNumber",
  "lastName",
  "message",
  "phone",
  "space",
  "ticketType",
  "total",
  "unitPrice",
] as const;

/**
 * Appended after SPEC's 14 (issue 34, item 13): the event and the occasion's start in the venue's time zone, so an
 * export of several occasions (an event's, or all) tells the door which show a row is for.
 */
export const OCCASION_COLUMNS = ["event", "date"] as const;

/** Appended after those (issue 38): the season ticket's series a row's booking is a date of, and its order's number; empty otherwise. */
export const ORDER_COLUMNS = ["series", "order"] as const;

/**
 * Appended after the order's (issue 38): the euros a voucher took off the ticket's list price (0 when none; unitPrice
 * and total are what was charged) and the code.
 */
export const VOUCHER_COLUMNS = ["discount", "voucherCode"] as const;

/** Every column the export writes, in order: SPEC's 14 first, exactly as they were, then the appended ones. */
export const ALL_EXPORT_COLUMNS = [...EXPORT_COLUMNS, ...OCCASION_COLUMNS, ...ORDER_COLUMNS, ...VOUCHER_COLUMNS] as const;
type Column = (typeof ALL_EXPORT_COLUMNS)[number];

/** Columns holding euros: formatted as money in both formats. */
const EUROS: ReadonlySet<Column> = new Set(["total", "unitPrice", "discount"]);

export interface ExportFilter {
  eventId?: string;
  occasionId?: string;
  statuses?: string[];
}

interface ExportRow extends PlanLabellingRow {
  number: string;
  status: string;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  identity_number: string | null;
  message: string | null;
  price: number;
  addons: number;
  space: string;
  section: string | null;
  row: string | null;
  seat: string | null;
  max_tickets: number;
  space_type: Translations | null;
  ticket_type: Translations;
  event_name: Translations;
  start_time: Date;
  series_name: Translations | null;
  order_number: number | null;
  list_price: number | null;
  voucher_code: string | null;
}

/** Rows fetched per round trip from the export's cursor: memory stays flat however many tickets there are. */
const BATCH = 1_000;

/** A row's values; `date` is the occasion's start as the venue's wall clock ('12.12.2026 19:00'). */
function values(row: ExportRow, language: string, timeZone: string): Record<Column, string | number | null> {
  return {
    address: row.address,
    amount: 1,
    bookingId: Number(row.number),
    bookingStatus: serverMessage(`status.${row.status}` as MessageKey, language),
    email: row.email,
    firstName: row.firstname,
    identityNumber: row.identity_number,
    lastName: row.lastname,
    message: row.message,
    phone: row.phone,
    space: spaceLabel(
      row,
      { name: row.space, section: row.section, row: row.row, seat: row.seat, maxTickets: row.max_tickets },
      row.space_type ? translate(row.space_type, language) : null,
      language,
    ),
    ticketType: translate(row.ticket_type, language) ?? "",
    total: (row.price + Number(row.addons)) / 100,
    unitPrice: row.price / 100,
    event: translate(row.event_name, language) ?? "",
    date: formatZoned(row.start_time, timeZone),
    series: row.series_name ? (translate(row.series_name, language) ?? "") : null,
    order: row.order_number,
    discount: row.list_price === null ? 0 : (row.list_price - row.price) / 100,
    voucherCode: row.voucher_code,
  };
}

/** The venue's wall clock at `instant` as a date cell: spreadsheets keep no time zone, they show what they are given. */
function wallClockCell(instant: Date, timeZone: string): Date {
  const wall = wallClock(instant, timeZone);
  return new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute));
}

/**
 * The tickets of the filtered bookings, one row per ticket, for administrators (issue 13; DESIGN section
 * 7.3): identity numbers unmasked, the booking number as bookingId. Read through a server-side cursor in
 * batches and written as they come, so 100,000 tickets never sit in memory at once.
 */
export class BookingExporter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
  ) {}

  private query(filter: ExportFilter): { sql: string; params: unknown[] } {
    const statuses = filter.statuses?.length ? filter.statuses : [...DEFAULT_EXPORT_STATUSES];
    if (!statuses.every((status) => (BOOKING_STATUSES as readonly string[]).includes(status))) throw badRequest("errors.badRequest");
    const params: unknown[] = [statuses];
    const where = ["b.status = ANY($1::varchar[])"];
    if (filter.occasionId) {
      params.push(parseUuid(filter.occasionId));
      where.push(`b.occasion_id = $${params.length}`);
    }
    if (filter.eventId) {
      params.push(parseUuid(filter.eventId));
      where.push(`b.occasion_id IN (SELECT id FROM occasions WHERE event_id = $${params.length})`);
    }
    const sql = `SELECT b.number, b.status, b.firstname, b.lastname, b.email, b.phone, b.address, b.identity_number, b.message,
                        t.price, COALESCE((SELECT sum(a.price) FROM ticket_addons a WHERE a.ticket_id = t.id), 0) AS addons,
                        s.name AS space, s.section, s.row, s.seat, s.max_tickets, st.name AS space_type,
                        ${PLAN_LABELLING_SQL}, tt.name AS ticket_type, e.name AS event_name, o.start_time,
                        sr.name AS series_name, ord.number AS order_number, t.list_price, vc.code AS voucher_code
                   FROM tickets t JOIN bookings b ON b.id = t.booking_id JOIN spaces s ON s.id = t.space_id
                   JOIN occasions o ON o.id = b.occasion_id JOIN events e ON e.id = o.event_id
                   JOIN plans p ON p.id = s.plan_id LEFT JOIN space_types st ON st.id = s.space_type_id
                   JOIN ticket_types tt ON tt.id = t.ticket_type_id LEFT JOIN voucher_codes vc ON vc.id = t.voucher_code_id
                   LEFT JOIN orders ord ON ord.id = b.order_id LEFT JOIN series sr ON sr.id = ord.series_id
                  WHERE ${where.join(" AND ")}
                  ORDER BY b.number, t.created_at, t.id`;
    return { sql, params };
  }

  /** Throws the caller's error for a bad filter, before anything of the answer is written. */
  check(filter: ExportFilter): void {
    this.query(filter);
  }

  /** Hands `write` the rows in batches from a cursor on one connection, in a read-only transaction. */
  private async eachBatch(filter: ExportFilter, write: (rows: ExportRow[]) => Promise<void>): Promise<void> {
    const { sql, params } = this.query(filter);
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query("BEGIN READ ONLY");
      await runner.query(`DECLARE booking_export NO SCROLL CURSOR FOR ${sql}`, params);
      for (;;) {
        const rows: ExportRow[] = await runner.query(`FETCH ${BATCH} FROM booking_export`);
        if (rows.length > 0) await write(rows);
        if (rows.length < BATCH) break;
      }
      await runner.query("COMMIT");
    } catch (error) {
      await runner.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  private headers(language: string): Record<Column, string> {
    return Object.fromEntries(
      ALL_EXPORT_COLUMNS.map((column) => [column, serverMessage(`export.${column}` as MessageKey, language)]),
    ) as Record<Column, string>;
  }

  /**
   * CSV for Excel in Finland: UTF-8 with a BOM, ';' between fields, euros with a decimal comma. Text cells (names,
   * messages, labels) a spreadsheet would run as a formula are neutralised by the app's one CSV writer (common/csv.ts);
   * the numbers the app writes itself (amount, bookingId, euros) stay numbers.
   */
  async csv(filter: ExportFilter, language: string, out: Writable): Promise<void> {
    const headers = this.headers(language);
    const { timeZone } = await this.settings.settingsEntity();
    const csv = csvWriter(out);
    await csv.row(ALL_EXPORT_COLUMNS.map((column) => headers[column]));
    await this.eachBatch(filter, async (rows) => {
      for (const row of rows) {
        const value = values(row, language, timeZone);
        await csv.row(ALL_EXPORT_COLUMNS.map((column) => (EUROS.has(column) ? decimalCommaEuros(value[column] as number) : value[column])));
      }
    });
    await csv.end();
  }

  /**
   * XLSX streamed row by row: numbers as numbers, euros formatted as euros, the date as a date cell (the venue's wall
   * clock), text as string cells (never formulas).
   */
  async xlsx(filter: ExportFilter, language: string, out: Writable): Promise<void> {
    const headers = this.headers(language);
    const { timeZone } = await this.settings.settingsEntity();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(serverMessage("export.sheet", language));
    sheet.columns = ALL_EXPORT_COLUMNS.map((column) => ({
      header: headers[column],
      key: column,
      width: EUROS.has(column) ? 12 : column === "event" || column === "series" ? 30 : 18,
      style: EUROS.has(column) ? { numFmt: '#,##0.00 "€"' } : column === "date" ? { numFmt: "dd.mm.yyyy hh:mm" } : {},
    }));
    await this.eachBatch(filter, async (rows) => {
      for (const row of rows) sheet.addRow({ ...values(row, language, timeZone), date: wallClockCell(row.start_time, timeZone) }).commit();
    });
    sheet.commit();
    await workbook.commit();
  }
}
