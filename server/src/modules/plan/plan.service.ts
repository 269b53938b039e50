import type { DataSource } from "typeorm";
import { notFound } from "../../common/errors.js";
import { parseUuid } from "../../common/ids.js";
import { translate, type Translations } from "../../common/translations.js";
import { queryRows } from "../../db/query-rows.js";
import { defaultLabelMasks, maskIn, planSpaceLabel, sectionNameIn, type SectionNames } from "./label-mask.js";
import { PlanEntity } from "./plan.entity.js";
import { PriceZoneEntity } from "./price-zone.entity.js";
import { SpaceEntity } from "./space.entity.js";
import { SpaceTypeEntity } from "./space-type.entity.js";
import type { PlanSectionView, PlanView, PriceZoneView, SpaceTypeView, SpaceView } from "./plan.results.js";

export function spaceTypeView(row: SpaceTypeEntity, language: string): SpaceTypeView {
  return { id: row.id, name: translate(row.name, language) ?? "", accessible: row.accessible, nameTranslations: row.name };
}

/** The plan's columns labels need, as a query selects them with the plan aliased `p` ({@link PlanLabellingRow}). */
export const PLAN_LABELLING_SQL = "p.space_label_masks AS label_masks, p.section_names";

/** A plan's space label masks per language and its sections' names, as {@link PLAN_LABELLING_SQL} reads them. */
export interface PlanLabellingRow {
  label_masks: Translations | null;
  section_names: SectionNames | null;
}

/**
 * The one labelling function for a space as people read it (checkout, result pages, e-mails, PDFs, exports,
 * the admin's tables): the plan's spaceLabelMask in `language` (else the default language's) over the space's
 * name, type and parts, `{section}` being the section's name in `language`; without a mask the translated
 * default for its parts ('Stalls, row 1, seat 6').
 */
export function spaceLabel(
  plan: PlanLabellingRow,
  space: { name: string; section: string | null; row: string | null; seat: string | null; maxTickets: number },
  typeName: string | null,
  language: string,
): string {
  return planSpaceLabel(
    { masks: plan.label_masks, sectionNames: plan.section_names },
    {
      name: space.name,
      type: typeName,
      section: space.section,
      row: space.row,
      seat: space.seat,
      max: space.maxTickets,
    },
    language,
  );
}

function spaceView(row: SpaceEntity, plan: PlanLabellingRow, language: string): SpaceView {
  const spaceType = row.spaceType ? spaceTypeView(row.spaceType, language) : null;
  return {
    id: row.id,
    name: row.name,
    label: spaceLabel(plan, row, spaceType?.name ?? null, language),
    maxTickets: row.maxTickets,
    spaceType,
    spaceTypeId: row.spaceTypeId,
    section: row.section,
    sectionName: sectionNameIn(plan.section_names, row.section, language),
    row: row.row,
    seat: row.seat,
    priceZoneId: row.priceZoneId,
    companionOfId: row.companionOfId,
  };
}

/** The plan's sections: every section its spaces are in and every one it named, in natural order ('2' before '10'). */
function sectionViews(names: SectionNames, spaces: SpaceEntity[], language: string): PlanSectionView[] {
  const codes = new Set([...spaces.map((space) => space.section).filter((code): code is string => !!code), ...Object.keys(names)]);
  const natural = new Intl.Collator(language, { numeric: true });
  return [...codes]
    .sort((a, b) => natural.compare(a, b))
    .map((code) => ({ code, name: sectionNameIn(names, code, language), nameTranslations: names[code] ?? {} }));
}

function zoneView(row: PriceZoneEntity, language: string): PriceZoneView {
  return { id: row.id, name: translate(row.name, language) ?? "", position: row.position, nameTranslations: row.name };
}

const PLAN_COLUMNS = {
  id: true,
  name: true,
  description: true,
  namePattern: true,
  mapLabelMasks: true,
  spaceLabelMasks: true,
  sectionNames: true,
  styles: true,
  updatedAt: true,
} as const;

/**
 * {@link PlanService.spacesVersion} as a column of a query reading plan `p`: the plan's last change (every change of
 * its map, spaces, sections, masks and styles raises it) and its space types' (their names are in the places' labels).
 */
export const PLAN_SPACES_VERSION = `p.updated_at::text || ':' || coalesce((SELECT md5(string_agg(t.id::text || t.name::text || t.accessible::text, ',' ORDER BY t.id)) FROM space_types t), '')`;

/** Plans (venue maps), their spaces and space types. */
export class PlanService {
  constructor(private readonly dataSource: DataSource) {}

  private view(row: PlanEntity, spaces: SpaceEntity[], zones: PriceZoneEntity[], language: string): PlanView {
    return {
      id: row.id,
      name: translate(row.name, language) ?? "",
      description: translate(row.description, language),
      namePattern: row.namePattern,
      mapLabelMask: maskIn(row.mapLabelMasks, language),
      spaceLabelMask: maskIn(row.spaceLabelMasks, language),
      mapLabelMaskTranslations: row.mapLabelMasks,
      spaceLabelMaskTranslations: row.spaceLabelMasks,
      sections: sectionViews(row.sectionNames, spaces, language),
      labelDefaults: defaultLabelMasks(language),
      styles: row.styles,
      mapUrl: `/api/plans/${row.id}/map.svg`,
      spaces: spaces.map((space) => spaceView(space, { label_masks: row.spaceLabelMasks, section_names: row.sectionNames }, language)),
      priceZones: zones.map((zone) => zoneView(zone, language)),
      updatedAt: row.updatedAt,
      nameTranslations: row.name,
      descriptionTranslations: row.description,
    };
  }

