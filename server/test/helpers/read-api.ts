/**
 * Helpers for the read-API integration tests (issue 2): typed REST and GraphQL calls, GraphQL selections
 * that mirror the REST shapes, lookups of demo rows, and factories that put rows the public API cannot
 * create yet (unpublished occasions, held spaces, drafts) straight into the test's own database.
 */
import { randomBytes } from "node:crypto";
import { expect, vi } from "vitest";
import { copyPlanInventory } from "../../src/modules/occasion/occasion-inventory.js";
import { DRAFT_COOKIE, hashDraftSecret, newDraftSecret } from "../../src/modules/booking/draft/draft-secret.js";
import { OCCUPANCY_CHANNEL } from "../../src/modules/occasion/occupancy.js";
import type { TestApp } from "./app.js";

// ---------------------------------------------------------------------------------------------------
// Shapes as the REST facade answers them (SPEC section 3 names, DESIGN section 8)
// ---------------------------------------------------------------------------------------------------

export interface Availability {
  remaining: number;
  total: number;
}

export interface TicketTypeJson {
  id: string;
  name: string;
  vat: number;
  productCode: string;
  position: number;
}

export interface PriceJson {
  ticketTypeId: string;
  ticketType: TicketTypeJson;
  priceZoneId: string | null;
  price: number;
}

export interface OccasionJson {
  id: string;
  eventId: string;
  name: string;
  title: string | null;
  startTime: string;
  endTime: string | null;
  bookable: boolean;
  bookableStartTime: string | null;
  bookableEndTime: string | null;
  planId: string;
  customPricing: boolean;
  published: boolean;
  status: string;
  headsUpDays: number;
  seasonal: boolean;
  updatedAt: string;
  /** Accessible seating (issue 20): hours before the start its wheelchair places are held back until, if any. */
  accessibleHoldbackHours: number | null;
  accessibleHeldUntil: string | null;
  availability: Availability;
  plan_id: string;
  start_time: string;
}

export interface OccasionDetailJson extends OccasionJson {
  occupancy: Record<string, number>;
  prices: PriceJson[];
}

export interface EventJson {
  id: string;
  name: string;
  description: string | null;
  /** The most tickets one customer may have on each date (issue 38); null: no cap. */
  maxTicketsPerBuyer?: number | null;
  planId: string;
  published: boolean;
  status: string;
  updatedAt: string;
  occasions: OccasionJson[];
  prices: PriceJson[];
}

export interface SpaceJson {
  id: string;
  name: string;
  label: string;
  maxTickets: number;
  spaceType: { id: string; name: string; accessible: boolean } | null;
  section: string | null;
  sectionName: string | null;
  row: string | null;
  seat: string | null;
  priceZoneId: string | null;
  companionOfId: string | null;
  spaceTypeId: string | null;
}

export interface PriceZoneJson {
  id: string;
  name: string;
  position: number;
}

export interface PlanJson {
  id: string;
  name: string;
  description: string | null;
  namePattern: string | null;
  priceZones: PriceZoneJson[];
  updatedAt: string;
  mapLabelMask: string | null;
  spaceLabelMask: string | null;
  labelDefaults: { sectionRowSeat: string; rowSeat: string; typeSeat: string; typeSection: string };
  sections: Array<{ code: string; name: string | null }>;
  styles: string | null;
  mapUrl: string;
  spaces: SpaceJson[];
}

export interface DraftTicketJson {
  id: string;
  space_id: string;
  ticket_type_id: string;
  price: number;
  vat: number;
  addons: Array<{ addonId: string; price: number; vat: number }>;
  total: number;
}

export interface SummaryJson {
  total: number;
  requirePayment: boolean;
  byTicketType: Array<{ ticketTypeId: string; name: string; amount: number; total: number; price: number; tickets: string[] }>;
  byAddon: Array<{ addonId: string; name: string; amount: number; total: number; rate: number }>;
  byVat: Array<{ rate: number; amount: number; vat: number }>;
}

export interface DraftJson {
  uuid: string;
  occasion_id: string;
  payment_method_id: string | null;
  status: string;
  expiresAt: string | null;
  tickets: DraftTicketJson[];
  client: Record<string, string | null>;
  summary: SummaryJson;
}

// ---------------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------------

export interface RestAnswer<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** GET a JSON path and insist on a 200 JSON answer (the failure message shows the body). */
export async function getJson<T>(app: TestApp, path: string, init?: RequestInit): Promise<T> {
  const response = await app.request(path, init);
  const text = await response.text();
  expect(response.status, `GET ${path} answered ${response.status}: ${text.slice(0, 300)}`).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return JSON.parse(text) as T;
}

