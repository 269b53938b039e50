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
  type Relation,
} from "typeorm";

/** How a campaign's codes price a matching ticket: cents off, a percentage off (hundredths of a percent), or a fixed price in cents. */
export type VoucherKind = "amount" | "percent" | "fixed";

/**
 * A discount campaign (issue 38): what its codes take off, when they are valid, which tickets they apply to (empty
 * lists: any) and how often they may be used. `updatedAt` is its version for the admin's form.
 */
@Entity("voucher_campaigns")
@Check("voucher_campaigns_kind", `"kind" IN ('amount', 'percent', 'fixed')`)
@Check("voucher_campaigns_value", `"value" >= 0 AND ("kind" <> 'percent' OR "value" <= 10000)`)
@Check("voucher_campaigns_uses", `("uses_per_code" IS NULL OR "uses_per_code" > 0) AND ("uses_per_email" IS NULL OR "uses_per_email" > 0)`)
export class VoucherCampaignEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "varchar", length: 200 })
  name!: string;

  @Column({ type: "varchar", length: 16 })
  kind!: VoucherKind;

  @Column({ type: "int" })
  value!: number;

  @Column({ type: "timestamptz", nullable: true })
  validFrom!: Date | null;

  @Column({ type: "timestamptz", nullable: true })
  validUntil!: Date | null;

  @Column({ type: "uuid", array: true, default: () => "'{}'" })
  eventIds!: string[];

  @Column({ type: "uuid", array: true, default: () => "'{}'" })
  occasionIds!: string[];

  @Column({ type: "uuid", array: true, default: () => "'{}'" })
  ticketTypeIds!: string[];

  @Column({ type: "uuid", array: true, default: () => "'{}'" })
  priceZoneIds!: string[];

  /** The uses a new code of the campaign gets (null: unlimited). */
  @Column({ type: "int", nullable: true })
  usesPerCode!: number | null;

  /** Bookings one customer e-mail may use the campaign's codes in (null: unlimited). */
  @Column({ type: "int", nullable: true })
  usesPerEmail!: number | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @Column({ type: "timestamptz" })
  updatedAt!: Date;
}

/** A code of a campaign, stored upper-case; `used` counts the bookings holding or having used it, never past `maxUses`. */
@Entity("voucher_codes")
@Check("voucher_codes_used", `"used" >= 0 AND ("max_uses" IS NULL OR "used" <= "max_uses")`)
export class VoucherCodeEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Index("voucher_codes_campaign_id")
  @Column({ type: "uuid" })
  campaignId!: string;

  @ManyToOne(() => VoucherCampaignEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "campaign_id" })
  campaign?: Relation<VoucherCampaignEntity>;

  @Index("voucher_codes_code", { unique: true })
  @Column({ type: "varchar", length: 32 })
  code!: string;

  @Column({ type: "int", nullable: true })
  maxUses!: number | null;

  @Column({ type: "int", default: 0 })
  used!: number;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}

/** Bookings of a campaign per customer e-mail (lower-case, trimmed), counted at confirm. */
@Entity("voucher_email_uses")
@Check("voucher_email_uses_used", `"used" >= 0`)
export class VoucherEmailUseEntity {
  @PrimaryColumn({ type: "uuid" })
  campaignId!: string;

  @ManyToOne(() => VoucherCampaignEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "campaign_id" })
  campaign?: Relation<VoucherCampaignEntity>;

  @PrimaryColumn({ type: "varchar", length: 320 })
  emailKey!: string;

  @Column({ type: "int", default: 0 })
  used!: number;
}

/** A booking's use of a code: `held` while unfinished, `used` once booked, `released` when the booking lapsed or ended unpaid. */
@Entity("voucher_redemptions")
@Check("voucher_redemptions_status", `"status" IN ('held', 'used', 'released')`)
export class VoucherRedemptionEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Index("voucher_redemptions_code_id")
  @Column({ type: "uuid" })
  codeId!: string;

  @ManyToOne(() => VoucherCodeEntity, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "code_id" })
  voucherCode?: Relation<VoucherCodeEntity>;

  @Index("voucher_redemptions_booking_id", { unique: true })
  @Column({ type: "uuid" })
  bookingId!: string;

  @ManyToOne("BookingEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "booking_id" })
  booking?: Relation<object>;

  /** The customer e-mail counted against the campaign's per-e-mail uses (set at confirm). */
  @Column({ type: "varchar", length: 320, nullable: true })
  emailKey!: string | null;

  @Column({ type: "varchar", length: 16 })
  status!: "held" | "used" | "released";

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}

/**
 * A place held back for a campaign's codes on one date (a presale, issue 38): only a draft with one of the campaign's
 * codes applied holds it, until the campaign's validity ends (none: until the administrator takes it off).
 */
@Entity("voucher_campaign_places")
export class VoucherCampaignPlaceEntity {
  @PrimaryColumn({ type: "uuid" })
  campaignId!: string;

  @ManyToOne(() => VoucherCampaignEntity, { onDelete: "CASCADE" })
  @JoinColumn({ name: "campaign_id" })
  campaign?: Relation<VoucherCampaignEntity>;

  @Index("voucher_campaign_places_occasion_id")
  @PrimaryColumn({ type: "uuid" })
  occasionId!: string;

  @ManyToOne("OccasionEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "occasion_id" })
  occasion?: Relation<object>;

  @PrimaryColumn({ type: "uuid" })
  spaceId!: string;

  @ManyToOne("SpaceEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "space_id" })
  space?: Relation<object>;
}
