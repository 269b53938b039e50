import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from "typeorm";
import type { PlanEntity } from "./plan.entity.js";
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
}
