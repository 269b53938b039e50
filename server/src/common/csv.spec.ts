import { PassThrough } from "node:stream";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { salesReportCsv } from "../modules/report/sales-report-export.js";
import type { SalesReport } from "../modules/report/sales-report.js";
import { csvField, csvWriter, decimalCommaEuros, spreadsheetText } from "./csv.js";

async function written(write: (out: PassThrough) => Promise<void>): Promise<string[][]> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  await write(out);
  return parse(Buffer.concat(chunks).toString("utf8"), { delimiter: ";", bom: true });
}

describe("CSV cells (issue 32, CSV injection)", () => {
  it("writes text a spreadsheet would run as a formula with a leading apostrophe, and other text as it is", () => {
    for (const text of ["=1+1", "+358 40 123 4567", "-5", "@SUM(A1)", "\tx", "\rx", '=HYPERLINK("http://evil.example/","x")'])
      expect(spreadsheetText(text)).toBe(`'${text}`);
    for (const text of ["Aino", "5", "", " =1", "'=1", "a=b"]) expect(spreadsheetText(text)).toBe(text);
  });

  it("decides by the cell's type: the app's numbers (negative ones too) stay numbers, any string is text", () => {
    expect(csvField(-12.5)).toBe(-12.5);
    expect(csvField(decimalCommaEuros(-12.5))).toBe("-12,50");
    expect(csvField(decimalCommaEuros(0.1 + 0.2))).toBe("0,30");
    expect(csvField("-12,50")).toBe("'-12,50");
    expect(csvField(null)).toBeNull();
    expect(csvField(undefined)).toBeNull();
  });

  it("the writer: BOM, ';', CRLF, every text cell neutralised", async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (chunk: Buffer) => chunks.push(chunk));
    const csv = csvWriter(out);
    await csv.row(["=cmd", -3, decimalCommaEuros(-1), null, "a;b"]);
    await csv.end();
    expect(Buffer.concat(chunks).toString("utf8")).toBe('\uFEFF\'=cmd;-3;-1,00;;"a;b"\r\n');
  });

  it("the sales report: a negative amount stays a number, text from strings is neutralised", async () => {
    const shares = [{ rate: 14, gross: -1250, vat: -154 }];
    const row = {
      payments: 0,
      gross: -1250,
      vat: shares,
      refunded: 0,
      refundedVat: [],
      refundsOwed: 0,
      net: -1250,
    };
    const report: SalesReport = {
      from: "2027-01-01",
      to: "2027-01-01",
      timeZone: "Europe/Helsinki",
      rows: [{ day: "2027-01-01", paymentMethod: "=cmd|' /C calc'!A0", provider: "-5", ...row }],
      totals: row,
    };
    const [header, line, total] = await written((out) => salesReportCsv(report, "en", out));
    expect(header![0]).toBe("Day");
    expect(line).toEqual(["2027-01-01", "'=cmd|' /C calc'!A0", "'-5", "0", "-12,50", "-1,54", "0,00", "0,00", "-12,50"]);
    expect(total![0]).toBe("Total");
    expect(total!.slice(3)).toEqual(["0", "-12,50", "-1,54", "0,00", "0,00", "-12,50"]);
  });
});
