import { In, type DataSource } from "typeorm";
import { translate } from "../../common/translations.js";
import { TtlCache } from "../../common/ttl-cache.js";
import { AddonEntity } from "./addon.entity.js";
import { EventPriceEntity } from "./event-price.entity.js";
import { OccasionPriceEntity } from "./occasion-price.entity.js";
import { TicketTypeEntity } from "./ticket-type.entity.js";
import type { AddonView, PriceView, TicketTypeView } from "./pricing.results.js";

function ticketTypeView(row: TicketTypeEntity, language: string): TicketTypeView {
  return { id: row.id, name: translate(row.name, language) ?? "", vat: row.vat, productCode: row.productCode };
}

/** Ticket types, addons and price lists (an event's, overridden per occasion when it has custom pricing). */
export class PricingService {
  /** Occasion price lists are read with every occasion page: cached a second. */
  private readonly occasionPriceCache = new TtlCache<PriceView[]>(1000);

  constructor(private readonly dataSource: DataSource) {}

  /** After an administrator changes a price list: the next read loads it. */
  forgetCachedPrices(): void {
    this.occasionPriceCache.clear();
  }

  async ticketTypes(language: string): Promise<TicketTypeView[]> {
    const rows = await this.dataSource.getRepository(TicketTypeEntity).find({ order: { position: "ASC", productCode: "ASC" } });
    return rows.map((row) => ticketTypeView(row, language));
  }

  async addons(language: string): Promise<AddonView[]> {
    const rows = await this.dataSource.getRepository(AddonEntity).find({ where: { active: true }, order: { productCode: "ASC" } });
    return rows.map((row) => ({
      id: row.id,
      name: translate(row.name, language) ?? "",
      description: translate(row.description, language),
      price: row.price,
      vat: row.vat,
    }));
  }

  /** Price lists of many events at once, keyed by event id. */
  async eventPrices(eventIds: string[], language: string): Promise<Map<string, PriceView[]>> {
    const result = new Map<string, PriceView[]>(eventIds.map((id) => [id, []]));
    if (eventIds.length === 0) return result;
    const rows = await this.dataSource.getRepository(EventPriceEntity).find({
      where: { eventId: In(eventIds) },
      relations: { ticketType: true },
      order: { ticketType: { position: "ASC" } },
    });
    for (const row of rows) {
      result
        .get(row.eventId)
        ?.push({ ticketTypeId: row.ticketTypeId, ticketType: ticketTypeView(row.ticketType!, language), price: row.price });
    }
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
      order: { ticketType: { position: "ASC" } },
    });
    return rows.map((row) => ({ ticketTypeId: row.ticketTypeId, ticketType: ticketTypeView(row.ticketType!, language), price: row.price }));
  }
}
