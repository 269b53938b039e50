import { Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, type Relation } from "typeorm";
import type { TicketEntity } from "../booking/process/ticket.entity.js";
import type { UserEntity } from "../user/user.entity.js";

/**
 * A ticket let in at the door: at most one row per ticket (its primary key), so of two devices scanning the
 * same ticket at the same moment exactly one admits it. Written only by CheckInService.
 */
@Entity("ticket_check_ins")
@Index("ticket_check_ins_occasion", ["occasionId"])
export class TicketCheckInEntity {
  @PrimaryColumn({ type: "uuid" })
  ticketId!: string;

  @OneToOne("TicketEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "ticket_id" })
  ticket?: Relation<TicketEntity>;

  /** The ticket's occasion, copied so the door's counters need no join. */
  @Column({ type: "uuid" })
  occasionId!: string;

  @Column({ type: "timestamptz" })
  checkedInAt!: Date;

  /** The name the scanning device goes by ("North door 2"), shown when the ticket is scanned again. */
  @Column({ type: "varchar", length: 60 })
  device!: string;

  @Index("ticket_check_ins_user_id")
  @Column({ type: "uuid", nullable: true })
  userId!: string | null;

  @ManyToOne("UserEntity", { onDelete: "SET NULL" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<UserEntity> | null;
}
