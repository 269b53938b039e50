import { Check, Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { decimalTransformer } from "../../db/columns.js";
import type { Translations } from "../../common/translations.js";

/** A kind of ticket (adult, child, ...) with its VAT rate and the product code payment providers want. */
@Entity("ticket_types")
@Check("ticket_types_vat_range", `"vat" >= 0 AND "vat" <= 100`)
export class TicketTypeEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "jsonb" })
  name!: Translations;

  /** VAT percentage, e.g. 10.00 or 25.50. */
  @Column({ type: "numeric", precision: 5, scale: 2, transformer: decimalTransformer })
  vat!: number;

  @Column({ type: "varchar", length: 64 })
  productCode!: string;

  @Column({ type: "int", default: 0 })
  position!: number;
}
