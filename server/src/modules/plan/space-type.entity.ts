import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import type { Translations } from "../../common/translations.js";

/** A kind of space on a plan: seat, standing, wheelchair place. */
@Entity("space_types")
export class SpaceTypeEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "jsonb" })
  name!: Translations;

  /** A wheelchair place: maps, legends and accessible seating recognise it. */
  @Column({ type: "boolean", default: false })
  accessible!: boolean;
}
