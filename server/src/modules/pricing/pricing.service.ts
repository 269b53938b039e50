import { SeriesPriceEntity, SeriesZonePriceEntity } from "./series-price.entity.js";
import { In, type DataSource } from "typeorm";
import { translate } from "../../common/translations.js";
import { CACHE_LIMITS, LoadingCache } from "../../common/caches.js";
import { AddonEntity } from "./addon.entity.js";
import { EventAddonEntity } from "./event-addon.entity.js";
import { EventZonePriceEntity, OccasionZonePriceEntity } from "./zone-price.entity.js";
import { EventPriceEntity } from "./event-price.entity.js";
import { OccasionPriceEntity } from "./occasion-price.entity.js";
import { TicketTypeEntity } from "./ticket-type.entity.js";
import type { AddonView, PriceView, TicketTypeView } from "./pricing.results.js";

function ticketTypeView(row: TicketTypeEntity, language: string): TicketTypeView {
  return {
    id: row.id,
    name: translate(row.name, language) ?? "",
    vat: row.vat,
    productCode: row.productCode,
    position: row.position,
    nameTranslations: row.name,
  };
}

/** A price list row as the API shows it: a plain price, or a price zone's (`priceZoneId`). */
function priceView(
  row: { ticketTypeId: string; ticketType?: TicketTypeEntity; priceZoneId?: string; price: number },
  language: string,
): PriceView {
  return {
    ticketTypeId: row.ticketTypeId,
    ticketType: ticketTypeView(row.ticketType!, language),
    priceZoneId: row.priceZoneId ?? null,
    price: row.price,
  };
}

type OrderedPrice = { position: number; ticketType?: TicketTypeEntity; priceZone?: { position: number } };

/**
 * A price list's plain and zone prices in the order they were saved (issue 34); rows saved before that order
 * was kept (all at position 0) by the ticket type's display order, plain before its zone prices, zones in order.
 */
function inSavedOrder<Plain extends OrderedPrice, Zoned extends OrderedPrice>(plain: Plain[], zoned: Zoned[]): Array<Plain | Zoned> {
  const key = (row: OrderedPrice): number[] => [
    row.position,
    row.ticketType?.position ?? 0,
    row.priceZone ? 1 : 0,
    row.priceZone?.position ?? 0,
  ];
  const compare = (a: OrderedPrice, b: OrderedPrice) => {
    const [left, right] = [key(a), key(b)];
    for (let index = 0; index < left.length; index++) if (left[index] !== right[index]) return left[index]! - right[index]!;
    return 0;
  };
  return [...plain, ...zoned].sort(compare);
}

function addonView(row: AddonEntity, language: string): AddonView {
  return {
    id: row.id,
    name: translate(row.name, language) ?? "",
    description: translate(row.description, language),
    price: row.price,
    vat: row.vat,
    productCode: row.productCode,
    active: row.active,
    nameTranslations: row.name,
    descriptionTranslations: row.description,
  };
}

/**
 * Ticket types, addons and price lists (an event's, overridden per occasion when it has custom pricing). A price
 * list has a plain price per ticket type and, for plans with price zones, prices per ticket type and zone.
 */
export class PricingService {
  /** Occasion price lists are read with every occasion page: cached a second. */
  private readonly occasionPriceCache = new LoadingCache<PriceView[]>(CACHE_LIMITS.occasionPrices);

  constructor(private readonly dataSource: DataSource) {}

  /** After an administrator changes a price list: the next read loads it. */
  forgetCachedPrices(): void {
    this.occasionPriceCache.clear();
  }

  async ticketTypes(language: string): Promise<TicketTypeView[]> {
    const rows = await this.dataSource.getRepository(TicketTypeEntity).find({ order: { position: "ASC", productCode: "ASC" } });
    return rows.map((row) => ticketTypeView(row, language));
  }

  /** Addons on sale; with `all`, the inactive ones too (administrators). */
  async addons(language: string, options: { all?: boolean } = {}): Promise<AddonView[]> {
    const rows = await this.dataSource
      .getRepository(AddonEntity)
      .find({ where: options.all ? {} : { active: true }, order: { productCode: "ASC" } });
    return rows.map((row) => addonView(row, language));
  }