/** Any request; the body as text. */
export async function requestText(app: TestApp, path: string, init?: RequestInit): Promise<RestAnswer<string>> {
  const response = await app.request(path, init);
  return { status: response.status, headers: response.headers, body: await response.text() };
}

export interface GraphQLErrorJson {
  message: string;
  path?: Array<string | number>;
  extensions?: Record<string, unknown>;
}

/** A GraphQL query that must succeed; returns its data. `language` becomes Accept-Language. */
export async function gqlData<T>(
  app: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  options: { language?: string; headers?: Record<string, string> } = {},
): Promise<T> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.language !== undefined) headers["accept-language"] = options.language;
  const result = await app.graphql<T>(query, variables, headers);
  expect(result.errors, `GraphQL errors: ${JSON.stringify(result.errors)}`).toBeUndefined();
  expect(result.data).toBeDefined();
  return result.data!;
}

/** A GraphQL query that must fail with exactly one error; returns it. */
export async function gqlError(
  app: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  options: { language?: string; headers?: Record<string, string> } = {},
): Promise<GraphQLErrorJson> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.language !== undefined) headers["accept-language"] = options.language;
  const result = (await app.graphql(query, variables, headers)) as { data?: unknown; errors?: GraphQLErrorJson[] };
  expect(result.errors, `expected one GraphQL error, got data ${JSON.stringify(result.data)}`).toHaveLength(1);
  return result.errors![0]!;
}

/**
 * Retries `check` until it passes (up to 3 s). For reads of public data right after a test changed it
 * in the database: hot public reads may be cached for about a second (DESIGN section 3, one load per
 * second per occasion), so a change must show soon, not necessarily on the very next request.
 */
export function eventually<T>(check: () => Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 3000, interval: 100 });
}

// ---------------------------------------------------------------------------------------------------
// GraphQL selections equal to the REST shapes (REST adds plan_id / start_time to occasions)
// ---------------------------------------------------------------------------------------------------

export const TICKET_TYPE_FIELDS = `id name vat productCode position`;
export const PRICE_FIELDS = `ticketTypeId priceZoneId price ticketType { ${TICKET_TYPE_FIELDS} }`;
export const OCCASION_FIELDS = `id eventId name title startTime endTime bookable bookableStartTime bookableEndTime planId
  customPricing published status headsUpDays seasonal updatedAt accessibleHoldbackHours accessibleHeldUntil availability { remaining total }`;
export const EVENT_FIELDS = `id name description imageUrl maxTicketsPerBuyer planId published status updatedAt
  occasions { ${OCCASION_FIELDS} } prices { ${PRICE_FIELDS} }`;
export const SPACE_FIELDS = `id name label maxTickets spaceType { id name accessible } spaceTypeId section sectionName row seat priceZoneId companionOfId`;
export const PLAN_FIELDS = `id name description namePattern mapLabelMask spaceLabelMask styles mapUrl updatedAt
  labelDefaults { sectionRowSeat rowSeat typeSeat typeSection } sections { code name }
  priceZones { id name position } spaces { ${SPACE_FIELDS} }`;

export type GqlOccasion = Omit<OccasionJson, "plan_id" | "start_time">;
export type GqlEvent = Omit<EventJson, "occasions"> & { occasions: GqlOccasion[] };
export interface GqlOccasionDetail extends GqlOccasion {
  occupancy: Array<{ spaceId: string; count: number; maxTickets: number }>;
  prices: PriceJson[];
}

/** A REST occasion without the specification's alias fields, after checking the aliases agree. */
export function withoutAliases(occasion: OccasionJson): GqlOccasion {
  const { plan_id, start_time, ...rest } = occasion;
  expect(plan_id).toBe(occasion.planId);
  expect(start_time).toBe(occasion.startTime);
  return rest;
}

export function restEventAsGraphQL(event: EventJson): GqlEvent {
  return { ...event, occasions: event.occasions.map(withoutAliases) };
}

// ---------------------------------------------------------------------------------------------------
// Demo rows
// ---------------------------------------------------------------------------------------------------

export const DEMO = {
  brothers: "The Seven Brothers",
  orchestra: "City Orchestra: Sibelius 2",
  season: "Season seats 2027",
  gala: "Christmas Gala (in planning)",
} as const;

/** The single row a query must return. */
export async function queryOne<T>(app: TestApp, sql: string, params: unknown[] = []): Promise<T> {
  const rows: T[] = await app.services.dataSource.query(sql, params);
  expect(rows, `${sql} ${JSON.stringify(params)}`).toHaveLength(1);
  return rows[0]!;
}

