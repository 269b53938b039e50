import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from "typeorm";
import type { Translations } from "../../common/translations.js";
import type { PlanEntity } from "../plan/plan.entity.js";
import type { OccasionEntity } from "../occasion/occasion.entity.js";
import type { EventPriceEntity } from "../pricing/event-price.entity.js";

export const EVENT_STATUSES = ["active", "cancelled", "archived"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** A show, match or concert; people book its dated occasions. */
@Entity("events")
@Check("events_status", `"status" IN ('active', 'cancelled', 'archived')`)
@Check("events_max_tickets_per_buyer", `"max_tickets_per_buyer" IS NULL OR "max_tickets_per_buyer" >= 1`)
export class EventEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "jsonb" })
  name!: Translations;

  @Column({ type: "jsonb", default: () => "'{}'" })
  description!: Translations;

  @Index("events_plan_id")
  @Column({ type: "uuid" })
  planId!: string;

  @ManyToOne("PlanEntity", { onDelete: "RESTRICT" })
  @JoinColumn({ name: "plan_id" })
  plan?: Relation<PlanEntity>;

  @Column({ type: "boolean", default: false })
  published!: boolean;

  @Column({ type: "varchar", length: 16, default: "active" })
  status!: EventStatus;

  /** An https image shown when the event's page is shared (Open Graph, Twitter cards); null: the theme's image. */
  @Column({ type: "varchar", length: 2000, nullable: true })
  imageUrl!: string | null;

  /** The most tickets one buyer may have on each date of the event, across their bookings (checkout only); null: no cap. */
  @Column({ type: "int", nullable: true })
  maxTicketsPerBuyer!: number | null;

  @OneToMany("OccasionEntity", (occasion: OccasionEntity) => occasion.event)
  occasions?: Relation<OccasionEntity[]>;

  @OneToMany("EventPriceEntity", (price: EventPriceEntity) => price.event)
  prices?: Relation<EventPriceEntity[]>;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;
}