  /** Every plan without its spaces (the list view), by name. */
  async list(language: string): Promise<PlanView[]> {
    const rows = await this.dataSource.getRepository(PlanEntity).find({ select: PLAN_COLUMNS });
    const zones = await this.dataSource.getRepository(PriceZoneEntity).find({ order: { position: "ASC" } });
    return rows
      .map((row) =>
        this.view(
          row,
          [],
          zones.filter((zone) => zone.planId === row.id),
          language,
        ),
      )
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }

  async get(id: string, language: string): Promise<PlanView> {
    return this.load(id, language, true);
  }

  /**
   * A plan without its spaces and sections (an answer that asks for neither): hydrating a 20,000-place plan's spaces
   * holds the event loop for a second or more.
   */
  withoutSpaces(id: string, language: string): Promise<PlanView> {
    return this.load(id, language, false);
  }

  private async load(id: string, language: string, withSpaces: boolean): Promise<PlanView> {
    const planId = parseUuid(id);
    const row = await this.dataSource.getRepository(PlanEntity).findOne({ where: { id: planId }, select: PLAN_COLUMNS });
    if (!row) throw notFound();
    const [spaces, zones] = await Promise.all([
      withSpaces
        ? this.dataSource.getRepository(SpaceEntity).find({ where: { planId }, relations: { spaceType: true }, order: { name: "ASC" } })
        : [],
      this.dataSource.getRepository(PriceZoneEntity).find({ where: { planId }, order: { position: "ASC" } }),
    ]);
    return this.view(row, spaces, zones, language);
  }

  /**
   * What a plan's places as the seat map reads them depend on, in one word: the plan's last change (every change of
   * its spaces, sections and masks raises it) and its space types' (their names are in the places' labels).
   */
  async spacesVersion(id: string): Promise<string> {
    const [row] = await queryRows<{ version: string }>(
      this.dataSource.manager,
      `SELECT ${PLAN_SPACES_VERSION} AS version FROM plans p WHERE p.id = $1`,
      [parseUuid(id)],
    );
    if (!row) throw notFound();
    return row.version;
  }

  /** The sanitized SVG (sanitized when stored, so it is served as is). */
  async map(id: string): Promise<string> {
    const row = await this.dataSource.getRepository(PlanEntity).findOne({ where: { id: parseUuid(id) }, select: { id: true, map: true } });
    if (!row) throw notFound();
    return row.map;
  }

  /** Spaces as people read them in `language` ({@link spaceLabel}), by id: the one labelling function, for many at once. */
  async spaceLabels(ids: readonly string[], language: string): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await queryRows<
      PlanLabellingRow & {
        id: string;
        name: string;
        section: string | null;
        row: string | null;
        seat: string | null;
        max_tickets: number;
        type_name: Translations | null;
      }
    >(
      this.dataSource.manager,
      `SELECT s.id, s.name, s.section, s.row, s.seat, s.max_tickets, t.name AS type_name, ${PLAN_LABELLING_SQL}
         FROM spaces s JOIN plans p ON p.id = s.plan_id LEFT JOIN space_types t ON t.id = s.space_type_id
        WHERE s.id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(
      rows.map((row) => [
        row.id,
        spaceLabel(row, { ...row, maxTickets: row.max_tickets }, row.type_name ? translate(row.type_name, language) : null, language),
      ]),
    );
  }

  /** What sanitizing removed from the plan's current map. */
  async mapRemoved(id: string): Promise<string[]> {
    const row = await this.dataSource
      .getRepository(PlanEntity)
      .findOne({ where: { id: parseUuid(id) }, select: { id: true, mapRemoved: true } });
    return row?.mapRemoved ?? [];
  }

  /** Every plan's spaces, capacity and the occasions using it. */
  async usage(): Promise<Array<{ planId: string; spaces: number; capacity: number; occasions: number }>> {
    const rows = await queryRows<{ plan_id: string; spaces: number; capacity: number; occasions: number }>(
      this.dataSource.manager,
      `SELECT p.id AS plan_id,
              (SELECT count(*)::int FROM spaces s WHERE s.plan_id = p.id) AS spaces,
              (SELECT COALESCE(sum(s.max_tickets), 0)::int FROM spaces s WHERE s.plan_id = p.id) AS capacity,
              (SELECT count(*)::int FROM occasions o WHERE o.plan_id = p.id) AS occasions
         FROM plans p`,
    );
    return rows.map((row) => ({ planId: row.plan_id, spaces: row.spaces, capacity: row.capacity, occasions: row.occasions }));
  }

  async spaceTypes(language: string): Promise<SpaceTypeView[]> {
    const rows = await this.dataSource.getRepository(SpaceTypeEntity).find();
    return rows.map((row) => spaceTypeView(row, language)).sort((a, b) => a.name.localeCompare(b.name, language));
  }
}
