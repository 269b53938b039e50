import { isIP } from "node:net";
import path from "node:path";
import { DEFAULT_IPV6_PREFIX_LENGTH, isLoopbackAddress } from "../common/client-key.js";

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

/**
 * DB_POOL_RESERVE: by default a quarter of the pool (5 of 20), so that GraphQL queries, however many, leave holds and
 * /readyz connections of their own (issue 32, finding 7); at most the pool less one, which GraphQL queries always have.
 */
function dbPoolReserve(env: Env, poolSize: number): number {
  const reserve = integer(env, "DB_POOL_RESERVE", Math.floor(poolSize / 4));
  if (reserve >= poolSize) throw new ConfigError(`DB_POOL_RESERVE must be less than DB_POOL_SIZE (${poolSize}), got "${reserve}"`);
  return reserve;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

/** The prefix length of an IPv4 netmask (255.240.0.0 -> 12), or null when it is not a contiguous mask. */
function netmaskBits(mask: string): number | null {
  const bits = mask
    .split(".")
    .map((part) => Number(part).toString(2).padStart(8, "0"))
    .join("");
  return /^1*0*$/.test(bits) ? (bits.indexOf("0") === -1 ? 32 : bits.indexOf("0")) : null;
}

/** The widest subnets TRUST_PROXY takes: anything wider holds ordinary clients, who could then pick their own address. */
const MIN_PREFIX = { 4: 8, 6: 7 } as const;

/**
 * A proxy address as express's `trust proxy` takes it: an IP, a subnet (CIDR or IPv4 netmask), or a named
 * range; "too wide" for a subnet wider than /8 (IPv4) or /7 (IPv6), "invalid" for anything else.
 */
function proxyAddressProblem(entry: string): "invalid" | "too wide" | null {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return null;
  const [address = "", range, ...rest] = entry.split("/");
  const version = isIP(address) as 0 | 4 | 6;
  if (version === 0 || rest.length > 0) return "invalid";
  if (range === undefined) return null;
  let bits: number | null = null;
  if (/^\d{1,3}$/.test(range)) bits = Number(range) <= (version === 4 ? 32 : 128) ? Number(range) : null;
  else if (version === 4 && isIP(range) === 4) bits = netmaskBits(range);
  if (bits === null) return "invalid";
  return bits < MIN_PREFIX[version] ? "too wide" : null;
}

/**
 * TRUST_PROXY: unset/false/0 (no proxy), a hop count (the proxies in front of the server), or a
 * comma-separated list of proxy addresses/subnets. Never `true`: trusting every hop lets any client
 * choose its own address with X-Forwarded-For, and every per-address limit would vanish.
 */
function trustProxy(env: Env): false | number | string[] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || ["0", "false", "no", "off"].includes(raw.toLowerCase())) return false;
  if (["true", "yes", "on"].includes(raw.toLowerCase())) {
    throw new ConfigError(
      `TRUST_PROXY=${raw} is refused: trusting every hop lets any client set its own address with X-Forwarded-For, ` +
        `and the per-address limits (sign-in, bookings, held places) would no longer apply. ` +
        `Set the number of proxies in front of the server instead (TRUST_PROXY=1 behind one load balancer or reverse proxy), ` +
        `or their addresses or subnets (for example TRUST_PROXY=10.0.0.0/8,loopback).`,
    );
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    const host = env.HOST || "0.0.0.0";
    if (hops > 0 && host !== "localhost" && !isLoopbackAddress(host)) {
      throw new ConfigError(
        `TRUST_PROXY=${raw} with HOST=${host} is refused: a hop count trusts X-Forwarded-For from whoever connects, so a client ` +
          `that reaches the app port directly could choose its own address and the per-address limits would no longer apply. ` +
          `Listen on loopback behind a proxy on the same machine (HOST=127.0.0.1), or list the proxies' addresses or subnets ` +
          `instead of their number (for example TRUST_PROXY=10.0.0.5 or TRUST_PROXY=10.0.0.0/24).`,
      );
    }
    return hops === 0 ? false : hops;
  }
  const entries = raw.split(",").map((entry) => entry.trim());
  const tooWide = entries.filter((entry) => proxyAddressProblem(entry) === "too wide");
  if (tooWide.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY=${raw} is refused: ${tooWide.map((entry) => `"${entry}"`).join(", ")} would trust ordinary clients, who could then ` +
        `set their own address with X-Forwarded-For (the per-address limits would no longer apply). List your proxies' own addresses ` +
        `or subnets (/8 or narrower for IPv4, /7 for IPv6), or give their number (TRUST_PROXY=1).`,
    );
  }
  const invalid = entries.filter((entry) => proxyAddressProblem(entry) === "invalid");
  if (invalid.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count (e.g. 1) or a comma-separated list of proxy addresses or subnets ` +
        `(e.g. 10.0.0.0/8,loopback); not an address: ${invalid.map((entry) => `"${entry}"`).join(", ")}`,
    );
  }
  return entries;
}

/** IPV6_PREFIX_LENGTH: 64 by default (a home connection's subnet); 32-128, as wider prefixes hold whole providers. */
function ipv6PrefixLength(env: Env): number {
  const bits = integer(env, "IPV6_PREFIX_LENGTH", DEFAULT_IPV6_PREFIX_LENGTH, 32);
  if (bits > 128) throw new ConfigError(`IPV6_PREFIX_LENGTH must be between 32 and 128, got "${env.IPV6_PREFIX_LENGTH}"`);
  return bits;
}

/**
 * Skip payment (SPEC section 9, "order completed without charge"): `off`; `free`, completing only bookings
 * with nothing to pay; or `any`, completing every booking unpaid (development's default, for trying the app).
 */
export type SkipPayment = "off" | "free" | "any";

/** PAYMENT_SKIP: off in production unless turned on, and then for free bookings unless `any` (DESIGN section 7.1). */
function skipPayment(env: Env, production: boolean): SkipPayment {
  const raw = env.PAYMENT_SKIP?.trim().toLowerCase();
  if (!raw) return production ? "off" : "any";
  if (["false", "0", "no", "off"].includes(raw)) return "off";
  if (["true", "1", "yes", "on", "free"].includes(raw)) return "free";
  if (raw === "any") return "any";
  throw new ConfigError(
    `PAYMENT_SKIP must be false, true (completes bookings with nothing to pay) or any (completes every booking without payment), got "${env.PAYMENT_SKIP}"`,
  );
}

/** Paytrail, Visma Pay and Ceepos credentials (SPEC section 9); null when the provider is not offered. */
export interface PaymentConfig {
  /** Offer 'skip payment' (order completed without charge): for no booking, free bookings, or any booking. */
  skip: SkipPayment;
  /** Start the local provider simulator and point unconfigured providers at it. */
  simulator: boolean;
  simulatorPort: number;
  /** The origin providers send customers back to and call; default: the origin of the pay request. */
  publicUrl: string | undefined;
  reconcileIntervalSeconds: number;
  paytrail: { merchantId: string; secret: string; baseUrl: string | undefined; testMode: boolean } | null;
  vismapay: { apiKey: string; privateKey: string; baseUrl: string | undefined; testMode: boolean } | null;
  ceepos: { source: string; secret: string; url: string; taxCodes: Record<string, string>; testMode: boolean } | null;
}

/** Paytrail's published test merchant (reference payments.md §2), used with PAYTRAIL_TEST_MODE and no credentials. */
export const PAYTRAIL_TEST_MERCHANT = { merchantId: "375917", secret: "SAIPPUAKAUPPIAS" } as const;

function url(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  try {
    const parsed = new URL(raw);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new Error("not http(s)");
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, "");
}

/**
 * A provider is on when any of its variables is set; then all of its required ones must be, and the
 * error names the missing ones.
 */
function provider<K extends string>(env: Env, label: string, required: Record<K, string>, optional: string[]): Record<K, string> | null {
  const names = Object.values<string>(required);
  const present = [...names, ...optional].filter((name) => env[name]?.trim());
  if (present.length === 0) return null;
  const missing = names.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new ConfigError(
      `${label} is partly configured (${present.join(", ")} set): also set ${missing.join(" and ")}, or unset them all to turn ${label} off`,
    );
  }
  return Object.fromEntries(Object.entries<string>(required).map(([key, name]) => [key, env[name]!.trim()])) as Record<K, string>;
}

/** CEEPOS_TAX_CODES: "14=14,25.5=25.5" (VAT percentage = POS tax code). */
function taxCodes(env: Env): Record<string, string> {
  const raw = env.CEEPOS_TAX_CODES?.trim();
  if (!raw) return {};
  const codes: Record<string, string> = {};
  for (const pair of raw.split(",")) {
    const parts = pair.split("=").map((part) => part.trim());
    const [rate, code] = parts;
    // Ceepos refuses ";" and "&" in any value (reference payments.md §4.2): "14=14;25.5=25.5" is a typo, not a code.
    if (parts.length !== 2 || !rate || !code || !Number.isFinite(Number(rate)) || /[;&\s]/.test(code))
      throw new ConfigError(`CEEPOS_TAX_CODES must look like "14=14,25.5=25.5", got "${raw}"`);
    codes[String(Number(rate))] = code;
  }
  return codes;
}

export function loadPaymentConfig(env: Env, production: boolean): PaymentConfig {
  const paytrailTestMode = boolean(env, "PAYTRAIL_TEST_MODE", false);
  let paytrail = provider(env, "Paytrail", { merchantId: "PAYTRAIL_MERCHANT_ID", secret: "PAYTRAIL_SECRET_KEY" }, ["PAYTRAIL_BASE_URL"]);
  if (!paytrail && paytrailTestMode) paytrail = { ...PAYTRAIL_TEST_MERCHANT };
  const vismapay = provider(env, "Visma Pay", { apiKey: "VISMAPAY_API_KEY", privateKey: "VISMAPAY_PRIVATE_KEY" }, ["VISMAPAY_BASE_URL"]);
  const ceepos = provider(env, "Ceepos", { source: "CEEPOS_SOURCE", secret: "CEEPOS_SECRET", url: "CEEPOS_URL" }, ["CEEPOS_TAX_CODES"]);
  const skip = skipPayment(env, production);
  const simulator = boolean(env, "PAYMENT_SIMULATOR", !production);
  if (production && skip === "off" && !simulator && !paytrail && !vismapay && !ceepos) {
    throw new ConfigError(
      "No payment method is configured for production: configure Paytrail, Visma Pay or Ceepos (README, Payments), " +
        "or set PAYMENT_SKIP=true to complete bookings with nothing to pay (PAYMENT_SKIP=any completes every booking without payment)",
    );
  }
  return {
    skip,
    simulator,
    simulatorPort: integer(env, "PAYMENT_SIMULATOR_PORT", 0),
    publicUrl: url(env, "PUBLIC_URL"),
    reconcileIntervalSeconds: integer(env, "PAYMENT_RECONCILE_INTERVAL_SECONDS", 60, 1),
    paytrail: paytrail && { ...paytrail, baseUrl: url(env, "PAYTRAIL_BASE_URL"), testMode: paytrailTestMode },
    vismapay: vismapay && { ...vismapay, baseUrl: url(env, "VISMAPAY_BASE_URL"), testMode: boolean(env, "VISMAPAY_TEST_MODE", false) },
    ceepos: ceepos && {
      ...ceepos,
      url: url(env, "CEEPOS_URL")!,
      taxCodes: taxCodes(env),
      testMode: boolean(env, "CEEPOS_TEST_MODE", false),
    },
  };
}

/** Outgoing e-mail (README, E-mail): the SMTP server, the sender, the retries and the development catcher. */
export interface MailConfig {
  /** SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://host:465; undefined: the catcher's, or none (mail stays queued). */
  smtpUrl: string | undefined;
  /** MAIL_FROM's address. */
  fromAddress: string;
  /** MAIL_FROM's display name; undefined: the site's name in the message's language. */
  fromName: string | undefined;
  /** The local mail catcher (development without SMTP_URL) and its preferred ports; null: not started. */
  catcher: { smtpPort: number; webPort: number } | null;
  /** Sending attempts before a message is marked failed (with the backoff, about a day by default). */
  maxAttempts: number;
  /** How often the outbox is looked at for due messages. */
  sendIntervalSeconds: number;
}

const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+$/;

/** MAIL_FROM: `address`, `Name <address>` or `"Name" <address>`. */
function mailFrom(env: Env, publicUrl: string | undefined): { fromAddress: string; fromName: string | undefined } {
  const raw = env.MAIL_FROM?.trim();
  if (!raw) return { fromAddress: `no-reply@${publicUrl ? new URL(publicUrl).hostname : "localhost"}`, fromName: undefined };
  const named = /^(?:"([^"]*)"|([^<"]*?))\s*<([^<>]+)>$/.exec(raw);
  const address = (named ? named[3] : raw)?.trim() ?? "";
  const name = (named?.[1] ?? named?.[2])?.trim();
  if (!ADDRESS.test(address)) throw new ConfigError(`MAIL_FROM must be an address or "Name <address>", got "${raw}"`);
  return { fromAddress: address, fromName: name || undefined };
}

/** SMTP_URL's value when it is an smtp:// or smtps:// URL; the error never repeats it (it may hold a password). */
function smtpUrl(env: Env): string | undefined {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return undefined;
  let protocol = "";
  try {
    protocol = new URL(raw).protocol;
  } catch {
    // reported below
  }
  if (protocol !== "smtp:" && protocol !== "smtps:") {
    throw new ConfigError(
      "SMTP_URL must look like smtp://user:password@host:587 (STARTTLS when offered) or smtps://user:password@host:465 (TLS)",
    );
  }
  return raw;
}

/** METRICS_TOKEN: long enough not to be guessed. */
function metricsToken(env: Env): string | undefined {
  const raw = env.METRICS_TOKEN?.trim();
  if (!raw) return undefined;
  if (raw.length < 16 || /\s/.test(raw)) throw new ConfigError("METRICS_TOKEN must be at least 16 characters, without spaces");
  return raw;
}

export function loadMailConfig(env: Env, production: boolean, publicUrl: string | undefined): MailConfig {
  const smtp = smtpUrl(env);
  const catcher = boolean(env, "MAIL_CATCHER", !production && smtp === undefined);
  if (catcher && smtp !== undefined) {
    throw new ConfigError(
      "MAIL_CATCHER=true sends e-mail to the local catcher: unset SMTP_URL, or turn MAIL_CATCHER off to send through it",
    );
  }
  // E-mailed links (a renewal's personal link) must reach customers: never http://localhost from a real mail server.
  if (production && smtp !== undefined && publicUrl === undefined) {
    throw new ConfigError(
      "PUBLIC_URL is needed in production when SMTP_URL is set: e-mailed links point at it (e.g. PUBLIC_URL=https://tickets.example.fi)",
    );
  }
  return {
    smtpUrl: smtp,
    ...mailFrom(env, publicUrl),
    catcher: catcher ? { smtpPort: integer(env, "MAIL_CATCHER_PORT", 1025), webPort: integer(env, "MAIL_CATCHER_WEB_PORT", 1080) } : null,
    maxAttempts: integer(env, "MAIL_MAX_ATTEMPTS", 30, 1),
    sendIntervalSeconds: integer(env, "MAIL_SEND_INTERVAL_SECONDS", 5, 1),
  };
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
  /** Express's `trust proxy`: false, a hop count, or proxy addresses/subnets (never true: TRUST_PROXY). */
  trustProxy: false | number | string[];
  seedDemoData: boolean;
  /** With the demo data, also the demo concert hall (a 2,016-place plan uploaded through the sanitizer: about a second). */
  seedConcertHall: boolean;
  clientDist: string;
  /** The client's bundled dictionaries ({language}/{namespace}.json), which the server's dictionaries are merged over. */
  clientLocales: string;
  logLevel: "debug" | "info" | "warn" | "error";
  /** Booking engine (DESIGN section 3). */
  draftExpirySeconds: number;
  paymentHoldSeconds: number;
  sweepIntervalSeconds: number;
  /** Days before a renewal's deadline its customer is reminded (RENEWAL_REMINDER_DAYS). */
  renewalReminderDays: number;
  /** METRICS_TOKEN: /metrics for `Authorization: Bearer <token>`; unset: for connections from this machine only. */
  metricsToken: string | undefined;
  /** How often due renewal e-mails (links, reminders) are looked for (RENEWAL_NOTICES_INTERVAL_SECONDS). */
  renewalNoticesIntervalSeconds: number;
  /** How often freed places are offered to waiting lists (WAITING_LIST_INTERVAL_SECONDS). */
  waitingListIntervalSeconds: number;
  maxTicketsPerDraft: number;
  /** Places the live holds made from one client address may take on one occasion. */
  maxHeldPerAddressPerOccasion: number;
  /** Largest plan map accepted by PUT /api/plans/{id}/map.svg, in bytes (PLAN_SVG_MAX_BYTES). */
  planSvgMaxBytes: number;
  /** Most elements an uploaded plan map may have (PLAN_SVG_MAX_ELEMENTS); more is refused with PLAN_TOO_COMPLEX. */
  planSvgMaxElements: number;
  /** Plan map uploads per user per minute (PLAN_UPLOAD_RATE_LIMIT_PER_MINUTE). */
  planUploadRateLimitPerMinute: number;
  /** IPV6_PREFIX_LENGTH: the bits of an IPv6 address that make one client for every per-client limit (clientKey). */
  ipv6PrefixLength: number;
  /** Waiting-list entries one client may have per occasion (WAITING_LIST_MAX_ENTRIES_PER_CLIENT). */
  waitingListMaxEntriesPerClient: number;
  /** Open WebSocket connections (live updates) one client address may have on one process. */
  maxSocketsPerAddress: number;
  bookRateLimitPerMinute: number;
  /** Longest wait for a row lock before answering 503 with Retry-After. */
  lockTimeoutMs: number;
  dbPoolSize: number;
  /** DB_POOL_RESERVE: pool connections GraphQL queries never take, kept for holds, mutations, REST and /readyz. */
  dbPoolReserve: number;
  /** MAX_OPERATIONS_PER_CLIENT: GraphQL operations (HTTP and WebSocket together) one client may have under way at once. */
  maxOperationsPerClient: number;
  /** Sign-in attempts per minute per client address and per e-mail. */
  loginRateLimitPerMinute: number;
  /** How long a session lives without use (sliding). */
  sessionTtlSeconds: number;
  /** The GraphQL explorer at /graphql and anonymous introspection (GRAPHQL_SANDBOX; off in production by default). */
  graphqlSandbox: boolean;
  payments: PaymentConfig;
  mail: MailConfig;
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
    seedConcertHall: boolean(env, "SEED_CONCERT_HALL", true),
    clientDist: path.resolve(env.CLIENT_DIST || new URL("../../../client/dist", import.meta.url).pathname),
    clientLocales: path.resolve(env.CLIENT_LOCALES || new URL("../../../client/src/shared/i18n/locales", import.meta.url).pathname),
    logLevel,
    draftExpirySeconds: integer(env, "DRAFT_EXPIRY_SECONDS", 900, 1),
    paymentHoldSeconds: integer(env, "PAYMENT_HOLD_SECONDS", 1800, 1),
    sweepIntervalSeconds: integer(env, "SWEEP_INTERVAL_SECONDS", 5, 1),
    renewalReminderDays: integer(env, "RENEWAL_REMINDER_DAYS", 3, 0),
    renewalNoticesIntervalSeconds: integer(env, "RENEWAL_NOTICES_INTERVAL_SECONDS", 60, 1),
    waitingListIntervalSeconds: integer(env, "WAITING_LIST_INTERVAL_SECONDS", 5, 1),
    metricsToken: metricsToken(env),
    maxTicketsPerDraft: integer(env, "MAX_TICKETS_PER_DRAFT", 10, 1),
    bookRateLimitPerMinute: integer(env, "BOOK_RATE_LIMIT_PER_MINUTE", 30, 1),
    lockTimeoutMs: integer(env, "LOCK_TIMEOUT_MS", 5000, 1),
    dbPoolSize: integer(env, "DB_POOL_SIZE", 20, 1),
    dbPoolReserve: dbPoolReserve(env, integer(env, "DB_POOL_SIZE", 20, 1)),
    // A page's first load sends a few operations at once (the seat map's six: authenticate, languages, occasion, plan,
    // settings, space types), each under way for milliseconds: 16 lets an office behind one address open it in two or
    // three browsers at the same instant; an office's steady traffic has a few under way at a time.
    maxOperationsPerClient: integer(env, "MAX_OPERATIONS_PER_CLIENT", 16, 1),
    maxHeldPerAddressPerOccasion: integer(env, "MAX_HELD_PER_ADDRESS_PER_OCCASION", 40, 1),
    planSvgMaxBytes: integer(env, "PLAN_SVG_MAX_BYTES", 5 * 1024 * 1024, 1024),
    planSvgMaxElements: integer(env, "PLAN_SVG_MAX_ELEMENTS", 45_000, 1),
    planUploadRateLimitPerMinute: integer(env, "PLAN_UPLOAD_RATE_LIMIT_PER_MINUTE", 10, 1),
    maxSocketsPerAddress: integer(env, "MAX_SOCKETS_PER_ADDRESS", 50, 1),
    ipv6PrefixLength: ipv6PrefixLength(env),
    waitingListMaxEntriesPerClient: integer(env, "WAITING_LIST_MAX_ENTRIES_PER_CLIENT", 3, 1),
    loginRateLimitPerMinute: integer(env, "LOGIN_RATE_LIMIT_PER_MINUTE", 10, 1),
    sessionTtlSeconds: integer(env, "SESSION_TTL_SECONDS", 14 * 24 * 3600, 60),
    graphqlSandbox: boolean(env, "GRAPHQL_SANDBOX", nodeEnv !== "production"),
    payments: loadPaymentConfig(env, nodeEnv === "production"),
    mail: loadMailConfig(env, nodeEnv === "production", url(env, "PUBLIC_URL")),
  };
}
