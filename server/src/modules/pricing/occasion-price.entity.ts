import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from "typeorm";
import type { OccasionEntity } from "../occasion/occasion.entity.js";
import type { TicketTypeEntity } from "./ticket-type.entity.js";

/** An occasion's own price per ticket type, used instead of the event's when the occasion has custom pricing. */
@Entity("occasion_prices")
@Unique("occasion_prices_occasion_ticket_type", ["occasionId", "ticketTypeId"])
@Check("occasion_prices_price_non_negative", `"price" >= 0`)
export class OccasionPriceEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "uuid" })
  occasionId!: string;

  @ManyToOne("OccasionEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "occasion_id" })
  occasion?: Relation<OccasionEntity>;

  @Index("occasion_prices_ticket_type_id")
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
