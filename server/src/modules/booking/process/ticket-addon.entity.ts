import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from "typeorm";
import { decimalTransformer } from "../../../db/columns.js";
import type { TicketEntity } from "./ticket.entity.js";
import type { AddonEntity } from "../../pricing/addon.entity.js";

/** An addon on a ticket, with the price and VAT it was sold at. */
@Entity("ticket_addons")
@Check("ticket_addons_price_non_negative", `"price" >= 0`)
export class TicketAddonEntity {
  @PrimaryColumn({ type: "uuid" })
  ticketId!: string;

  @ManyToOne("TicketEntity", (ticket: TicketEntity) => ticket.addons, { onDelete: "CASCADE" })
  @JoinColumn({ name: "ticket_id" })
  ticket?: Relation<TicketEntity>;

  @Index("ticket_addons_addon_id")
  @PrimaryColumn({ type: "uuid" })
  addonId!: string;

  @ManyToOne("AddonEntity", { onDelete: "RESTRICT" })
  @JoinColumn({ name: "addon_id" })
  addon?: Relation<AddonEntity>;

  @Column({ type: "int" })
  price!: number;

  @Column({ type: "numeric", precision: 5, scale: 2, transformer: decimalTransformer })
  vat!: number;
}
