import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from "typeorm";
import type { AddonEntity } from "./addon.entity.js";

/** An addon an event offers on its tickets. */
@Entity("event_addons")
export class EventAddonEntity {
  @PrimaryColumn({ type: "uuid" })
  eventId!: string;

  @ManyToOne("EventEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "event_id" })
  event?: unknown;

  @Index("event_addons_addon_id")
  @PrimaryColumn({ type: "uuid" })
  addonId!: string;

  @ManyToOne("AddonEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "addon_id" })
  addon?: Relation<AddonEntity>;
}
