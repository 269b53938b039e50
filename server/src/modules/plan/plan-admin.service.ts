import type { DataSource, EntityManager } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { parseUuid } from "../../common/ids.js";
import { collectInput } from "../../common/request-input.js";
import { inTransaction } from "../../common/transaction.js";
import { translate, type Translations } from "../../common/translations.js";
import { queryRows } from "../../db/query-rows.js";
import { changedMeanwhile, DomainError, notFound, validationFailed } from "../../common/errors.js";
import { lockAtVersion } from "../../db/versioned-row.js";
import type { MessageKey } from "../i18n/server-messages.js";
import { validateTranslations } from "../i18n/translation.types.js";
import { usedBy } from "../pricing/pricing-admin.service.js";
import type { SettingsService } from "../settings/settings.service.js";
import {
  compilePattern,
  type MapPlace,
  mapPlaces,
  nameParts,
  type NameParts,
  PLAN_DESCRIPTION_MAX_LENGTH,
  PLAN_NAME_MAX_LENGTH,
  SECTION_NAME_MAX_LENGTH,
  SPACE_NAME,
} from "@seatbooking/core";
import type { SectionNames } from "./label-mask.js";
import type { OccasionInventoryPort } from "./occasion-inventory-port.js";
import type { PlanInput, PriceZoneInput, SpaceChangesInput, SpaceInput } from "./plan-admin.inputs.js";
import { InvalidCssError, scopePlanStyles } from "./plan-styles.js";
import {
  labelMaskSchema,
  namePatternSchema,
  priceZoneIdSchema,
  priceZoneListSchema,
  sectionCodeSchema,
  spaceRowSchema,
  stylesSchema,
} from "./plan-admin.input.js";
import { PlanMapProcessor, type PlanMapOutcome } from "./plan-map-processor.js";
import type { PlaceMarkingInput } from "./place-marking.inputs.js";
import {
  markingTooComplex,
  placesNeedFix,
  unknownElements,
  spacesFollowingPlaces,
  validatePlaceMarking,
  type PlanSpaceRow,
} from "./plan-place-marking.js";

/** The map of a plan created before its SVG is uploaded. */
const EMPTY_MAP = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"></svg>';

/** Limits of an uploaded map: its size in bytes (PLAN_SVG_MAX_BYTES) and its elements (PLAN_SVG_MAX_ELEMENTS). */
export interface PlanMapLimits {
  svgMaxBytes: number;
  svgMaxElements: number;
}

interface PlanRow {
  id: string;
  map: string;
  name_pattern: string | null;
}

/**
 * Plans as administrators create and edit them (administer_plans, issue 14). Every save is one transaction
 * over the plan's version (409 when someone else saved meanwhile) and keeps every occasion's inventory
 * consistent: the occasions that have not ended get new spaces free and changed capacities, and nothing that
 * tickets point at is removed or shrunk below what is held.
 */
