/**
 * Issue 34, item 7: a box office that sells. Each place is sold as the ticket type chosen for it, at the occasion's
 * price for that type in the place's zone; how it was paid (cash, card, invoice) is stored with the payment, shown
 * with the booking's payments and in the sales report; a walk-in may give no details at all; a paid sale by ticket
 * type must say how it was paid; a type the occasion has no price for is a field error; the older spaceIds form
 * still sells; and the box office opens the booking's tickets as a PDF at once.
 */
import "reflect-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, VALID_CLIENT, type GraphQLAnswer } from "../../helpers/booking-client.js";
import { createOccasion, demoIds, type DemoIds } from "../../helpers/booking-fixtures.js";
import { readPdf } from "../../helpers/pdf-reader.js";

let app: BookingTestApp;
let demo: DemoIds;
let admin: GraphQLClient & { userId: string };
/** An occasion of the demo plan: adult 30.00 and child 15.00, adult 45.00 in the front zone (rows 1-5); no senior price. */
let occasionId: string;

const SALE_FIELDS = `id number status price client { firstname lastname email phone }
  tickets { spaceId ticketTypeId price } payments { provider boxOfficeKind status amount }`;

interface SaleJson {
  id: string;
  number: number;
  status: string;
  price: number;
  client: Record<string, string | null>;
  tickets: Array<{ spaceId: string; ticketTypeId: string; price: number }>;
  payments: Array<{ provider: string; boxOfficeKind: string | null; status: string; amount: number }>;
}

function sell(input: Record<string, unknown>): Promise<GraphQLAnswer<{ createBoxOfficeBooking: SaleJson }>> {
  return admin.op(`mutation ($input: BoxOfficeBookingInput!) { createBoxOfficeBooking(input: $input) { ${SALE_FIELDS} } }`, {
    input: { occasionId, client: {}, ...input },
  });
}

const fieldErrors = (answer: GraphQLAnswer<unknown>) => (answer.errors?.[0]?.extensions as { fields?: Record<string, string> })?.fields;

beforeAll(async () => {
  app = await startBookingApp({ env: { PAYMENT_SKIP: "false", PAYMENT_SIMULATOR: "true" } });
  demo = await demoIds(app);
  admin = await signInAdmin(app);
  ({ occasionId } = await createOccasion(app, {
    planId: demo.planId,
    eventPrices: { [demo.ticketTypes["adult"]!]: 3000, [demo.ticketTypes["child"]!]: 1500 },
  }));
  const [zone] = await app.query<{ id: string }>(
    `SELECT DISTINCT price_zone_id AS id FROM spaces WHERE plan_id = $1 AND price_zone_id IS NOT NULL`,
    [demo.planId],
  );
  await app.query(`UPDATE occasions SET custom_pricing = true WHERE id = $1`, [occasionId]);
  await app.query(`INSERT INTO occasion_prices (occasion_id, ticket_type_id, price) VALUES ($1, $2, 3000), ($1, $3, 1500)`, [
    occasionId,
    demo.ticketTypes["adult"]!,
    demo.ticketTypes["child"]!,
  ]);
  await app.query(`INSERT INTO occasion_zone_prices (occasion_id, ticket_type_id, price_zone_id, price) VALUES ($1, $2, $3, 4500)`, [
    occasionId,
    demo.ticketTypes["adult"]!,
    zone!.id,
  ]);
});

afterAll(async () => {
  await app?.stop();
});