  async addon(id: string, language: string): Promise<AddonView | null> {
    const row = await this.dataSource.getRepository(AddonEntity).findOne({ where: { id } });
    return row ? addonView(row, language) : null;
  }

  /** The active addons each event offers, keyed by event id. */
  async eventAddons(eventIds: string[], language: string): Promise<Map<string, AddonView[]>> {
    const result = new Map<string, AddonView[]>(eventIds.map((id) => [id, []]));
    if (eventIds.length === 0) return result;
    const rows = await this.dataSource.getRepository(EventAddonEntity).find({
      where: { eventId: In(eventIds) },
      relations: { addon: true },
    });
    for (const row of rows) {
      const addon = row.addon as AddonEntity;
      if (addon.active) result.get(row.eventId)?.push(addonView(addon, language));
    }
    for (const list of result.values()) list.sort((a, b) => a.productCode.localeCompare(b.productCode));
    return result;
  }

  /** The events that offer an addon. */
  async addonEventIds(addonId: string): Promise<string[]> {
    const rows = await this.dataSource.getRepository(EventAddonEntity).find({ where: { addonId }, select: { eventId: true } });
    return rows.map((row) => row.eventId);
  }

  /** Price lists of many events at once, keyed by event id. */
  async eventPrices(eventIds: string[], language: string): Promise<Map<string, PriceView[]>> {
    const result = new Map<string, PriceView[]>(eventIds.map((id) => [id, []]));
    if (eventIds.length === 0) return result;
    const rows = await this.dataSource.getRepository(EventPriceEntity).find({
      where: { eventId: In(eventIds) },
      relations: { ticketType: true },
    });
    const zoneRows = await this.dataSource.getRepository(EventZonePriceEntity).find({
      where: { eventId: In(eventIds) },
      relations: { ticketType: true, priceZone: true },
    });
    for (const row of inSavedOrder(rows, zoneRows)) {
      result.get(row.eventId)?.push(priceView(row, language));
    }
    return result;
  }

  /** Series' price lists (a ticket on every date of the series together), in their saved order. */
  async seriesPrices(seriesIds: string[], language: string): Promise<Map<string, PriceView[]>> {
    const result = new Map<string, PriceView[]>(seriesIds.map((id) => [id, []]));
    if (seriesIds.length === 0) return result;
    const rows = await this.dataSource.getRepository(SeriesPriceEntity).find({
      where: { seriesId: In(seriesIds) },
      relations: { ticketType: true },
    });
    const zoneRows = await this.dataSource.getRepository(SeriesZonePriceEntity).find({
      where: { seriesId: In(seriesIds) },
      relations: { ticketType: true, priceZone: true },
    });
    for (const row of inSavedOrder(rows, zoneRows)) result.get(row.seriesId)?.push(priceView(row, language));
    return result;
  }

  /** The prices that apply to an occasion: its own when it has custom pricing, else its event's. */
  occasionPrices(occasion: { id: string; eventId: string; customPricing: boolean }, language: string): Promise<PriceView[]> {
    return this.occasionPriceCache.get(`${occasion.id}:${occasion.customPricing}:${language}`, () =>
      this.loadOccasionPrices(occasion, language),
    );
  }

  private async loadOccasionPrices(
    occasion: { id: string; eventId: string; customPricing: boolean },
    language: string,
  ): Promise<PriceView[]> {
    if (!occasion.customPricing) return (await this.eventPrices([occasion.eventId], language)).get(occasion.eventId) ?? [];
    const rows = await this.dataSource.getRepository(OccasionPriceEntity).find({
      where: { occasionId: occasion.id },
      relations: { ticketType: true },
    });
    const zoneRows = await this.dataSource.getRepository(OccasionZonePriceEntity).find({
      where: { occasionId: occasion.id },
      relations: { ticketType: true, priceZone: true },
    });
    return inSavedOrder(rows, zoneRows).map((row) => priceView(row, language));
  }
}
