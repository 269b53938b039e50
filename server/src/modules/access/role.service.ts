import type { DataSource, EntityManager } from "typeorm";
import { queryRows } from "../../db/query-rows.js";
import { DomainError, validationFailed } from "../../common/errors.js";
import { parseUuid } from "../../common/ids.js";
import { inTransaction } from "../../common/transaction.js";
import { parseInput } from "../../common/request-input.js";
import type { RoleInput } from "./admin.inputs.js";
import type { RoleView } from "./admin.results.js";
import { AccessActor } from "./escalation.js";
import { assertNoLockout, lockAccessAdministration } from "./lockout.js";
import { PERMISSIONS } from "./permissions.js";
import { roleSchema } from "./role.input.js";

function view(row: { id: string; name: string; description: string; permissions: string[] }): RoleView {
  return { id: row.id, name: row.name, description: row.description, permissions: [...row.permissions].sort() };
}

/** Roles administration (administer_roles). */
export class RoleService {
  constructor(private readonly dataSource: DataSource) {}

  async list(): Promise<RoleView[]> {
    const rows = await this.dataSource.query(`SELECT id, name, description, permissions FROM roles ORDER BY lower(name)`);
    return rows.map(view);
  }

  async get(id: string): Promise<RoleView> {
    const rows = await this.dataSource.query(`SELECT id, name, description, permissions FROM roles WHERE id = $1`, [parseUuid(id)]);
    if (!rows[0]) throw new DomainError("NOT_FOUND", "auth.roleNotFound");
    return view(rows[0]);
  }

  permissions(): string[] {
    return [...PERMISSIONS];
  }

  private async assertNameFree(manager: EntityManager, name: string, exceptId: string | null): Promise<void> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM roles WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2`, [
      name,
      exceptId,
    ]);
    if (rows.length > 0) throw validationFailed({ name: "auth.roleNameTaken" });
  }

  /** `actorId` is the administrator making the change (escalation.ts). */
  async create(actorId: string, input: RoleInput): Promise<RoleView> {
    const role = parseInput(roleSchema, input);
    return inTransaction(this.dataSource, async (manager) => {
      await lockAccessAdministration(manager);
      (await AccessActor.load(manager, actorId)).assertMayGrant(role.permissions);
      await this.assertNameFree(manager, role.name, null);
      const rows = await manager.query(
        `INSERT INTO roles (name, description, permissions) VALUES ($1, $2, $3) RETURNING id, name, description, permissions`,
        [role.name, role.description, role.permissions],
      );
      return view(rows[0]);
    });
  }

  async update(actorId: string, id: string, input: RoleInput): Promise<RoleView> {
    const roleId = parseUuid(id);
    const role = parseInput(roleSchema, input);
    return inTransaction(this.dataSource, async (manager) => {
      await lockAccessAdministration(manager);
      const actor = await AccessActor.load(manager, actorId);
      await actor.assertMayChangeRole(manager, roleId);
      actor.assertMayGrant(role.permissions);
      await this.assertNameFree(manager, role.name, roleId);
      const rows = await queryRows<{ id: string; name: string; description: string; permissions: string[] }>(
        manager,
        `UPDATE roles SET name = $2, description = $3, permissions = $4, updated_at = now() WHERE id = $1 RETURNING id, name, description, permissions`,
        [roleId, role.name, role.description, role.permissions],
      );
      if (!rows[0]) throw new DomainError("NOT_FOUND", "auth.roleNotFound");
      await assertNoLockout(manager);
      return view(rows[0]);
    });
  }

  async remove(actorId: string, id: string): Promise<void> {
    const roleId = parseUuid(id);
    await inTransaction(this.dataSource, async (manager) => {
      await lockAccessAdministration(manager);
      await (await AccessActor.load(manager, actorId)).assertMayChangeRole(manager, roleId);
      const rows = await queryRows(manager, `DELETE FROM roles WHERE id = $1 RETURNING id`, [roleId]);
      if (rows.length === 0) throw new DomainError("NOT_FOUND", "auth.roleNotFound");
      await assertNoLockout(manager);
    });
  }
}
