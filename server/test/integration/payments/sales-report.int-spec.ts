/**
 * Issue 19, the sales report for the venue's accounting: money per day (venue time zone), payment method and
 * provider, with the VAT it includes per rate, refunds paid back and still owed; GraphQL `salesReport` and
 * GET /api/admin/reports/sales.csv|.xlsx (read here with a real CSV parser and a real XLSX reader).
 */
import "reflect-metadata";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { includedVat } from "../../../src/common/money.js";
import { signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { VALID_CLIENT, type GraphQLClient } from "../../helpers/booking-client.js";
import { demoIds, type DemoIds } from "../../helpers/booking-fixtures.js";
import { bookingVersion, paidBooking as paidThrough, seatDealer, type Provider } from "./payment-flow.js";

let app: BookingTestApp;
let demo: DemoIds;
let occasionId: string;
let seat: () => string;
let admin: GraphQLClient;
let token: string;
let today: string;
let rate: number;

interface Share {
  rate: number | null;
  gross: number;
  vat: number;
}
interface Row {
  day: string;
  paymentMethod: string;
  provider: string;
  payments: number;
  gross: number;
  vat: Share[];
  refunded: number;
  refundedVat: Share[];
  refundsOwed: number;
  net: number;
}
const SHARE = `rate gross vat`;
const ROW = `payments gross vat { ${SHARE} } refunded refundedVat { ${SHARE} } refundsOwed net`;

async function paidBooking(provider: Provider, places = 1): Promise<string> {
  return (await paidThrough(app, { occasionId, spaceIds: Array.from({ length: places }, () => seat()), provider })).id;
}

async function version(id: string): Promise<string> {
  return bookingVersion(app, id);
}

async function report(input: Record<string, unknown>) {
  return admin.op<{ salesReport: { timeZone: string; rows: Row[]; totals: Omit<Row, "day" | "paymentMethod" | "provider"> } }>(
    `query ($from: String!, $to: String!, $eventId: ID) { salesReport(from: $from, to: $to, eventId: $eventId) { timeZone rows { day paymentMethod provider ${ROW} } totals { ${ROW} } } }`,
    input,
  );
}

async function download(path: string): Promise<{ status: number; body: Buffer; text: string }> {
  const response = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, body, text: body.toString("utf8") };
}

beforeAll(async () => {
  app = await startBookingApp({ env: { PAYMENT_SIMULATOR: "true" } });
  demo = await demoIds(app);
  occasionId = demo.occasions["Evening show"]!;
  seat = seatDealer(demo);
  admin = await signInAdmin(app);
  token = (await admin.op<{ createApiToken: { token: string } }>(`mutation { createApiToken(name: "reports") { token } }`)).data!
    .createApiToken.token;

  // Paytrail: two tickets paid, one removed afterwards (half paid back). Visma Pay: refunded whole. Ceepos:
  // refunded, but it has no refund API (owed). The box office: one sale.
  const paytrail = await paidBooking("paytrail", 2);
  const vismapay = await paidBooking("vismapay");
  const ceepos = await paidBooking("ceepos");
  const tickets = await app.query<{ id: string; vat: string }>(`SELECT id, vat FROM tickets WHERE booking_id = $1 ORDER BY created_at`, [
    paytrail,
  ]);
  rate = Number(tickets[0]!.vat);
  const removed = await admin.op(
    `mutation ($b: ID!, $t: ID!, $v: DateTimeISO!) { removeBookingTicket(bookingId: $b, ticketId: $t, version: $v) { id } }`,
    { b: paytrail, t: tickets[1]!.id, v: await version(paytrail) },
  );
  expect(removed.errors, JSON.stringify(removed.errors)).toBeUndefined();
  for (const id of [vismapay, ceepos]) {
    const refunded = await admin.op(`mutation ($id: ID!, $v: DateTimeISO!) { refundBooking(id: $id, version: $v) { id } }`, {
      id,
      v: await version(id),
    });
    expect(refunded.errors, JSON.stringify(refunded.errors)).toBeUndefined();
  }
  const sold = await admin.op(`mutation ($input: BoxOfficeBookingInput!) { createBoxOfficeBooking(input: $input) { id } }`, {
    input: { occasionId, spaceIds: [seat()], client: VALID_CLIENT },
  });
  expect(sold.errors, JSON.stringify(sold.errors)).toBeUndefined();
  const [day] = await app.query<{ day: string }>(`SELECT to_char(now() AT TIME ZONE 'Europe/Helsinki', 'YYYY-MM-DD') AS day`);
  today = day!.day;
});

afterAll(async () => {
  await app?.stop();
});

const share = (gross: number): Share => ({ rate, gross, vat: includedVat(gross, rate) });

