import type { EntityManager } from "typeorm";
import { DomainError } from "../../common/errors.js";

/** Serializes user and role administration, so two concurrent changes cannot together lock everyone out. */
export async function lockAccessAdministration(manager: EntityManager): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(7310101)`);
}

/**
 * After a change to users or roles (in the same transaction): someone must still hold administer_users and
 * someone administer_roles, or nobody could ever manage access again. Refused with 409 otherwise.
 */
export async function assertNoLockout(manager: EntityManager): Promise<void> {
  const rows: Array<{ users: number; roles: number }> = await manager.query(
    `SELECT count(DISTINCT ur.user_id) FILTER (WHERE 'administer_users' = ANY (r.permissions))::int AS users,
            count(DISTINCT ur.user_id) FILTER (WHERE 'administer_roles' = ANY (r.permissions))::int AS roles
       FROM user_roles ur JOIN roles r ON r.id = ur.role_id`,
  );
  if (!rows[0] || rows[0].users === 0 || rows[0].roles === 0) throw new DomainError("CONFLICT", "auth.lockout");
}
