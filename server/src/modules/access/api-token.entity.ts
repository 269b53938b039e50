import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import type { UserEntity } from "../user/user.entity.js";

/** A personal token for other systems (`Authorization: Bearer`), shown once and stored hashed. */
@Entity("api_tokens")
export class ApiTokenEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Index("api_tokens_user_id")
  @Column({ type: "uuid" })
  userId!: string;

  @ManyToOne("UserEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<UserEntity>;

  @Column({ type: "varchar", length: 100 })
  name!: string;

  @Index("api_tokens_token_hash", { unique: true })
  @Column({ type: "varchar", length: 64 })
  tokenHash!: string;

  /** The first characters of the token, so its owner can tell tokens apart. */
  @Column({ type: "varchar", length: 12 })
  tokenPrefix!: string;

  @Column({ type: "timestamptz", nullable: true })
  lastUsedAt!: Date | null;

  @Column({ type: "timestamptz", nullable: true })
  revokedAt!: Date | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}
