import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Generated,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from "typeorm";
import type { SeriesEntity } from "../../series/series.entity.js";

export const ORDER_KINDS = ["series_pass"] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/**
 * Bookings bought together (issue 38): a series pass is one booking per date of the series, the same places on
 * each, checked out and paid once. An order has no status of its own: its bookings move together, through the
 * booking lifecycle (the only writer of orders and of bookings' order).
 */
@Entity("orders")
@Check("orders_kind", `"kind" IN ('series_pass')`)
export class OrderEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  /** A number for people (the receipt, the box office, exports). */
  @Index("orders_number", { unique: true })
  @Column({ type: "int" })
  @Generated("increment")
  number!: number;

  @Column({ type: "varchar", length: 16 })
  kind!: OrderKind;

  /** The series a pass is of; null once the series was deleted (only one never sold: an unsold hold lapses). */
  @Index("orders_series_id")
  @Column({ type: "uuid", nullable: true })
  seriesId!: string | null;

  @ManyToOne("SeriesEntity", { onDelete: "SET NULL" })
  @JoinColumn({ name: "series_id" })
  series?: Relation<SeriesEntity> | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}