export class PlanAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
    /** The inventory of the plan's occasions, which every save keeps consistent. */
    private readonly inventory: OccasionInventoryPort,
    /** Told after commit (caches of plans, occasions and prices). */
    private readonly onChanged: (planId: string) => void = () => {},
    private readonly mapLimits: PlanMapLimits = { svgMaxBytes: 5 * 1024 * 1024, svgMaxElements: 45_000 },
    /** Parses and sanitizes maps in a worker thread; close() stops it. */
    private readonly maps = new PlanMapProcessor(),
  ) {}

  /** Stops the map worker (at shutdown; a later upload would start another). */
  close(): Promise<void> {
    return this.maps.close();
  }

  private async validate(input: PlanInput) {
    const languages = await this.settings.contentLanguageIds();
    const names = validateTranslations(input.names, languages, "names", { required: true, maxLength: PLAN_NAME_MAX_LENGTH });
    const descriptions = validateTranslations(input.descriptions, languages, "descriptions", {
      required: false,
      maxLength: PLAN_DESCRIPTION_MAX_LENGTH,
    });
    const errors: Record<string, MessageKey> = { ...names.errors, ...descriptions.errors };
    const namePattern = collectInput(namePatternSchema, input.namePattern, errors, "namePattern");
    const masks = {
      mapLabelMasks: validateTranslations(input.mapLabelMasks, languages, "mapLabelMasks", { required: false, maxLength: 200 }),
      spaceLabelMasks: validateTranslations(input.spaceLabelMasks, languages, "spaceLabelMasks", { required: false, maxLength: 200 }),
    };
    for (const field of ["mapLabelMasks", "spaceLabelMasks"] as const) {
      Object.assign(errors, masks[field].errors);
      for (const [language, mask] of Object.entries(masks[field].value))
        collectInput(labelMaskSchema, mask, errors, `${field}.${language}`);
    }
    const sectionNames: SectionNames = {};
    for (const section of input.sections ?? []) {
      const field = `sections.${section.code.trim()}`;
      const code = collectInput(sectionCodeSchema, section.code, errors, field);
      if (code === null) continue;
      const names = validateTranslations(section.names, languages, field, { required: false, maxLength: SECTION_NAME_MAX_LENGTH });
      Object.assign(errors, names.errors);
      if (Object.keys(names.value).length > 0) sectionNames[code] = names.value;
    }
    let styles: string | null = null;
    let stylesRemoved: string[] = [];
    const css = collectInput(stylesSchema, input.styles, errors, "styles");
    // Scoping parses the CSS: its refusal names where, and alone is answered with the line and column.
    if (css) {
      try {
        const scoped = scopePlanStyles(css);
        styles = scoped.css || null;
        stylesRemoved = scoped.removed;
      } catch (error) {
        if (!(error instanceof InvalidCssError)) throw error;
        errors.styles = "validation.css";
        if (Object.keys(errors).length === 1)
          throw new DomainError(
            "BAD_USER_INPUT",
            "validation.cssAt",
            { line: error.line ?? 1, column: error.column ?? 1, reason: error.reason },
            errors,
          );
      }
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    return {
      names: names.value,
      descriptions: descriptions.value,
      namePattern,
      mapLabelMasks: masks.mapLabelMasks.value,
      spaceLabelMasks: masks.spaceLabelMasks.value,
      sectionNames,
      styles,
      stylesRemoved,
    };
  }

  async create(input: PlanInput): Promise<{ id: string; stylesRemoved: string[] }> {
    const plan = await this.validate(input);
    const now = this.clock.now();
    const rows = await queryRows<{ id: string }>(
      this.dataSource.manager,
      `INSERT INTO plans (name, description, map, name_pattern, map_label_masks, space_label_masks, section_names, styles, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
      [
        JSON.stringify(plan.names),
        JSON.stringify(plan.descriptions),
        EMPTY_MAP,
        plan.namePattern,
        JSON.stringify(plan.mapLabelMasks),
        JSON.stringify(plan.spaceLabelMasks),
        JSON.stringify(plan.sectionNames),
        plan.styles,
        now,
      ],
    );
    return { id: rows[0]!.id, stylesRemoved: plan.stylesRemoved };
  }

  /** Saves details, structure (the name pattern), masks and styles; a new pattern re-reads every space's parts. */
  async update(idInput: string, input: PlanInput, version: Date): Promise<{ stylesRemoved: string[] }> {
    const id = parseUuid(idInput);
    const plan = await this.validate(input);
    await inTransaction(this.dataSource, async (manager) => {
      const row = await this.lockVersion(manager, id, version);
      await manager.query(
        `UPDATE plans SET name = $2, description = $3, name_pattern = $4, map_label_masks = $5, space_label_masks = $6, section_names = $7,
                styles = $8, updated_at = $9 WHERE id = $1`,
        [
          id,
          JSON.stringify(plan.names),
          JSON.stringify(plan.descriptions),
          plan.namePattern,
          JSON.stringify(plan.mapLabelMasks),
          JSON.stringify(plan.spaceLabelMasks),
          JSON.stringify(plan.sectionNames),
          plan.styles,
          this.clock.now(),
        ],
      );
      if (plan.namePattern !== row.name_pattern) await this.refreshParts(manager, id, () => mapPlaces(row.map), plan.namePattern);
    });
    this.onChanged(id);
    return { stylesRemoved: plan.stylesRemoved };
  }

  /** Deletes a plan no event or occasion uses. */
  async delete(idInput: string, language: string): Promise<void> {
    const id = parseUuid(idInput);
    await inTransaction(this.dataSource, async (manager) => {
      if ((await queryRows(manager, `SELECT 1 FROM plans WHERE id = $1 FOR UPDATE`, [id])).length === 0) throw notFound();
      const events = await queryRows<{ name: Translations }>(
        manager,
        `SELECT e.name FROM events e WHERE e.plan_id = $1 OR EXISTS (SELECT 1 FROM occasions o WHERE o.event_id = e.id AND o.plan_id = $1) ORDER BY e.created_at`,
        [id],
      );
      if (events.length > 0)
        throw new DomainError("CONFLICT", "admin.planInUse", { uses: usedBy(events.map((row) => translate(row.name, language) ?? "")) });
      await manager.query(`DELETE FROM spaces WHERE plan_id = $1`, [id]);
      await manager.query(`DELETE FROM plans WHERE id = $1`, [id]);
    });
    this.onChanged(id);
  }

  /**
   * Replaces the map (PUT /api/plans/{id}/map.svg): sanitized before it is stored; its elements' data-*
   * attributes re-read every space's parts. Spaces stay as they are: the spaces tab shows which have no
   * element any more; a map without a place for a space held or sold for a date to come is refused (refuseDroppingHeldPlaces). Counting, parsing, sanitizing and reading the places run in a worker thread
   * (PlanMapProcessor); a map over PLAN_SVG_MAX_ELEMENTS, or over the worker's time or memory limit, is
   * refused with PLAN_TOO_COMPLEX (422).
   */
  async replaceMap(idInput: string, body: string | Uint8Array, charset?: string): Promise<{ svg: string; removed: string[] }> {
    const id = parseUuid(idInput);
    const { svgMaxBytes, svgMaxElements } = this.mapLimits;
    const bytes = typeof body === "string" ? Buffer.byteLength(body, "utf8") : body.byteLength;
    if (bytes > svgMaxBytes) throw new DomainError("PAYLOAD_TOO_LARGE", "errors.payloadTooLarge");
    if (charset !== undefined && !decodes(charset)) throw new DomainError("BAD_USER_INPUT", "validation.svgType");
    // An unknown plan is answered before its map costs the worker anything.
    if ((await queryRows(this.dataSource.manager, `SELECT 1 FROM plans WHERE id = $1`, [id])).length === 0) throw notFound();
    // Bytes are handed to the worker (they are not usable here afterwards).
    const outcome = await this.maps.process({ svg: body, charset, maxLength: svgMaxBytes, maxElements: svgMaxElements });
    if (!outcome.ok) throw mapRefusal(outcome, svgMaxElements);
    const sanitized = { svg: outcome.svg, removed: outcome.removed };
    await inTransaction(this.dataSource, async (manager) => {
      const row = await this.lockPlan(manager, id);
      await refuseDroppingHeldPlaces(manager, id, outcome.places, this.clock.now());
      await manager.query(`UPDATE plans SET map = $2, map_removed = $3, updated_at = $4 WHERE id = $1`, [
        id,
        sanitized.svg,
        JSON.stringify(sanitized.removed),
        this.clock.now(),
      ]);
      await this.refreshParts(manager, id, () => outcome.places, row.name_pattern);
    });
    this.onChanged(id);
    return sanitized;
  }

  /** Creates, changes and deletes spaces in one transaction (the spaces tab's save and its bulk actions). */
  async saveSpaces(idInput: string, changes: SpaceChangesInput, version: Date): Promise<void> {
    const id = parseUuid(idInput);
    const now = this.clock.now();
    await inTransaction(this.dataSource, async (manager) => {
      const plan = await this.lockVersion(manager, id, version);
      await this.applySpaceChanges(manager, plan, changes.save ?? [], changes.delete ?? [], now);
      await manager.query(`UPDATE plans SET updated_at = $2 WHERE id = $1`, [id, now]);
    });
    this.onChanged(id);
  }

  /**
   * Creates a space for every place element of the map that has none: its id as the name, `data-max-tickets`
   * (or 1) tickets, the accessible space type for a `wheelchair` element and a matching type by class
   * otherwise, and `data-companion-of` as its companion link. Answers how many were created.
   */
  async createSpacesFromMap(idInput: string, version: Date): Promise<number> {
    const id = parseUuid(idInput);
    const now = this.clock.now();
    const created = await inTransaction(this.dataSource, async (manager) => {
      const plan = await this.lockVersion(manager, id, version);
      const existing = new Set(
        (await queryRows<{ name: string }>(manager, `SELECT name FROM spaces WHERE plan_id = $1`, [id])).map((row) => row.name),
      );
      const unbound = mapPlaces(plan.map).filter((place) => !existing.has(place.name) && SPACE_NAME.test(place.name));
      if (unbound.length === 0) return 0;
      const typeOf = await this.typeByClass(manager);
      await this.applySpaceChanges(
        manager,
        plan,
        unbound.map((place) => ({ name: place.name, maxTickets: place.maxTickets ?? 1, spaceTypeId: typeOf(place) })),
        [],
        now,
      );
      await this.linkCompanions(manager, id, unbound);
      await manager.query(`UPDATE plans SET updated_at = $2 WHERE id = $1`, [id, now]);
      return unbound.length;
    });
    this.onChanged(id);
    return created;
  }

  /**
   * Marks which elements of the map are places (issue 35) and makes the spaces follow them, over `version`. The map
   * is read first and the marks are written into it in the worker (tens of thousands of elements cost seconds of
   * CPU), outside any transaction; then one transaction locks the plan at the same version (a map replaced or a
   * plan saved meanwhile is CONFLICT), stores the new map, creates, resizes and deletes spaces, and re-reads their
   * parts. A place with tickets cannot stop being one (CONFLICT admin.spaceHasTickets, nothing saved).
   */
  async markPlaces(
    idInput: string,
    input: PlaceMarkingInput,
    version: Date,
  ): Promise<{ places: number; created: number; removed: number; resized: number }> {
    const id = parseUuid(idInput);
    const marking = validatePlaceMarking(input);
    const rows = await queryRows<PlanRow & { current: boolean }>(
      this.dataSource.manager,
      `SELECT id, map, name_pattern, date_trunc('milliseconds', updated_at) = $2 AS current FROM plans WHERE id = $1`,
      [id, version],
    );
    if (!rows[0]) throw notFound();
    if (!rows[0].current) throw changedMeanwhile();
    const outcome = await this.maps.markPlaces({ svg: rows[0].map, marking, namePattern: rows[0].name_pattern });
    if (!outcome.ok) {
      if (outcome.problem === "blocked") throw placesNeedFix(outcome.places);
      if (outcome.problem === "unknownElements") throw unknownElements(outcome.fields);
      throw markingTooComplex(outcome);
    }
    const now = this.clock.now();
    const counts = await inTransaction(this.dataSource, async (manager) => {
      // The map read above is replaced: not read again (megabytes at 20,000 places).
      const plan = await lockAtVersion<Omit<PlanRow, "map">>(manager, "plans", "id, name_pattern", id, version);
      const spaces = await queryRows<PlanSpaceRow>(
        manager,
        `SELECT id, name, max_tickets, space_type_id, price_zone_id FROM spaces WHERE plan_id = $1`,
        [id],
      );
      const changes = spacesFollowingPlaces(outcome, spaces, await this.typeByClass(manager));
      const marked = { ...plan, map: outcome.svg };
      await this.applySpaceChanges(manager, marked, changes.saves, changes.deletes, now, outcome.places);
      await this.linkCompanions(manager, id, changes.created);
      await manager.query(`UPDATE plans SET map = $2, updated_at = $3 WHERE id = $1`, [id, outcome.svg, now]);
      await this.refreshParts(manager, id, () => outcome.places, plan.name_pattern);
      return { places: outcome.places.length, created: changes.created.length, removed: changes.deletes.length, resized: changes.resized };
    });
    this.onChanged(id);
    return counts;
  }

  /** Replaces the plan's price zones: zones left out are deleted (their spaces go to the default zone, their prices away). */
  async savePriceZones(idInput: string, zones: PriceZoneInput[], version: Date): Promise<void> {
    const id = parseUuid(idInput);
    const languages = await this.settings.contentLanguageIds();
    const errors: Record<string, MessageKey> = {};
    const values = zones.map((zone, index) => {
      const names = validateTranslations(zone.names, languages, `zones.${index}.names`, { required: true, maxLength: 100 });
      Object.assign(errors, names.errors);
      const zoneId = collectInput(priceZoneIdSchema, zone.id, errors, `zones.${index}`);
      return { id: zoneId, names: names.value, position: index };
    });
    collectInput(priceZoneListSchema, zones, errors, "zones");
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    await inTransaction(this.dataSource, async (manager) => {
      await this.lockVersion(manager, id, version);
      const known = new Set(
        (await queryRows<{ id: string }>(manager, `SELECT id FROM price_zones WHERE plan_id = $1`, [id])).map((row) => row.id),
      );
      values.forEach((zone, index) => {
        if (zone.id && !known.has(zone.id)) errors[`zones.${index}`] = "validation.zoneUnknown";
      });
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      const kept = values.flatMap((zone) => (zone.id ? [zone.id] : []));
      await manager.query(`DELETE FROM price_zones WHERE plan_id = $1 AND NOT (id = ANY($2::uuid[]))`, [id, kept]);
      for (const zone of values) {
        if (zone.id)
          await manager.query(`UPDATE price_zones SET name = $2, position = $3 WHERE id = $1`, [
            zone.id,
            JSON.stringify(zone.names),
            zone.position,
          ]);
        else
          await manager.query(`INSERT INTO price_zones (plan_id, name, position) VALUES ($1, $2, $3)`, [
            id,
            JSON.stringify(zone.names),
            zone.position,
          ]);
      }
      await manager.query(`UPDATE plans SET updated_at = $2 WHERE id = $1`, [id, this.clock.now()]);
    });
    this.onChanged(id);
  }

  private async applySpaceChanges(
    manager: EntityManager,
    plan: PlanRow,
    saves: SpaceInput[],
    deletes: string[],
    now: Date,
    /** The map's places, when the caller has read them already (off the event loop). */
    places: MapPlace[] = mapPlaces(plan.map),
  ): Promise<void> {
    const errors: Record<string, MessageKey> = {};
    const current = await queryRows<{ id: string; name: string; max_tickets: number }>(
      manager,
      `SELECT id, name, max_tickets FROM spaces WHERE plan_id = $1`,
      [plan.id],
    );
    const byId = new Map(current.map((row) => [row.id, row]));
    const deleteIds = new Set<string>();
    deletes.forEach((spaceId, index) => {
      try {
        const parsed = parseUuid(spaceId);
        if (!byId.has(parsed)) errors[`delete.${index}`] = "validation.spaceUnknown";
        deleteIds.add(parsed);
      } catch {
        errors[`delete.${index}`] = "validation.spaceUnknown";
      }
    });
    const [zones, types] = await Promise.all([
      queryRows<{ id: string }>(manager, `SELECT id FROM price_zones WHERE plan_id = $1`, [plan.id]),
      queryRows<{ id: string }>(manager, `SELECT id FROM space_types`),
    ]);
    const zoneIds = new Set(zones.map((row) => row.id));
    const typeIds = new Set(types.map((row) => row.id));
    // The names after the save: kept spaces' names (renamed where changed) and the new ones.
    const names = new Map<string, string>();
    for (const row of current) if (!deleteIds.has(row.id)) names.set(row.name, row.id);
    const rows = saves.map((space, index) => {
      const key = `save.${index}`;
      const optionalId = (
        value: string | null | undefined,
        known: Set<string> | Map<string, unknown>,
        field: string,
        message: MessageKey,
      ) => {
        if (!value) return null;
        try {
          const parsed = parseUuid(value);
          if (!known.has(parsed)) errors[`${key}.${field}`] = message;
          return parsed;
        } catch {
          errors[`${key}.${field}`] = message;
          return null;
        }
      };
      const spaceId = optionalId(space.id, byId, "id", "validation.spaceUnknown");
      const name = String(space.name ?? "").trim();
      collectInput(spaceRowSchema, space, errors, key);
      const spaceTypeId = optionalId(space.spaceTypeId, typeIds, "spaceTypeId", "validation.spaceTypeUnknown");
      const priceZoneId = optionalId(space.priceZoneId, zoneIds, "priceZoneId", "validation.zoneUnknown");
      if (spaceId && deleteIds.has(spaceId)) errors[`${key}.id`] = "validation.spaceUnknown";
      const previous = spaceId ? byId.get(spaceId) : undefined;
      if (previous && previous.name !== name && names.get(previous.name) === spaceId) names.delete(previous.name);
      const owner = names.get(name);
      if (owner !== undefined && owner !== spaceId) errors[`${key}.name`] = "validation.spaceNameTaken";
      names.set(name, spaceId ?? `new:${index}`);
      return {
        index,
        id: spaceId,
        name,
        maxTickets: space.maxTickets,
        spaceTypeId,
        priceZoneId,
        companionOf: space.companionOfId,
        previous,
      };
    });
    if (Object.keys(errors).length > 0) throw validationFailed(errors);

    // Nothing tickets point at is removed; no capacity goes below what an occasion holds.
    if (deleteIds.size > 0) {
      // The places' counters are locked first: a hold taking one of them now waits, and finds it gone.
      await manager.query(`SELECT 1 FROM occasion_spaces WHERE space_id = ANY($1::uuid[]) ORDER BY occasion_id, space_id FOR UPDATE`, [
        [...deleteIds],
      ]);
      const sold = await queryRows<{ name: string }>(
        manager,
        `SELECT DISTINCT s.name FROM spaces s WHERE s.id = ANY($1::uuid[]) AND EXISTS (SELECT 1 FROM tickets t WHERE t.space_id = s.id) ORDER BY s.name`,
        [[...deleteIds]],
      );
      if (sold.length > 0) throw new DomainError("CONFLICT", "admin.spaceHasTickets", { spaces: usedBy(sold.map((row) => row.name)) });
    }
    // A sold place keeps its name: tickets, exports and its element on the map know it by it.
    const renamed = rows.filter((row) => row.previous && row.previous.name !== row.name);
    if (renamed.length > 0) {
      const sold = await queryRows<{ name: string }>(
        manager,
        `SELECT s.name FROM spaces s WHERE s.id = ANY($1::uuid[]) AND EXISTS (SELECT 1 FROM tickets t WHERE t.space_id = s.id) ORDER BY s.name`,
        [renamed.map((row) => row.id)],
      );
      if (sold.length > 0)
        throw new DomainError("CONFLICT", "admin.spaceRenamedWithTickets", { spaces: usedBy(sold.map((row) => row.name)) });
    }
    const shrunk = rows.filter((row) => row.previous && row.maxTickets < row.previous.max_tickets);
    if (shrunk.length > 0) {
      // Locked first, so no hold slips in between the check and the resize.
      await manager.query(`SELECT 1 FROM occasion_spaces WHERE space_id = ANY($1::uuid[]) ORDER BY occasion_id, space_id FOR UPDATE`, [
        shrunk.map((row) => row.id),
      ]);
      const over = await queryRows<{ name: string; held: number }>(
        manager,
        `SELECT s.name, max(os.held)::int AS held FROM occasion_spaces os JOIN spaces s ON s.id = os.space_id
           JOIN occasions o ON o.id = os.occasion_id AND COALESCE(o.end_time, o.start_time) > $3
          WHERE os.space_id = ANY($1::uuid[]) GROUP BY s.id, s.name
         HAVING max(os.held) > min(($2::jsonb ->> s.id::text)::int) ORDER BY s.name`,
        [shrunk.map((row) => row.id), JSON.stringify(Object.fromEntries(shrunk.map((row) => [row.id, row.maxTickets]))), now],
      );
      if (over.length > 0)
        throw new DomainError("CONFLICT", "admin.spaceBelowHeld", { spaces: usedBy(over.map((row) => `${row.name} (${row.held})`)) });
    }

    if (deleteIds.size > 0) {
      await manager.query(`UPDATE spaces SET companion_of_id = NULL WHERE companion_of_id = ANY($1::uuid[])`, [[...deleteIds]]);
      await this.inventory.removeSpaces(manager, [...deleteIds]);
      await manager.query(`DELETE FROM spaces WHERE id = ANY($1::uuid[])`, [[...deleteIds]]);
    }
    // Section, row and seat follow the (new) name, read from the map and the name pattern as the row is written.
    const partsOf = partsReader(places, plan.name_pattern);
    const updates = rows.filter((row) => row.id);
    if (updates.length > 0) {
      const parts = updates.map((row) => partsOf(row.name));
      // One statement for a whole tab's save (a 2,000-place plan's zones are assigned at once).
      await manager.query(
        `UPDATE spaces s SET name = x.name, max_tickets = x.max, space_type_id = x.type, price_zone_id = x.zone,
                section = CASE WHEN x.known THEN x.section ELSE s.section END,
                row = CASE WHEN x.known THEN x.row ELSE s.row END,
                seat = CASE WHEN x.known THEN x.seat ELSE s.seat END
           FROM unnest($1::uuid[], $2::text[], $3::int[], $4::uuid[], $5::uuid[], $6::text[], $7::text[], $8::text[], $9::bool[])
             AS x(id, name, max, type, zone, section, row, seat, known)
          WHERE s.id = x.id`,
        [
          updates.map((row) => row.id),
          updates.map((row) => row.name),
          updates.map((row) => row.maxTickets),
          updates.map((row) => row.spaceTypeId),
          updates.map((row) => row.priceZoneId),
          ...partColumns(parts.map((known) => known ?? NO_PARTS)),
          parts.map((known) => known !== null),
        ],
      );
    }
    // Occasions that have not ended follow the plan; ended ones keep the capacity they were sold with.
    const changedCapacity = updates.filter((row) => row.previous && row.previous.max_tickets !== row.maxTickets);
    await this.inventory.resizeSpaces(
      manager,
      changedCapacity.map((row) => ({ spaceId: row.id!, maxTickets: row.maxTickets })),
      now,
    );
    const inserts = rows.filter((row) => !row.id);
    if (inserts.length > 0) {
      const created = await queryRows<{ id: string; name: string }>(
        manager,
        `INSERT INTO spaces (plan_id, name, max_tickets, space_type_id, price_zone_id, section, row, seat)
         SELECT $1, n, m, t, z, section, row, seat
           FROM unnest($2::text[], $3::int[], $4::uuid[], $5::uuid[], $6::text[], $7::text[], $8::text[]) AS x(n, m, t, z, section, row, seat)
         RETURNING id, name`,
        [
          plan.id,
          inserts.map((row) => row.name),
          inserts.map((row) => row.maxTickets),
          inserts.map((row) => row.spaceTypeId),
          inserts.map((row) => row.priceZoneId),
          ...partColumns(inserts.map((row) => partsOf(row.name) ?? NO_PARTS)),
        ],
      );
      await this.inventory.addSpaces(
        manager,
        plan.id,
        created.map((row) => row.id),
        now,
      );
      created.forEach((row) => names.set(row.name, row.id));
    }
    // Companion links last: a link may name a space created in the same save (by id, or by its new name).
    const links: Array<{ spaceId: string; target: string | null }> = [];
    for (const row of rows) {
      if (row.companionOf === undefined) continue;
      const selfId = row.id ?? names.get(row.name)!;
      let target: string | null = null;
      if (row.companionOf) {
        target = byId.has(row.companionOf) ? row.companionOf : (names.get(row.companionOf) ?? null);
        if (!target || target === selfId || target.startsWith("new:"))
          throw validationFailed({ [`save.${row.index}.companionOfId`]: "validation.spaceUnknown" });
      }
      links.push({ spaceId: selfId, target });
    }
    if (links.length > 0)
      await manager.query(
        `UPDATE spaces s SET companion_of_id = x.target FROM unnest($1::uuid[], $2::uuid[]) AS x(id, target) WHERE s.id = x.id`,
        [links.map((link) => link.spaceId), links.map((link) => link.target)],
      );
  }

  /** A companion element's data-companion-of names its wheelchair place by element id. */
  private async linkCompanions(manager: EntityManager, planId: string, places: MapPlace[]): Promise<void> {
    const links = places.filter((place) => place.companionOf);
    if (links.length === 0) return;
    await manager.query(
      `UPDATE spaces c SET companion_of_id = w.id FROM unnest($2::text[], $3::text[]) AS x(companion, place), spaces w
        WHERE c.plan_id = $1 AND c.name = x.companion AND w.plan_id = $1 AND w.name = x.place AND w.id <> c.id`,
      [planId, links.map((place) => place.name), links.map((place) => place.companionOf)],
    );
  }

  /** Space types for the classes of map elements: `wheelchair` the accessible type, otherwise by English name. */
  private async typeByClass(manager: EntityManager): Promise<(place: MapPlace) => string | null> {
    const types = await queryRows<{ id: string; name: Translations; accessible: boolean }>(
      manager,
      `SELECT id, name, accessible FROM space_types`,
    );
    const accessible = types.find((type) => type.accessible)?.id ?? null;
    const byName = new Map(types.map((type) => [(type.name.en ?? "").toLowerCase().split(/\s+/)[0] ?? "", type.id]));
    return (place) => {
      if (place.classes.includes("wheelchair") && accessible) return accessible;
      for (const name of place.classes) if (name !== "space" && byName.has(name)) return byName.get(name)!;
      return null;
    };
  }

  /**
   * Re-reads every space's section, row and seat from the map's places (their data-* attributes) and the name pattern
   * (either changed). A space without an element whose name the pattern does not read keeps its parts: its past
   * tickets, exports and the spaces tab still say where it was.
   */
  private async refreshParts(manager: EntityManager, planId: string, places: () => MapPlace[], namePattern: string | null): Promise<void> {
    const spaces = await queryRows<{ id: string; name: string }>(manager, `SELECT id, name FROM spaces WHERE plan_id = $1`, [planId]);
    if (spaces.length === 0) return;
    const partsOf = partsReader(places(), namePattern);
    const read = spaces.flatMap((space) => {
      const parts = partsOf(space.name);
      return parts ? [{ id: space.id, parts }] : [];
    });
    await manager.query(
      `UPDATE spaces s SET section = x.section, row = x.row, seat = x.seat
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) AS x(id, section, row, seat) WHERE s.id = x.id`,
      [read.map((space) => space.id), ...partColumns(read.map((space) => space.parts))],
    );
  }

  private async lockPlan(manager: EntityManager, id: string): Promise<PlanRow> {
    const rows = await queryRows<PlanRow>(manager, `SELECT id, map, name_pattern FROM plans WHERE id = $1 FOR UPDATE`, [id]);
    if (rows.length === 0) throw notFound();
    return rows[0]!;
  }

  private lockVersion(manager: EntityManager, id: string, version: Date): Promise<PlanRow> {
    return lockAtVersion<PlanRow>(manager, "plans", "id, map, name_pattern", id, version);
  }
}

/**
 * A new map must keep a place for every space held or sold for a date to come: without its element the place
 * vanishes from the map while its tickets stand (CONFLICT admin.mapDropsTicketedPlaces, nothing saved). Other spaces
 * may lose their element (the spaces tab shows them; their section, row and seat stay, see refreshParts). Asked first
 * without a lock (an unmarked export drops every place: refused at once, without locking a plan's counters); when
 * nothing is held, the lost places' counters of dates to come are locked and asked again, so a hold taking one of
 * them now waits for this answer.
 */
async function refuseDroppingHeldPlaces(manager: EntityManager, planId: string, places: MapPlace[], now: Date): Promise<void> {
  const lost = (
    await queryRows<{ id: string }>(manager, `SELECT id FROM spaces WHERE plan_id = $1 AND NOT (name = ANY($2::text[]))`, [
      planId,
      places.map((place) => place.name),
    ])
  ).map((row) => row.id);
  if (lost.length === 0) return;
  const toCome = `FROM occasion_spaces os JOIN occasions o ON o.id = os.occasion_id AND COALESCE(o.end_time, o.start_time) > $2
    WHERE os.space_id = ANY($1::uuid[])`;
  const held = () =>
    queryRows<{ name: string }>(
      manager,
      `SELECT s.name FROM spaces s WHERE EXISTS (SELECT 1 ${toCome} AND os.space_id = s.id AND os.held > 0) ORDER BY s.name`,
      [lost, now],
    );
  let refused = await held();
  if (refused.length === 0) {
    await manager.query(`SELECT 1 ${toCome} ORDER BY os.occasion_id, os.space_id FOR UPDATE OF os`, [lost, now]);
    refused = await held();
  }
  if (refused.length > 0)
    throw new DomainError("CONFLICT", "admin.mapDropsTicketedPlaces", {
      count: refused.length,
      spaces: usedBy(refused.map((row) => row.name)),
    });
}

/**
 * A space's section, row and seat by its name: the map's element with that id first, then the name pattern; null for
 * a space without an element whose name the pattern does not read (nothing to read its parts from).
 */
function partsReader(places: MapPlace[], namePattern: string | null): (name: string) => NameParts | null {
  const pattern = namePattern ? compilePattern(namePattern) : null;
  const byName = new Map(places.map((place) => [place.name, place]));
  return (name) => {
    const place = byName.get(name);
    const parts = nameParts(name, pattern, place);
    return place || parts.section !== null || parts.row !== null || parts.seat !== null ? parts : null;
  };
}

/** Whether `charset` names an encoding the worker can decode (TextDecoder's labels: utf-8, utf-16le, iso-8859-1, ...). */
function decodes(charset: string): boolean {
  try {
    new TextDecoder(charset);
    return true;
  } catch {
    return false;
  }
}

/** The refusal of a map the worker did not take: not an SVG (400), or too complex to process (422). */
function mapRefusal(outcome: Exclude<PlanMapOutcome, { ok: true }>, maxElements: number): DomainError {
  switch (outcome.problem) {
    case "invalid":
      return new DomainError("BAD_USER_INPUT", outcome.reason.key, outcome.reason.params);
    case "tooManyElements":
      return new DomainError("PLAN_TOO_COMPLEX", "validation.svgTooManyElements", { count: outcome.elements, max: maxElements });
    default:
      return new DomainError("PLAN_TOO_COMPLEX", "validation.svgTooComplex");
  }
}

/** Parts as the three text[] parameters of a bulk statement (the columns hold 50 characters). */
const NO_PARTS: NameParts = { section: null, row: null, seat: null };

function partColumns(parts: NameParts[]): [Array<string | null>, Array<string | null>, Array<string | null>] {
  const column = (part: keyof NameParts) => parts.map((value) => value[part]?.slice(0, 50) ?? null);
  return [column("section"), column("row"), column("seat")];
}
