import { ADDON_DESCRIPTION_MAX_LENGTH, CATALOG_NAME_MAX_LENGTH } from "@seatbooking/core";
import type { DataSource, EntityManager } from "typeorm";
import { DomainError, notFound, validationFailed } from "../../common/errors.js";
import { parseUuid } from "../../common/ids.js";
import { collectInput } from "../../common/request-input.js";
import { inTransaction } from "../../common/transaction.js";
import { translate, type Translations } from "../../common/translations.js";
import { queryRows } from "../../db/query-rows.js";
import type { MessageKey } from "../i18n/server-messages.js";
import { validateTranslations } from "../i18n/translation.types.js";
import type { SettingsService } from "../settings/settings.service.js";
import type { AddonInput, TicketTypeInput } from "./pricing-admin.inputs.js";
import { addonEventIds, addonSchema, ticketTypeSchema } from "./pricing-admin.input.js";

/** "A, B, C and 4 more" in the request's language is the client's job: the names, at most five, and the rest counted. */
export function usedBy(names: string[]): string {
  const shown = names.slice(0, 5).join(", ");
  return names.length > 5 ? `${shown} (+${names.length - 5})` : shown;
}

/** Ticket types and addons as administrators create, edit and delete them. */
export class PricingAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    /** Told after commit (caches of prices and public pages). */
    private readonly onChanged: () => void = () => {},
  ) {}

  private async validateTicketType(input: TicketTypeInput) {
    const names = validateTranslations(input.names, await this.settings.contentLanguageIds(), "names", {
      required: true,
      maxLength: CATALOG_NAME_MAX_LENGTH,
    });
    const errors: Record<string, MessageKey> = { ...names.errors };
    const type = collectInput(ticketTypeSchema, input, errors);
    if (!type || Object.keys(errors).length > 0) throw validationFailed(errors);
    return { names: names.value, ...type };
  }

  async createTicketType(input: TicketTypeInput): Promise<string> {
    const type = await this.validateTicketType(input);
    const rows = await queryRows<{ id: string }>(
      this.dataSource.manager,
      `INSERT INTO ticket_types (name, vat, product_code, position) VALUES ($1, $2, $3, $4) RETURNING id`,
      [JSON.stringify(type.names), type.vat, type.productCode, type.position],
    );
    this.onChanged();
    return rows[0]!.id;
  }

  /** A changed VAT rate applies to tickets sold from now on; sold tickets keep the rate they were sold at. */
  async updateTicketType(idInput: string, input: TicketTypeInput): Promise<void> {
    const id = parseUuid(idInput);
    const type = await this.validateTicketType(input);
    const rows = await queryRows(
      this.dataSource.manager,
      `UPDATE ticket_types SET name = $2, vat = $3, product_code = $4, position = $5 WHERE id = $1 RETURNING id`,
      [id, JSON.stringify(type.names), type.vat, type.productCode, type.position],
    );
    if (rows.length === 0) throw notFound();
    this.onChanged();
  }

  /** Deletes a ticket type no price list or ticket uses; otherwise names what uses it. */
  async deleteTicketType(idInput: string, language: string): Promise<void> {
    const id = parseUuid(idInput);
    await inTransaction(this.dataSource, async (manager) => {
      if ((await queryRows(manager, `SELECT 1 FROM ticket_types WHERE id = $1 FOR UPDATE`, [id])).length === 0) throw notFound();
      const events = await queryRows<{ name: Translations }>(
        manager,
        `SELECT e.name FROM events e WHERE EXISTS (SELECT 1 FROM event_prices p WHERE p.event_id = e.id AND p.ticket_type_id = $1)
            OR EXISTS (SELECT 1 FROM occasions o JOIN occasion_prices p ON p.occasion_id = o.id WHERE o.event_id = e.id AND p.ticket_type_id = $1)
          ORDER BY e.created_at`,
        [id],
      );
      if (events.length > 0)
        throw new DomainError("CONFLICT", "admin.ticketTypeInUse", {
          uses: usedBy(events.map((row) => translate(row.name, language) ?? "")),
        });
      const tickets = await queryRows<{ count: number }>(manager, `SELECT count(*)::int AS count FROM tickets WHERE ticket_type_id = $1`, [
        id,
      ]);
      if (tickets[0]!.count > 0) throw new DomainError("CONFLICT", "admin.ticketTypeSold", { count: tickets[0]!.count });
      await manager.query(`DELETE FROM ticket_types WHERE id = $1`, [id]);
    });
    this.onChanged();
  }

  private async validateAddon(manager: EntityManager, input: AddonInput) {
    const languages = await this.settings.contentLanguageIds();
    const names = validateTranslations(input.names, languages, "names", { required: true, maxLength: CATALOG_NAME_MAX_LENGTH });
    const descriptions = validateTranslations(input.descriptions, languages, "descriptions", {
      required: false,
      maxLength: ADDON_DESCRIPTION_MAX_LENGTH,
    });
    const errors: Record<string, MessageKey> = { ...names.errors, ...descriptions.errors };
    const addon = collectInput(addonSchema, input, errors);
    const eventIds = collectInput(addonEventIds, input.eventIds, errors, "eventIds");
    // The schema checks the ids' format; whether the events exist is the database's.
    if (eventIds && eventIds.length > 0) {
      const known = await queryRows(manager, `SELECT id FROM events WHERE id = ANY($1::uuid[])`, [eventIds]);
      if (known.length !== eventIds.length) errors.eventIds = "validation.eventUnknown";
    }
    if (!addon || !eventIds || Object.keys(errors).length > 0) throw validationFailed(errors);
    return { names: names.value, descriptions: descriptions.value, ...addon, eventIds };
  }

  private async saveAddon(manager: EntityManager, id: string | null, input: AddonInput): Promise<string> {
    const addon = await this.validateAddon(manager, input);
    const values = [
      JSON.stringify(addon.names),
      JSON.stringify(addon.descriptions),
      addon.price,
      addon.vat,
      addon.productCode,
      input.active,
    ];
    const rows = id
      ? await queryRows<{ id: string }>(
          manager,
          `UPDATE addons SET name = $2, description = $3, price = $4, vat = $5, product_code = $6, active = $7 WHERE id = $1 RETURNING id`,
          [id, ...values],
        )
      : await queryRows<{ id: string }>(
          manager,
          `INSERT INTO addons (name, description, price, vat, product_code, active) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          values,
        );
    if (rows.length === 0) throw notFound();
    const addonId = rows[0]!.id;
    await manager.query(`DELETE FROM event_addons WHERE addon_id = $1`, [addonId]);
    await manager.query(`INSERT INTO event_addons (event_id, addon_id) SELECT unnest($2::uuid[]), $1`, [addonId, addon.eventIds]);
    return addonId;
  }

  async createAddon(input: AddonInput): Promise<string> {
    const id = await inTransaction(this.dataSource, (manager) => this.saveAddon(manager, null, input));
    this.onChanged();
    return id;
  }

  /** A new price applies to tickets that get the addon from now on; tickets that have it keep theirs. */
  async updateAddon(idInput: string, input: AddonInput): Promise<void> {
    const id = parseUuid(idInput);
    await inTransaction(this.dataSource, (manager) => this.saveAddon(manager, id, input));
    this.onChanged();
  }

  /** Deletes an addon no ticket has; one that was sold stays for their history: make it inactive instead. */
  async deleteAddon(idInput: string): Promise<void> {
    const id = parseUuid(idInput);
    await inTransaction(this.dataSource, async (manager) => {
      if ((await queryRows(manager, `SELECT 1 FROM addons WHERE id = $1 FOR UPDATE`, [id])).length === 0) throw notFound();
      const sold = await queryRows<{ count: number }>(manager, `SELECT count(*)::int AS count FROM ticket_addons WHERE addon_id = $1`, [
        id,
      ]);
      if (sold[0]!.count > 0) throw new DomainError("CONFLICT", "admin.addonSold", { count: sold[0]!.count });
      await manager.query(`DELETE FROM addons WHERE id = $1`, [id]);
    });
    this.onChanged();
  }
}
