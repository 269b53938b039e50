import type { EntityManager } from "typeorm";
import { DomainError } from "../../common/errors.js";
import { PERMISSIONS } from "./permissions.js";

/** Serializes user and role administration, so two concurrent changes cannot together lock everyone out. */
export async function lockAccessAdministration(manager: EntityManager): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(7310101)`);
}

/**
 * After a change to users or roles (in the same transaction): someone must still hold administer_users and
 * someone administer_roles, and someone every permission (an administrator), or nobody could ever manage access
 * again: since nobody grants a permission they lack (escalation.ts), a permission nobody holds could never be
 * given again. Refused with 409 otherwise.
 */
export async function assertNoLockout(manager: EntityManager): Promise<void> {
  const rows: Array<{ users: number; roles: number; administrators: number }> = await manager.query(
    `WITH held AS (
       SELECT ur.user_id, array_agg(DISTINCT p) AS permissions
         FROM user_roles ur JOIN roles r ON r.id = ur.role_id CROSS JOIN LATERAL unnest(r.permissions) AS p
        GROUP BY ur.user_id)
     SELECT count(*) FILTER (WHERE 'administer_users' = ANY (permissions))::int AS users,
            count(*) FILTER (WHERE 'administer_roles' = ANY (permissions))::int AS roles,
            count(*) FILTER (WHERE permissions @> $1::text[])::int AS administrators
       FROM held`,
    [[...PERMISSIONS]],
  );
  if (!rows[0] || rows[0].users === 0 || rows[0].roles === 0) throw new DomainError("CONFLICT", "auth.lockout");
  if (rows[0].administrators === 0) throw new DomainError("CONFLICT", "auth.lockoutAdministrator");
}
