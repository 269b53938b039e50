import { OCCASION_NAME_MAX_LENGTH, OCCASION_TITLE_MAX_LENGTH } from "@seatbooking/core";
import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { DomainError, validationFailed } from "../../common/errors.js";
import { parseUuid } from "../../common/ids.js";
import { collectInput, parseInput } from "../../common/request-input.js";
import type { Translations } from "../../common/translations.js";
import { NO_DOMAIN_EVENTS, type DomainEvents } from "../../common/domain-events.js";
import { inTransaction } from "../../common/transaction.js";
import { queryRows } from "../../db/query-rows.js";
import { lockAtVersion } from "../../db/versioned-row.js";
import { occasionMissingTranslations, refuseIncomplete, type MissingTranslation } from "./content-completeness.js";
import type { MessageKey } from "../i18n/server-messages.js";
import { validateTranslations } from "../i18n/translation.types.js";
import { replaceOccasionPrices, validatePriceList } from "../pricing/price-list.js";
import type { SettingsService } from "../settings/settings.service.js";
import { occasionInputFields } from "./occasion-admin.input.js";
import type { OccasionStatus } from "./occasion.entity.js";
import type { OccasionInput } from "./occasion.inputs.js";
import { copyPlanInventory, replacePlanInventory } from "./occasion-inventory.js";
import { saveHoldback } from "./accessible-holdback.js";

interface OccasionRow {
  id: string;
  event_id: string;
  plan_id: string;
  start_time: Date;
  published: boolean;
  status: OccasionStatus;
  name: Translations;
  current: boolean;
}

