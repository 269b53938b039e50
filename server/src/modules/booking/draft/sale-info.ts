import { saleState } from "@seatbooking/core";
import type { DataSource, EntityManager } from "typeorm";
import { CACHE_LIMITS, createCache } from "../../../common/caches.js";
import { queryRows } from "../../../db/query-rows.js";
import { accessibleHeldUntil, loadHeldBackPlaces, type HeldBackPlace } from "../../occasion/accessible-holdback.js";

/** What the booking engine needs to know about an occasion on sale: bookability and prices. */
export interface SaleInfo {
  occasionId: string;
  planId: string;
  published: boolean;
  bookable: boolean;
  status: string;
  startTime: Date;
  bookableStartTime: Date | null;
  bookableEndTime: Date | null;
  /** ticket type id -> price (cents) and VAT; the occasion's custom prices or the event's. */
  prices: Map<string, { price: number; vat: number; productCode: string }>;
  /** The first ticket type on sale (by position): new tickets get it. */
  defaultTicketTypeId: string | null;
  /** price zone id -> ticket type id -> price (cents), where a zone has its own price. */
  zonePrices: Map<string, Map<string, number>>;
  /** space id -> its price zone, for the spaces of the occasion's plan that have one. */
  spaceZones: Map<string, string>;
  /** Until when its wheelchair places and their companion seats are held back (issue 20); null: they are not. */
  accessibleHeldUntil: Date | null;
  /** Those places, while they are held back at all (empty otherwise). */
  heldBack: Map<string, HeldBackPlace>;
  /** A date of a series that sells its dates only as season tickets (issue 38): not sold on its own. */
  seriesOnly: boolean;
  /** Places held back for voucher campaigns' codes (a presale, issue 38): space id -> the campaigns, each until its end. */
  heldForCode: Map<string, PresaleHold[]>;
}

/** A campaign holding a place back for its codes, until its validity ends (null: until the administrator takes it off). */
export interface PresaleHold {
  campaignId: string;
  until: Date | null;
}

/** The campaigns whose codes alone may hold the place now (empty: it is on general sale, as far as presales go). */
export function presaleCampaignsNow(info: SaleInfo, spaceId: string, now: Date): string[] {
  const holds = info.heldForCode.get(spaceId);
  if (!holds) return [];
  return holds.filter((hold) => hold.until === null || now < hold.until).map((hold) => hold.campaignId);
}

/** The places held back for a code now, for the seat map and the counts of free places. */
export function presalePlacesNow(info: SaleInfo, now: Date): string[] {
  return [...info.heldForCode.keys()].filter((spaceId) => presaleCampaignsNow(info, spaceId, now).length > 0);
}

/** How a place may be held now: as any other (null), or only on the accessible path (see HeldBackPlace). */
export function heldBackNow(info: SaleInfo, spaceId: string, now: Date): HeldBackPlace | null {
  if (!info.accessibleHeldUntil || now >= info.accessibleHeldUntil) return null;
  return info.heldBack.get(spaceId) ?? null;
}

/** A ticket type's price in a space: its zone's own price, else the plain one; undefined when not on sale. */
export function priceFor(
  info: SaleInfo,
  ticketTypeId: string,
  spaceId: string,
): { price: number; vat: number; productCode: string } | undefined {
  const plain = info.prices.get(ticketTypeId);
  if (!plain) return undefined;
  const zone = info.spaceZones.get(spaceId);
  const zonePrice = zone === undefined ? undefined : info.zonePrices.get(zone)?.get(ticketTypeId);
  return zonePrice === undefined ? plain : { ...plain, price: zonePrice };
}

interface Entry {
  value?: SaleInfo | null;
  at: number;
  refreshing?: Promise<SaleInfo | null>;
}

/**
 * Sale info per occasion, cached for a second: a flash sale reads it on every add, and an
 * administrator's change reaching buyers a second later is harmless. Stale entries are served while one
 * background refresh runs, so a booking transaction never waits for another connection: waiting on a
 * load that needs a second pool connection while holding one starved the pool under load. An entry older than a
 * few seconds (a date nobody asked about for a while, changed since by another process: places held back for a
 * code, say) is not served: it is read again first, on the caller's own connection when it has one.
 */
export class SaleInfoCache {
  private readonly entries = createCache<string, Entry>(CACHE_LIMITS.saleInfo);

  constructor(private readonly dataSource: DataSource) {}

  /** `manager`: a caller inside a transaction passes its own; a first load then runs on its connection. */
  async get(occasionId: string, manager?: EntityManager): Promise<SaleInfo | null> {
    const entry = this.entries.get(occasionId);
    const age = entry && "value" in entry ? Date.now() - entry.at : Infinity;
    if (entry && age < CACHE_LIMITS.saleInfo.servedStaleUntil) {
      if (age >= CACHE_LIMITS.saleInfo.staleAfter) this.refresh(occasionId, entry);
      return entry.value!;
    }
    if (manager) {
      const value = await this.load(occasionId, manager);
      this.store(occasionId, value);
      return value;
    }
    const pending = entry?.refreshing ?? this.refresh(occasionId, entry ?? this.placeholder(occasionId));
    return pending;
  }

  invalidate(occasionId?: string): void {
    if (occasionId) this.entries.delete(occasionId);
    else this.entries.clear();
  }

  private placeholder(occasionId: string): Entry {
    const entry: Entry = { at: 0 };
    this.entries.set(occasionId, entry);
    return entry;
  }

  private store(occasionId: string, value: SaleInfo | null): void {
    this.entries.set(occasionId, { value, at: Date.now() });
  }

