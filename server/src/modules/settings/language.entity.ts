import { Column, Entity, PrimaryColumn } from "typeorm";

/** A language the interface and translated content may be offered in (en, fi, sv, and any an administrator adds). */
@Entity("languages")
export class LanguageEntity {
  @PrimaryColumn({ type: "varchar", length: 8 })
  id!: string;

  @Column({ type: "varchar", length: 64 })
  name!: string;

  /** Order in the language menu; the first language is the fallback. */
  @Column({ type: "int", default: 0 })
  position!: number;

  /** Offered to visitors; a language an administrator adds starts disabled, while it is being translated. */
  @Column({ type: "boolean", default: true })
  enabled!: boolean;
}
