import { Check, Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { decimalTransformer } from "../../db/columns.js";
import type { Translations } from "../../common/translations.js";

/** An extra that can be attached to a ticket, priced separately. */
@Entity("addons")
@Check("addons_price_non_negative", `"price" >= 0`)
@Check("addons_vat_range", `"vat" >= 0 AND "vat" <= 100`)
export class AddonEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "jsonb" })
  name!: Translations;

  @Column({ type: "jsonb", default: () => "'{}'" })
  description!: Translations;

  /** Cents, VAT included. */
  @Column({ type: "int" })
  price!: number;

  @Column({ type: "numeric", precision: 5, scale: 2, transformer: decimalTransformer })
  vat!: number;

  @Column({ type: "varchar", length: 64 })
  productCode!: string;

  @Column({ type: "boolean", default: true })
  active!: boolean;
}
