import { Column, CreateDateColumn, Entity, PrimaryColumn } from "typeorm";

/**
 * Secrets the server generates for itself (the signing key when SECRET_KEY is unset). Stored in the
 * database, not on one process's disk, so every process behind a load balancer signs alike.
 */
@Entity("server_keys")
export class ServerKeyEntity {
  @PrimaryColumn({ type: "varchar", length: 64 })
  name!: string;

  @Column({ type: "text" })
  value!: string;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;
}
