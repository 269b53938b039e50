import type { DataSource } from "typeorm";
import { notFound } from "../../common/errors.js";
import { parseUuid } from "../../common/ids.js";
import { translate } from "../../common/translations.js";
import type { OccasionService } from "../occasion/occasion.service.js";
import type { PricingService } from "../pricing/pricing.service.js";
import { EventEntity } from "./event.entity.js";
import type { EventView } from "./event.results.js";

/** Reads of public events (published ones) with their published occasions and prices. */
export class EventService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly occasions: OccasionService,
    private readonly pricing: PricingService,
  ) {}

  private async views(rows: EventEntity[], language: string, options: { unpublished?: boolean } = {}): Promise<EventView[]> {
    const ids = rows.map((row) => row.id);
    const [occasions, prices] = await Promise.all([
      this.occasions.forEvents(ids, language, { unpublished: options.unpublished }),
      this.pricing.eventPrices(ids, language),
    ]);
    return rows.map((row) => ({
      id: row.id,
      name: translate(row.name, language) ?? "",
      description: translate(row.description, language),
      imageUrl: row.imageUrl,
      maxTicketsPerBuyer: row.maxTicketsPerBuyer,
      planId: row.planId,
      published: row.published,
      status: row.status,
      updatedAt: row.updatedAt,
      occasions: occasions.get(row.id) ?? [],
      prices: prices.get(row.id) ?? [],
      nameTranslations: row.name,
      descriptionTranslations: row.description,
    }));
  }

  /** Published events, the soonest upcoming occasion first; events with nothing upcoming last. */
  async listPublished(language: string): Promise<EventView[]> {
    const rows = await this.dataSource.getRepository(EventEntity).find({ where: { published: true } });
    const views = await this.views(rows, language);
    const now = Date.now();
    const nextStart = (event: EventView) =>
      event.occasions.find((occasion) => occasion.startTime.getTime() >= now)?.startTime.getTime() ?? Number.MAX_SAFE_INTEGER;
    return views.sort((a, b) => nextStart(a) - nextStart(b) || a.name.localeCompare(b.name, language));
  }

  /** Every event with every occasion, published or not (administrators). */
  async listAll(language: string): Promise<EventView[]> {
    const rows = await this.dataSource.getRepository(EventEntity).find();
    const views = await this.views(rows, language, { unpublished: true });
    return views.sort((a, b) => a.name.localeCompare(b.name, language));
  }

  /** An event, published or not, with every occasion (administrators). */
  async getAny(id: string, language: string): Promise<EventView> {
    const row = await this.dataSource.getRepository(EventEntity).findOneBy({ id: parseUuid(id) });
    if (!row) throw notFound();
    const [view] = await this.views([row], language, { unpublished: true });
    return view!;
  }

  async getPublished(id: string, language: string): Promise<EventView> {
    const row = await this.dataSource.getRepository(EventEntity).findOneBy({ id: parseUuid(id), published: true });
    if (!row) throw notFound();
    const [view] = await this.views([row], language);
    return view!;
  }
}