  /** One load at a time per occasion, on a pool connection of its own. */
  private refresh(occasionId: string, entry: Entry): Promise<SaleInfo | null> {
    entry.refreshing ??= this.load(occasionId, this.dataSource.manager)
      .then((value) => {
        this.store(occasionId, value);
        return value;
      })
      .finally(() => {
        entry.refreshing = undefined;
      });
    entry.refreshing.catch(() => undefined);
    return entry.refreshing;
  }

  private async load(occasionId: string, manager: EntityManager): Promise<SaleInfo | null> {
    const rows: Array<{
      plan_id: string;
      published: boolean;
      event_published: boolean;
      bookable: boolean;
      status: string;
      start_time: Date;
      bookable_start_time: Date | null;
      bookable_end_time: Date | null;
      custom_pricing: boolean;
      event_id: string;
      accessible_holdback_hours: number | null;
      accessible_released_at: Date | null;
      series_only: boolean;
    }> = await manager.query(
      `SELECT o.plan_id, o.published, e.published AS event_published, o.bookable, o.status, o.start_time,
              o.bookable_start_time, o.bookable_end_time, o.custom_pricing, o.event_id, o.accessible_holdback_hours,
              o.accessible_released_at,
              EXISTS (SELECT 1 FROM series_occasions so JOIN series s ON s.id = so.series_id
                       WHERE so.occasion_id = o.id AND NOT s.single_dates_on_sale) AS series_only
         FROM occasions o JOIN events e ON e.id = o.event_id WHERE o.id = $1`,
      [occasionId],
    );
    const row = rows[0];
    if (!row) return null;
    const priceRows: Array<{ ticket_type_id: string; price: number; vat: string; product_code: string }> = row.custom_pricing
      ? await manager.query(
          `SELECT p.ticket_type_id, p.price, t.vat, t.product_code FROM occasion_prices p JOIN ticket_types t ON t.id = p.ticket_type_id
            WHERE p.occasion_id = $1 ORDER BY t.position, t.product_code`,
          [occasionId],
        )
      : await manager.query(
          `SELECT p.ticket_type_id, p.price, t.vat, t.product_code FROM event_prices p JOIN ticket_types t ON t.id = p.ticket_type_id
            WHERE p.event_id = $1 ORDER BY t.position, t.product_code`,
          [row.event_id],
        );
    const zoneRows: Array<{ price_zone_id: string; ticket_type_id: string; price: number }> = await manager.query(
      row.custom_pricing
        ? `SELECT price_zone_id, ticket_type_id, price FROM occasion_zone_prices WHERE occasion_id = $1`
        : `SELECT price_zone_id, ticket_type_id, price FROM event_zone_prices WHERE event_id = $1`,
      [row.custom_pricing ? occasionId : row.event_id],
    );
    const zonePrices = new Map<string, Map<string, number>>();
    for (const zone of zoneRows) {
      if (!zonePrices.has(zone.price_zone_id)) zonePrices.set(zone.price_zone_id, new Map());
      zonePrices.get(zone.price_zone_id)!.set(zone.ticket_type_id, zone.price);
    }
    // Only plans with zone prices need the spaces' zones (a 2,000-place plan's map, read once a second at most).
    const spaceZoneRows: Array<{ id: string; price_zone_id: string }> =
      zoneRows.length > 0
        ? await manager.query(`SELECT id, price_zone_id FROM spaces WHERE plan_id = $1 AND price_zone_id IS NOT NULL`, [row.plan_id])
        : [];
    const presaleRows = await queryRows<{ spaceId: string; campaignId: string; until: Date | null }>(
      manager,
      `SELECT p.space_id AS "spaceId", p.campaign_id AS "campaignId", c.valid_until AS until
         FROM voucher_campaign_places p JOIN voucher_campaigns c ON c.id = p.campaign_id WHERE p.occasion_id = $1`,
      [occasionId],
    );
    const heldForCode = new Map<string, PresaleHold[]>();
    for (const row of presaleRows) heldForCode.set(row.spaceId, [...(heldForCode.get(row.spaceId) ?? []), row]);
    const heldUntil = accessibleHeldUntil({
      startTime: row.start_time,
      accessibleHoldbackHours: row.accessible_holdback_hours,
      accessibleReleasedAt: row.accessible_released_at,
    });
    return {
      accessibleHeldUntil: heldUntil,
      heldBack: heldUntil ? await loadHeldBackPlaces(manager, row.plan_id) : new Map(),
      seriesOnly: row.series_only,
      heldForCode,
      zonePrices,
      spaceZones: new Map(spaceZoneRows.map((space) => [space.id, space.price_zone_id])),
      occasionId,
      planId: row.plan_id,
      published: row.published && row.event_published,
      bookable: row.bookable,
      status: row.status,
      startTime: row.start_time,
      bookableStartTime: row.bookable_start_time,
      bookableEndTime: row.bookable_end_time,
      prices: new Map(
        priceRows.map((price) => [price.ticket_type_id, { price: price.price, vat: Number(price.vat), productCode: price.product_code }]),
      ),
      defaultTicketTypeId: priceRows[0]?.ticket_type_id ?? null,
    };
  }
}

/**
 * Whether visitors may book now (DESIGN section 3): published (with its event), scheduled, something priced,
 * not sold only as a season ticket (issue 38), and inside its sale window as the client's seat map reads it too
 * (@seatbooking/core's saleState: bookable, opened, and closing at the start when no end is set).
 */
export function isOnSale(info: SaleInfo, now: Date): boolean {
  if (!info.published || info.status !== "scheduled" || info.defaultTicketTypeId === null || info.seriesOnly) return false;
  return saleState(info, now).onSale;
}
