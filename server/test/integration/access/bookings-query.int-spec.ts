/**
 * The administrators' bookings query (administer_bookings, SPEC section 6): filters by event, occasion and
 * status, pages with the total, and each booking carries tickets, client details (identity number masked)
 * and the summary. Bookings are made through the public REST flow (book, addSpace, confirm with skip).
 */
import "reflect-metadata";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyPlanInventory } from "../../../src/modules/occasion/occasion-inventory.js";
import { errorCode, insertUser, signIn, signInAdmin } from "../../helpers/access-client.js";
import { startBookingApp, type BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, RestClient, TICKET_FIELDS, VALID_CLIENT } from "../../helpers/booking-client.js";
import { createOccasion, demoIds, setSettings, type DemoIds } from "../../helpers/booking-fixtures.js";

const IDENTITY_NUMBER = "131052-308T";
const BOOKING_FIELDS = `id number occasionId status price createdAt expiresAt paymentMethodId
  client { firstname lastname email phone address identityNumber message }
  summary { total requirePayment byTicketType { ticketTypeId name amount total tickets } byVat { rate amount vat } }
  tickets { ${TICKET_FIELDS} }`;

interface BookingJson {
  id: string;
  number: number;
  occasionId: string;
  status: string;
  price: number;
  paymentMethodId: string | null;
  client: Record<string, string | null>;
  summary: {
    total: number;
    requirePayment: boolean;
    byTicketType: Array<{ ticketTypeId: string; amount: number; total: number; tickets: string[] }>;
  };
  tickets: Array<{ id: string; spaceId: string; ticketTypeId: string; price: number; total: number }>;
}
interface BookingPageJson {
  total: number;
  offset: number;
  limit: number;
  items: BookingJson[];
}

let app: BookingTestApp;
let demo: DemoIds;
let admin: GraphQLClient;
let eventA: string;
let occasionA1: string;
let occasionA2: string;
let eventB: string;
let occasionB: string;
/** Booking ids by name. */
const made: Record<string, string> = {};

async function booking(occasionId: string, spaces: string[], confirm: { identityNumber?: string } | null): Promise<string> {
  const buyer = new RestClient(app.url);
  await buyer.bookOk(occasionId);
  for (const space of spaces) await buyer.addSpaceOk(demo.space(space));
  if (confirm) {
    const answer = await buyer.confirm({
      ...VALID_CLIENT,
      identity_number: confirm.identityNumber ?? null,
      payment_method_id: "skip",
      terms_accepted: true,
    });
    if (answer.status !== 200 || answer.body.status !== "booked") throw new Error(`confirm answered ${answer.status}: ${answer.text}`);
  }
  return buyer.uuid!;
}

beforeAll(async () => {
  app = await startBookingApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: "1000" } });
  demo = await demoIds(app);
  const prices = { [demo.ticketTypes.adult!]: 3900 };
  ({ eventId: eventA, occasionId: occasionA1 } = await createOccasion(app, { planId: demo.planId, eventPrices: prices }));
  ({ eventId: eventB, occasionId: occasionB } = await createOccasion(app, { planId: demo.planId, eventPrices: prices }));
  // A second occasion of event A.
  occasionA2 = await app.services.dataSource.transaction(async (manager) => {
    const start = new Date(Date.now() + 21 * 86_400_000);
    const [row] = (await manager.query(
      `INSERT INTO occasions (event_id, plan_id, name, start_time, end_time, bookable, published, custom_pricing, status)
       VALUES ($1, $2, jsonb_build_object('en', $3::text, 'fi', $3::text, 'sv', $3::text), $4, $5, true, true, false, 'scheduled') RETURNING id`,
      [eventA, demo.planId, `Second ${randomBytes(3).toString("hex")}`, start, new Date(start.getTime() + 7_200_000)],
    )) as Array<{ id: string }>;
    await copyPlanInventory(manager, row!.id, demo.planId);
    return row!.id;
  });
  // The identity number is only kept when the site asks for it.
  await setSettings(app, { requireIdentityNumber: true });
  made.a1Booked = await booking(occasionA1, ["R1-S1", "R1-S2"], { identityNumber: IDENTITY_NUMBER });
  await setSettings(app, { requireIdentityNumber: false });
  made.a1Draft = await booking(occasionA1, ["R1-S3"], null);
  made.a2Booked = await booking(occasionA2, ["R1-S1"], {});
  made.bBooked = await booking(occasionB, ["R1-S1"], {});
  admin = await signInAdmin(app);
});

afterAll(async () => {
  await app?.stop();
});

