import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from "typeorm";
import type { PlanEntity } from "./plan.entity.js";
import type { PriceZoneEntity } from "./price-zone.entity.js";
import type { SpaceTypeEntity } from "./space-type.entity.js";

/** A bookable place on a plan: one seat, or a standing area of many places. */
@Entity("spaces")
@Unique("spaces_plan_name", ["planId", "name"])
@Check("spaces_max_tickets_positive", `"max_tickets" > 0`)
export class SpaceEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "uuid" })
  planId!: string;

  @ManyToOne("PlanEntity", (plan: PlanEntity) => plan.spaces, { onDelete: "CASCADE" })
  @JoinColumn({ name: "plan_id" })
  plan?: Relation<PlanEntity>;

  /** Equals the id of the space's element in the plan's SVG. */
  @Column({ type: "varchar", length: 100 })
  name!: string;

  @Column({ type: "int" })
  maxTickets!: number;

  @Index("spaces_space_type_id")
  @Column({ type: "uuid", nullable: true })
  spaceTypeId!: string | null;

  @ManyToOne("SpaceTypeEntity", { onDelete: "SET NULL" })
  @JoinColumn({ name: "space_type_id" })
  spaceType?: Relation<SpaceTypeEntity> | null;

  /** Where the space's name (or its element's data-* attributes) places it, for labels; null when unknown. */
  @Column({ type: "varchar", length: 50, nullable: true })
  section!: string | null;

  @Column({ type: "varchar", length: 50, nullable: true })
  row!: string | null;

  @Column({ type: "varchar", length: 50, nullable: true })
  seat!: string | null;

  /** The price zone; null is the plan's default zone. */
  @Index("spaces_price_zone_id")
  @Column({ type: "uuid", nullable: true })
  priceZoneId!: string | null;

  @ManyToOne("PriceZoneEntity", { onDelete: "SET NULL" })
  @JoinColumn({ name: "price_zone_id" })
  priceZone?: Relation<PriceZoneEntity> | null;

  /** A companion seat names the wheelchair place it goes with. */
  @Index("spaces_companion_of_id")
  @Column({ type: "uuid", nullable: true })
  companionOfId!: string | null;

  @ManyToOne("SpaceEntity", { onDelete: "SET NULL" })
  @JoinColumn({ name: "companion_of_id" })
  companionOf?: Relation<SpaceEntity> | null;
}
