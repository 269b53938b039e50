/**
 * Shared steps of the renewal tests: a seasonal occasion with booked customers on a small plan, next
 * season created through the API, and a customer's browser that opens the renewal link.
 */
import { expect } from "vitest";
import type { BookingTestApp } from "../../helpers/booking-app.js";
import { GraphQLClient, VALID_CLIENT } from "../../helpers/booking-client.js";
import { createOccasion, createPlan, demoIds, insertBooking, type DemoIds } from "../../helpers/booking-fixtures.js";

export const RENEWAL_FIELDS = `uuid bookingId number status phase opensAt closesAt saleStartsAt occasionId eventId eventName startTime planId seatsBefore
  paymentMethodId paymentStatus openPaymentMethodId
  tickets { id spaceId spaceName ticketTypeId ticketTypeName price vat options { ticketTypeId name price vat } }
  summary { total requirePayment byVat { rate amount vat } byTicketType { ticketTypeId amount total } }
  client { firstname lastname email phone }`;

export interface RenewalJson {
  uuid: string;
  bookingId: string;
  number: number;
  status: string;
  phase: string;
  opensAt: string;
  closesAt: string;
  saleStartsAt: string;
  occasionId: string;
  seatsBefore: number;
  paymentStatus: string | null;
  openPaymentMethodId: string | null;
  tickets: Array<{
    id: string;
    spaceId: string;
    spaceName: string;
    ticketTypeId: string;
    price: number;
    vat: number;
    options: Array<{ ticketTypeId: string; price: number }>;
  }>;
  summary: { total: number; requirePayment: boolean; byVat: Array<{ rate: number; amount: number; vat: number }> };
  client: Record<string, string | null>;
}

export interface SeasonalSource {
  demo: DemoIds;
  eventId: string;
  occasionId: string;
  /** Space ids of the plan by name (A1..A8). */
  space: Record<string, string>;
  /** Last season's bookings by customer. */
  bookings: Record<string, string>;
}

/**
 * A seasonal occasion on a plan of eight one-place seats, priced adult 10000 / child 5000 (event list), with
 * booked customers (each a booking of `seats`), one locked house-seat booking and one cancelled booking.
 */
export async function seasonalSource(
  app: BookingTestApp,
  options: { customers: Record<string, string[]>; houseSeats?: string[]; startTime: Date; headsUpDays?: number },
): Promise<SeasonalSource> {
  const demo = await demoIds(app);
  const names = ["A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8"];
  const { planId, spaceIds } = await createPlan(
    app,
    names.map((name) => ({ name, maxTickets: 1 })),
  );
  const space = Object.fromEntries(names.map((name, index) => [name, spaceIds[index]!]));
  const { eventId, occasionId } = await createOccasion(app, {
    planId,
    eventPrices: { [demo.ticketTypes.adult!]: 10000, [demo.ticketTypes.child!]: 5000 },
    startTime: options.startTime,
  });
  await app.query(`UPDATE occasions SET seasonal = true, heads_up_days = $2, bookable_start_time = $3 WHERE id = $1`, [
    occasionId,
    options.headsUpDays ?? 7,
    new Date(options.startTime.getTime() - 60 * 86_400_000),
  ]);
  const bookings: Record<string, string> = {};
  for (const [customer, seats] of Object.entries(options.customers)) {
    const id = await insertBooking(app, {
      occasionId,
      status: "booked",
      spaceIds: seats.map((seat) => space[seat]!),
      ticketTypeId: demo.ticketTypes.adult!,
      price: 9000,
    });
    await app.query(`UPDATE bookings SET firstname = $2, email = $3, language = 'fi' WHERE id = $1`, [
      id,
      customer,
      `${customer.toLowerCase()}@example.fi`,
    ]);
    bookings[customer] = id;
  }
  if (options.houseSeats?.length) {
    bookings.house = await insertBooking(app, {
      occasionId,
      status: "locked",
      spaceIds: options.houseSeats.map((seat) => space[seat]!),
      ticketTypeId: demo.ticketTypes.adult!,
      price: 0,
    });
  }
  return { demo, eventId, occasionId, space, bookings };
}

export const CREATE_NEXT_SEASON = `mutation ($occasionId: ID!, $input: NextSeasonInput) {
  createNextSeason(occasionId: $occasionId, input: $input) { id eventId name startTime bookableStartTime headsUpDays seasonal published }
}`;

export interface CreatedOccasionJson {
  id: string;
  eventId: string;
  startTime: string;
  bookableStartTime: string;
  headsUpDays: number;
  seasonal: boolean;
  published: boolean;
}

export async function createNextSeasonOk(
  admin: GraphQLClient,
  occasionId: string,
  input: Record<string, unknown>,
): Promise<CreatedOccasionJson> {
  const answer = await admin.op<{ createNextSeason: CreatedOccasionJson }>(CREATE_NEXT_SEASON, { occasionId, input });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data!.createNextSeason;
}

/** The renewal links of an occasion's renewals, by last season's booking. */
export async function renewalTokens(app: BookingTestApp, occasionId: string): Promise<Map<string, { token: string; bookingId: string }>> {
  const rows = await app.query<{ id: string; renewed_from_id: string; renewal_token: string }>(
    `SELECT id, renewed_from_id, renewal_token FROM bookings WHERE occasion_id = $1 AND renewal_token IS NOT NULL`,
    [occasionId],
  );
  return new Map(rows.map((row) => [row.renewed_from_id, { token: row.renewal_token, bookingId: row.id }]));
}

/** A browser per customer of last season (`bookings`, by customer), each holding that customer's renewal link. */
export async function renewalBrowsers(
  app: BookingTestApp,
  occasionId: string,
  bookings: Record<string, string>,
): Promise<Record<string, RenewalBrowser>> {
  const tokens = await renewalTokens(app, occasionId);
  return Object.fromEntries(
    Object.entries(bookings).map(([customer, bookingId]) => [customer, new RenewalBrowser(app.url, tokens.get(bookingId)!.token)]),
  );
}

/** A customer's browser holding a renewal link. */
export class RenewalBrowser extends GraphQLClient {
  constructor(
    baseUrl: string,
    readonly token: string,
  ) {
    super(baseUrl);
  }

  renewal(options: { language?: string; token?: string } = {}) {
    return this.op<{ renewal: RenewalJson }>(
      `query ($uuid: ID!) { renewal(uuid: $uuid) { ${RENEWAL_FIELDS} } }`,
      { uuid: options.token ?? this.token },
      options,
    );
  }

  async renewalOk(): Promise<RenewalJson> {
    const answer = await this.renewal();
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data!.renewal;
  }

  renew(input: Record<string, unknown>, options: { language?: string } = {}) {
    return this.op<{ renew: RenewalJson }>(
      `mutation ($uuid: ID!, $input: RenewInput!) { renew(uuid: $uuid, input: $input) { ${RENEWAL_FIELDS} } }`,
      { uuid: this.token, input },
      options,
    );
  }

  /** renew keeping `tickets` (ticket ids, optionally with a type) with valid details and `paymentMethodId`. */
  renewKeeping(
    tickets: Array<{ ticketId: string; ticketTypeId?: string }>,
    paymentMethodId: string | null,
    options: { language?: string } = {},
  ) {
    return this.renew({ tickets, client: VALID_CLIENT, paymentMethodId, termsAccepted: true }, options);
  }
}
