import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import { csvWriter, decimalCommaEuros } from "../../common/csv.js";
import { serverMessage } from "../i18n/server-messages.js";
import type { SalesReport, SalesReportRow, VatShare } from "./sales-report.js";

type Cell = string | number;
interface Column {
  header: string;
  euros: boolean;
  value: (row: SalesReportRow) => Cell;
}

/** A rate as people write it: 25.5, 14, 10 (a decimal comma outside English). */
function rateText(rate: number, language: string): string {
  const text = String(rate);
  return language === "en" ? text : text.replace(".", ",");
}

/** The VAT rates a report's rows use, highest first (the unsplit bucket, when any, last). */
function ratesOf(report: SalesReport, pick: (row: SalesReportRow) => VatShare[]): Array<number | null> {
  const rates = new Set<number | null>();
  for (const row of report.rows) for (const share of pick(row)) rates.add(share.rate);
  return [...rates].sort((a, b) => (b ?? -1) - (a ?? -1));
}

/** The report's columns: fixed ones and one per VAT rate it holds (sales' VAT, then refunds' VAT). */
function columns(report: SalesReport, language: string): Column[] {
  const t = (key: Parameters<typeof serverMessage>[0], params: Record<string, string> = {}) => serverMessage(key, language, params);
  const euros = (cents: number) => cents / 100;
  const vatColumns = (pick: (row: SalesReportRow) => VatShare[], key: "report.vat" | "report.refundedVat") =>
    ratesOf(report, pick).map((rate) => ({
      header: rate === null ? t("report.vatUnknown") : t(key, { rate: rateText(rate, language) }),
      euros: true,
      value: (row: SalesReportRow) => euros(pick(row).find((share) => share.rate === rate)?.vat ?? 0),
    }));
  return [
    { header: t("report.day"), euros: false, value: (row) => row.day },
    { header: t("report.paymentMethod"), euros: false, value: (row) => row.paymentMethod },
    { header: t("report.provider"), euros: false, value: (row) => row.provider },
    { header: t("report.payments"), euros: false, value: (row) => row.payments },
    { header: t("report.gross"), euros: true, value: (row) => euros(row.gross) },
    ...vatColumns((row) => row.vat, "report.vat"),
    { header: t("report.refunded"), euros: true, value: (row) => euros(row.refunded) },
    ...vatColumns((row) => row.refundedVat, "report.refundedVat"),
    { header: t("report.refundsOwed"), euros: true, value: (row) => euros(row.refundsOwed) },
    { header: t("report.net"), euros: true, value: (row) => euros(row.net) },
  ];
}

/** The totals as a last row, labelled in the day column. */
function totalRow(report: SalesReport, language: string): SalesReportRow {
  return { day: serverMessage("report.total", language), paymentMethod: "", provider: "", ...report.totals };
}

/**
 * CSV for Excel in Finland, as the bookings export (the app's one CSV writer, common/csv.ts): UTF-8 with a BOM, ';'
 * between fields, euros with a decimal comma (a negative amount stays a number), text cells neutralised.
 */
export async function salesReportCsv(report: SalesReport, language: string, out: Writable): Promise<void> {
  const cols = columns(report, language);
  const csv = csvWriter(out);
  await csv.row(cols.map((column) => column.header));
  for (const row of [...report.rows, totalRow(report, language)]) {
    await csv.row(
      cols.map((column) => {
        const value = column.value(row);
        return column.euros ? decimalCommaEuros(value as number) : value;
      }),
    );
  }
  await csv.end();
}

/**
 * XLSX streamed row by row: numbers as numbers, euros formatted as euros, the totals row in bold. Text goes in as
 * string cells, which a spreadsheet never runs as formulas: it is written as it is (an apostrophe would show).
 */
export async function salesReportXlsx(report: SalesReport, language: string, out: Writable): Promise<void> {
  const cols = columns(report, language);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(serverMessage("report.sheet", language));
  sheet.columns = cols.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.euros ? 14 : 16,
    style: column.euros ? { numFmt: '#,##0.00 "€"' } : {},
  }));
  for (const row of report.rows) sheet.addRow(cols.map((column) => column.value(row))).commit();
  const total = sheet.addRow(cols.map((column) => column.value(totalRow(report, language))));
  total.font = { bold: true };
  total.commit();
  sheet.commit();
  await workbook.commit();
}
