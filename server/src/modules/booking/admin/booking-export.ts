import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import type { DataSource } from "typeorm";
import { csvWriter, decimalCommaEuros } from "../../../common/csv.js";
import { badRequest } from "../../../common/errors.js";
import { parseUuid } from "../../../common/ids.js";
import { translate, type Translations } from "../../../common/translations.js";
import { serverMessage, type MessageKey } from "../../i18n/server-messages.js";
import { BOOKING_STATUSES, type BookingStatus } from "@seatbooking/core";
import { spaceLabel } from "../../plan/plan.service.js";

/** The overview's default set: what a box office looks after, not every abandoned draft (issue 13). */
export const DEFAULT_EXPORT_STATUSES: readonly BookingStatus[] = ["booked", "payment", "renewable", "locked"];

/** SPEC section 3's export columns, in its order. */
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
type Column = (typeof EXPORT_COLUMNS)[number];

/** Columns holding euros: formatted as money in both formats. */
const EUROS: ReadonlySet<Column> = new Set(["total", "unitPrice"]);

export interface ExportFilter {
  eventId?: string;
  occasionId?: string;
  statuses?: string[];
}

interface ExportRow {
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
  label_mask: string | null;
  ticket_type: Translations;
}

/** Rows fetched per round trip from the export's cursor: memory stays flat however many tickets there are. */
const BATCH = 1_000;

function values(row: ExportRow, language: string): Record<Column, string | number | null> {
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
      row.label_mask,
      { name: row.space, section: row.section, row: row.row, seat: row.seat, maxTickets: row.max_tickets },
      row.space_type ? translate(row.space_type, language) : null,
      language,
    ),
    ticketType: translate(row.ticket_type, language) ?? "",
    total: (row.price + Number(row.addons)) / 100,
    unitPrice: row.price / 100,
  };
}

/**
 * The tickets of the filtered bookings, one row per ticket, for administrators (issue 13; DESIGN section
 * 7.3): identity numbers unmasked, the booking number as bookingId. Read through a server-side cursor in
 * batches and written as they come, so 100,000 tickets never sit in memory at once.
 */
export class BookingExporter {
  constructor(private readonly dataSource: DataSource) {}

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
                        p.space_label_mask AS label_mask, tt.name AS ticket_type
                   FROM tickets t JOIN bookings b ON b.id = t.booking_id JOIN spaces s ON s.id = t.space_id
                   JOIN plans p ON p.id = s.plan_id LEFT JOIN space_types st ON st.id = s.space_type_id
                   JOIN ticket_types tt ON tt.id = t.ticket_type_id
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
      EXPORT_COLUMNS.map((column) => [column, serverMessage(`export.${column}` as MessageKey, language)]),
    ) as Record<Column, string>;
  }

  /**
   * CSV for Excel in Finland: UTF-8 with a BOM, ';' between fields, euros with a decimal comma. Text cells (names,
   * messages, labels) a spreadsheet would run as a formula are neutralised by the app's one CSV writer (common/csv.ts);
   * the numbers the app writes itself (amount, bookingId, euros) stay numbers.
   */
  async csv(filter: ExportFilter, language: string, out: Writable): Promise<void> {
    const headers = this.headers(language);
    const csv = csvWriter(out);
    await csv.row(EXPORT_COLUMNS.map((column) => headers[column]));
    await this.eachBatch(filter, async (rows) => {
      for (const row of rows) {
        const value = values(row, language);
        await csv.row(EXPORT_COLUMNS.map((column) => (EUROS.has(column) ? decimalCommaEuros(value[column] as number) : value[column])));
      }
    });
    await csv.end();
  }

  /** XLSX streamed row by row: numbers as numbers, euros formatted as euros, text as string cells (never formulas). */
  async xlsx(filter: ExportFilter, language: string, out: Writable): Promise<void> {
    const headers = this.headers(language);
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(serverMessage("export.sheet", language));
    sheet.columns = EXPORT_COLUMNS.map((column) => ({
      header: headers[column],
      key: column,
      width: EUROS.has(column) ? 12 : 18,
      style: EUROS.has(column) ? { numFmt: '#,##0.00 "€"' } : {},
    }));
    await this.eachBatch(filter, async (rows) => {
      for (const row of rows) sheet.addRow(values(row, language)).commit();
    });
    sheet.commit();
    await workbook.commit();
  }
}
