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
import type { BookingEntity } from "../booking/process/booking.entity.js";
import type { OccasionEntity } from "../occasion/occasion.entity.js";

/** Where an entry of a waiting list stands. */
export const WAITING_LIST_STATUSES = ["waiting", "offered", "booked", "expired", "removed"] as const;
export type WaitingListStatus = (typeof WAITING_LIST_STATUSES)[number];

/**
 * One visitor on a sold-out occasion's waiting list (issue 20): their address, how many places they want, and,
 * once places freed up for them, the offer: a draft holding those places until `offerExpiresAt`, reached through
 * the personal link whose token's hash is kept here (the token itself is only in their e-mail).
 * An address is on an occasion's list once while it waits or has an open offer. Only entries whose address was
 * confirmed (the link of the confirmation e-mail, its token's hash kept here too) are ever offered places (issue 32).
 */
@Entity("waiting_list_entries")
@Index("waiting_list_entries_occasion_position", ["occasionId", "position"])
@Index("waiting_list_entries_one_per_address", ["occasionId", "email"], { unique: true, where: `"status" IN ('waiting', 'offered')` })
@Index("waiting_list_entries_offer_token", ["offerTokenHash"], { unique: true, where: `"offer_token_hash" IS NOT NULL` })
@Index("waiting_list_entries_booking", ["bookingId"])
@Index("waiting_list_entries_confirm_token", ["confirmTokenHash"], { unique: true, where: `"confirm_token_hash" IS NOT NULL` })
// The client's live entries per occasion (WAITING_LIST_MAX_ENTRIES_PER_CLIENT's count).
@Index("waiting_list_entries_client", ["occasionId", "clientKey"], { where: `"status" IN ('waiting', 'offered')` })
@Check("waiting_list_entries_status", `"status" IN ('waiting', 'offered', 'booked', 'expired', 'removed')`)
@Check("waiting_list_entries_party_size", `"party_size" >= 1`)
export class WaitingListEntryEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "uuid" })
  occasionId!: string;

  @ManyToOne("OccasionEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "occasion_id" })
  occasion?: Relation<OccasionEntity>;

  /** Join order: offers go to the earliest entries first. */
  @Column({ type: "int" })
  @Generated("increment")
  position!: number;

  /** Lower-cased, as given otherwise. */
  @Column({ type: "varchar", length: 254 })
  email!: string;

  @Column({ type: "int" })
  partySize!: number;

  /** The visitor's language: the offer e-mail and the link are in it. */
  @Column({ type: "varchar", length: 8 })
  language!: string;

  @Column({ type: "varchar", length: 16, default: "waiting" })
  status!: WaitingListStatus;

  /**
   * The client key (clientKey) the entry was made from: entries per client and occasion are capped, and an offer's
   * draft holds its places under this key (the joiner's hold cap). Null for entries made before it was kept.
   */
  @Column({ type: "varchar", length: 64, nullable: true })
  clientKey!: string | null;

  /** SHA-256 of the confirmation link's token (the token itself is only in the confirmation e-mail). */
  @Column({ type: "varchar", length: 64, nullable: true })
  confirmTokenHash!: string | null;

  /** When the address was confirmed through that link; null: not yet, and never offered anything. */
  @Column({ type: "timestamptz", nullable: true })
  confirmedAt!: Date | null;

  /** The draft holding the offered places (the lifecycle owns it). */
  @Column({ type: "uuid", nullable: true })
  bookingId!: string | null;

  @ManyToOne("BookingEntity", { onDelete: "SET NULL" })
  @JoinColumn({ name: "booking_id" })
  booking?: Relation<BookingEntity>;

  @Column({ type: "timestamptz", nullable: true })
  offeredAt!: Date | null;

  /** Until when the offered places are held for the entry (the draft's expiry when it was offered). */
  @Column({ type: "timestamptz", nullable: true })
  offerExpiresAt!: Date | null;

  /** SHA-256 of the offer link's token. */
  @Column({ type: "varchar", length: 64, nullable: true })
  offerTokenHash!: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @Column({ type: "timestamptz" })
  updatedAt!: Date;
}
