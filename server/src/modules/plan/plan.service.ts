import type { DataSource } from "typeorm";
import { notFound } from "../../common/errors.js";
import { parseUuid } from "../../common/ids.js";
import { translate } from "../../common/translations.js";
import { PlanEntity } from "./plan.entity.js";
import { SpaceEntity } from "./space.entity.js";
import { SpaceTypeEntity } from "./space-type.entity.js";
import type { PlanView, SpaceTypeView, SpaceView } from "./plan.results.js";

function spaceView(row: SpaceEntity, language: string): SpaceView {
  return {
    id: row.id,
    name: row.name,
    maxTickets: row.maxTickets,
    spaceType: row.spaceType ? { id: row.spaceType.id, name: translate(row.spaceType.name, language) ?? "" } : null,
  };
}

/** Plans (venue maps), their spaces and space types. */
export class PlanService {
  constructor(private readonly dataSource: DataSource) {}

  private view(row: PlanEntity, spaces: SpaceEntity[], language: string): PlanView {
    return {
      id: row.id,
      name: row.name,
      description: translate(row.description, language),
      mapLabelMask: row.mapLabelMask,
      spaceLabelMask: row.spaceLabelMask,
      styles: row.styles,
      mapUrl: `/api/plans/${row.id}/map.svg`,
      spaces: spaces.map((space) => spaceView(space, language)),
    };
  }

  /** Every plan without its spaces (the list view). */
  async list(language: string): Promise<PlanView[]> {
    const rows = await this.dataSource.getRepository(PlanEntity).find({
      select: { id: true, name: true, description: true, mapLabelMask: true, spaceLabelMask: true, styles: true },
      order: { name: "ASC" },
    });
    return rows.map((row) => this.view(row, [], language));
  }

  async get(id: string, language: string): Promise<PlanView> {
    const planId = parseUuid(id);
    const row = await this.dataSource.getRepository(PlanEntity).findOne({
      where: { id: planId },
      select: { id: true, name: true, description: true, mapLabelMask: true, spaceLabelMask: true, styles: true },
    });
    if (!row) throw notFound();
    const spaces = await this.dataSource.getRepository(SpaceEntity).find({
      where: { planId },
      relations: { spaceType: true },
      order: { name: "ASC" },
    });
    return this.view(row, spaces, language);
  }

  /** The sanitized SVG (sanitized when stored, so it is served as is). */
  async map(id: string): Promise<string> {
    const row = await this.dataSource.getRepository(PlanEntity).findOne({ where: { id: parseUuid(id) }, select: { id: true, map: true } });
    if (!row) throw notFound();
    return row.map;
  }

  async spaceTypes(language: string): Promise<SpaceTypeView[]> {
    const rows = await this.dataSource.getRepository(SpaceTypeEntity).find();
    return rows
      .map((row) => ({ id: row.id, name: translate(row.name, language) ?? "" }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }
}
