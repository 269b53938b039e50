import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";
import type { Translations } from "../../common/translations.js";

/** The site's settings: one row. */
@Entity("settings")
@Check("settings_singleton", `"id" = 1`)
export class SettingsEntity {
  @PrimaryColumn({ type: "int", default: 1 })
  id!: number;

  @Column({ type: "jsonb", default: () => "'{}'" })
  sitename!: Translations;

  @Column({ type: "varchar", length: 7, default: "#0085d2" })
  primaryColor!: string;

  @Column({ type: "varchar", length: 7, nullable: true })
  secondaryColor!: string | null;

  @Column({ type: "jsonb", default: () => "'{}'" })
  bookingNotice!: Translations;

  /** Markdown, rendered sanitized by the client. */
  @Column({ type: "jsonb", default: () => "'{}'" })
  bookingTerms!: Translations;

  @Column({ type: "jsonb", default: () => "'{}'" })
  footerText!: Translations;

  @Column({ type: "boolean", default: false })
  requireAddress!: boolean;

  @Column({ type: "boolean", default: false })
  requireIdentityNumber!: boolean;

  /** The venue's IANA time zone; every date shown to people uses it. */
  @Column({ type: "varchar", length: 64, default: "Europe/Helsinki" })
  timeZone!: string;

  /** Client details are anonymized this many days after the occasion; null keeps them. */
  @Column({ type: "int", nullable: true })
  retentionDays!: number | null;

  /**
   * Customers may cancel a booking themselves from their 'my booking' link until this many hours before its
   * occasion starts (refunded like an administrator's refund); null: only the box office cancels.
   */
  @Column({ type: "int", nullable: true })
  customerCancellationHours!: number | null;

  /** How long places offered to a waiting-list entry are held for them (minutes) before they pass to the next. */
  @Column({ type: "int", default: 120 })
  waitingListOfferMinutes!: number;

  /** The seller's legal name, printed on receipts (Finnish law asks receipts to name the seller). */
  @Column({ type: "varchar", length: 200, nullable: true })
  sellerName!: string | null;

  /** The seller's Finnish business ID (Y-tunnus), stored as 1234567-8. */
  @Column({ type: "varchar", length: 9, nullable: true })
  sellerBusinessId!: string | null;

  /** The seller's postal address, possibly on several lines. */
  @Column({ type: "varchar", length: 300, nullable: true })
  sellerAddress!: string | null;

  /** An https image shown when the site's pages are shared (Open Graph, Twitter cards), unless an event has its own. */
  @Column({ type: "varchar", length: 2000, nullable: true })
  imageUrl!: string | null;

  /**
   * Origins (https://venue.example) whose pages may frame the embeddable event widget (issue 40): the embed page's
   * Content-Security-Policy frame-ancestors lists them beside 'self'. Normalized, without duplicates.
   */
  @Column({ type: "text", array: true, default: () => "'{}'" })
  embedOrigins!: string[];

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;
}
