import { seriesSaleState } from "@seatbooking/core";
import { In, type DataSource } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { notFound } from "../../common/errors.js";
import { parseUuid } from "../../common/ids.js";
import { translate } from "../../common/translations.js";
import { queryRows } from "../../db/query-rows.js";
import { serverMessage } from "../i18n/server-messages.js";
import type { OccasionService } from "../occasion/occasion.service.js";
import type { PricingService } from "../pricing/pricing.service.js";
import { SeriesEntity } from "./series.entity.js";
import type { SeriesView } from "./series.results.js";

/** Reads of series (season tickets): the published ones of published events for visitors, any for administrators. */
export class SeriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly occasions: OccasionService,
    private readonly pricing: PricingService,
  ) {}

  /** A published series of a published event, its published dates; NOT_FOUND otherwise. */
  async getPublished(idInput: string, language: string): Promise<SeriesView> {
    const [view] = await this.views(await this.published({ id: parseUuid(idInput) }), language, { unpublished: false });
    if (!view) throw notFound();
    return view;
  }

  /** The published series of a published event, soonest first. */
  async forEvent(eventIdInput: string, language: string): Promise<SeriesView[]> {
    return this.views(await this.published({ eventId: parseUuid(eventIdInput) }), language, { unpublished: false });
  }

  /** Any series with all its dates (administrators). */
  async getAny(idInput: string, language: string): Promise<SeriesView> {
    const row = await this.dataSource.getRepository(SeriesEntity).findOneBy({ id: parseUuid(idInput) });
    if (!row) throw notFound();
    return (await this.views([row], language, { unpublished: true }))[0]!;
  }

  /** Every series of an event, published or not (administrators). */
  async forEventAny(eventIdInput: string, language: string): Promise<SeriesView[]> {
    const rows = await this.dataSource.getRepository(SeriesEntity).findBy({ eventId: parseUuid(eventIdInput) });
    return this.views(rows, language, { unpublished: true });
  }

  /** occasion id -> the published series of a published event it is a date of (a date is in one series at most). */
  async publishedSeriesIdsOf(occasionIds: string[]): Promise<Map<string, string>> {
    const rows = await queryRows<{ occasion_id: string; series_id: string }>(
      this.dataSource,
      `SELECT so.occasion_id, so.series_id FROM series_occasions so JOIN series s ON s.id = so.series_id JOIN events e ON e.id = s.event_id
        WHERE so.occasion_id = ANY($1::uuid[]) AND s.published AND e.published`,
      [occasionIds],
    );
    return new Map(rows.map((row) => [row.occasion_id, row.series_id]));
  }

  private async published(where: { id?: string; eventId?: string }): Promise<SeriesEntity[]> {
    const rows = await this.dataSource
      .getRepository(SeriesEntity)
      .createQueryBuilder("series")
      .innerJoin("events", "event", "event.id = series.event_id AND event.published")
      .where("series.published")
      .andWhere(where.id ? "series.id = :id" : "series.event_id = :eventId", where)
      .getMany();
    return rows;
  }

  private async views(rows: SeriesEntity[], language: string, options: { unpublished: boolean }): Promise<SeriesView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const eventIds = [...new Set(rows.map((row) => row.eventId))];
    const [dateRows, occasions, prices, next] = await Promise.all([
      queryRows<{ series_id: string; occasion_id: string }>(
        this.dataSource,
        `SELECT series_id, occasion_id FROM series_occasions WHERE series_id = ANY($1::uuid[])`,
        [ids],
      ),
      this.occasions.forEvents(eventIds, language, { unpublished: options.unpublished }),
      this.pricing.seriesPrices(ids, language),
      this.dataSource
        .getRepository(SeriesEntity)
        .find({ select: { id: true, previousSeriesId: true }, where: { previousSeriesId: In(ids) } }),
    ]);
    const datesOf = new Map<string, Set<string>>(ids.map((id) => [id, new Set()]));
    for (const row of dateRows) datesOf.get(row.series_id)!.add(row.occasion_id);
    const now = this.clock.now();
    const views = rows.map((row): SeriesView => {
      const own = datesOf.get(row.id)!;
      // Visitors see the published dates; a series whose dates are not all published is not on sale.
      const dates = (occasions.get(row.eventId) ?? []).filter((occasion) => own.has(occasion.id));
      const complete = dates.length === own.size && dates.every((date) => date.status === "scheduled");
      const sale = seriesSaleState(
        {
          published: row.published && complete,
          saleStart: row.saleStart,
          saleEnd: row.saleEnd,
          dateStarts: dates.map((date) => date.startTime),
        },
        now,
      );
      return {
        id: row.id,
        eventId: row.eventId,
        name: translate(row.name, language) ?? "",
        dates,
        prices: prices.get(row.id) ?? [],
        saleStart: row.saleStart,
        saleEnd: row.saleEnd,
        singleDatesOnSale: row.singleDatesOnSale,
        published: row.published,
        onSale: sale.onSale && (prices.get(row.id)?.length ?? 0) > 0,
        refundRule: serverMessage("series.refundRule", language, { count: own.size }),
        previousSeriesId: row.previousSeriesId,
        nextSeriesId: next.find((other) => other.previousSeriesId === row.id)?.id ?? null,
        updatedAt: row.updatedAt,
        nameTranslations: row.name,
      };
    });
    const firstStart = (view: SeriesView) => view.dates[0]?.startTime.getTime() ?? Number.MAX_SAFE_INTEGER;
    return views.sort((a, b) => firstStart(a) - firstStart(b) || a.name.localeCompare(b.name, language));
  }
}
