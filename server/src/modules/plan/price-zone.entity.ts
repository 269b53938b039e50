import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import type { Translations } from "../../common/translations.js";
import type { PlanEntity } from "./plan.entity.js";

/**
 * A part of a plan priced alike (stalls, balcony...). A space without a zone is in the plan's default zone,
 * which the price list's plain prices serve.
 */
@Entity("price_zones")
export class PriceZoneEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Index("price_zones_plan_id")
  @Column({ type: "uuid" })
  planId!: string;

  @ManyToOne("PlanEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "plan_id" })
  plan?: Relation<PlanEntity>;

  @Column({ type: "jsonb" })
  name!: Translations;

  @Column({ type: "int", default: 0 })
  position!: number;
}
