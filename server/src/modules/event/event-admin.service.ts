import { EVENT_DESCRIPTION_MAX_LENGTH, EVENT_NAME_MAX_LENGTH } from "@seatbooking/core";
import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { DomainError, validationFailed } from "../../common/errors.js";
import { parseUuid } from "../../common/ids.js";
import { collectInput } from "../../common/request-input.js";
import { inTransaction } from "../../common/transaction.js";
import { queryRows } from "../../db/query-rows.js";
import { lockAtVersion } from "../../db/versioned-row.js";
import type { MessageKey } from "../i18n/server-messages.js";
import { validateTranslations } from "../i18n/translation.types.js";
import { replaceEventPrices, validatePriceList } from "../pricing/price-list.js";
import type { SettingsService } from "../settings/settings.service.js";
import { eventsMissingTranslations, refuseIncomplete, type MissingTranslation } from "../occasion/content-completeness.js";
import { eventInputFields } from "./event-admin.input.js";
import type { EventInput } from "./event.inputs.js";

async function replaceEventAddons(manager: EntityManager, eventId: string, addonIds: string[]): Promise<void> {
  await manager.query(`DELETE FROM event_addons WHERE event_id = $1`, [eventId]);
  await manager.query(`INSERT INTO event_addons (event_id, addon_id) SELECT $1, unnest($2::uuid[])`, [eventId, addonIds]);
}

