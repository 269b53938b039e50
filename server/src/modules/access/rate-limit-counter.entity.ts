import { Column, Entity, Index, PrimaryColumn } from "typeorm";

/** Fixed-window request counters shared by every process (login and booking abuse limits). */
@Entity("rate_limit_counters")
export class RateLimitCounterEntity {
  @PrimaryColumn({ type: "varchar", length: 300 })
  key!: string;

  @Index("rate_limit_counters_window_start")
  @PrimaryColumn({ type: "timestamptz" })
  windowStart!: Date;

  @Column({ type: "int", default: 0 })
  count!: number;
}
