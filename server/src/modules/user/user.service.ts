import { changePasswordSchema, newUserSchema, passwordSchema, userChangeSchema } from "@seatbooking/core/input";
import type { DataSource, EntityManager } from "typeorm";
import { queryRows } from "../../db/query-rows.js";
import { DomainError, validationFailed } from "../../common/errors.js";
import { parseUuid } from "../../common/ids.js";
import { parseInput } from "../../common/request-input.js";
import { inTransaction } from "../../common/transaction.js";
import type { ChangePasswordInput, CreateUserInput, UpdateUserInput } from "../access/admin.inputs.js";
import type { AdminUserView, UserPageView } from "../access/admin.results.js";
import { revokeAllApiTokens } from "../access/api-token.service.js";
import { AccessActor } from "../access/escalation.js";
import { assertNoLockout, lockAccessAdministration } from "../access/lockout.js";
import { hashPassword, verifyPassword } from "../access/password.js";

const MAX_PAGE = 100;

interface UserRow {
  id: string;
  email: string;
  created_at: Date;
  last_login_at: Date | null;
  roles: Array<{ id: string; name: string; description: string; permissions: string[] }> | null;
}

function view(row: UserRow): AdminUserView {
  const roles = (row.roles ?? [])
    .map((role) => ({ ...role, permissions: [...role.permissions].sort() }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    id: row.id,
    email: row.email,
    roles,
    permissions: [...new Set(roles.flatMap((role) => role.permissions))].sort(),
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
  };
}

const SELECT_USERS = `
  SELECT u.id, u.email, u.created_at, u.last_login_at,
         (SELECT json_agg(json_build_object('id', r.id, 'name', r.name, 'description', r.description, 'permissions', r.permissions))
            FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id) AS roles
    FROM users u`;

/** Users administration (administer_users) and a user's own password. */
export class UserService {
  constructor(private readonly dataSource: DataSource) {}

  async page(offset = 0, limit = 25): Promise<UserPageView> {
    const safeOffset = Math.max(0, Math.floor(offset));
    const safeLimit = Math.min(MAX_PAGE, Math.max(1, Math.floor(limit)));
    const [rows, total] = await Promise.all([
      this.dataSource.query(`${SELECT_USERS} ORDER BY u.email LIMIT $1 OFFSET $2`, [safeLimit, safeOffset]),
      this.dataSource.query(`SELECT count(*)::int AS n FROM users`),
    ]);
    return { items: rows.map(view), total: total[0].n, offset: safeOffset, limit: safeLimit };
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<AdminUserView> {
    const rows: UserRow[] = await manager.query(`${SELECT_USERS} WHERE u.id = $1`, [parseUuid(id)]);
    if (!rows[0]) throw new DomainError("NOT_FOUND", "auth.userNotFound");
    return view(rows[0]);
  }

  /** The user with this (lower-case) e-mail address, or null. */
  async findByEmail(email: string): Promise<AdminUserView | null> {
    const rows: UserRow[] = await this.dataSource.query(`${SELECT_USERS} WHERE u.email = $1`, [email]);
    return rows[0] ? view(rows[0]) : null;
  }

  private async assertEmailFree(manager: EntityManager, email: string, exceptId: string | null): Promise<void> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM users WHERE email = $1 AND id IS DISTINCT FROM $2`, [email, exceptId]);
    if (rows.length > 0) throw validationFailed({ email: "auth.emailTaken" });
  }

  private async setRoles(manager: EntityManager, actor: AccessActor, userId: string, roleIds: string[]): Promise<void> {
    const ids = [...new Set(roleIds.map((id) => parseUuid(id)))];
    const found: Array<{ id: string }> = ids.length ? await manager.query(`SELECT id FROM roles WHERE id = ANY($1::uuid[])`, [ids]) : [];
    if (found.length !== ids.length) throw validationFailed({ roleIds: "auth.roleNotFound" });
    await actor.assertMaySetRoles(manager, userId, ids);
    await manager.query(`DELETE FROM user_roles WHERE user_id = $1`, [userId]);
    if (ids.length) await manager.query(`INSERT INTO user_roles (user_id, role_id) SELECT $1, unnest($2::uuid[])`, [userId, ids]);
  }

  /** `actorId` is the administrator making the change (escalation.ts). */
  async create(actorId: string, input: CreateUserInput): Promise<AdminUserView> {
    const { email, password } = parseInput(newUserSchema, input);
    const passwordHash = await hashPassword(password);
    return inTransaction(this.dataSource, async (manager) => {
      await lockAccessAdministration(manager);
      const actor = await AccessActor.load(manager, actorId);
      await this.assertEmailFree(manager, email, null);
      const rows: Array<{ id: string }> = await manager.query(`INSERT INTO users (email, password_hash) VALUES ($1, $2) RETURNING id`, [
        email,
        passwordHash,
      ]);
      await this.setRoles(manager, actor, rows[0]!.id, input.roleIds ?? []);
      return this.get(rows[0]!.id, manager);
    });
  }

  async update(actorId: string, id: string, input: UpdateUserInput): Promise<AdminUserView> {
    const userId = parseUuid(id);
    const { email } = parseInput(userChangeSchema, input);
    return inTransaction(this.dataSource, async (manager) => {
      await lockAccessAdministration(manager);
      const exists: unknown[] = await manager.query(`SELECT 1 FROM users WHERE id = $1`, [userId]);
      if (exists.length === 0) throw new DomainError("NOT_FOUND", "auth.userNotFound");
      const actor = await AccessActor.load(manager, actorId);
      await actor.assertMayManageUser(manager, userId);
      if (email) {
        await this.assertEmailFree(manager, email, userId);
        await manager.query(`UPDATE users SET email = $2, updated_at = now() WHERE id = $1`, [userId, email]);
      }
      if (input.roleIds) {
        await this.setRoles(manager, actor, userId, input.roleIds);
        await assertNoLockout(manager);
      }
      return this.get(userId, manager);
    });
  }

  /** An administrator sets a new password; the user's sessions and API tokens end. */
  async setPassword(actorId: string, id: string, password: string): Promise<void> {
    const userId = parseUuid(id);
    const passwordHash = await hashPassword(parseInput(passwordSchema, { password }).password);
    await inTransaction(this.dataSource, async (manager) => {
      await lockAccessAdministration(manager);
      await (await AccessActor.load(manager, actorId)).assertMayManageUser(manager, userId);
      const rows = await queryRows(manager, `UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1 RETURNING id`, [
        userId,
        passwordHash,
      ]);
      if (rows.length === 0) throw new DomainError("NOT_FOUND", "auth.userNotFound");
      await manager.query(`DELETE FROM sessions WHERE user_id = $1`, [userId]);
      await revokeAllApiTokens(manager, userId);
    });
  }

  async remove(actorId: string, id: string): Promise<void> {
    const userId = parseUuid(id);
    await inTransaction(this.dataSource, async (manager) => {
      await lockAccessAdministration(manager);
      await (await AccessActor.load(manager, actorId)).assertMayManageUser(manager, userId);
      const rows = await queryRows(manager, `DELETE FROM users WHERE id = $1 RETURNING id`, [userId]);
      if (rows.length === 0) throw new DomainError("NOT_FOUND", "auth.userNotFound");
      await assertNoLockout(manager);
    });
  }

  /**
   * The signed-in user's own change: current password required, the two entries equal, minimum length.
   * Other sessions and every API token end (a token may be why the password is being changed).
   */
  async changeOwnPassword(userId: string, currentSessionId: string | null, input: ChangePasswordInput): Promise<void> {
    const { currentPassword, newPassword } = parseInput(changePasswordSchema, input);
    const rows: Array<{ password_hash: string }> = await this.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [userId]);
    if (!rows[0] || !(await verifyPassword(rows[0].password_hash, currentPassword))) {
      throw validationFailed({ currentPassword: "auth.wrongCurrentPassword" });
    }
    const passwordHash = await hashPassword(newPassword);
    await inTransaction(this.dataSource, async (manager) => {
      await manager.query(`UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1`, [userId, passwordHash]);
      await manager.query(`DELETE FROM sessions WHERE user_id = $1 AND id IS DISTINCT FROM $2`, [userId, currentSessionId]);
      await revokeAllApiTokens(manager, userId);
    });
  }
}
