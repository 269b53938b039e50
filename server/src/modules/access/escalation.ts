import type { EntityManager } from "typeorm";
import { DomainError } from "../../common/errors.js";
import { PERMISSIONS } from "./permissions.js";

/**
 * The one rule against escalation (DESIGN section 7.4: nobody grants a permission they lack), for every
 * change to users and roles. The acting user is read inside the change's transaction, after
 * lockAccessAdministration, so a concurrent change to their own roles cannot slip in between. Refusals are
 * 403 FORBIDDEN; a user holding every permission (an administrator) is never refused here (the lock-out
 * rule still applies to them).
 *
 * - Nobody gives any user a permission they do not hold themselves (a user's roles, a role's permissions).
 * - Nobody changes, sets the password of or deletes a user, or changes or deletes a role, holding a
 *   permission they lack (an administrator's account is not for a user administrator to take over).
 * - Nobody but an administrator changes their own roles, or changes or deletes a role they hold.
 */
export class AccessActor {
  private constructor(
    readonly id: string,
    private readonly permissions: ReadonlySet<string>,
    private readonly roleIds: ReadonlySet<string>,
  ) {}

  static async load(manager: EntityManager, userId: string): Promise<AccessActor> {
    const rows: Array<{ id: string; permissions: string[] }> = await manager.query(
      `SELECT r.id, r.permissions FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1`,
      [userId],
    );
    return new AccessActor(userId, new Set(rows.flatMap((row) => row.permissions)), new Set(rows.map((row) => row.id)));
  }

  /** Holds every permission there is: changing their own roles can give them nothing. */
  private get holdsEverything(): boolean {
    return PERMISSIONS.every((permission) => this.permissions.has(permission));
  }

  private lacksAny(permissions: Iterable<string>): boolean {
    for (const permission of permissions) if (!this.permissions.has(permission)) return true;
    return false;
  }

  /** A role's new permissions, or the permissions of the roles a user is given. */
  assertMayGrant(permissions: Iterable<string>): void {
    if (this.lacksAny(permissions)) throw new DomainError("FORBIDDEN", "auth.grantBeyondOwn");
  }

  /** Roles given to a user: none may carry a permission the actor lacks (unknown ids are left to the caller). */
  async assertMayGrantRoles(manager: EntityManager, roleIds: readonly string[]): Promise<void> {
    if (roleIds.length === 0) return;
    const rows: Array<{ permissions: string[] }> = await manager.query(`SELECT permissions FROM roles WHERE id = ANY($1::uuid[])`, [
      roleIds,
    ]);
    this.assertMayGrant(rows.flatMap((row) => row.permissions));
  }

  /** Before changing a user's e-mail, password or roles, or deleting them (an unknown user passes: the caller answers 404). */
  async assertMayManageUser(manager: EntityManager, userId: string): Promise<void> {
    const rows: Array<{ permissions: string[] }> = await manager.query(
      `SELECT r.permissions FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1`,
      [userId],
    );
    if (this.lacksAny(rows.flatMap((row) => row.permissions))) throw new DomainError("FORBIDDEN", "auth.userHoldsMore");
  }

  /**
   * Before replacing a user's roles with `roleIds`: the user is someone the actor may manage, the new roles
   * grant nothing the actor lacks, and an actor's own roles stay as they are (unless the actor is an administrator).
   */
  async assertMaySetRoles(manager: EntityManager, userId: string, roleIds: readonly string[]): Promise<void> {
    await this.assertMayManageUser(manager, userId);
    if (userId === this.id && !this.holdsEverything) {
      const unchanged = roleIds.length === this.roleIds.size && roleIds.every((id) => this.roleIds.has(id));
      if (!unchanged) throw new DomainError("FORBIDDEN", "auth.ownRoles");
    }
    await this.assertMayGrantRoles(manager, roleIds);
  }

  /** Before changing or deleting a role (an unknown role passes: the caller answers 404). */
  async assertMayChangeRole(manager: EntityManager, roleId: string): Promise<void> {
    if (this.roleIds.has(roleId) && !this.holdsEverything) throw new DomainError("FORBIDDEN", "auth.heldRole");
    const rows: Array<{ permissions: string[] }> = await manager.query(`SELECT permissions FROM roles WHERE id = $1`, [roleId]);
    if (this.lacksAny(rows.flatMap((row) => row.permissions))) throw new DomainError("FORBIDDEN", "auth.roleHoldsMore");
  }
}