/** A demo event's id by its English name. */
export async function eventIdByName(app: TestApp, englishName: string): Promise<string> {
  return (await queryOne<{ id: string }>(app, `SELECT id FROM events WHERE name->>'en' = $1`, [englishName])).id;
}

/** A demo occasion's id by its event's English name and its internal name. */
export async function occasionIdByName(app: TestApp, eventEnglishName: string, occasionName: string): Promise<string> {
  return (
    await queryOne<{ id: string }>(
      app,
      `SELECT o.id FROM occasions o JOIN events e ON e.id = o.event_id WHERE e.name->>'en' = $1 AND o.name->>'en' = $2`,
      [eventEnglishName, occasionName],
    )
  ).id;
}

/** The demo ticket types' ids by English name in lower case: adult, child, senior, student. */
export async function ticketTypeIds(app: TestApp): Promise<Record<string, string>> {
  const rows: Array<{ id: string; name: string }> = await app.services.dataSource.query(
    `SELECT id, lower(name->>'en') AS name FROM ticket_types`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

/** The demo plan (the only plan the demo seeds). */
export async function demoPlanId(app: TestApp): Promise<string> {
  return (await queryOne<{ id: string }>(app, `SELECT id FROM plans WHERE name->>'en' = 'Suuri sali'`, [])).id;
}

/** Space ids of a plan by space name (e.g. `R1-S1`, `standing-A`, `wheelchair-1`). */
export async function spaceIdsByName(app: TestApp, planId: string): Promise<Map<string, string>> {
  const rows: Array<{ id: string; name: string }> = await app.services.dataSource.query(`SELECT id, name FROM spaces WHERE plan_id = $1`, [
    planId,
  ]);
  return new Map(rows.map((row) => [row.name, row.id]));
}

export function required<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`missing ${String(key)}`);
  return value;
}

// ---------------------------------------------------------------------------------------------------
// Factories
// ---------------------------------------------------------------------------------------------------

/** An event on the demo plan with the given publication state and (optionally) prices by ticket type id. */
export async function createEvent(
  app: TestApp,
  options: { published: boolean; name?: Record<string, string>; prices?: Record<string, number> },
): Promise<string> {
  const planId = await demoPlanId(app);
  const name = options.name ?? { en: `Test event ${randomBytes(3).toString("hex")}` };
  const [row] = (await app.services.dataSource.query(
    `INSERT INTO events (name, description, plan_id, published, status) VALUES ($1, '{}', $2, $3, 'active') RETURNING id`,
    [JSON.stringify(name), planId, options.published],
  )) as Array<{ id: string }>;
  for (const [ticketTypeId, price] of Object.entries(options.prices ?? {})) {
    await app.services.dataSource.query(`INSERT INTO event_prices (event_id, ticket_type_id, price) VALUES ($1, $2, $3)`, [
      row!.id,
      ticketTypeId,
      price,
    ]);
  }
  return row!.id;
}

/**
 * An occasion of `eventId` on the event's plan, with its inventory copied from the plan (as the admin
 * service will do), in one transaction. Starts `daysAhead` days from now.
 */
export async function createOccasion(
  app: TestApp,
  options: {
    eventId: string;
    published: boolean;
    name?: string;
    daysAhead?: number;
    title?: Record<string, string>;
    customPrices?: Record<string, number>;
  },
): Promise<string> {
  return app.services.dataSource.transaction(async (manager) => {
    const [event] = (await manager.query(`SELECT plan_id FROM events WHERE id = $1`, [options.eventId])) as Array<{ plan_id: string }>;
    if (!event) throw new Error(`no event ${options.eventId}`);
    const start = new Date(Date.now() + (options.daysAhead ?? 20) * 86_400_000);
    const [row] = (await manager.query(
      `INSERT INTO occasions (event_id, plan_id, name, title, start_time, end_time, bookable, published, custom_pricing, status)
       VALUES ($1, $2, jsonb_build_object('en', $3::text, 'fi', $3::text, 'sv', $3::text), $4, $5, $6, true, $7, $8, 'scheduled') RETURNING id`,
      [
        options.eventId,
        event.plan_id,
        options.name ?? `Test occasion ${randomBytes(3).toString("hex")}`,
        JSON.stringify(options.title ?? {}),
        start,
        new Date(start.getTime() + 2 * 3_600_000),
        options.published,
        options.customPrices !== undefined,
      ],
    )) as Array<{ id: string }>;
    const occasionId = row!.id;
    for (const [ticketTypeId, price] of Object.entries(options.customPrices ?? {})) {
      await manager.query(`INSERT INTO occasion_prices (occasion_id, ticket_type_id, price) VALUES ($1, $2, $3)`, [
        occasionId,
        ticketTypeId,
        price,
      ]);
    }
    await copyPlanInventory(manager, occasionId, event.plan_id);
    return occasionId;
  });
}

