import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from "typeorm";
import type { PriceZoneEntity } from "../plan/price-zone.entity.js";
import type { TicketTypeEntity } from "./ticket-type.entity.js";

/**
 * A price list's price for one ticket type in one price zone of the plan. A zone without one sells the ticket
 * type at the list's plain price; only ticket types the list offers have zone prices.
 */
@Entity("event_zone_prices")
@Check("event_zone_prices_price_non_negative", `"price" >= 0`)
export class EventZonePriceEntity {
  @PrimaryColumn({ type: "uuid" })
  eventId!: string;

  @ManyToOne("EventEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "event_id" })
  event?: unknown;

  @PrimaryColumn({ type: "uuid" })
  ticketTypeId!: string;

  @ManyToOne("TicketTypeEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "ticket_type_id" })
  ticketType?: Relation<TicketTypeEntity>;

  @Index("event_zone_prices_price_zone_id")
  @PrimaryColumn({ type: "uuid" })
  priceZoneId!: string;

  @ManyToOne("PriceZoneEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "price_zone_id" })
  priceZone?: Relation<PriceZoneEntity>;

  /** Cents, VAT included. */
  @Column({ type: "int" })
  price!: number;

  /** The row's place in the price list as saved (plain and zone prices together): lists come back in this order. */
  @Column({ type: "int", default: 0 })
  position!: number;
}

/** An occasion's own zone price (custom pricing), as {@link EventZonePriceEntity} is the event's. */
@Entity("occasion_zone_prices")
@Check("occasion_zone_prices_price_non_negative", `"price" >= 0`)
export class OccasionZonePriceEntity {
  @PrimaryColumn({ type: "uuid" })
  occasionId!: string;

  @ManyToOne("OccasionEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "occasion_id" })
  occasion?: unknown;

  @PrimaryColumn({ type: "uuid" })
  ticketTypeId!: string;

  @ManyToOne("TicketTypeEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "ticket_type_id" })
  ticketType?: Relation<TicketTypeEntity>;

  @Index("occasion_zone_prices_price_zone_id")
  @PrimaryColumn({ type: "uuid" })
  priceZoneId!: string;

  @ManyToOne("PriceZoneEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "price_zone_id" })
  priceZone?: Relation<PriceZoneEntity>;

  /** Cents, VAT included. */
  @Column({ type: "int" })
  price!: number;

  /** The row's place in the price list as saved (plain and zone prices together): lists come back in this order. */
  @Column({ type: "int", default: 0 })
  position!: number;
}
