import { createHash, randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { DataSource } from "typeorm";
import type { Clock } from "../../common/clock.js";
import { DomainError } from "../../common/errors.js";
import { hashPassword, verifyPassword } from "./password.js";
import type { RateLimiter } from "./rate-limiter.js";
import { CsrfTokens } from "./csrf.js";
import type { UserView } from "./access.results.js";
import type { MessageKey } from "../i18n/server-messages.js";

/** Who is making a request: the signed-in user (with permissions) or nobody. */
export interface Identity {
  user: UserView | null;
  sessionId: string | null;
  /** How the user was recognised: a browser session, or a personal API token (no CSRF needed). */
  via: "session" | "token" | null;
}

export const ANONYMOUS: Identity = { user: null, sessionId: null, via: null };

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The longest an attempt to sign in to an e-mail under attack waits before its password is checked. */
export const LOGIN_DELAY_CAP_MS = 3000;

/**
 * How long a sign-in attempt waits before its password is checked, given the attempts on its e-mail this
 * minute from every address (this one included): none within the limit, then 100 ms doubling per attempt
 * up to the cap. Guessing from many addresses slows down; the owner is delayed, never locked out.
 */
export function loginDelayMs(attemptsOnEmail: number, limit: number, capMs = LOGIN_DELAY_CAP_MS): number {
  if (attemptsOnEmail <= limit) return 0;
  return Math.min(capMs, 100 * 2 ** Math.min(attemptsOnEmail - limit - 1, 20));
}

/** Sliding sessions are extended at most this often, so reads do not write on every request. */
const SESSION_TOUCH_MS = 5 * 60_000;
const TOKEN_TOUCH_MS = 60_000;

/** Sessions, sign-in and sign-out, API-token identification and CSRF tokens. */
export class AccessService {
  readonly csrf: CsrfTokens;
  /** Compared against when the e-mail is unknown, so both failures take the same time. */
  private readonly dummyHash: Promise<string>;

  constructor(
    private readonly dataSource: DataSource,
    secret: string,
    private readonly clock: Clock,
    private readonly rateLimiter: RateLimiter,
    private readonly limits: { loginRateLimitPerMinute: number; sessionTtlSeconds: number },
  ) {
    this.csrf = new CsrfTokens(secret);
    this.dummyHash = hashPassword(randomBytes(16).toString("hex"));
  }

  async permissionsOf(userId: string): Promise<string[]> {
    const rows: Array<{ permissions: string[] }> = await this.dataSource.query(
      `SELECT r.permissions FROM roles r JOIN user_roles ur ON ur.role_id = r.id WHERE ur.user_id = $1`,
      [userId],
    );
    return [...new Set(rows.flatMap((row) => row.permissions))].sort();
  }

  /** The identity behind a session cookie; an unknown or expired session is anonymous. */
  async identify(sessionToken: string | undefined): Promise<Identity> {
    if (!sessionToken) return ANONYMOUS;
    const now = this.clock.now();
    const rows: Array<{ id: string; user_id: string; email: string; expires_at: Date; last_seen_at: Date }> = await this.dataSource.query(
      `SELECT s.id, s.user_id, u.email, s.expires_at, s.last_seen_at FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1`,
      [hashToken(sessionToken)],
    );
    const session = rows[0];
    if (!session || session.expires_at <= now) return ANONYMOUS;
    if (now.getTime() - session.last_seen_at.getTime() > SESSION_TOUCH_MS) {
      await this.dataSource.query(`UPDATE sessions SET last_seen_at = $2, expires_at = $3 WHERE id = $1`, [
        session.id,
        now,
        new Date(now.getTime() + this.limits.sessionTtlSeconds * 1000),
      ]);
    }
    return {
      sessionId: session.id,
      via: "session",
      user: { id: session.user_id, email: session.email, permissions: await this.permissionsOf(session.user_id) },
    };
  }

  /** The identity behind `Authorization: Bearer <token>`; null for an unknown or revoked token. */
  async identifyToken(token: string): Promise<Identity | null> {
    const now = this.clock.now();
    const rows: Array<{ id: string; user_id: string; email: string; last_used_at: Date | null }> = await this.dataSource.query(
      `SELECT t.id, t.user_id, u.email, t.last_used_at FROM api_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = $1 AND t.revoked_at IS NULL`,
      [hashToken(token)],
    );
    const row = rows[0];
    if (!row) return null;
    if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > TOKEN_TOUCH_MS) {
      await this.dataSource.query(`UPDATE api_tokens SET last_used_at = $2 WHERE id = $1`, [row.id, now]);
    }
    return {
      sessionId: null,
      via: "token",
      user: { id: row.user_id, email: row.email, permissions: await this.permissionsOf(row.user_id) },
    };
  }

  /** The visitor's CSRF token: the one in their cookie while it is still valid for their session, else a new one. */
  csrfTokenFor(identity: Identity, cookieToken: string | undefined): { token: string; fresh: boolean } {
    if (cookieToken && this.csrf.isValid(cookieToken, identity.sessionId)) return { token: cookieToken, fresh: false };
    return { token: this.csrf.issue(identity.sessionId), fresh: true };
  }

  /** Counts an attempt under every key; past the limit under any of them, RATE_LIMITED with `messageKey`. */
  private async limitAttempts(keys: string[], messageKey: MessageKey): Promise<void> {
    try {
      for (const key of keys) await this.rateLimiter.hit(key, this.limits.loginRateLimitPerMinute);
    } catch (error) {
      if (error instanceof DomainError) throw new DomainError("RATE_LIMITED", messageKey, {}, {}, error.retryAfter);
      throw error;
    }
  }

  /** A check of the signed-in user's current password (changePassword) is limited like sign-in: per user and per address. */
  async limitPasswordCheck(userId: string, clientKey: string): Promise<void> {
    await this.limitAttempts([`password-user:${userId}`, `password-address:${clientKey}`], "auth.tooManyPasswordAttempts");
  }

  /**
   * Signs in: the same answer for an unknown e-mail and a wrong password. Hard limits (429) per client
   * address and per e-mail and address; an e-mail tried from many addresses is slowed down instead
   * (loginDelayMs), so nobody can lock its owner out. Returns the session token for the cookie and the
   * session's new CSRF token.
   */
  async login(
    emailInput: string,
    password: string,
    client: { address: string; key: string },
    userAgent: string | undefined,
  ): Promise<{ sessionToken: string; sessionId: string; user: UserView; csrfToken: string }> {
    const email = (emailInput ?? "").trim().toLowerCase();
    // Within the address limit today; kept so that a higher limit per address (offices behind one NAT) is not one per account.
    await this.limitAttempts([`login-address:${client.key}`, `login-email-address:${email} ${client.key}`], "auth.tooManyAttempts");
    const attemptsOnEmail = await this.rateLimiter.count(`login-email:${email}`);
    const delay = loginDelayMs(attemptsOnEmail, this.limits.loginRateLimitPerMinute);
    if (delay > 0) await sleep(delay);
    const rows: Array<{ id: string; password_hash: string }> = email
      ? await this.dataSource.query(`SELECT id, password_hash FROM users WHERE email = $1`, [email])
      : [];
    const user = rows[0];
    const valid = await verifyPassword(user?.password_hash ?? (await this.dummyHash), password ?? "");
    if (!user || !valid) throw new DomainError("UNAUTHENTICATED", "auth.invalidCredentials");
    const now = this.clock.now();
    const sessionToken = randomBytes(32).toString("base64url");
    const inserted: Array<{ id: string }> = await this.dataSource.query(
      `INSERT INTO sessions (token_hash, user_id, expires_at, last_seen_at, ip_address, user_agent, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $4) RETURNING id`,
      [
        hashToken(sessionToken),
        user.id,
        new Date(now.getTime() + this.limits.sessionTtlSeconds * 1000),
        now,
        client.address.slice(0, 64),
        userAgent?.slice(0, 300) ?? null,
      ],
    );
    await this.dataSource.query(`UPDATE users SET last_login_at = $2 WHERE id = $1`, [user.id, now]);
    const sessionId = inserted[0]!.id;
    return {
      sessionToken,
      sessionId,
      user: { id: user.id, email, permissions: await this.permissionsOf(user.id) },
      csrfToken: this.csrf.issue(sessionId),
    };
  }

  /** Ends the session (a no-op without one). */
  async logout(sessionId: string | null): Promise<void> {
    if (sessionId) await this.dataSource.query(`DELETE FROM sessions WHERE id = $1`, [sessionId]);
  }

  /** Deletes expired sessions. */
  async pruneSessions(): Promise<void> {
    await this.dataSource.query(`DELETE FROM sessions WHERE expires_at < $1`, [this.clock.now()]);
  }
}
