import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from "typeorm";
import type { Translations } from "../../common/translations.js";
import type { EventEntity } from "../event/event.entity.js";
import type { PlanEntity } from "../plan/plan.entity.js";

export const OCCASION_STATUSES = ["scheduled", "cancelled", "completed"] as const;
export type OccasionStatus = (typeof OCCASION_STATUSES)[number];

/** One dated performance of an event, with its own capacity (occasion_spaces) and bookable window. */
@Entity("occasions")
@Index("occasions_event_start", ["eventId", "startTime"])
@Check("occasions_status", `"status" IN ('scheduled', 'cancelled', 'completed')`)
@Check("occasions_end_after_start", `"end_time" IS NULL OR "end_time" >= "start_time"`)
@Check(
  "occasions_bookable_window",
  `"bookable_start_time" IS NULL OR "bookable_end_time" IS NULL OR "bookable_end_time" >= "bookable_start_time"`,
)
@Check("occasions_heads_up_days_non_negative", `"heads_up_days" >= 0`)
export class OccasionEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "uuid" })
  eventId!: string;

  @ManyToOne("EventEntity", (event: EventEntity) => event.occasions, { onDelete: "CASCADE" })
  @JoinColumn({ name: "event_id" })
  event?: Relation<EventEntity>;

  /**
   * Its name per language (e.g. "Evening show"): administrators' lists use it, and visitors read it where the
   * occasion has no title. Empty in every language is allowed (then the date stands for it).
   */
  @Column({ type: "jsonb", default: () => "'{}'" })
  name!: Translations;

  /** Optional public title, e.g. "Premiere". */
  @Column({ type: "jsonb", default: () => "'{}'" })
  title!: Translations;

  @Column({ type: "timestamptz" })
  startTime!: Date;

  @Column({ type: "timestamptz", nullable: true })
  endTime!: Date | null;

  /** Its start before an administrator last moved it (search engines are told the date was rescheduled); null: never moved. */
  @Column({ type: "timestamptz", nullable: true })
  previousStartTime!: Date | null;

  @Column({ type: "boolean", default: true })
  bookable!: boolean;

  @Column({ type: "timestamptz", nullable: true })
  bookableStartTime!: Date | null;

  @Column({ type: "timestamptz", nullable: true })
  bookableEndTime!: Date | null;

  @Index("occasions_plan_id")
  @Column({ type: "uuid" })
  planId!: string;

  @ManyToOne("PlanEntity", { onDelete: "RESTRICT" })
  @JoinColumn({ name: "plan_id" })
  plan?: Relation<PlanEntity>;

  /** When true, occasion_prices replace the event's price list. */
  @Column({ type: "boolean", default: false })
  customPricing!: boolean;

  @Column({ type: "boolean", default: false })
  published!: boolean;

  @Column({ type: "varchar", length: 16, default: "scheduled" })
  status!: OccasionStatus;

  /** Days before bookableStartTime from which seasonal renewals can be confirmed. */
  @Column({ type: "int", default: 0 })
  headsUpDays!: number;

  @Column({ type: "boolean", default: false })
  seasonal!: boolean;

  /**
   * Accessible seating (issue 20): wheelchair places and their companion seats are held back from general sale
   * until this many hours before the start; null holds nothing back.
   */
  @Column({ type: "int", nullable: true })
  accessibleHoldbackHours!: number | null;

  /** When the held-back accessible places were released to general sale (set once, by one process). */
  @Column({ type: "timestamptz", nullable: true })
  accessibleReleasedAt!: Date | null;

  /** The seasonal occasion this one renews (next year's occasion points at last year's; each has at most one next). */
  @Index("occasions_previous_occasion_id", { unique: true })
  @Column({ type: "uuid", nullable: true })
  previousOccasionId!: string | null;

  @ManyToOne("OccasionEntity", { onDelete: "SET NULL" })
  @JoinColumn({ name: "previous_occasion_id" })
  previousOccasion?: Relation<OccasionEntity> | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;
}
