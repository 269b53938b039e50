import { SERIES_MAX_DATES, SERIES_NAME_MAX_LENGTH } from "@seatbooking/core";
import * as z from "zod/mini";
import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { DomainError, validationFailed } from "../../common/errors.js";
import { parseUuid } from "../../common/ids.js";
import { uuidField, uuidList } from "../../common/input-ids.js";
import { collectInput, refusal } from "../../common/request-input.js";
import { inTransaction } from "../../common/transaction.js";
import { queryRows } from "../../db/query-rows.js";
import { lockAtVersion } from "../../db/versioned-row.js";
import type { MessageKey } from "../i18n/server-messages.js";
import { validateTranslations } from "../i18n/translation.types.js";
import { replaceSeriesPrices, validatePriceList } from "../pricing/price-list.js";
import type { SettingsService } from "../settings/settings.service.js";
import type { SeriesInput } from "./series.inputs.js";

/** A series has at least two dates: one date is a single ticket. */
export const SERIES_MIN_DATES = 2;

const seriesFields = {
  eventId: uuidField("series.eventUnknown"),
  occasionIds: uuidList("series.dateUnknown"),
  saleStart: z.nullish(z.date(refusal("series.saleWindow"))),
  saleEnd: z.nullish(z.date(refusal("series.saleWindow"))),
  singleDatesOnSale: z.boolean(refusal("series.yesOrNo")),
  published: z.boolean(refusal("series.yesOrNo")),
  prices: z.array(z.unknown(), refusal("series.priceList")),
};

/**
 * Series as administrators create, edit and delete them (administer_events). A series' dates are occasions of its
 * event on one plan (a season ticket holds the same places on each), each date in one series at most; once
 * season tickets of it are sold its dates stay as they are, and it can no longer be deleted.
 */
