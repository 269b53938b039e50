import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from "typeorm";
import type { LanguageEntity } from "../settings/language.entity.js";

/** An administrator's override of one interface text, merged over the bundled dictionaries. */
@Entity("dictionary_entries")
@Unique("dictionary_entries_language_namespace_key", ["languageId", "namespace", "key"])
export class DictionaryEntryEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "varchar", length: 8 })
  languageId!: string;

  @ManyToOne("LanguageEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "language_id" })
  language?: Relation<LanguageEntity>;

  @Column({ type: "varchar", length: 64, default: "ui" })
  namespace!: string;

  /** Dotted key, e.g. `errors.404`. */
  @Column({ type: "varchar", length: 255 })
  key!: string;

  @Column({ type: "text" })
  value!: string;
}
