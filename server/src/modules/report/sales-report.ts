import type { DataSource } from "typeorm";
import { parseInput } from "../../common/request-input.js";
import { parseUuid } from "../../common/ids.js";
import { includedVat } from "../../common/money.js";
import { queryRows } from "../../db/query-rows.js";
import type { SettingsService } from "../settings/settings.service.js";
import { salesReportRangeSchema } from "./sales-report.input.js";

export interface SalesReportFilter {
  /** First and last day, yyyy-mm-dd, in the venue's time zone (both included). */
  from: string;
  to: string;
  eventId?: string | null;
}

/** Gross cents at one VAT rate and the VAT they include; `rate` null: the booking had no priced lines to split by. */
export interface VatShare {
  rate: number | null;
  gross: number;
  vat: number;
}

/** One day's money for one payment method through one provider. */
export interface SalesReportRow {
  day: string;
  paymentMethod: string;
  provider: string;
  /** Payments received, and their cents, split per VAT rate. */
  payments: number;
  gross: number;
  vat: VatShare[];
  /** Cents paid back that day (whole and partial refunds), split per VAT rate. */
  refunded: number;
  refundedVat: VatShare[];
  /** Cents that became owed back that day and are still owed (no refund API, refused, pending). */
  refundsOwed: number;
  /** gross - refunded. */
  net: number;
}

export interface SalesReport {
  from: string;
  to: string;
  timeZone: string;
  rows: SalesReportRow[];
  totals: Omit<SalesReportRow, "day" | "paymentMethod" | "provider">;
}

type Kind = "sale" | "refunded" | "owed";

/** Validates the filter: real days, from <= to, at most MAX_DAYS; a malformed event id is BAD_USER_INPUT too. */
export function checkSalesReportFilter(filter: SalesReportFilter): { from: string; to: string; eventId: string | null } {
  const { from, to } = parseInput(salesReportRangeSchema, { from: filter.from ?? "", to: filter.to ?? "" });
  return { from, to, eventId: filter.eventId ? parseUuid(filter.eventId) : null };
}

/**
 * Splits `total` cents over shares (unrounded cents per rate) so that the parts are whole cents summing to
 * exactly `total` (largest remainder): a day's VAT lines always add up to its gross.
 */
export function splitCents(
  total: number,
  shares: ReadonlyArray<{ rate: number | null; share: number }>,
): Array<{ rate: number | null; gross: number }> {
  if (shares.length === 0) return total === 0 ? [] : [{ rate: null, gross: total }];
  const floors = shares.map((entry) => ({ rate: entry.rate, gross: Math.floor(entry.share), rest: entry.share - Math.floor(entry.share) }));
  let left = total - floors.reduce((sum, entry) => sum + entry.gross, 0);
  const order = [...floors].sort((a, b) => b.rest - a.rest);
  for (let index = 0; left !== 0 && order.length > 0; index = (index + 1) % order.length) {
    const step = left > 0 ? 1 : -1;
    order[index]!.gross += step;
    left -= step;
  }
  return floors.filter((entry) => entry.gross !== 0).map(({ rate, gross }) => ({ rate, gross }));
}

function withVat(parts: Array<{ rate: number | null; gross: number }>): VatShare[] {
  return parts
    .map((part) => ({ ...part, vat: part.rate === null ? 0 : includedVat(part.gross, part.rate) }))
    .sort((a, b) => (b.rate ?? -1) - (a.rate ?? -1));
}

function addShares(into: Map<number | null, number>, shares: VatShare[]): void {
  for (const share of shares) into.set(share.rate, (into.get(share.rate) ?? 0) + share.gross);
}

/**
 * The sales report for the venue's accounting (issue 19): per day (the venue's time zone), payment method (what
 * the booking was checked out with) and provider (who took the money; the box office's with how it was paid), the payments received with the VAT they
 * include per rate, the refunds paid back (with their VAT) and the refunds still owed. Money is read from the
 * payments and refunds themselves, each on the day it moved; a payment's VAT follows its booking's lines (tickets
 * and addons at their rates), split in proportion where a payment covers part of a booking. Read-only.
 */