async function page(filter: Record<string, unknown> | null, offset = 0, limit = 50): Promise<BookingPageJson> {
  const answer = await admin.op<{ bookings: BookingPageJson }>(
    `query ($filter: BookingFilter, $offset: Int!, $limit: Int!) { bookings(filter: $filter, offset: $offset, limit: $limit) { total offset limit items { ${BOOKING_FIELDS} } } }`,
    { filter, offset, limit },
  );
  if (!answer.data?.bookings) throw new Error(`bookings failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.bookings;
}

const ids = (result: BookingPageJson) => result.items.map((item) => item.id).sort();

describe("bookings query", () => {
  it("filters by eventId, occasionId and status (and their combinations)", async () => {
    expect(ids(await page({ eventId: eventA }))).toEqual([made.a1Booked, made.a1Draft, made.a2Booked].sort());
    expect((await page({ eventId: eventA })).total).toBe(3);
    expect(ids(await page({ occasionId: occasionA1 }))).toEqual([made.a1Booked, made.a1Draft].sort());
    expect(ids(await page({ occasionId: occasionA2 }))).toEqual([made.a2Booked]);
    expect(ids(await page({ eventId: eventB }))).toEqual([made.bBooked]);
    expect(ids(await page({ occasionId: occasionA1, status: ["booked"] }))).toEqual([made.a1Booked]);
    expect(ids(await page({ eventId: eventA, status: ["draft"] }))).toEqual([made.a1Draft]);
    expect(ids(await page({ eventId: eventA, status: ["booked", "draft"] }))).toEqual([made.a1Booked, made.a1Draft, made.a2Booked].sort());
    expect(await page({ eventId: eventB, status: ["cancelled"] })).toMatchObject({ total: 0, items: [] });
    const booked = await page({ status: ["booked"] }, 0, 100);
    expect(booked.items.every((item) => item.status === "booked")).toBe(true);
    expect(ids(booked)).toEqual(expect.arrayContaining([made.a1Booked, made.a2Booked, made.bBooked]));
    expect(ids(booked)).not.toContain(made.a1Draft);
    const all = await page(null, 0, 100);
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(ids(all)).toEqual(expect.arrayContaining(Object.values(made)));
  });

  it("pages with the total: consecutive pages are disjoint and together are the whole result", async () => {
    const first = await page({ eventId: eventA }, 0, 2);
    const second = await page({ eventId: eventA }, 2, 2);
    expect(first).toMatchObject({ total: 3, offset: 0, limit: 2 });
    expect(first.items).toHaveLength(2);
    expect(second).toMatchObject({ total: 3, offset: 2, limit: 2 });
    expect(second.items).toHaveLength(1);
    expect([...ids(first), ...ids(second)].sort()).toEqual([made.a1Booked, made.a1Draft, made.a2Booked].sort());
    expect(await page({ eventId: eventA }, 10, 2)).toMatchObject({ total: 3, items: [] });
  });

  it("each item carries its tickets, the client details with the identity number masked, and the summary", async () => {
    const result = await page({ occasionId: occasionA1, status: ["booked"] });
    const item = result.items[0]!;
    expect(item).toMatchObject({ id: made.a1Booked, occasionId: occasionA1, status: "booked", price: 7800, paymentMethodId: "skip" });
    expect(item.tickets).toHaveLength(2);
    expect(item.tickets.map((ticket) => ticket.spaceId).sort()).toEqual([demo.space("R1-S1"), demo.space("R1-S2")].sort());
    expect(item.tickets.every((ticket) => ticket.price === 3900 && ticket.ticketTypeId === demo.ticketTypes.adult)).toBe(true);
    expect(item.client).toMatchObject({ firstname: VALID_CLIENT.firstname, lastname: VALID_CLIENT.lastname, email: VALID_CLIENT.email });
    expect(item.client.identityNumber).toBeTruthy();
    expect(item.client.identityNumber).not.toContain("131052");
    expect(item.client.identityNumber).toMatch(/308T$/);
    expect(item.summary).toMatchObject({ total: 7800, requirePayment: true });
    expect(item.summary.byTicketType).toEqual([expect.objectContaining({ ticketTypeId: demo.ticketTypes.adult, amount: 2, total: 7800 })]);
    expect(JSON.stringify(result)).not.toContain(IDENTITY_NUMBER);

    const one = await admin.op<{ booking: BookingJson }>(`query ($id: ID!) { booking(id: $id) { ${BOOKING_FIELDS} } }`, {
      id: made.a1Booked,
    });
    expect(one.data!.booking).toEqual(item);

    const draft = (await page({ occasionId: occasionA1, status: ["draft"] })).items[0]!;
    expect(draft).toMatchObject({ id: made.a1Draft, status: "draft", client: { firstname: null, identityNumber: null } });
    expect(draft.tickets).toHaveLength(1);
  });

  it("needs administer_bookings: a user with other permissions is FORBIDDEN, one with it may read", async () => {
    const other = await insertUser(app, { permissions: ["administer_events", "administer_users"] });
    const denied = await signIn(app, other.email, other.password);
    expect(errorCode(await denied.op(`query { bookings { total } }`))).toBe("FORBIDDEN");
    expect(errorCode(await denied.op(`query ($id: ID!) { booking(id: $id) { id } }`, { id: made.a1Booked }))).toBe("FORBIDDEN");
    const clerk = await insertUser(app, { permissions: ["administer_bookings"] });
    const allowed = await signIn(app, clerk.email, clerk.password);
    const answer = await allowed.op<{ bookings: { total: number } }>(
      `query ($filter: BookingFilter) { bookings(filter: $filter) { total } }`,
      { filter: { eventId: eventA } },
    );
    expect(answer.data!.bookings.total).toBe(3);
  });
});
