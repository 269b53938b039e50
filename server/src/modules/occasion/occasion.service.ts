import { In, type DataSource } from "typeorm";
import { notFound } from "../../common/errors.js";
import { parseUuid } from "../../common/ids.js";
import { translate } from "../../common/translations.js";
import { CACHE_LIMITS, LoadingCache } from "../../common/caches.js";
import { accessibleHeldUntil } from "./accessible-holdback.js";
import { OccasionEntity } from "./occasion.entity.js";
import type { AvailabilityView, OccasionView } from "./occasion.results.js";

/** Reads of occasions: public ones (published, of a published event), their availability and occupancy. */
export class OccasionService {
  /** Public occasion pages are read by every buyer in a flash sale: at most one load per second each. */
  private readonly publicViews = new LoadingCache<OccasionView>(CACHE_LIMITS.occasionViews);

  constructor(private readonly dataSource: DataSource) {}

  private view(row: OccasionEntity, availability: AvailabilityView, language: string): OccasionView {
    return {
      id: row.id,
      eventId: row.eventId,
      name: translate(row.name, language) ?? "",
      title: translate(row.title, language),
      startTime: row.startTime,
      endTime: row.endTime,
      bookable: row.bookable,
      bookableStartTime: row.bookableStartTime,
      bookableEndTime: row.bookableEndTime,
      planId: row.planId,
      customPricing: row.customPricing,
      published: row.published,
      status: row.status,
      headsUpDays: row.headsUpDays,
      seasonal: row.seasonal,
      accessibleHoldbackHours: row.accessibleHoldbackHours,
      accessibleHeldUntil: accessibleHeldUntil(row),
      updatedAt: row.updatedAt,
      availability,
      titleTranslations: row.title,
      nameTranslations: row.name,
    };
  }

  /** Remaining and total places per occasion, from the per-space counters (never by counting tickets). */
  async availability(occasionIds: string[]): Promise<Map<string, AvailabilityView>> {
    const result = new Map<string, AvailabilityView>(occasionIds.map((id) => [id, { remaining: 0, total: 0 }]));
    if (occasionIds.length === 0) return result;
    const rows: Array<{ occasion_id: string; total: string; held: string }> = await this.dataSource.query(
      `SELECT occasion_id, sum(max_tickets) AS total, sum(held) AS held
         FROM occasion_spaces WHERE occasion_id = ANY($1::uuid[]) GROUP BY occasion_id`,
      [occasionIds],
    );
    for (const row of rows) {
      const total = Number(row.total);
      result.set(row.occasion_id, { total, remaining: Math.max(0, total - Number(row.held)) });
    }
    return result;
  }

  /** Occasions of the given events (published ones unless asked), by start time, keyed by event id. */
  async forEvents(eventIds: string[], language: string, options: { unpublished?: boolean } = {}): Promise<Map<string, OccasionView[]>> {
    const result = new Map<string, OccasionView[]>(eventIds.map((id) => [id, []]));
    if (eventIds.length === 0) return result;
    const rows = await this.dataSource.getRepository(OccasionEntity).find({
      where: options.unpublished ? { eventId: In(eventIds) } : { eventId: In(eventIds), published: true },
      order: { startTime: "ASC" },
    });
    const availability = await this.availability(rows.map((row) => row.id));
    for (const row of rows) result.get(row.eventId)?.push(this.view(row, availability.get(row.id)!, language));
    return result;
  }

  /** After an administrator changes occasions: the next public read loads them. */
  forgetCachedViews(): void {
    this.publicViews.clear();
  }

  /** An occasion, published or not (administrators): never cached, a form shows what was just saved. */
  async getAny(id: string, language: string): Promise<OccasionView> {
    const row = await this.dataSource.getRepository(OccasionEntity).findOneBy({ id: parseUuid(id) });
    if (!row) throw notFound();
    const availability = await this.availability([row.id]);
    return this.view(row, availability.get(row.id)!, language);
  }

  /** A public occasion, or NOT_FOUND when it does not exist or is not published (nor is its event). */
  getPublished(id: string, language: string): Promise<OccasionView> {
    const occasionId = parseUuid(id);
    return this.publicViews.get(`${occasionId}:${language}`, () => this.loadPublished(occasionId, language));
  }

  private async loadPublished(occasionId: string, language: string): Promise<OccasionView> {
    const row = await this.dataSource
      .getRepository(OccasionEntity)
      .createQueryBuilder("occasion")
      .innerJoin("occasion.event", "event")
      .where("occasion.id = :occasionId AND occasion.published AND event.published", { occasionId })
      .getOne();
    if (!row) throw notFound();
    const availability = await this.availability([row.id]);
    return this.view(row, availability.get(row.id)!, language);
  }
}
