import { randomBytes } from "node:crypto";
import { copyPlanInventory } from "../../../src/modules/occasion/occasion-inventory.js";
import type { BookingTestApp } from "../../helpers/booking-app.js";
import { createOccasion, createPlan } from "../../helpers/booking-fixtures.js";
import type { GraphQLClient } from "../../helpers/booking-client.js";

export const SERIES_FIELDS = `id eventId name published onSale singleDatesOnSale saleStart saleEnd updatedAt refundRule previousSeriesId nextSeriesId
  names { language text } dates { id startTime } prices { ticketTypeId priceZoneId price }`;
export const ORDER_FIELDS = `uuid number seriesId status expiresAt spaceIds total
  dates { uuid occasionId status expiresAt tickets { id spaceId ticketTypeId price vat } summary { total byVat { rate amount vat } } }`;

export interface SeriesJson {
  id: string;
  eventId: string;
  name: string;
  names: Array<{ language: string; text: string }>;
  published: boolean;
  onSale: boolean;
  singleDatesOnSale: boolean;
  updatedAt: string;
  refundRule: string;
  dates: Array<{ id: string; startTime: string }>;
  prices: Array<{ ticketTypeId: string; priceZoneId: string | null; price: number }>;
}

export interface OrderJson {
  uuid: string;
  number: number;
  seriesId: string;
  status: string;
  spaceIds: string[];
  total: number;
  dates: Array<{
    uuid: string;
    occasionId: string;
    status: string;
    tickets: Array<{ id: string; spaceId: string; ticketTypeId: string; price: number; vat: number }>;
    summary: { total: number };
  }>;
}

/** One event with `count` dates a week apart on one plan of `seats` single seats; the dates in order. */
export async function eventWithDates(
  app: BookingTestApp,
  options: { count: number; seats: number; ticketTypeId: string; price?: number; firstStart?: Date },
): Promise<{ eventId: string; planId: string; occasionIds: string[]; spaceIds: string[] }> {
  const { planId, spaceIds } = await createPlan(
    app,
    Array.from({ length: options.seats }, (_, index) => ({ name: `S${index + 1}`, maxTickets: 1 })),
  );
  const first = options.firstStart ?? new Date(Date.now() + 20 * 86_400_000);
  const { eventId, occasionId } = await createOccasion(app, {
    planId,
    eventPrices: { [options.ticketTypeId]: options.price ?? 3000 },
    startTime: first,
  });
  const occasionIds = [occasionId];
  for (let index = 1; index < options.count; index++) {
    const start = new Date(first.getTime() + index * 7 * 86_400_000);
    occasionIds.push(await addDate(app, eventId, planId, start));
  }
  return { eventId, planId, occasionIds, spaceIds };
}

/** Another date of the event on `planId`, published and on sale. */
export async function addDate(app: BookingTestApp, eventId: string, planId: string, start: Date): Promise<string> {
  return app.services.dataSource.transaction(async (manager) => {
    const [row] = (await manager.query(
      `INSERT INTO occasions (event_id, plan_id, name, start_time, end_time, bookable, published, status)
       VALUES ($1, $2, jsonb_build_object('en', $3::text, 'fi', $3::text, 'sv', $3::text), $4, $5, true, true, 'scheduled') RETURNING id`,
      [eventId, planId, `Date ${randomBytes(3).toString("hex")}`, start, new Date(start.getTime() + 2 * 3_600_000)],
    )) as Array<{ id: string }>;
    await copyPlanInventory(manager, row!.id, planId);
    return row!.id;
  });
}

export const inEveryLanguage = (text: string) => ["en", "fi", "sv"].map((language) => ({ language, text }));

export function seriesInput(
  eventId: string,
  occasionIds: string[],
  prices: Array<{ ticketTypeId: string; price: number; priceZoneId?: string }>,
) {
  return {
    eventId,
    names: inEveryLanguage("Autumn season"),
    occasionIds,
    prices,
    saleStart: null,
    saleEnd: null,
    singleDatesOnSale: true,
    published: true,
  };
}

export async function createSeries(admin: GraphQLClient, input: ReturnType<typeof seriesInput>): Promise<SeriesJson> {
  const answer = await admin.op<{ createSeries: SeriesJson }>(
    `mutation ($input: SeriesInput!) { createSeries(input: $input) { ${SERIES_FIELDS} } }`,
    { input },
  );
  if (!answer.data?.createSeries) throw new Error(`createSeries failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.createSeries;
}

export function holdSeries(client: GraphQLClient, seriesId: string, spaceIds: string[], orderUuid?: string) {
  return client.op<{ holdSeries: OrderJson }>(
    `mutation ($seriesId: ID!, $spaceIds: [ID!]!, $orderUuid: ID) { holdSeries(seriesId: $seriesId, spaceIds: $spaceIds, orderUuid: $orderUuid) { ${ORDER_FIELDS} } }`,
    { seriesId, spaceIds, orderUuid: orderUuid ?? null },
  );
}