/** Occasions as administrators create, edit and delete them (administer_events). */
export class OccasionAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
    /** Told after commit which occasion changed (sale info and public caches). */
    private readonly onChanged: (occasionId: string) => void = () => {},
    /**
     * Told in the save's transaction the occasion's public sale start: unfinished seasonal renewals lapse at it
     * (the renewal module keeps them there, and refuses to lose it while they exist).
     */
    private readonly onSaleStartSaved: (
      manager: EntityManager,
      occasionId: string,
      saleStart: Date | null,
      now: Date,
    ) => Promise<void> = () => Promise.resolve(),
    /**
     * Told in the save's transaction that the occasion moved (its start time changed): its customers are
     * e-mailed the new time (issue 19), in the same transaction as the move.
     */
    private readonly onMoved: (manager: EntityManager, occasionId: string, previousStart: Date, newStart: Date) => Promise<unknown> = () =>
      Promise.resolve(),
    /** Other systems' events (occasion.changed), written in the save's transaction. */
    private readonly events: DomainEvents = NO_DOMAIN_EVENTS,
  ) {}

  /**
   * Validates the whole form at once; `existing` is the occasion being edited, `language` the request's (the
   * language a bare `name` is written in).
   */
  private async validate(manager: EntityManager, eventId: string, input: OccasionInput, existing: OccasionRow | null, language: string) {
    const languages = await this.settings.contentLanguageIds();
    const titles = validateTranslations(input.titles, languages, "titles", { required: false, maxLength: OCCASION_TITLE_MAX_LENGTH });
    const names = this.names(input, existing?.name ?? {}, languages, language);
    const errors: Record<string, MessageKey> = { ...titles.errors, ...names.errors };
    collectInput(occasionInputFields.times, input, errors);
    collectInput(occasionInputFields.bookingWindow, input, errors);
    const status = collectInput(occasionInputFields.status, input.status, errors, "status");
    // Cancelling refunds and tells every customer: that is its own action (cancelOccasion), never a field's change.
    if (status && (status === "cancelled") !== (existing?.status === "cancelled")) errors.status = "validation.occasionCancelAction";

    const event = await queryRows<{ plan_id: string; prices: number }>(
      manager,
      `SELECT e.plan_id, (SELECT count(*)::int FROM event_prices p WHERE p.event_id = e.id) AS prices FROM events e WHERE e.id = $1`,
      [eventId],
    );
    if (event.length === 0) throw new DomainError("NOT_FOUND", "errors.notFound");
    const ownPlanId = collectInput(occasionInputFields.planId, input.planId, errors, "planId");
    const planId = ownPlanId ?? event[0]!.plan_id;
    // The schema checks the id's format; whether the plan exists is the database's.
    if (ownPlanId && (await queryRows(manager, `SELECT 1 FROM plans WHERE id = $1`, [ownPlanId])).length === 0)
      errors.planId = "validation.planUnknown";
    // Tickets point at the occasion's places: once any exist (held, sold or even lapsed), the plan stays.
    if (existing && planId !== existing.plan_id && !errors.planId) {
      const tickets = await queryRows(manager, `SELECT 1 FROM tickets WHERE occasion_id = $1 LIMIT 1`, [existing.id]);
      if (tickets.length > 0) errors.planId = "validation.planHasBookings";
    }
    const prices = input.customPricing ? await validatePriceList(manager, input.prices ?? [], planId) : { value: [], errors: {} };
    Object.assign(errors, prices.errors);
    if (input.published) {
      const priceCount = input.customPricing ? prices.value.length : event[0]!.prices;
      if (priceCount === 0 && !errors.prices) errors[input.customPricing ? "prices" : "published"] = "validation.pricesToPublish";
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    return { names: names.value, titles: titles.value, planId, prices: prices.value };
  }

  /**
   * The names to save: `names` replaces every language's; without it, a bare `name` (other systems written
   * before names were translated) sets the request's language's and keeps the rest; neither keeps them all.
   */
  private names(input: OccasionInput, existing: Translations, languages: readonly string[], language: string) {
    if (input.names) return validateTranslations(input.names, languages, "names", { required: false, maxLength: OCCASION_NAME_MAX_LENGTH });
    const value: Translations = { ...existing };
    const errors: Record<string, MessageKey> = {};
    if (input.name !== undefined && input.name !== null) {
      const target = languages.includes(language) ? language : (languages[0] ?? language);
      const name = collectInput(occasionInputFields.name, input.name, errors, "name");
      if (name) value[target] = name;
      else if (name === "") delete value[target];
    }
    return { value, errors };
  }

  async create(eventIdInput: string, input: OccasionInput, language: string): Promise<string> {
    const eventId = parseUuid(eventIdInput);
    const now = this.clock.now();
    const id = await inTransaction(this.dataSource, async (manager) => {
      const occasion = await this.validate(manager, eventId, input, null, language);
      const rows = await queryRows<{ id: string }>(
        manager,
        `INSERT INTO occasions (event_id, plan_id, name, title, start_time, bookable, bookable_start_time, bookable_end_time,
                                custom_pricing, published, status, heads_up_days, seasonal, accessible_holdback_hours, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $15, $14, $14) RETURNING id`,
        [
          eventId,
          occasion.planId,
          JSON.stringify(occasion.names),
          JSON.stringify(occasion.titles),
          input.startTime,
          input.bookable,
          input.bookableStartTime ?? null,
          input.bookableEndTime ?? null,
          input.customPricing,
          input.published,
          input.status,
          input.headsUpDays,
          input.seasonal,
          now,
          input.accessibleHoldbackHours ?? null,
        ],
      );
      const id = rows[0]!.id;
      await copyPlanInventory(manager, id, occasion.planId);
      if (input.customPricing) await replaceOccasionPrices(manager, id, occasion.prices);
      if (input.published) await this.refuseIncomplete(manager, id, []);
      return id;
    });
    this.onChanged(id);
    return id;
  }

  /** Saves over the version the form was loaded from (409 'changed by someone else' otherwise). */
  async update(idInput: string, input: OccasionInput, version: Date, language: string): Promise<void> {
    const id = parseUuid(idInput);
    const now = this.clock.now();
    await inTransaction(this.dataSource, async (manager) => {
      const existing = await this.lockVersion(manager, id, version);
      const occasion = await this.validate(manager, existing.event_id, input, existing, language);
      // Publishing needs every translation; a published occasion's save may not lose one.
      const tolerated = input.published && existing.published ? await this.missingTranslations(manager, id) : [];
      // The end time has its own action: an end before the new start is refused there and here.
      const ends = await queryRows<{ end_time: Date | null }>(manager, `SELECT end_time FROM occasions WHERE id = $1`, [id]);
      const endTime = ends[0]?.end_time ?? null;
      if (endTime && endTime < input.startTime) throw validationFailed({ startTime: "validation.startAfterEnd" });
      await manager.query(
        `UPDATE occasions SET plan_id = $2, name = $3, title = $4, start_time = $5, bookable = $6, bookable_start_time = $7,
                bookable_end_time = $8, custom_pricing = $9, published = $10, status = $11, heads_up_days = $12, seasonal = $13,
                updated_at = $14 WHERE id = $1`,
        [
          id,
          occasion.planId,
          JSON.stringify(occasion.names),
          JSON.stringify(occasion.titles),
          input.startTime,
          input.bookable,
          input.bookableStartTime ?? null,
          input.bookableEndTime ?? null,
          input.customPricing,
          input.published,
          input.status,
          input.headsUpDays,
          input.seasonal,
          now,
        ],
      );
      await saveHoldback(manager, id, input.accessibleHoldbackHours, now);
      await this.onSaleStartSaved(manager, id, input.bookableStartTime ?? null, now);
      if (input.startTime.getTime() !== existing.start_time.getTime()) {
        // A date visitors could see was rescheduled (its page tells search engines): the start first announced is kept
        // through further moves; moved back to it, the date is as first announced.
        if (existing.published)
          await manager.query(
            `UPDATE occasions SET previous_start_time = CASE WHEN coalesce(previous_start_time, $3::timestamptz) = $2 THEN NULL
                                                              ELSE coalesce(previous_start_time, $3::timestamptz) END
              WHERE id = $1`,
            [id, input.startTime, existing.start_time],
          );
        await this.onMoved(manager, id, existing.start_time, input.startTime);
      }
      if (occasion.planId !== existing.plan_id) await replacePlanInventory(manager, id, occasion.planId);
      await replaceOccasionPrices(manager, id, input.customPricing ? occasion.prices : []);
      if (input.published) await this.refuseIncomplete(manager, id, tolerated);
      await this.events.record(
        manager,
        [{ type: "occasion.changed", subjectId: id, detail: { previousStartTime: existing.start_time } }],
        now,
      );
    });
    this.onChanged(id);
  }

  /** SPEC section 3: the end time is set by its own action; null clears it. */
  async setEndTime(idInput: string, endTime: Date | null, version: Date): Promise<void> {
    const id = parseUuid(idInput);
    const now = this.clock.now();
    await inTransaction(this.dataSource, async (manager) => {
      const existing = await this.lockVersion(manager, id, version);
      parseInput(occasionInputFields.endTime, endTime, "endTime");
      // Against the saved start: the occasion's state, not the input's shape.
      if (endTime && endTime < existing.start_time) throw validationFailed({ endTime: "validation.endBeforeStart" });
      await manager.query(`UPDATE occasions SET end_time = $2, updated_at = $3 WHERE id = $1`, [id, endTime, now]);
      await this.events.record(manager, [{ type: "occasion.changed", subjectId: id }], now);
    });
    this.onChanged(id);
  }

  /** Deletes an occasion without bookings; one with bookings keeps its history: unpublish or cancel it instead. */
  async delete(idInput: string): Promise<void> {
    const id = parseUuid(idInput);
    await inTransaction(this.dataSource, async (manager) => {
      const rows = await queryRows(manager, `SELECT 1 FROM occasions WHERE id = $1 FOR UPDATE`, [id]);
      if (rows.length === 0) throw new DomainError("NOT_FOUND", "errors.notFound");
      if ((await queryRows(manager, `SELECT 1 FROM bookings WHERE occasion_id = $1 LIMIT 1`, [id])).length > 0)
        throw new DomainError("CONFLICT", "admin.occasionHasBookings");
      await manager.query(`DELETE FROM occasions WHERE id = $1`, [id]);
    });
    this.onChanged(id);
  }

  private lockVersion(manager: EntityManager, id: string, version: Date): Promise<OccasionRow> {
    return lockAtVersion<OccasionRow>(manager, "occasions", "id, event_id, plan_id, start_time, published, status, name", id, version);
  }

  private async missingTranslations(manager: EntityManager, id: string): Promise<MissingTranslation[]> {
    return occasionMissingTranslations(manager, id, await this.settings.languageIds());
  }

  /** Checked on the saved rows, inside the save's transaction: a refusal rolls the whole save back. */
  private async refuseIncomplete(manager: EntityManager, id: string, tolerated: MissingTranslation[]): Promise<void> {
    refuseIncomplete(await this.missingTranslations(manager, id), tolerated);
  }
}
