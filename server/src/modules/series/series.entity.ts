import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from "typeorm";
import type { Translations } from "../../common/translations.js";
import type { EventEntity } from "../event/event.entity.js";
import type { OccasionEntity } from "../occasion/occasion.entity.js";

/**
 * A series (issue 38): dates of one event sold together as a season ticket, the same places on every date, at
 * the series' own price per ticket. Its sale has a window of its own; while `singleDatesOnSale` is off, its dates
 * are sold only as the series.
 */
@Entity("series")
@Check("series_sale_window", `"sale_end" IS NULL OR "sale_start" IS NULL OR "sale_end" > "sale_start"`)
export class SeriesEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Index("series_event_id")
  @Column({ type: "uuid" })
  eventId!: string;

  @ManyToOne("EventEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "event_id" })
  event?: Relation<EventEntity>;

  @Column({ type: "jsonb" })
  name!: Translations;

  @Column({ type: "boolean", default: true })
  singleDatesOnSale!: boolean;

  @Column({ type: "timestamptz", nullable: true })
  saleStart!: Date | null;

  /** Null: until the first date starts (a series is never sold once it has begun). */
  @Column({ type: "timestamptz", nullable: true })
  saleEnd!: Date | null;

  @Column({ type: "boolean", default: false })
  published!: boolean;

  /** The series this one renews (createNextSeries): each series is renewed at most once. */
  @Index("series_previous_series_id", { unique: true })
  @Column({ type: "uuid", nullable: true })
  previousSeriesId!: string | null;

  @ManyToOne("SeriesEntity", { onDelete: "SET NULL" })
  @JoinColumn({ name: "previous_series_id" })
  previousSeries?: Relation<SeriesEntity> | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;
}

/** A date of a series; a date belongs to one series at most. */
@Entity("series_occasions")
export class SeriesOccasionEntity {
  @PrimaryColumn({ type: "uuid" })
  seriesId!: string;

  @ManyToOne("SeriesEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "series_id" })
  series?: Relation<SeriesEntity>;

  @Index("series_occasions_occasion_id", { unique: true })
  @PrimaryColumn({ type: "uuid" })
  occasionId!: string;

  @ManyToOne("OccasionEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "occasion_id" })
  occasion?: Relation<OccasionEntity>;
}
