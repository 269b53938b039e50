import { randomBytes } from "node:crypto";
import { queryRows } from "../../db/query-rows.js";
import type { DataSource } from "typeorm";
import { DomainError, validationFailed } from "../../common/errors.js";
import { parseUuid } from "../../common/ids.js";
import { hashToken } from "./access.service.js";
import type { ApiTokenView, NewApiTokenView } from "./admin.results.js";

const PREFIX = "sbt_";

function view(row: { id: string; name: string; token_prefix: string; created_at: Date; last_used_at: Date | null }): ApiTokenView {
  return { id: row.id, name: row.name, tokenPrefix: row.token_prefix, createdAt: row.created_at, lastUsedAt: row.last_used_at };
}

/** Personal API tokens: shown once, stored as SHA-256, revocable. */
export class ApiTokenService {
  constructor(private readonly dataSource: DataSource) {}

  async list(userId: string): Promise<ApiTokenView[]> {
    const rows = await this.dataSource.query(
      `SELECT id, name, token_prefix, created_at, last_used_at FROM api_tokens WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC`,
      [userId],
    );
    return rows.map(view);
  }

  async create(userId: string, nameInput: string): Promise<NewApiTokenView> {
    const name = (nameInput ?? "").trim();
    if (!name) throw validationFailed({ name: "validation.required" });
    if (name.length > 100) throw validationFailed({ name: "validation.tooLong" });
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
}
