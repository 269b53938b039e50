import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from "typeorm";
import type { Translations } from "../../common/translations.js";
import type { SectionNames } from "./label-mask.js";
import type { SpaceEntity } from "./space.entity.js";

/** A venue map: a sanitized SVG whose elements with a space's name as id are that space. */
@Entity("plans")
export class PlanEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  /** The plan's name per language, like an event's. */
  @Column({ type: "jsonb" })
  name!: Translations;

  @Column({ type: "jsonb", default: () => "'{}'" })
  description!: Translations;

  /** Sanitized SVG markup. */
  @Column({ type: "text" })
  map!: string;

  /** What the sanitizer removed from the uploaded map, for the administrator ('<script>', 'onclick on <rect> (3)'). */
  @Column({ type: "jsonb", default: () => "'[]'" })
  mapRemoved!: string[];

  /**
   * How a space's name splits into section, row and seat, e.g. `R{row}-S{seat}` or `{section}-{row}-{seat}`
   * (the element's data-section, data-row and data-seat attributes win over it).
   */
  @Column({ type: "varchar", length: 100, nullable: true })
  namePattern!: string | null;

  /** Template per language for labels drawn on the map: {name}, {type}, {section}, {row}, {seat}, {remaining}, {max}. */
  @Column({ type: "jsonb", default: () => "'{}'" })
  mapLabelMasks!: Translations;

  /** Template per language for a space's accessible name and list label. */
  @Column({ type: "jsonb", default: () => "'{}'" })
  spaceLabelMasks!: Translations;

  /** Its sections' names per language, by section code: what labels say for `{section}`. */
  @Column({ type: "jsonb", default: () => "'{}'" })
  sectionNames!: SectionNames;

  /** CSS applied to the map. */
  @Column({ type: "text", nullable: true })
  styles!: string | null;

  @OneToMany("SpaceEntity", (space: SpaceEntity) => space.plan)
  spaces?: Relation<SpaceEntity[]>;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;
}
