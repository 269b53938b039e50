import path from "node:path";

/** Thrown when an environment variable has a value the server cannot use; start-up stops with its message. */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

/** TRUST_PROXY: unset/false, true (trust every hop), a hop count, or a list of addresses/subnets (express syntax). */
function trustProxy(env: Env): boolean | number | string {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || ["0", "false", "no", "off"].includes(raw.toLowerCase())) return false;
  if (["1", "true", "yes", "on"].includes(raw.toLowerCase())) return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

/** The server's typed, validated configuration (README lists every variable). */
export interface Config {
  nodeEnv: string;
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPostgresPort: number;
  secretKey: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  trustProxy: boolean | number | string;
  seedDemoData: boolean;
  clientDist: string;
  logLevel: "debug" | "info" | "warn" | "error";
  /** Booking engine (DESIGN section 3). */
  draftExpirySeconds: number;
  paymentHoldSeconds: number;
  sweepIntervalSeconds: number;
  maxTicketsPerDraft: number;
  bookRateLimitPerMinute: number;
  /** Longest wait for a row lock before answering 503 with Retry-After. */
  lockTimeoutMs: number;
  dbPoolSize: number;
  /** Sign-in attempts per minute per client address and per e-mail. */
  loginRateLimitPerMinute: number;
  /** How long a session lives without use (sliding). */
  sessionTtlSeconds: number;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const nodeEnv = env.NODE_ENV ?? "development";
  const secretKey = env.SECRET_KEY || undefined;
  if (secretKey !== undefined && secretKey.length < 32) throw new ConfigError("SECRET_KEY must be at least 32 characters long");
  const adminEmail = (env.ADMIN_EMAIL || "admin@example.com").trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(adminEmail)) throw new ConfigError(`ADMIN_EMAIL is not an e-mail address: "${env.ADMIN_EMAIL}"`);
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 10) throw new ConfigError("ADMIN_PASSWORD must be at least 10 characters long");
  const logLevel = (env.LOG_LEVEL || "info") as Config["logLevel"];
  if (!["debug", "info", "warn", "error"].includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be debug, info, warn or error`);
  return {
    nodeEnv,
    production: nodeEnv === "production",
    port: integer(env, "PORT", 4000),
    host: env.HOST || "0.0.0.0",
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(cwd, env.DATA_DIR || ".data"),
    embeddedPostgresPort: integer(env, "EMBEDDED_PG_PORT", 5544, 1),
    secretKey,
    adminEmail,
    adminPassword,
    trustProxy: trustProxy(env),
    seedDemoData: boolean(env, "SEED_DEMO_DATA", true),
    clientDist: path.resolve(env.CLIENT_DIST || new URL("../../../client/dist", import.meta.url).pathname),
    logLevel,
    draftExpirySeconds: integer(env, "DRAFT_EXPIRY_SECONDS", 900, 1),
    paymentHoldSeconds: integer(env, "PAYMENT_HOLD_SECONDS", 1800, 1),
    sweepIntervalSeconds: integer(env, "SWEEP_INTERVAL_SECONDS", 5, 1),
    maxTicketsPerDraft: integer(env, "MAX_TICKETS_PER_DRAFT", 10, 1),
    bookRateLimitPerMinute: integer(env, "BOOK_RATE_LIMIT_PER_MINUTE", 30, 1),
    lockTimeoutMs: integer(env, "LOCK_TIMEOUT_MS", 5000, 1),
    dbPoolSize: integer(env, "DB_POOL_SIZE", 20, 1),
    loginRateLimitPerMinute: integer(env, "LOGIN_RATE_LIMIT_PER_MINUTE", 10, 1),
    sessionTtlSeconds: integer(env, "SESSION_TTL_SECONDS", 14 * 24 * 3600, 60),
  };
}
