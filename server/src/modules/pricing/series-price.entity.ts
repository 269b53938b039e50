import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from "typeorm";
import type { PriceZoneEntity } from "../plan/price-zone.entity.js";
import type { TicketTypeEntity } from "./ticket-type.entity.js";

/** A series' plain price for a ticket type: cents, VAT included, for the ticket on every date together. */
@Entity("series_prices")
@Check("series_prices_price_non_negative", `"price" >= 0`)
export class SeriesPriceEntity {
  @PrimaryColumn({ type: "uuid" })
  seriesId!: string;

  @ManyToOne("SeriesEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "series_id" })
  series?: unknown;

  @PrimaryColumn({ type: "uuid" })
  ticketTypeId!: string;

  @ManyToOne("TicketTypeEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "ticket_type_id" })
  ticketType?: Relation<TicketTypeEntity>;

  @Column({ type: "int" })
  price!: number;

  /** The row's place in the price list as saved (plain and zone prices together). */
  @Column({ type: "int", default: 0 })
  position!: number;
}

/** A series' price for a ticket type in a price zone of its plan, as event_zone_prices are an event's. */
@Entity("series_zone_prices")
@Check("series_zone_prices_price_non_negative", `"price" >= 0`)
export class SeriesZonePriceEntity {
  @PrimaryColumn({ type: "uuid" })
  seriesId!: string;

  @ManyToOne("SeriesEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "series_id" })
  series?: unknown;

  @PrimaryColumn({ type: "uuid" })
  ticketTypeId!: string;

  @ManyToOne("TicketTypeEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "ticket_type_id" })
  ticketType?: Relation<TicketTypeEntity>;

  @Index("series_zone_prices_price_zone_id")
  @PrimaryColumn({ type: "uuid" })
  priceZoneId!: string;

  @ManyToOne("PriceZoneEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "price_zone_id" })
  priceZone?: Relation<PriceZoneEntity>;

  @Column({ type: "int" })
  price!: number;

  @Column({ type: "int", default: 0 })
  position!: number;
}
