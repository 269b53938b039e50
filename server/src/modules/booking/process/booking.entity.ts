import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Generated,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from "typeorm";
import { bigintTransformer } from "../../../db/columns.js";
import type { OrderEntity } from "./order.entity.js";
import type { OccasionEntity } from "../../occasion/occasion.entity.js";
import type { UserEntity } from "../../user/user.entity.js";
import type { BookingStatus } from "@seatbooking/core";
import type { TicketEntity } from "./ticket.entity.js";

/** A booking of an occasion, from draft to booked (or a terminal status); carries the client's details. */
@Entity("bookings")
@Index("bookings_status_expires_at", ["status", "expiresAt"])
// Live holds per client address (hold_place's MAX_HELD_PER_ADDRESS_PER_OCCASION count).
@Index("bookings_address_holds", ["occasionId", "clientAddress"], { where: `"status" IN ('draft', 'payment')` })
// A customer's data is looked up by their e-mail on request (erased bookings have none).
@Index("bookings_email", ["email"], { where: `"email" IS NOT NULL` })
// The caller's draft by its cookie: best available holds into the draft the visitor already has.
@Index("bookings_draft_secret", ["secretHash"], { where: `"status" = 'draft'` })
// The retention job reads only the bookings it has not anonymized yet.
@Index("bookings_not_anonymized", ["occasionId"], { where: `"anonymized_at" IS NULL` })
// A buyer's confirmed tickets per date (the per-buyer cap's count at confirm).
@Index("bookings_buyer", ["buyerKey", "occasionId"], { where: `"buyer_key" IS NOT NULL` })
@Check("bookings_status", `"status" IN ('draft', 'payment', 'locked', 'booked', 'renewable', 'cancelled', 'expired', 'refunded')`)
@Check("bookings_total_non_negative", `"total" >= 0`)
export class BookingEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  /** Sequential number for people (customer service, the admin breadcrumb). */
  @Index("bookings_number", { unique: true })
  @Column({ type: "bigint", transformer: bigintTransformer })
  @Generated("increment")
  number!: number;

  @Index("bookings_occasion_id")
  @Column({ type: "uuid" })
  occasionId!: string;

  @ManyToOne("OccasionEntity", { onDelete: "RESTRICT" })
  @JoinColumn({ name: "occasion_id" })
  occasion?: Relation<OccasionEntity>;

  @Column({ type: "varchar", length: 16 })
  status!: BookingStatus;

  /** The client key (clientKey: an IPv6 address by its prefix) the booking was made from: holds are limited per key and occasion. */
  @Column({ type: "varchar", length: 64, nullable: true })
  clientAddress!: string | null;

  /** SHA-256 of the secret in the draft's HttpOnly cookie; the uuid alone does not grant access. */
  @Column({ type: "varchar", length: 64, nullable: true })
  secretHash!: string | null;

  @Column({ type: "varchar", length: 100, nullable: true })
  firstname!: string | null;

  @Column({ type: "varchar", length: 100, nullable: true })
  lastname!: string | null;

  @Column({ type: "varchar", length: 254, nullable: true })
  email!: string | null;

  @Column({ type: "varchar", length: 40, nullable: true })
  phone!: string | null;

  @Column({ type: "varchar", length: 300, nullable: true })
  address!: string | null;

  @Column({ type: "varchar", length: 11, nullable: true })
  identityNumber!: string | null;

  /** Message to the organizer. */
  @Column({ type: "text", nullable: true })
  message!: string | null;

  @Column({ type: "varchar", length: 32, nullable: true })
  paymentMethodId!: string | null;

  @Column({ type: "timestamptz", nullable: true })
  termsAcceptedAt!: Date | null;

  /** When the hold lapses (draft, payment, renewable); null for bookings that hold without expiry. */
  @Column({ type: "timestamptz", nullable: true })
  expiresAt!: Date | null;

  /** Cents, VAT included; kept in step with the tickets by the booking lifecycle. */
  @Column({ type: "int", default: 0 })
  total!: number;

  /** The customer's language, for e-mails and payment pages. */
  @Column({ type: "varchar", length: 8, default: "en" })
  language!: string;

  /** The order it was bought in with other bookings (a series pass: one booking per date); null for most. */
  @Index("bookings_order_id", { where: `"order_id" IS NOT NULL` })
  @Column({ type: "uuid", nullable: true })
  orderId!: string | null;

  @ManyToOne("OrderEntity", { onDelete: "RESTRICT" })
  @JoinColumn({ name: "order_id" })
  order?: Relation<OrderEntity> | null;

  /** For a renewal: last season's booking it renews (each booking is renewed at most once). */
  @Index("bookings_renewed_from_id", { unique: true })
  @Column({ type: "uuid", nullable: true })
  renewedFromId!: string | null;

  @ManyToOne("BookingEntity", { onDelete: "SET NULL" })
  @JoinColumn({ name: "renewed_from_id" })
  renewedFrom?: Relation<BookingEntity> | null;

  /**
   * A renewal's link capability (/renewals/{token}): a random UUID (122 random bits), separate from the
   * booking's id, which administrators and other systems see. Its SHA-256 is the booking's secret_hash, so
   * the link's browser gets the draft cookie and checks out like any draft.
   */
  @Index("bookings_renewal_token", { unique: true, where: `"renewal_token" IS NOT NULL` })
  @Column({ type: "uuid", nullable: true })
  renewalToken!: string | null;

  /**
   * The 'my booking' link's capability (/my-booking/{token}, e-mailed with the confirmation): SHA-256 of a
   * random 256-bit token, so the table alone opens no booking. Set once, when the booking is first booked.
   */
  @Index("bookings_manage_token_hash", { unique: true, where: `"manage_token_hash" IS NOT NULL` })
  @Column({ type: "varchar", length: 64, nullable: true })
  manageTokenHash!: string | null;

  /**
   * Who bought it, for an event that caps tickets per buyer: `user:<id>` when signed in, else `email:<verified address,
   * lower-cased>`. Written at confirm with the client details (client-details.ts) and erased with them; null otherwise.
   */
  @Column({ type: "varchar", length: 270, nullable: true })
  buyerKey!: string | null;

  /** A renewal's own deadline, when an administrator extended it past the public sale start. */
  @Column({ type: "timestamptz", nullable: true })
  renewalDeadline!: Date | null;

  /** The administrator who created it (locked bookings, bookings made for a customer). */
  @Column({ type: "uuid", nullable: true })
  createdById!: string | null;

  @ManyToOne("UserEntity", { onDelete: "SET NULL" })
  @JoinColumn({ name: "created_by_id" })
  createdBy?: Relation<UserEntity> | null;

  @Column({ type: "timestamptz", nullable: true })
  confirmedAt!: Date | null;

  /** Set when the client's details were erased (the retention job, or the customer's request); never cleared. */
  @Column({ type: "timestamptz", nullable: true })
  anonymizedAt!: Date | null;

  @OneToMany("TicketEntity", (ticket: TicketEntity) => ticket.booking)
  tickets?: Relation<TicketEntity[]>;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;
}
