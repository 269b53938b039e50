import { createHash } from "node:crypto";
import type { DataSource } from "typeorm";
import { SessionEntity } from "./session.entity.js";
import { RoleEntity } from "./role.entity.js";
import { CsrfTokens } from "./csrf.js";
import type { UserView } from "./access.results.js";

export const SESSION_COOKIE = "session";

/** Who is making a request: the signed-in user (with permissions) or nobody. */
export interface Identity {
  user: UserView | null;
  sessionId: string | null;
}

export const ANONYMOUS: Identity = { user: null, sessionId: null };

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Resolves sessions to users and issues CSRF tokens. */
export class AccessService {
  readonly csrf: CsrfTokens;

  constructor(
    private readonly dataSource: DataSource,
    secret: string,
  ) {
    this.csrf = new CsrfTokens(secret);
  }

  async permissionsOf(userId: string): Promise<string[]> {
    const roles = await this.dataSource
      .getRepository(RoleEntity)
      .createQueryBuilder("role")
      .innerJoin("user_roles", "link", "link.role_id = role.id")
      .where("link.user_id = :userId", { userId })
      .getMany();
    return [...new Set(roles.flatMap((role) => role.permissions))].sort();
  }

  /** The identity behind a session cookie; an unknown or expired session is anonymous. */
  async identify(sessionToken: string | undefined, now = new Date()): Promise<Identity> {
    if (!sessionToken) return ANONYMOUS;
    const session = await this.dataSource.getRepository(SessionEntity).findOne({
      where: { tokenHash: hashToken(sessionToken) },
      relations: { user: true },
    });
    if (!session || session.expiresAt <= now || !session.user) return ANONYMOUS;
    return {
      sessionId: session.id,
      user: { id: session.user.id, email: session.user.email, permissions: await this.permissionsOf(session.user.id) },
    };
  }

  /** The visitor's CSRF token: the one in their cookie while it is still valid for their session, else a new one. */
  csrfTokenFor(identity: Identity, cookieToken: string | undefined): { token: string; fresh: boolean } {
    if (cookieToken && this.csrf.isValid(cookieToken, identity.sessionId)) return { token: cookieToken, fresh: false };
    return { token: this.csrf.issue(identity.sessionId), fresh: true };
  }
}
