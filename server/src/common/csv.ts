import { once } from "node:events";
import type { Writable } from "node:stream";
import { stringify } from "csv-stringify";

/**
 * A number the app itself wrote as text for a spreadsheet (euros with a decimal comma, '-12,50'): written as it
 * is, never neutralised, so a spreadsheet reads it as the number it is.
 */
export class NumberText {
  constructor(readonly text: string) {}
}

/**
 * A CSV cell by its type, never by its content: a number or a NumberText is the app's own number and stays as it is;
 * any string is text (a customer's name or message, a translated label, an administrator's space name) and is
 * neutralised by spreadsheetText, even when it looks like a number ('-5' typed as a name).
 */
export type CsvCell = string | number | NumberText | null | undefined;

/** Euros with a decimal comma, as Finnish and Swedish Excel read numbers: 39,50, -12,50. */
export function decimalCommaEuros(euros: number): NumberText {
  return new NumberText(euros.toFixed(2).replace(".", ","));
}

/** What starts a formula in Excel, LibreOffice or Google Sheets (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, tab or carriage return first) with a leading apostrophe, as
 * OWASP advises for CSV injection: shown as text, never run. Any other text is left alone.
 */
export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The field csv-stringify writes for a cell. */
export function csvField(cell: CsvCell): string | number | null {
  if (cell === null || cell === undefined) return null;
  if (cell instanceof NumberText) return cell.text;
  if (typeof cell === "number") return cell;
  return spreadsheetText(cell);
}

/**
 * The one CSV writer of the app's files (bookings export, sales report): for Excel in Finland, UTF-8 with a BOM, ';'
 * between fields, CRLF between records, every text cell neutralised (csvField). Streams into `out` with backpressure.
 */
export function csvWriter(out: Writable): { row(cells: readonly CsvCell[]): Promise<void>; end(): Promise<void> } {
  const csv = stringify({ delimiter: ";", bom: true, record_delimiter: "\r\n" });
  csv.pipe(out);
  return {
    async row(cells) {
      if (!csv.write(cells.map(csvField))) await once(csv, "drain");
    },
    async end() {
      csv.end();
      await once(out, "finish");
    },
  };
}
