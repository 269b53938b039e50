import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from "typeorm";
import type { OccasionEntity } from "./occasion.entity.js";
import type { SpaceEntity } from "../plan/space.entity.js";

/**
 * Per-occasion inventory of one space, copied from the plan when the occasion is created.
 * `held` counts the tickets of bookings that hold the space; the CHECK makes overselling impossible
 * whatever the application does (DESIGN section 3, the capacity invariant).
 */
@Entity("occasion_spaces")
@Check("occasion_spaces_held_within_capacity", `"held" >= 0 AND "held" <= "max_tickets"`)
export class OccasionSpaceEntity {
  @PrimaryColumn({ type: "uuid" })
  occasionId!: string;

  @ManyToOne("OccasionEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "occasion_id" })
  occasion?: Relation<OccasionEntity>;

  @Index("occasion_spaces_space_id")
  @PrimaryColumn({ type: "uuid" })
  spaceId!: string;

  @ManyToOne("SpaceEntity", { onDelete: "RESTRICT" })
  @JoinColumn({ name: "space_id" })
  space?: Relation<SpaceEntity>;

  @Column({ type: "int" })
  maxTickets!: number;

  @Column({ type: "int", default: 0 })
  held!: number;
}