/**
 * Sets the counter of tickets holding one space on one occasion and announces the change on the
 * occupancy channel as another server process would. Occupancy is served from a per-process
 * snapshot (DESIGN section 3), so tests set holds before their first read of the occasion.
 */
export async function setHeld(app: TestApp, occasionId: string, spaceId: string, held: number): Promise<void> {
  await app.services.dataSource.transaction(async (manager) => {
    const result = (await manager.query(`UPDATE occasion_spaces SET held = $3 WHERE occasion_id = $1 AND space_id = $2`, [
      occasionId,
      spaceId,
      held,
    ])) as [unknown, number];
    expect(result[1], "one inventory row updated").toBe(1);
    await manager.query(`SELECT pg_notify('${OCCUPANCY_CHANNEL}', $1::text)`, [occasionId]);
  });
}

export interface DraftTicketSeed {
  spaceId: string;
  ticketTypeId: string;
  price: number;
  vat: number;
  addons?: Array<{ addonId: string; price: number; vat: number }>;
}

export interface CreatedDraft {
  uuid: string;
  secret: string;
  /** `draft_secret=<secret>`, for a Cookie header. */
  cookie: string;
  /** Ticket ids in the order the tickets were given (and are listed). */
  ticketIds: string[];
}

/**
 * A booking row (a draft unless `status` says otherwise) with a secret, tickets and their holds, as the
 * booking service writes them: each ticket raises its space's `held` counter in the same transaction,
 * and the change is announced on the occupancy channel.
 */
export async function createDraft(
  app: TestApp,
  options: {
    occasionId: string;
    tickets: DraftTicketSeed[];
    status?: string;
    expiresAt?: Date;
    identityNumber?: string | null;
    paymentMethodId?: string | null;
    client?: { firstname?: string; lastname?: string; email?: string };
  },
): Promise<CreatedDraft> {
  const secret = newDraftSecret();
  return app.services.dataSource.transaction(async (manager) => {
    const total = options.tickets.reduce(
      (sum, ticket) => sum + ticket.price + (ticket.addons ?? []).reduce((s, addon) => s + addon.price, 0),
      0,
    );
    const [booking] = (await manager.query(
      `INSERT INTO bookings (occasion_id, status, secret_hash, expires_at, identity_number, payment_method_id, firstname, lastname, email, total)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        options.occasionId,
        options.status ?? "draft",
        hashDraftSecret(secret),
        options.expiresAt ?? new Date(Date.now() + 15 * 60_000),
        options.identityNumber ?? null,
        options.paymentMethodId ?? null,
        options.client?.firstname ?? null,
        options.client?.lastname ?? null,
        options.client?.email ?? null,
        total,
      ],
    )) as Array<{ id: string }>;
    const ticketIds: string[] = [];
    const base = Date.now();
    for (const [index, ticket] of options.tickets.entries()) {
      const [row] = (await manager.query(
        `INSERT INTO tickets (booking_id, occasion_id, space_id, ticket_type_id, price, vat, code, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        // Distinct creation times: tickets are listed by creation time, and now() is one per transaction.
        [
          booking!.id,
          options.occasionId,
          ticket.spaceId,
          ticket.ticketTypeId,
          ticket.price,
          ticket.vat,
          randomBytes(16).toString("hex"),
          new Date(base + index * 1000),
        ],
      )) as Array<{ id: string }>;
      ticketIds.push(row!.id);
      for (const addon of ticket.addons ?? []) {
        await manager.query(`INSERT INTO ticket_addons (ticket_id, addon_id, price, vat) VALUES ($1, $2, $3, $4)`, [
          row!.id,
          addon.addonId,
          addon.price,
          addon.vat,
        ]);
      }
      const updated = (await manager.query(`UPDATE occasion_spaces SET held = held + 1 WHERE occasion_id = $1 AND space_id = $2`, [
        options.occasionId,
        ticket.spaceId,
      ])) as [unknown, number];
      if (updated[1] !== 1) throw new Error(`no inventory row for space ${ticket.spaceId} on occasion ${options.occasionId}`);
    }
    await manager.query(`SELECT pg_notify('${OCCUPANCY_CHANNEL}', $1::text)`, [options.occasionId]);
    return { uuid: booking!.id, secret, cookie: `${DRAFT_COOKIE}=${secret}`, ticketIds };
  });
}

/** A well-formed UUID that no row has. */
export const UNKNOWN_ID = "0d2c5a4e-8f1b-4c3a-9e7d-6b5a4c3d2e1f";
