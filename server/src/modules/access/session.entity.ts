import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import type { UserEntity } from "../user/user.entity.js";

/** A signed-in browser session; the cookie carries a random token, the table its SHA-256. */
@Entity("sessions")
export class SessionEntity {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Index("sessions_token_hash", { unique: true })
  @Column({ type: "varchar", length: 64 })
  tokenHash!: string;

  @Index("sessions_user_id")
  @Column({ type: "uuid" })
  userId!: string;

  @ManyToOne("UserEntity", { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<UserEntity>;

  @Index("sessions_expires_at")
  @Column({ type: "timestamptz" })
  expiresAt!: Date;

  @Column({ type: "timestamptz" })
  lastSeenAt!: Date;

  @Column({ type: "varchar", length: 64, nullable: true })
  ipAddress!: string | null;

  @Column({ type: "varchar", length: 300, nullable: true })
  userAgent!: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}
