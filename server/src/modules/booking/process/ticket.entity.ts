import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
} from "typeorm";
import { decimalTransformer } from "../../../db/columns.js";
import type { BookingEntity } from "./booking.entity.js";
import type { OccasionSpaceEntity } from "../../occasion/occasion-space.entity.js";
import type { TicketTypeEntity } from "../../pricing/ticket-type.entity.js";
import type { TicketAddonEntity } from "./ticket-addon.entity.js";

/** One place in one space on one occasion, priced when it was added. */
@Entity("tickets")
@Index("tickets_occasion_space", ["occasionId", "spaceId"])
@Check("tickets_price_non_negative", `"price" >= 0`)
@Check("tickets_vat_range", `"vat" >= 0 AND "vat" < 100`)
@Check("tickets_list_price", `"list_price" IS NULL OR "list_price" >= "price"`)
export class TicketEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Index("tickets_booking_id")
  @Column({ type: "uuid" })
  bookingId!: string;

  @ManyToOne("BookingEntity", (booking: BookingEntity) => booking.tickets, { onDelete: "CASCADE" })
  @JoinColumn({ name: "booking_id" })
  booking?: Relation<BookingEntity>;

  @Column({ type: "uuid" })
  occasionId!: string;

  @Column({ type: "uuid" })
  spaceId!: string;

  /** The per-occasion inventory row this ticket counts against. */
  @ManyToOne("OccasionSpaceEntity", { onDelete: "RESTRICT" })
  @JoinColumn([
    { name: "occasion_id", referencedColumnName: "occasionId" },
    { name: "space_id", referencedColumnName: "spaceId" },
  ])
  inventory?: Relation<OccasionSpaceEntity>;

  @Index("tickets_ticket_type_id")
  @Column({ type: "uuid" })
  ticketTypeId!: string;

  @ManyToOne("TicketTypeEntity", { onDelete: "RESTRICT" })
  @JoinColumn({ name: "ticket_type_id" })
  ticketType?: Relation<TicketTypeEntity>;

  /** Cents, VAT included, without addons. */
  @Column({ type: "int" })
  price!: number;

  /** Cents before a voucher's discount (null: no discount; `price` is what is charged, VAT included). */
  @Column({ type: "int", nullable: true })
  listPrice!: number | null;

  /** The voucher code that discounted the ticket. */
  @Column({ type: "uuid", nullable: true })
  voucherCodeId!: string | null;

  /** VAT percentage at the time of booking. */
  @Column({ type: "numeric", precision: 5, scale: 2, transformer: decimalTransformer })
  vat!: number;

  /** Random, unguessable: for check-in and the customer's link back to the booking. */
  @Index("tickets_code", { unique: true })
  @Column({ type: "varchar", length: 32 })
  code!: string;

  @OneToMany("TicketAddonEntity", (addon: TicketAddonEntity) => addon.ticket)
  addons?: Relation<TicketAddonEntity[]>;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}
