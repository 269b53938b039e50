import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  type Relation,
} from "typeorm";

/**
 * A date's waiting room (issue 39): whether it is on, how fast its line is let in, and the line's counters. One row per
 * date that ever had one; the admission run (admission.job.ts) is the only writer of the counters, under the row's lock.
 */
@Entity("queue_rooms")
export class QueueRoomEntity {
  @PrimaryColumn({ type: "uuid" })
  occasionId!: string;

  @OneToOne("OccasionEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "occasion_id" })
  occasion?: Relation<object>;

  /** Turned on by an operator. */
  @Column({ type: "boolean", default: false })
  enabled!: boolean;

  /** The date is marked high-demand: its room is on without being turned on. */
  @Column({ type: "boolean", default: false })
  highDemand!: boolean;

  /** People let in per minute; null: as many as the places still free allow (automatic). */
  @Column({ type: "int", nullable: true })
  ratePerMinute!: number | null;

  @Column({ type: "boolean", default: false })
  paused!: boolean;

  /** When the early arrivals' lottery was drawn (at the sale's start); null: not yet. */
  @Column({ type: "timestamptz", nullable: true })
  drawnAt!: Date | null;

  /** Places in line handed out so far (the last one's number). */
  @Column({ type: "int", default: 0 })
  lastPosition!: number;

  /** Every place up to this one has been let in. */
  @Column({ type: "int", default: 0 })
  admittedThrough!: number;

  /** Admissions earned by the rate but not yet used (a fraction carries to the next run). */
  @Column({ type: "double precision", default: 0 })
  admitCredit!: number;

  /** When the admission run last let people in (or found nobody to). */
  @Column({ type: "timestamptz", nullable: true })
  tickedAt!: Date | null;

  /** No place is left, none held: the line is told and offered the waiting list. */
  @Column({ type: "boolean", default: false })
  soldOut!: boolean;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}

/** A browser waiting in a date's line: its place (drawn, or in order of arrival), when it was let in, the one draft it opened. */
@Entity("queue_entries")
@Index("queue_entries_visitor", ["occasionId", "visitorHash"], { unique: true, where: "ended_at IS NULL" })
@Index("queue_entries_admitted", ["occasionId", "admittedAt"])
@Index("queue_entries_position", ["occasionId", "position"], { unique: true })
@Index("queue_entries_client", ["occasionId", "clientKey"])
export class QueueEntryEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "uuid" })
  occasionId!: string;

  @ManyToOne(() => QueueRoomEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "occasion_id" })
  room?: Relation<QueueRoomEntity>;

  /** sha256 of the browser's queue_visitor cookie. */
  @Column({ type: "varchar", length: 64 })
  visitorHash!: string;

  /** The client it joined from (clientKey): what the per-client limits count. */
  @Column({ type: "varchar", length: 64 })
  clientKey!: string;

  @Column({ type: "timestamptz" })
  joinedAt!: Date;

  /** Joined before the sale started: placed by the lottery. */
  @Column({ type: "boolean" })
  early!: boolean;

  /** The lottery's draw for this entry (random, from the server's CSPRNG). */
  @Column({ type: "bigint" })
  lotteryKey!: string;

  /** Its place in line (1 is first); null while the lottery is still to be drawn. */
  @Column({ type: "int", nullable: true })
  position!: number | null;

  /** When its turn came (or a pass let it through). */
  @Column({ type: "timestamptz", nullable: true })
  admittedAt!: Date | null;

  /** When the browser took its admission (its token was issued). */
  @Column({ type: "timestamptz", nullable: true })
  claimedAt!: Date | null;

  /** Let through by an operator's pass, out of turn. */
  @Column({ type: "boolean", default: false })
  viaPass!: boolean;

  /**
   * When its turn ended unused, or its admission's draft ended: the browser may join again (a new entry); the row stays
   * for the operator's counts.
   */
  @Column({ type: "timestamptz", nullable: true })
  endedAt!: Date | null;

  /** The one draft its admission opened. */
  @Index("queue_entries_booking", { unique: true, where: "booking_id IS NOT NULL" })
  @Column({ type: "uuid", nullable: true })
  bookingId!: string | null;

  @ManyToOne("BookingEntity", { onDelete: "SET NULL" })
  @JoinColumn({ name: "booking_id" })
  booking?: Relation<object> | null;
}

/** A code an operator gives a known customer to let them through a date's line at once (used once). */
@Entity("queue_passes")
export class QueuePassEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Index("queue_passes_occasion_id")
  @Column({ type: "uuid" })
  occasionId!: string;

  @ManyToOne(() => QueueRoomEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "occasion_id" })
  room?: Relation<QueueRoomEntity>;

  /** sha256 of the code (shown to the operator once). */
  @Index("queue_passes_code_hash", { unique: true })
  @Column({ type: "varchar", length: 64 })
  codeHash!: string;

  /** Who it is for, as the operator wrote it (a name or a note). */
  @Column({ type: "varchar", length: 200, default: "" })
  note!: string;

  @Column({ type: "uuid", nullable: true })
  createdBy!: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @Column({ type: "timestamptz", nullable: true })
  usedAt!: Date | null;
}
