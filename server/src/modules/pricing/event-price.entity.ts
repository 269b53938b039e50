import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from "typeorm";
import type { EventEntity } from "../event/event.entity.js";
import type { TicketTypeEntity } from "./ticket-type.entity.js";

/** The event's price list: one price per ticket type. */
@Entity("event_prices")
@Unique("event_prices_event_ticket_type", ["eventId", "ticketTypeId"])
@Check("event_prices_price_non_negative", `"price" >= 0`)
export class EventPriceEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "uuid" })
  eventId!: string;

  @ManyToOne("EventEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "event_id" })
  event?: Relation<EventEntity>;

  @Index("event_prices_ticket_type_id")
  @Column({ type: "uuid" })
  ticketTypeId!: string;

  @ManyToOne("TicketTypeEntity", { onDelete: "RESTRICT" })
  @JoinColumn({ name: "ticket_type_id" })
  ticketType?: Relation<TicketTypeEntity>;

  /** Cents, VAT included. */
  @Column({ type: "int" })
  price!: number;

  /** The row's place in the price list as saved (plain and zone prices together): lists come back in this order. */
  @Column({ type: "int", default: 0 })
  position!: number;
}
