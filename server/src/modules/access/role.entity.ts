import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import type { Permission } from "./permissions.js";

/** A named set of permissions given to users. */
@Entity("roles")
export class RoleEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Index("roles_name", { unique: true })
  @Column({ type: "varchar", length: 100 })
  name!: string;

  @Column({ type: "text", default: "" })
  description!: string;

  @Column({ type: "text", array: true, default: () => "'{}'" })
  permissions!: Permission[];

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;
}