export class SeriesAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
    /** Told after commit which occasions' sale changed (a series-only date is not sold on its own). */
    private readonly onChanged: (occasionIds: string[]) => void = () => {},
  ) {}

  async create(input: SeriesInput): Promise<string> {
    const now = this.clock.now();
    const { id, dates } = await inTransaction(this.dataSource, async (manager) => {
      const series = await this.validate(manager, input, null);
      const [row] = await queryRows<{ id: string }>(
        manager,
        `INSERT INTO series (event_id, name, single_dates_on_sale, sale_start, sale_end, published, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
        [series.eventId, JSON.stringify(series.names), series.singleDatesOnSale, series.saleStart, series.saleEnd, series.published, now],
      );
      await this.replaceDates(manager, row!.id, series.occasionIds);
      await replaceSeriesPrices(manager, row!.id, series.prices);
      return { id: row!.id, dates: series.occasionIds };
    });
    this.onChanged(dates);
    return id;
  }

  /** Saves the form over the version it was loaded from; CONFLICT 'changed by someone else' when that is not the current one. */
  async update(idInput: string, input: SeriesInput, version: Date): Promise<void> {
    const id = parseUuid(idInput);
    const now = this.clock.now();
    const dates = await inTransaction(this.dataSource, async (manager) => {
      const existing = await lockAtVersion<{ event_id: string }>(manager, "series", "event_id", id, version);
      const series = await this.validate(manager, input, { id, eventId: existing.event_id });
      const before = (
        await queryRows<{ occasion_id: string }>(manager, `SELECT occasion_id FROM series_occasions WHERE series_id = $1`, [id])
      ).map((row) => row.occasion_id);
      const changed = before.length !== series.occasionIds.length || before.some((date) => !series.occasionIds.includes(date));
      if (changed && (await this.hasOrders(manager, id))) throw new DomainError("CONFLICT", "series.datesFixed");
      await manager.query(
        `UPDATE series SET name = $2, single_dates_on_sale = $3, sale_start = $4, sale_end = $5, published = $6, updated_at = $7 WHERE id = $1`,
        [id, JSON.stringify(series.names), series.singleDatesOnSale, series.saleStart, series.saleEnd, series.published, now],
      );
      if (changed) await this.replaceDates(manager, id, series.occasionIds);
      await replaceSeriesPrices(manager, id, series.prices);
      return [...new Set([...before, ...series.occasionIds])];
    });
    this.onChanged(dates);
  }

  /** Deletes a series no season ticket was sold of; one with sales keeps its history (unpublish it instead). */
  async delete(idInput: string): Promise<void> {
    const id = parseUuid(idInput);
    const dates = await inTransaction(this.dataSource, async (manager) => {
      const rows = await queryRows(manager, `SELECT 1 FROM series WHERE id = $1 FOR UPDATE`, [id]);
      if (rows.length === 0) throw new DomainError("NOT_FOUND", "errors.notFound");
      if (await this.hasOrders(manager, id)) throw new DomainError("CONFLICT", "series.hasOrders");
      const dates = await queryRows<{ occasion_id: string }>(manager, `SELECT occasion_id FROM series_occasions WHERE series_id = $1`, [
        id,
      ]);
      await manager.query(`DELETE FROM series WHERE id = $1`, [id]);
      return dates.map((row) => row.occasion_id);
    });
    this.onChanged(dates);
  }

  /**
   * Whether a season ticket of the series was sold, is being paid for or is held for its holder's renewal: a booking of
   * its orders confirmed (booked at some point), awaiting payment or renewable. A visitor's unconfirmed hold does not freeze the series; its order no longer matches
   * the dates once they change, and is refused (series.changedMeanwhile) until it lapses.
   */
  private async hasOrders(manager: EntityManager, seriesId: string): Promise<boolean> {
    const sold = await queryRows(
      manager,
      `SELECT 1 FROM orders o JOIN bookings b ON b.order_id = o.id
        WHERE o.series_id = $1 AND (b.confirmed_at IS NOT NULL OR b.status IN ('payment', 'renewable')) LIMIT 1`,
      [seriesId],
    );
    return sold.length > 0;
  }

  private async replaceDates(manager: EntityManager, seriesId: string, occasionIds: string[]): Promise<void> {
    await manager.query(`DELETE FROM series_occasions WHERE series_id = $1`, [seriesId]);
    await manager.query(`INSERT INTO series_occasions (series_id, occasion_id) SELECT $1, unnest($2::uuid[])`, [seriesId, occasionIds]);
  }

  /** Validates the whole form at once, so every problem shows together. */
  private async validate(manager: EntityManager, input: SeriesInput, existing: { id: string; eventId: string } | null) {
    const languages = await this.settings.contentLanguageIds();
    const names = validateTranslations(input.names, languages, "names", { required: true, maxLength: SERIES_NAME_MAX_LENGTH });
    const errors: Record<string, MessageKey> = { ...names.errors };
    let eventId = collectInput(seriesFields.eventId, input.eventId, errors, "eventId");
    if (existing && eventId !== existing.eventId) {
      errors.eventId = "series.eventFixed";
      eventId = existing.eventId;
    }
    const occasionIds = collectInput(seriesFields.occasionIds, input.occasionIds, errors, "occasionIds") ?? [];
    const saleStart = collectInput(seriesFields.saleStart, input.saleStart, errors, "saleStart") ?? null;
    const saleEnd = collectInput(seriesFields.saleEnd, input.saleEnd, errors, "saleEnd") ?? null;
    if (saleStart && saleEnd && saleEnd <= saleStart) errors.saleEnd = "series.saleWindow";
    if (eventId && (await queryRows(manager, `SELECT 1 FROM events WHERE id = $1`, [eventId])).length === 0)
      errors.eventId = "series.eventUnknown";
    let planId: string | null = null;
    if (!errors.occasionIds && (occasionIds.length < SERIES_MIN_DATES || occasionIds.length > SERIES_MAX_DATES)) {
      errors.occasionIds = "series.datesCount";
    } else if (!errors.occasionIds && eventId) {
      const dates = await queryRows<{ id: string; plan_id: string; status: string; series_id: string | null }>(
        manager,
        `SELECT o.id, o.plan_id, o.status, so.series_id FROM occasions o LEFT JOIN series_occasions so ON so.occasion_id = o.id
          WHERE o.id = ANY($1::uuid[]) AND o.event_id = $2 FOR UPDATE OF o`,
        [occasionIds, eventId],
      );
      if (dates.length !== occasionIds.length) errors.occasionIds = "series.dateUnknown";
      else if (dates.some((date) => date.status === "cancelled")) errors.occasionIds = "series.dateCancelled";
      else if (dates.some((date) => date.series_id !== null && date.series_id !== existing?.id)) errors.occasionIds = "series.dateTaken";
      else if (new Set(dates.map((date) => date.plan_id)).size > 1) errors.occasionIds = "series.datesOnePlan";
      else planId = dates[0]!.plan_id;
    }
    const singleDatesOnSale = collectInput(seriesFields.singleDatesOnSale, input.singleDatesOnSale, errors, "singleDatesOnSale");
    const published = collectInput(seriesFields.published, input.published, errors, "published");
    const priceRows = collectInput(seriesFields.prices, input.prices, errors, "prices") ? input.prices : [];
    const prices = await validatePriceList(manager, priceRows, planId);
    Object.assign(errors, prices.errors);
    if (published && prices.value.length === 0 && !errors.prices && !Object.keys(prices.errors).length)
      errors.prices = "validation.pricesToPublish";
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    return {
      eventId: eventId!,
      names: names.value,
      occasionIds,
      saleStart,
      saleEnd,
      prices: prices.value,
      singleDatesOnSale: singleDatesOnSale!,
      published: published!,
    };
  }
}