describe("salesReport", () => {
  it("gives each day's money per payment method and provider, with VAT per rate and refunds", async () => {
    const answer = await report({ from: today, to: today });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const { rows, totals, timeZone } = answer.data!.salesReport;
    expect(timeZone).toBe("Europe/Helsinki");
    const row = (provider: string) => rows.find((entry) => entry.provider === provider);
    const [{ price } = { price: 0 }] = await app.query<{ price: number }>(
      `SELECT t.price FROM tickets t JOIN bookings b ON b.id = t.booking_id WHERE b.payment_method_id = 'box_office' LIMIT 1`,
    );
    expect(rows.map((entry) => `${entry.day} ${entry.paymentMethod} ${entry.provider}`)).toEqual([
      `${today} box_office box_office`,
      `${today} ceepos ceepos`,
      `${today} paytrail paytrail`,
      `${today} vismapay vismapay`,
    ]);
    expect(row("paytrail")).toMatchObject({
      payments: 1,
      gross: 7800,
      vat: [share(7800)],
      refunded: 3900,
      refundedVat: [share(3900)],
      refundsOwed: 0,
      net: 3900,
    });
    expect(row("vismapay")).toMatchObject({ payments: 1, gross: 3900, refunded: 3900, refundsOwed: 0, net: 0 });
    expect(row("ceepos")).toMatchObject({ payments: 1, gross: 3900, refunded: 0, refundsOwed: 3900, net: 3900 });
    expect(row("box_office")).toMatchObject({ payments: 1, gross: Number(price), refunded: 0 });
    expect(totals).toMatchObject({
      payments: 4,
      gross: 7800 + 3900 + 3900 + Number(price),
      refunded: 7800,
      refundsOwed: 3900,
      net: 3900 + 3900 + Number(price),
    });
    expect(totals.vat.reduce((sum, entry) => sum + entry.gross, 0)).toBe(totals.gross);
  });

  it("filters by event, and an empty range is an empty report", async () => {
    const [other] = await app.query<{ id: string }>(
      `SELECT id FROM events WHERE id <> (SELECT event_id FROM occasions WHERE id = $1) LIMIT 1`,
      [occasionId],
    );
    if (other) expect((await report({ from: today, to: today, eventId: other.id })).data!.salesReport.rows).toEqual([]);
    const empty = await report({ from: "2020-01-01", to: "2020-01-31" });
    expect(empty.data!.salesReport).toMatchObject({ rows: [], totals: { payments: 0, gross: 0, vat: [], net: 0 } });
  });

  it("refuses a range that is not real days, inverted or longer than 366 days, and a malformed event id", async () => {
    const code = async (input: Record<string, unknown>) => (await report(input)).errors?.[0]?.extensions;
    expect(await code({ from: "2027-02-30", to: "2027-03-01" })).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { from: expect.any(String) },
    });
    expect(await code({ from: "2027-03-02", to: "2027-03-01" })).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { to: expect.any(String) },
    });
    expect(await code({ from: "2026-01-01", to: "2027-01-02" })).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(await code({ from: "yesterday", to: "today" })).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(await code({ from: today, to: today, eventId: "nope" })).toMatchObject({ code: "BAD_USER_INPUT" });
    expect((await download(`/api/admin/reports/sales.csv?from=2027-13-01&to=2027-12-31`)).status).toBe(400);
    expect((await fetch(`${app.url}/api/admin/reports/sales.csv?from=${today}&to=${today}`)).status).toBe(401);
  });
});

describe("the sales report's files", () => {
  it("CSV for Finnish Excel: BOM, ';', decimal comma, a column per VAT rate and a total line", async () => {
    const answer = await download(`/api/admin/reports/sales.csv?from=${today}&to=${today}&lng=fi`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text.charCodeAt(0)).toBe(0xfeff);
    const records: string[][] = parse(answer.text.slice(1), { delimiter: ";" });
    const rateText = String(rate).replace(".", ",");
    expect(records[0]).toEqual([
      "Päivä",
      "Maksutapa",
      "Maksunvälittäjä",
      "Maksuja",
      "Myynti (sis. ALV)",
      `ALV ${rateText} %`,
      "Palautettu",
      `Palautettu ALV ${rateText} %`,
      "Palauttamatta",
      "Palautusten jälkeen",
    ]);
    const paytrail = records.find((record) => record[2] === "paytrail")!;
    expect(paytrail.slice(0, 5)).toEqual([today, "paytrail", "paytrail", "1", "78,00"]);
    expect(paytrail[5]).toBe((includedVat(7800, rate) / 100).toFixed(2).replace(".", ","));
    expect(records.at(-1)![0]).toBe("Yhteensä");
  });

  it("XLSX with numbers as numbers", async () => {
    const answer = await download(`/api/admin/reports/sales.xlsx?from=${today}&to=${today}&lng=en`);
    expect(answer.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Sales")!;
    expect(sheet.getRow(1).getCell(1).value).toBe("Day");
    const values = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const paytrail = values.find((entry) => entry[3] === "paytrail")!;
    expect(paytrail[5]).toBe(78);
    expect(values.at(-1)![1]).toBe("Total");
  });
});