export class SalesReportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
  ) {}

  async report(input: SalesReportFilter): Promise<SalesReport> {
    const filter = checkSalesReportFilter(input);
    const timeZone = (await this.settings.settingsEntity()).timeZone;
    const params: unknown[] = [filter.from, filter.to, timeZone];
    let eventFilter = "";
    if (filter.eventId) {
      params.push(filter.eventId);
      eventFilter = `AND b.occasion_id IN (SELECT id FROM occasions WHERE event_id = $4)`;
    }
    // The money ledger's movements: a sale when the money came in, a refund when it went back, owed from when it was decided.
    const scoped = `
      WITH bounds AS (SELECT ($1::date)::timestamp AT TIME ZONE $3 AS lo, ($2::date + 1)::timestamp AT TIME ZONE $3 AS hi),
      movements AS (
        SELECT m.payment_id, m.booking_id,
               -- Money taken at the box office says how: box_office_cash, box_office_card, box_office_invoice.
               CASE WHEN p.box_office_kind IS NULL THEN m.method ELSE m.method || '_' || p.box_office_kind END AS provider,
               CASE WHEN m.kind = 'payment' OR m.status = 'refunded' THEN m.settled_at ELSE m.created_at END AS at,
               CASE WHEN m.kind = 'payment' THEN 'sale' WHEN m.status = 'refunded' THEN 'refunded' ELSE 'owed' END AS kind,
               m.amount::bigint AS amount
          FROM money_movements m JOIN payments p ON p.id = m.payment_id
         WHERE m.kind = 'payment' OR m.status IN ('refunded', 'requested', 'sent', 'failed', 'owed')
      ),
      scoped AS (
        SELECT m.*, COALESCE(b.payment_method_id, m.provider) AS method, to_char(m.at AT TIME ZONE $3, 'YYYY-MM-DD') AS day
          FROM movements m JOIN bookings b ON b.id = m.booking_id, bounds
         WHERE m.at >= bounds.lo AND m.at < bounds.hi ${eventFilter}
      )`;
    const groups = await queryRows<{ day: string; method: string; provider: string; kind: Kind; count: number; amount: string }>(
      this.dataSource,
      `${scoped} SELECT day, method, provider, kind, count(DISTINCT payment_id)::int AS count, sum(amount)::bigint AS amount
                   FROM scoped GROUP BY 1, 2, 3, 4`,
      params,
    );
    const shares = await queryRows<{ day: string; method: string; provider: string; kind: Kind; rate: string | null; share: string }>(
      this.dataSource,
      `${scoped},
      lines AS (
        SELECT t.booking_id, t.vat AS rate, t.price::bigint AS gross FROM tickets t WHERE t.booking_id IN (SELECT booking_id FROM scoped)
        UNION ALL
        SELECT t.booking_id, a.vat, a.price::bigint FROM ticket_addons a JOIN tickets t ON t.id = a.ticket_id
         WHERE t.booking_id IN (SELECT booking_id FROM scoped)
      ),
      rates AS (SELECT booking_id, rate, sum(gross) AS gross FROM lines GROUP BY 1, 2 HAVING sum(gross) > 0),
      totals AS (SELECT booking_id, sum(gross) AS total FROM rates GROUP BY 1)
      SELECT s.day, s.method, s.provider, s.kind, r.rate::text AS rate,
             sum(CASE WHEN r.rate IS NULL THEN s.amount::numeric ELSE s.amount::numeric * r.gross / t.total END)::text AS share
        FROM scoped s LEFT JOIN totals t ON t.booking_id = s.booking_id LEFT JOIN rates r ON r.booking_id = s.booking_id
       GROUP BY 1, 2, 3, 4, 5`,
      params,
    );
    const key = (row: { day: string; method: string; provider: string }) => `${row.day}\u0000${row.method}\u0000${row.provider}`;
    const rows = new Map<string, SalesReportRow>();
    const rowOf = (group: { day: string; method: string; provider: string }) => {
      let row = rows.get(key(group));
      if (!row) {
        row = {
          day: group.day,
          paymentMethod: group.method,
          provider: group.provider,
          payments: 0,
          gross: 0,
          vat: [],
          refunded: 0,
          refundedVat: [],
          refundsOwed: 0,
          net: 0,
        };
        rows.set(key(group), row);
      }
      return row;
    };
    for (const group of groups) {
      const row = rowOf(group);
      const amount = Number(group.amount);
      const split = () =>
        withVat(
          splitCents(
            amount,
            shares
              .filter((share) => key(share) === key(group) && share.kind === group.kind)
              .map((share) => ({ rate: share.rate === null ? null : Number(share.rate), share: Number(share.share) })),
          ),
        );
      if (group.kind === "sale") {
        row.payments = group.count;
        row.gross = amount;
        row.vat = split();
      } else if (group.kind === "refunded") {
        row.refunded = amount;
        row.refundedVat = split();
      } else row.refundsOwed = amount;
    }
    const sorted = [...rows.values()]
      .map((row) => ({ ...row, net: row.gross - row.refunded }))
      .sort((a, b) => a.day.localeCompare(b.day) || a.paymentMethod.localeCompare(b.paymentMethod) || a.provider.localeCompare(b.provider));
    const sales = new Map<number | null, number>();
    const refunds = new Map<number | null, number>();
    for (const row of sorted) {
      addShares(sales, row.vat);
      addShares(refunds, row.refundedVat);
    }
    // Totals add the rows' own VAT, so the report's columns sum to its total line exactly.
    const sumVat = (rowsVat: (row: SalesReportRow) => VatShare[], rates: Map<number | null, number>) =>
      [...rates.keys()]
        .map((rate) => ({
          rate,
          gross: rates.get(rate)!,
          vat: sorted.reduce((sum, row) => sum + (rowsVat(row).find((share) => share.rate === rate)?.vat ?? 0), 0),
        }))
        .sort((a, b) => (b.rate ?? -1) - (a.rate ?? -1));
    const total = (pick: (row: SalesReportRow) => number) => sorted.reduce((sum, row) => sum + pick(row), 0);
    return {
      from: filter.from,
      to: filter.to,
      timeZone,
      rows: sorted,
      totals: {
        payments: total((row) => row.payments),
        gross: total((row) => row.gross),
        vat: sumVat((row) => row.vat, sales),
        refunded: total((row) => row.refunded),
        refundedVat: sumVat((row) => row.refundedVat, refunds),
        refundsOwed: total((row) => row.refundsOwed),
        net: total((row) => row.net),
      },
    };
  }
}
