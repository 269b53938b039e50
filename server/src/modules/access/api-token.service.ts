import { randomBytes } from "node:crypto";
import { queryRows, type SqlRunner } from "../../db/query-rows.js";
import type { DataSource } from "typeorm";
import { apiTokenSchema } from "@seatbooking/core/input";
import { DomainError } from "../../common/errors.js";
import { parseInput } from "../../common/request-input.js";
import { parseUuid } from "../../common/ids.js";
import { hashToken } from "./access.service.js";
import type { ApiTokenView, NewApiTokenView } from "./admin.results.js";

const PREFIX = "sbt_";

function view(row: { id: string; name: string; token_prefix: string; created_at: Date; last_used_at: Date | null }): ApiTokenView {
  return { id: row.id, name: row.name, tokenPrefix: row.token_prefix, createdAt: row.created_at, lastUsedAt: row.last_used_at };
}

/** Ends every token of a user: a password change or reset must not leave a stolen token working (DESIGN section 7.1). */
export async function revokeAllApiTokens(runner: SqlRunner, userId: string): Promise<void> {
  await runner.query(`UPDATE api_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
}

/** Personal API tokens: shown once, stored as SHA-256, revocable (by the user, or by an administrator). */
export class ApiTokenService {
  constructor(private readonly dataSource: DataSource) {}

  /** The user's tokens, for the user themselves. */
  async list(userId: string): Promise<ApiTokenView[]> {
    const rows = await this.dataSource.query(
      `SELECT id, name, token_prefix, created_at, last_used_at FROM api_tokens WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC`,
      [userId],
    );
    return rows.map(view);
  }

  /** Any user's tokens, for an administrator: an unknown user is 404. */
  async listOfUser(userIdInput: string): Promise<ApiTokenView[]> {
    const userId = parseUuid(userIdInput);
    const users = await this.dataSource.query(`SELECT 1 FROM users WHERE id = $1`, [userId]);
    if (users.length === 0) throw new DomainError("NOT_FOUND", "auth.userNotFound");
    return this.list(userId);
  }

  /** A token can act for its user but never mint another, so a leaked token cannot outlive its own revocation. */
  async create(userId: string, nameInput: string, via: "session" | "token" | null): Promise<NewApiTokenView> {
    if (via === "token") throw new DomainError("FORBIDDEN", "auth.tokenCannotCreateToken");
    const { name } = parseInput(apiTokenSchema, { name: nameInput });
    const token = PREFIX + randomBytes(32).toString("base64url");
    const rows = await this.dataSource.query(
      `INSERT INTO api_tokens (user_id, name, token_hash, token_prefix) VALUES ($1, $2, $3, $4)
       RETURNING id, name, token_prefix, created_at, last_used_at`,
      [userId, name, hashToken(token), token.slice(0, 12)],
    );
    return { token, apiToken: view(rows[0]) };
  }

  async revoke(userId: string, id: string): Promise<void> {
    const rows = await queryRows(
      this.dataSource,
      `UPDATE api_tokens SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id`,
      [parseUuid(id), userId],
    );
    if (rows.length === 0) throw new DomainError("NOT_FOUND", "auth.tokenNotFound");
  }

  /** An administrator revokes any user's token. */
  async revokeAny(id: string): Promise<void> {
    const rows = await queryRows(
      this.dataSource,
      `UPDATE api_tokens SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id`,
      [parseUuid(id)],
    );
    if (rows.length === 0) throw new DomainError("NOT_FOUND", "auth.tokenNotFound");
  }
}