/** Events as administrators create, edit and delete them (administer_events). */
export class EventAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
    /** Told after commit which events changed (caches of public pages). */
    private readonly onChanged: (eventId: string) => void = () => {},
  ) {}

  /** Validates the whole form at once, so every problem shows together. */
  private async validate(manager: EntityManager, input: EventInput) {
    const languages = await this.settings.contentLanguageIds();
    const names = validateTranslations(input.names, languages, "names", { required: true, maxLength: EVENT_NAME_MAX_LENGTH });
    const descriptions = validateTranslations(input.descriptions, languages, "descriptions", {
      required: false,
      maxLength: EVENT_DESCRIPTION_MAX_LENGTH,
    });
    const errors: Record<string, MessageKey> = { ...names.errors, ...descriptions.errors };
    collectInput(eventInputFields.status, input.status, errors, "status");
    const planId = collectInput(eventInputFields.planId, input.planId, errors, "planId");
    const prices = await validatePriceList(manager, input.prices ?? [], planId);
    Object.assign(errors, prices.errors);
    const addonIds = collectInput(eventInputFields.addonIds, input.addonIds, errors, "addonIds") ?? null;
    const imageUrl = collectInput(eventInputFields.imageUrl, input.imageUrl, errors, "imageUrl");
    const maxTicketsPerBuyer = collectInput(eventInputFields.maxTicketsPerBuyer, input.maxTicketsPerBuyer, errors, "maxTicketsPerBuyer");
    // The schema checks the ids' format; whether the addons and the plan exist is the database's.
    if (addonIds) {
      const known = await queryRows(manager, `SELECT id FROM addons WHERE id = ANY($1::uuid[])`, [addonIds]);
      if (known.length !== addonIds.length) errors.addonIds = "validation.addonUnknown";
    }
    if (planId && (await queryRows(manager, `SELECT 1 FROM plans WHERE id = $1`, [planId])).length === 0)
      errors.planId = "validation.planUnknown";
    // Visitors could not buy a ticket of an event without prices.
    if (input.published && prices.value.length === 0 && !Object.keys(prices.errors).length) errors.prices = "validation.pricesToPublish";
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    return {
      names: names.value,
      descriptions: descriptions.value,
      prices: prices.value,
      planId: planId!,
      addonIds,
      imageUrl,
      maxTicketsPerBuyer,
    };
  }

  async create(input: EventInput): Promise<string> {
    const now = this.clock.now();
    const id = await inTransaction(this.dataSource, async (manager) => {
      const event = await this.validate(manager, input);
      const rows = await queryRows<{ id: string }>(
        manager,
        `INSERT INTO events (name, description, plan_id, published, status, created_at, updated_at, image_url, max_tickets_per_buyer)
         VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8) RETURNING id`,
        [
          JSON.stringify(event.names),
          JSON.stringify(event.descriptions),
          event.planId,
          input.published,
          input.status,
          now,
          event.imageUrl ?? null,
          event.maxTicketsPerBuyer ?? null,
        ],
      );
      await replaceEventPrices(manager, rows[0]!.id, event.prices);
      await replaceEventAddons(manager, rows[0]!.id, event.addonIds ?? []);
      if (input.published) await this.refuseIncomplete(manager, rows[0]!.id, []);
      return rows[0]!.id;
    });
    this.onChanged(id);
    return id;
  }

  /** Saves the form over the version it was loaded from; 409 'changed by someone else' when that is not the current one. */
  async update(idInput: string, input: EventInput, version: Date): Promise<void> {
    const id = parseUuid(idInput);
    const now = this.clock.now();
    await inTransaction(this.dataSource, async (manager) => {
      const existing = await this.lockVersion(manager, id, version);
      const event = await this.validate(manager, input);
      // Publishing needs every translation; a published event's save may not lose one.
      const tolerated = input.published && existing.published ? await this.missingTranslations(manager, id) : [];
      await manager.query(
        `UPDATE events SET name = $2, description = $3, plan_id = $4, published = $5, status = $6, updated_at = $7,
                image_url = CASE WHEN $8::boolean THEN $9 ELSE image_url END,
                max_tickets_per_buyer = CASE WHEN $10::boolean THEN $11 ELSE max_tickets_per_buyer END WHERE id = $1`,
        [
          id,
          JSON.stringify(event.names),
          JSON.stringify(event.descriptions),
          event.planId,
          input.published,
          input.status,
          now,
          // Left out (an older client): the event keeps its image.
          event.imageUrl !== undefined,
          event.imageUrl ?? null,
          // Left out (an older client): the event keeps its cap.
          event.maxTicketsPerBuyer !== undefined,
          event.maxTicketsPerBuyer ?? null,
        ],
      );
      await replaceEventPrices(manager, id, event.prices);
      // Left out (an older client), the event keeps the addons it offers.
      if (event.addonIds) await replaceEventAddons(manager, id, event.addonIds);
      if (input.published) await this.refuseIncomplete(manager, id, tolerated);
    });
    this.onChanged(id);
  }

  /** Deletes an event without bookings; one with bookings keeps its history: unpublish or archive it instead. */
  async delete(idInput: string): Promise<void> {
    const id = parseUuid(idInput);
    await inTransaction(this.dataSource, async (manager) => {
      const rows = await queryRows(manager, `SELECT 1 FROM events WHERE id = $1 FOR UPDATE`, [id]);
      if (rows.length === 0) throw new DomainError("NOT_FOUND", "errors.notFound");
      const bookings = await queryRows(
        manager,
        `SELECT 1 FROM bookings b JOIN occasions o ON o.id = b.occasion_id WHERE o.event_id = $1 LIMIT 1`,
        [id],
      );
      if (bookings.length > 0) throw new DomainError("CONFLICT", "admin.eventHasBookings");
      await manager.query(`DELETE FROM events WHERE id = $1`, [id]);
    });
    this.onChanged(id);
  }

  private lockVersion(manager: EntityManager, id: string, version: Date): Promise<{ published: boolean }> {
    return lockAtVersion<{ published: boolean }>(manager, "events", "published", id, version);
  }

  private async missingTranslations(manager: EntityManager, id: string): Promise<MissingTranslation[]> {
    return (await eventsMissingTranslations(manager, [id], await this.settings.languageIds())).get(id) ?? [];
  }

  /** Checked on the saved rows, inside the save's transaction: a refusal rolls the whole save back. */
  private async refuseIncomplete(manager: EntityManager, id: string, tolerated: MissingTranslation[]): Promise<void> {
    refuseIncomplete(await this.missingTranslations(manager, id), tolerated);
  }
}