describe("a sale at the box office", () => {
  it("sells each place as its chosen ticket type at its zone's price, and stores and shows how it was paid", async () => {
    const answer = await sell({
      places: [
        { spaceId: demo.space("R2-S1"), ticketTypeId: demo.ticketTypes["adult"] },
        { spaceId: demo.space("R10-S1"), ticketTypeId: demo.ticketTypes["adult"] },
        { spaceId: demo.space("R10-S2"), ticketTypeId: demo.ticketTypes["child"] },
      ],
      paymentKind: "CASH",
      client: VALID_CLIENT,
    });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const sale = answer.data!.createBoxOfficeBooking;
    expect(sale).toMatchObject({ status: "booked", price: 4500 + 3000 + 1500 });
    const bySpace = new Map(sale.tickets.map((ticket) => [ticket.spaceId, ticket]));
    expect(bySpace.get(demo.space("R2-S1"))).toMatchObject({ ticketTypeId: demo.ticketTypes["adult"], price: 4500 });
    expect(bySpace.get(demo.space("R10-S1"))).toMatchObject({ ticketTypeId: demo.ticketTypes["adult"], price: 3000 });
    expect(bySpace.get(demo.space("R10-S2"))).toMatchObject({ ticketTypeId: demo.ticketTypes["child"], price: 1500 });
    expect(sale.payments).toEqual([{ provider: "box_office", boxOfficeKind: "CASH", status: "paid", amount: 9000 }]);
    expect(await app.query(`SELECT box_office_kind FROM payments WHERE booking_id = $1`, [sale.id])).toEqual([{ box_office_kind: "cash" }]);
    expect(await app.query(`SELECT method, reason FROM money_movements WHERE booking_id = $1`, [sale.id])).toEqual([
      { method: "box_office", reason: "paid at the box office: cash" },
    ]);
    // The booking view reads the same.
    const read = await admin.op<{ booking: { payments: SaleJson["payments"] } }>(
      `query ($id: ID!) { booking(id: $id) { payments { provider boxOfficeKind status amount } } }`,
      { id: sale.id },
    );
    expect(read.data!.booking.payments).toEqual([{ provider: "box_office", boxOfficeKind: "CASH", status: "paid", amount: 9000 }]);
  });

  it("lists card and invoice sales apart in the sales report", async () => {
    const card = await sell({ places: [{ spaceId: demo.space("R11-S1"), ticketTypeId: demo.ticketTypes["child"] }], paymentKind: "CARD" });
    const invoice = await sell({
      places: [{ spaceId: demo.space("R11-S2"), ticketTypeId: demo.ticketTypes["adult"] }],
      paymentKind: "INVOICE",
    });
    expect(card.errors ?? invoice.errors).toBeUndefined();
    // The report's days are the venue's: a range around today whatever the time zone.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const report = await admin.op<{ salesReport: { rows: Array<{ paymentMethod: string; provider: string; gross: number }> } }>(
      `query ($from: String!, $to: String!) { salesReport(from: $from, to: $to) { rows { paymentMethod provider gross } } }`,
      { from: day(-1), to: day(1) },
    );
    expect(report.errors, JSON.stringify(report.errors)).toBeUndefined();
    const rows = report.data!.salesReport.rows.filter((row) => row.paymentMethod === "box_office");
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ provider: "box_office_card", gross: 1500 }),
        expect.objectContaining({ provider: "box_office_invoice", gross: 3000 }),
        expect.objectContaining({ provider: "box_office_cash", gross: 9000 }),
      ]),
    );
  });

  it("sells to a walk-in with no details at all, and still checks what is given", async () => {
    const walkIn = await sell({
      places: [{ spaceId: demo.space("R12-S1"), ticketTypeId: demo.ticketTypes["adult"] }],
      paymentKind: "CASH",
    });
    expect(walkIn.errors, JSON.stringify(walkIn.errors)).toBeUndefined();
    expect(walkIn.data!.createBoxOfficeBooking).toMatchObject({
      status: "booked",
      client: { firstname: null, lastname: null, email: null, phone: null },
    });
    const blank = await sell({
      places: [{ spaceId: demo.space("R12-S2"), ticketTypeId: demo.ticketTypes["adult"] }],
      paymentKind: "CARD",
      client: { firstname: " ", email: "", phone: "" },
    });
    expect(blank.errors, JSON.stringify(blank.errors)).toBeUndefined();
    const wrong = await sell({
      places: [{ spaceId: demo.space("R12-S3"), ticketTypeId: demo.ticketTypes["adult"] }],
      paymentKind: "CARD",
      client: { email: "not an address", phone: "call me" },
    });
    expect(wrong.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(fieldErrors(wrong)).toMatchObject({ email: expect.any(String), phone: expect.any(String) });
  });

  it("refuses a paid sale by ticket type that does not say how it was paid, and sells nothing", async () => {
    const answer = await sell({
      places: [{ spaceId: demo.space("R13-S1"), ticketTypeId: demo.ticketTypes["adult"] }],
      client: VALID_CLIENT,
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(Object.keys(fieldErrors(answer) ?? {})).toEqual(["paymentKind"]);
    expect(
      await app.query(`SELECT count(*)::int AS n FROM tickets WHERE space_id = $1 AND occasion_id = $2`, [
        demo.space("R13-S1"),
        occasionId,
      ]),
    ).toEqual([{ n: 0 }]);
  });

  it("refuses a ticket type the occasion has no price for, naming the place's type field", async () => {
    const answer = await sell({
      places: [
        { spaceId: demo.space("R13-S2"), ticketTypeId: demo.ticketTypes["adult"] },
        { spaceId: demo.space("R13-S3"), ticketTypeId: demo.ticketTypes["senior"] },
      ],
      paymentKind: "CASH",
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(Object.keys(fieldErrors(answer) ?? {})).toEqual(["places.1.ticketTypeId"]);
  });

  it("takes either spaceIds or places, not both or neither", async () => {
    const both = await sell({
      spaceIds: [demo.space("R14-S1")],
      places: [{ spaceId: demo.space("R14-S1"), ticketTypeId: demo.ticketTypes["adult"] }],
      paymentKind: "CASH",
    });
    expect(Object.keys(fieldErrors(both) ?? {})).toEqual(["places"]);
    const neither = await sell({ paymentKind: "CASH" });
    expect(Object.keys(fieldErrors(neither) ?? {})).toEqual(["places"]);
  });

  it("still sells by spaceIds as the default ticket type, with or without how it was paid", async () => {
    const plain = await sell({ spaceIds: [demo.space("R15-S1")], client: VALID_CLIENT });
    expect(plain.errors, JSON.stringify(plain.errors)).toBeUndefined();
    expect(plain.data!.createBoxOfficeBooking).toMatchObject({
      status: "booked",
      price: 3000,
      tickets: [{ ticketTypeId: demo.ticketTypes["adult"], price: 3000 }],
      payments: [{ provider: "box_office", boxOfficeKind: null, status: "paid", amount: 3000 }],
    });
    const card = await sell({ spaceIds: [demo.space("R2-S2")], paymentKind: "CARD" });
    expect(card.data!.createBoxOfficeBooking).toMatchObject({
      price: 4500,
      payments: [{ provider: "box_office", boxOfficeKind: "CARD", amount: 4500 }],
    });
  });

  it("opens a sold booking's tickets as a PDF for the box office, and for nobody else", async () => {
    const sold = await sell({
      places: [{ spaceId: demo.space("R9-S1"), ticketTypeId: demo.ticketTypes["child"] }],
      paymentKind: "CASH",
      client: { firstname: "Łukasz", lastname: "Walk-in" },
    });
    const { id, number } = sold.data!.createBoxOfficeBooking;
    const path = `/api/admin/bookings/${id}/tickets.pdf?lng=en`;
    const response = await fetch(`${app.url}${path}`, { headers: { cookie: admin.jar.header() } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`inline; filename="tickets-${number}.pdf"`);
    const pages = readPdf(Buffer.from(await response.arrayBuffer()));
    expect(pages).toHaveLength(1);
    expect(pages[0]!.texts.join(" ")).toContain(String(number));
    expect(pages[0]!.qr).toBeTruthy();
    expect((await fetch(`${app.url}${path}`)).status).toBe(401);
    expect(
      (
        await fetch(`${app.url}/api/admin/bookings/00000000-0000-4000-8000-000000000000/tickets.pdf`, {
          headers: { cookie: admin.jar.header() },
        })
      ).status,
    ).toBe(404);
  });
});
