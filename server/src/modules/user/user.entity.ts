import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinTable,
  ManyToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from "typeorm";
import type { RoleEntity } from "../access/role.entity.js";

/** An administrator account; permissions come through roles. */
@Entity("users")
export class UserEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  /** Stored lower-cased. */
  @Index("users_email", { unique: true })
  @Column({ type: "varchar", length: 254 })
  email!: string;

  /** argon2id hash. */
  @Column({ type: "varchar", length: 255 })
  passwordHash!: string;

  @ManyToMany("RoleEntity")
  @JoinTable({
    name: "user_roles",
    joinColumn: { name: "user_id", referencedColumnName: "id" },
    inverseJoinColumn: { name: "role_id", referencedColumnName: "id" },
  })
  roles?: Relation<RoleEntity[]>;

  @Column({ type: "timestamptz", nullable: true })
  lastLoginAt!: Date | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;
}
