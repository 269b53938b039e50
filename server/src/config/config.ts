import { isIP } from "node:net";
import path from "node:path";
import ipaddr from "ipaddr.js";
import * as z from "zod";
import { DEFAULT_IPV6_PREFIX_LENGTH, isLoopbackAddress } from "../common/client-key.js";

/** Thrown when an environment variable has a value the server cannot use; start-up stops with its message. */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/**
 * An object whose every field reads its own variables: each field is given the whole environment and picks its
 * variable (`trimmed`, `verbatim`), so a variable is named once, where it is read, and in its errors.
 */
function fromEnv<S extends z.core.$ZodLooseShape>(shape: S) {
  return (
    z
      .preprocess((env) => Object.fromEntries(Object.keys(shape).map((key) => [key, env])), z.object(shape))
      // Every key is read, so none is optional (`.optional()` would say so), though its value may be undefined.
      .transform((values) => values as { [K in keyof S]: z.output<S[K]> })
  );
}

/** Most variables: trimmed, and a blank value (empty or only spaces) means unset. */
const trimmed = <T extends z.ZodType>(name: string, schema: T) => z.preprocess((env) => (env as Env)[name]?.trim() || undefined, schema);
/** Secrets, paths and names, taken as given: only an empty value means unset. */
const verbatim = <T extends z.ZodType>(name: string, schema: T) => z.preprocess((env) => (env as Env)[name] || undefined, schema);

/** Adds a rule's message to the parse's issues (the parse then fails with it). */
function refuse(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
}

function integerText(name: string, min: number, max?: number) {
  return z
    .string()
    .refine((raw) => Number.isInteger(Number(raw)) && Number(raw) >= min && Number(raw) <= (max ?? Infinity), {
      error: (issue) =>
        `${name} must be an integer ${max === undefined ? `>= ${min}` : `between ${min} and ${max}`}, got "${String(issue.input)}"`,
    })
    .transform(Number);
}
const integer = (name: string, fallback: number, min = 0, max?: number) => trimmed(name, integerText(name, min, max).default(fallback));

const TRUE = ["1", "true", "yes", "on"];
const FALSE = ["0", "false", "no", "off"];
const bool = (name: string) =>
  z.stringbool({ truthy: TRUE, falsy: FALSE, error: (issue) => `${name} must be true or false, got "${String(issue.input)}"` });
const flag = (name: string, fallback: boolean) => trimmed(name, bool(name).default(fallback));

const httpUrl = (name: string) =>
  trimmed(
    name,
    z
      .url({ protocol: /^https?$/, error: (issue) => `${name} must be an http(s) URL, got "${String(issue.input)}"` })
      .transform((url) => url.replace(/\/+$/, ""))
      .optional(),
  );

/** The widest subnets TRUST_PROXY takes: anything wider holds ordinary clients, who could then pick their own address. */
const MIN_PREFIX = { 4: 8, 6: 7 } as const;

/**
 * A proxy address as proxy-addr's trust takes it: an IP, a subnet (CIDR or IPv4 netmask), or a named
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
  else if (version === 4 && isIP(range) === 4) bits = ipaddr.IPv4.parse(range).prefixLengthFromSubnetMask();
  if (bits === null) return "invalid";
  return bits < MIN_PREFIX[version] ? "too wide" : null;
}

/**
 * TRUST_PROXY: false/0 (no proxy), a hop count (the proxies in front of the server), or a comma-separated list of
 * proxy addresses/subnets. Never `true`: trusting every hop lets any client choose its own address with
 * X-Forwarded-For, and every per-address limit would vanish.
 */
const trustProxy = z.string().transform((raw, ctx): false | number | string[] => {
  if (FALSE.includes(raw.toLowerCase())) return false;
  if (["true", "yes", "on"].includes(raw.toLowerCase())) {
    return refuse(
      ctx,
      `TRUST_PROXY=${raw} is refused: trusting every hop lets any client set its own address with X-Forwarded-For, ` +
        `and the per-address limits (sign-in, bookings, held places) would no longer apply. ` +
        `Set the number of proxies in front of the server instead (TRUST_PROXY=1 behind one load balancer or reverse proxy), ` +
        `or their addresses or subnets (for example TRUST_PROXY=10.0.0.0/8,loopback).`,
    );
  }
  if (/^\d+$/.test(raw)) return Number(raw) || false;
  const entries = raw.split(",").map((entry) => entry.trim());
  const quoted = (problem: "invalid" | "too wide") =>
    entries
      .filter((entry) => proxyAddressProblem(entry) === problem)
      .map((entry) => `"${entry}"`)
      .join(", ");
  if (quoted("too wide")) {
    return refuse(
      ctx,
      `TRUST_PROXY=${raw} is refused: ${quoted("too wide")} would trust ordinary clients, who could then ` +
        `set their own address with X-Forwarded-For (the per-address limits would no longer apply). List your proxies' own addresses ` +
        `or subnets (/8 or narrower for IPv4, /7 for IPv6), or give their number (TRUST_PROXY=1).`,
    );
  }
  if (quoted("invalid")) {
    return refuse(
      ctx,
      `TRUST_PROXY must be a hop count (e.g. 1) or a comma-separated list of proxy addresses or subnets ` +
        `(e.g. 10.0.0.0/8,loopback); not an address: ${quoted("invalid")}`,
    );
  }
  return entries;
});

/**
 * Skip payment (SPEC section 9, "order completed without charge"): `off`; `free`, completing only bookings
 * with nothing to pay; or `any`, completing every booking unpaid (development's default, for trying the app).
 */
export type SkipPayment = "off" | "free" | "any";

const SKIP_PAYMENT = new Map<string, SkipPayment>([
  ...FALSE.map((value) => [value, "off"] as const),
  ...[...TRUE, "free"].map((value) => [value, "free"] as const),
  ["any", "any"],
]);
const skipPayment = z
  .string()
  .transform(
    (raw, ctx) =>
      SKIP_PAYMENT.get(raw.toLowerCase()) ??
      refuse(
        ctx,
        `PAYMENT_SKIP must be false, true (completes bookings with nothing to pay) or any (completes every booking without payment), got "${raw}"`,
      ),
  );

/** CEEPOS_TAX_CODES: "14=14,25.5=25.5" (VAT percentage = POS tax code), rates normalized ("10.0" is "10"). */
const taxCodes = z.string().transform((raw, ctx) => {
  const pairs = raw.split(",").map((pair) => pair.split("=").map((part) => part.trim()));
  // Ceepos refuses ";" and "&" in any value (reference payments.md §4.2): "14=14;25.5=25.5" is a typo, not a code.
  const valid = ([rate, code, ...rest]: string[]) =>
    rest.length === 0 && !!rate && !!code && Number.isFinite(Number(rate)) && !/[;&\s]/.test(code);
  if (!pairs.every(valid)) return refuse(ctx, `CEEPOS_TAX_CODES must look like "14=14,25.5=25.5", got "${raw}"`);
  return Object.fromEntries(pairs.map(([rate, code]) => [String(Number(rate)), code ?? ""]));
});

/** Paytrail's published test merchant (reference payments.md §2), used with PAYTRAIL_TEST_MODE and no credentials. */
export const PAYTRAIL_TEST_MERCHANT = { merchantId: "375917", secret: "SAIPPUAKAUPPIAS" } as const;

/**
 * A provider's credentials: null when none of its variables is set; when any is, all of its required ones must be.
 * The message names the variables, never their values (they may be secrets).
 */
function provider<K extends string>(label: string, required: Record<K, string>, optional: string[]) {
  const names = Object.values<string>(required);
  return z.custom<Env>().transform((env, ctx) => {
    const present = [...names, ...optional].filter((name) => env[name]?.trim());
    if (present.length === 0) return null;
    const missing = names.filter((name) => !env[name]?.trim());
    if (missing.length > 0) {
      return refuse(
        ctx,
        `${label} is partly configured (${present.join(", ")} set): also set ${missing.join(" and ")}, or unset them all to turn ${label} off`,
      );
    }
    return Object.fromEntries(Object.entries<string>(required).map(([key, name]) => [key, env[name]!.trim()])) as Record<K, string>;
  });
}

const paymentSchema = (production: boolean) =>
  fromEnv({
    paytrail: provider("Paytrail", { merchantId: "PAYTRAIL_MERCHANT_ID", secret: "PAYTRAIL_SECRET_KEY" }, ["PAYTRAIL_BASE_URL"]),
    vismapay: provider("Visma Pay", { apiKey: "VISMAPAY_API_KEY", privateKey: "VISMAPAY_PRIVATE_KEY" }, ["VISMAPAY_BASE_URL"]),
    ceepos: provider("Ceepos", { source: "CEEPOS_SOURCE", secret: "CEEPOS_SECRET", url: "CEEPOS_URL" }, ["CEEPOS_TAX_CODES"]),
    /** Offer 'skip payment': off in production unless turned on, and then for free bookings unless `any` (DESIGN section 7.1). */
    skip: trimmed("PAYMENT_SKIP", skipPayment.default(production ? "off" : "any")),
    /** Start the local provider simulator and point unconfigured providers at it. */
    simulator: flag("PAYMENT_SIMULATOR", !production),
    simulatorPort: integer("PAYMENT_SIMULATOR_PORT", 0),
    /** The origin providers send customers back to and call; default: the origin of the pay request. */
    publicUrl: httpUrl("PUBLIC_URL"),
    reconcileIntervalSeconds: integer("PAYMENT_RECONCILE_INTERVAL_SECONDS", 60, 1),
    paytrailBaseUrl: httpUrl("PAYTRAIL_BASE_URL"),
    paytrailTestMode: flag("PAYTRAIL_TEST_MODE", false),
    vismapayBaseUrl: httpUrl("VISMAPAY_BASE_URL"),
    vismapayTestMode: flag("VISMAPAY_TEST_MODE", false),
    ceeposUrl: httpUrl("CEEPOS_URL"),
    ceeposTaxCodes: trimmed("CEEPOS_TAX_CODES", taxCodes.default({})),
    ceeposTestMode: flag("CEEPOS_TEST_MODE", false),
  }).transform(({ paytrail: credentials, vismapay, ceepos, paytrailBaseUrl, paytrailTestMode, ...env }, ctx) => {
    const paytrail = credentials ?? (paytrailTestMode ? { ...PAYTRAIL_TEST_MERCHANT } : null);
    if (production && env.skip === "off" && !env.simulator && !paytrail && !vismapay && !ceepos) {
      return refuse(
        ctx,
        "No payment method is configured for production: configure Paytrail, Visma Pay or Ceepos (README, Payments), " +
          "or set PAYMENT_SKIP=true to complete bookings with nothing to pay (PAYMENT_SKIP=any completes every booking without payment)",
      );
    }
    const { vismapayBaseUrl, vismapayTestMode, ceeposUrl, ceeposTaxCodes, ceeposTestMode, ...common } = env;
    return {
      ...common,
      /** Each provider's credentials (SPEC section 9); null when it is not offered. */
      paytrail: paytrail && { ...paytrail, baseUrl: paytrailBaseUrl, testMode: paytrailTestMode },
      vismapay: vismapay && { ...vismapay, baseUrl: vismapayBaseUrl, testMode: vismapayTestMode },
      ceepos: ceepos && { ...ceepos, url: ceeposUrl!, taxCodes: ceeposTaxCodes, testMode: ceeposTestMode },
    };
  });

/** MAIL_FROM: `address`, `Name <address>` or `"Name" <address>`. */
const mailFrom = z.string().transform((raw, ctx) => {
  const named = /^(?:"([^"]*)"|([^<"]*?))\s*<([^<>]+)>$/.exec(raw);
  const fromAddress = (named ? named[3] : raw)?.trim() ?? "";
  if (!/^[^\s@<>"]+@[^\s@<>"]+$/.test(fromAddress)) return refuse(ctx, `MAIL_FROM must be an address or "Name <address>", got "${raw}"`);
  return { fromAddress, fromName: (named?.[1] ?? named?.[2])?.trim() || undefined };
});

const mailSchema = (production: boolean, publicUrl: string | undefined) =>
  fromEnv({
    /** SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://host:465; undefined: the catcher's, or none (mail stays queued). */
    smtpUrl: trimmed(
      "SMTP_URL",
      // The message never repeats the value: it may hold a password.
      z
        .url({
          protocol: /^smtps?$/,
          error: "SMTP_URL must look like smtp://user:password@host:587 (STARTTLS when offered) or smtps://user:password@host:465 (TLS)",
        })
        .optional(),
    ),
    /** The local mail catcher (development without SMTP_URL) and its preferred ports; null: not started. */
    catcher: trimmed("MAIL_CATCHER", bool("MAIL_CATCHER").optional()),
    catcherPorts: fromEnv({ smtpPort: integer("MAIL_CATCHER_PORT", 1025), webPort: integer("MAIL_CATCHER_WEB_PORT", 1080) }),
    from: trimmed(
      "MAIL_FROM",
      mailFrom.default({ fromAddress: `no-reply@${publicUrl ? new URL(publicUrl).hostname : "localhost"}`, fromName: undefined }),
    ),
    /** Sending attempts before a message is marked failed (with the backoff, about a day by default). */
    maxAttempts: integer("MAIL_MAX_ATTEMPTS", 30, 1),
    /** How often the outbox is looked at for due messages. */
    sendIntervalSeconds: integer("MAIL_SEND_INTERVAL_SECONDS", 5, 1),
  }).transform(({ smtpUrl, catcher: wanted, catcherPorts, from, ...env }, ctx) => {
    const catcher = wanted ?? (!production && smtpUrl === undefined);
    if (catcher && smtpUrl !== undefined) {
      return refuse(
        ctx,
        "MAIL_CATCHER=true sends e-mail to the local catcher: unset SMTP_URL, or turn MAIL_CATCHER off to send through it",
      );
    }
    // E-mailed links (a renewal's personal link) must reach customers: never http://localhost from a real mail server.
    if (production && smtpUrl !== undefined && publicUrl === undefined) {
      return refuse(
        ctx,
        "PUBLIC_URL is needed in production when SMTP_URL is set: e-mailed links point at it (e.g. PUBLIC_URL=https://tickets.example.fi)",
      );
    }
    return { smtpUrl, ...from, catcher: catcher ? catcherPorts : null, ...env };
  });

const configSchema = (cwd: string) =>
  fromEnv({
    nodeEnv: z.preprocess((env) => (env as Env).NODE_ENV, z.string().default("development")),
    port: integer("PORT", 4000),
    host: verbatim("HOST", z.string().default("0.0.0.0")),
    databaseUrl: verbatim("DATABASE_URL", z.string().optional()),
    /**
     * A session connection to the same database as DATABASE_URL, for a DATABASE_URL that goes through a transaction
     * pooler (PgBouncer): the live feeds' LISTEN, migrations and backups use it (README, PgBouncer).
     */
    databaseDirectUrl: verbatim("DATABASE_DIRECT_URL", z.string().optional()),
    dataDir: verbatim("DATA_DIR", z.string().default(".data")),
    embeddedPostgresPort: integer("EMBEDDED_PG_PORT", 5544, 1),
    secretKey: verbatim("SECRET_KEY", z.string().min(32, "SECRET_KEY must be at least 32 characters long").optional()),
    adminEmail: verbatim(
      "ADMIN_EMAIL",
      z
        .string()
        .refine((raw) => /^[^\s@]+@[^\s@]+$/.test(raw.trim()), {
          error: (issue) => `ADMIN_EMAIL is not an e-mail address: "${String(issue.input)}"`,
        })
        .transform((raw) => raw.trim().toLowerCase())
        .default("admin@example.com"),
    ),
    adminPassword: verbatim("ADMIN_PASSWORD", z.string().min(10, "ADMIN_PASSWORD must be at least 10 characters long").optional()),
    /** Which proxies' forwarded headers are believed (proxy-addr's trust): false, a hop count, or proxy addresses/subnets (never true). */
    trustProxy: trimmed("TRUST_PROXY", trustProxy.default(false)),
    seedDemoData: flag("SEED_DEMO_DATA", true),
    /** With the demo data, also the demo concert hall (a 2,016-place plan uploaded through the sanitizer: about a second). */
    seedConcertHall: flag("SEED_CONCERT_HALL", true),
    clientDist: verbatim("CLIENT_DIST", z.string().default(new URL("../../../client/dist", import.meta.url).pathname)),
    /** The client's bundled dictionaries ({language}/{namespace}.json), which the server's dictionaries are merged over. */
    clientLocales: verbatim(
      "CLIENT_LOCALES",
      z.string().default(new URL("../../../client/src/shared/i18n/locales", import.meta.url).pathname),
    ),
    logLevel: verbatim(
      "LOG_LEVEL",
      z.enum(["debug", "info", "warn", "error"], "LOG_LEVEL must be debug, info, warn or error").default("info"),
    ),
    /** Booking engine (DESIGN section 3). */
    draftExpirySeconds: integer("DRAFT_EXPIRY_SECONDS", 900, 1),
    paymentHoldSeconds: integer("PAYMENT_HOLD_SECONDS", 1800, 1),
    sweepIntervalSeconds: integer("SWEEP_INTERVAL_SECONDS", 5, 1),
    /** Days before a renewal's deadline its customer is reminded. */
    renewalReminderDays: integer("RENEWAL_REMINDER_DAYS", 3),
    /** How often due renewal e-mails (links, reminders) are looked for. */
    renewalNoticesIntervalSeconds: integer("RENEWAL_NOTICES_INTERVAL_SECONDS", 60, 1),
    /** How often freed places are offered to waiting lists. */
    waitingListIntervalSeconds: integer("WAITING_LIST_INTERVAL_SECONDS", 5, 1),
    /** /metrics for `Authorization: Bearer <token>`; unset: for connections from this machine only. */
    metricsToken: trimmed(
      "METRICS_TOKEN",
      z
        .string()
        .regex(/^\S{16,}$/, "METRICS_TOKEN must be at least 16 characters, without spaces")
        .optional(),
    ),
    maxTicketsPerDraft: integer("MAX_TICKETS_PER_DRAFT", 10, 1),
    bookRateLimitPerMinute: integer("BOOK_RATE_LIMIT_PER_MINUTE", 30, 1),
    /** Voucher codes one client address may try per minute before 429 (guessing codes; every try counts). */
    voucherTriesPerMinute: integer("VOUCHER_TRIES_PER_MINUTE", 10, 1),
    /** Longest wait for a row lock before answering 503 with Retry-After. */
    lockTimeoutMs: integer("LOCK_TIMEOUT_MS", 5000, 1),
    dbPoolSize: integer("DB_POOL_SIZE", 20, 1),
    /** Pool connections GraphQL queries never take, kept for holds, mutations, REST and /readyz (default below). */
    dbPoolReserve: trimmed("DB_POOL_RESERVE", integerText("DB_POOL_RESERVE", 0).optional()),
    /**
     * GraphQL operations (HTTP and WebSocket together) one client may have under way at once. A page's first load sends
     * a few at once (the seat map's six), each under way for milliseconds: 16 lets an office behind one address open it
     * in two or three browsers at the same instant.
     */
    maxOperationsPerClient: integer("MAX_OPERATIONS_PER_CLIENT", 16, 1),
    /** Places the live holds made from one client address may take on one occasion. */
    maxHeldPerAddressPerOccasion: integer("MAX_HELD_PER_ADDRESS_PER_OCCASION", 40, 1),
    /** Largest plan map accepted by PUT /api/plans/{id}/map.svg. */
    planSvgMaxBytes: integer("PLAN_SVG_MAX_BYTES", 5 * 1024 * 1024, 1024),
    /** More elements in an uploaded plan map are refused with PLAN_TOO_COMPLEX. */
    planSvgMaxElements: integer("PLAN_SVG_MAX_ELEMENTS", 45_000, 1),
    planUploadRateLimitPerMinute: integer("PLAN_UPLOAD_RATE_LIMIT_PER_MINUTE", 10, 1),
    /** Open WebSocket connections (live updates) one client address may have on one process. */
    maxSocketsPerAddress: integer("MAX_SOCKETS_PER_ADDRESS", 50, 1),
    /** The bits of an IPv6 address that make one client for every per-client limit (clientKey); wider than /32 holds whole providers. */
    ipv6PrefixLength: integer("IPV6_PREFIX_LENGTH", DEFAULT_IPV6_PREFIX_LENGTH, 32, 128),
    waitingListMaxEntriesPerClient: integer("WAITING_LIST_MAX_ENTRIES_PER_CLIENT", 3, 1),
    /** A waiting room (issue 39) opens this many minutes before its date's sale starts; who comes until the start is in the lottery. */
    queueOpensMinutes: integer("QUEUE_OPENS_MINUTES", 30, 0, 24 * 60),
    /** How often the line is let in (one run for the whole cluster): the longest wait for an empty line's newcomer. */
    queueTickSeconds: integer("QUEUE_TICK_SECONDS", 2, 1, 60),
    /** How long an admitted visitor who was away keeps their turn; after it they join the line again. */
    queueGraceSeconds: integer("QUEUE_GRACE_SECONDS", 600, 30),
    /** Entries in one date's line from one client (IPV6_PREFIX_LENGTH): a carrier's shared IPv4 address carries many people. */
    queueMaxEntriesPerClient: integer("QUEUE_MAX_ENTRIES_PER_CLIENT", 100, 1),
    /** Joins of lines per client and minute (a browser joins once; its tab coming back does not join again). */
    queueJoinsPerMinute: integer("QUEUE_JOINS_PER_MINUTE", 60, 1),
    /**
     * Webhook endpoints may be on loopback, private or link-local addresses (and, there only, plain http): for a receiver
     * inside the venue's own network or a test. Off, a URL resolving to such an address is refused when saved and when sent.
     */
    webhookAllowPrivate: flag("WEBHOOK_ALLOW_PRIVATE", false),
    /** How often due webhook deliveries are sent (one run for the whole cluster). */
    webhookIntervalSeconds: integer("WEBHOOK_INTERVAL_SECONDS", 2, 1, 60),
    /** Sign-in attempts per minute per client address and per e-mail. */
    loginRateLimitPerMinute: integer("LOGIN_RATE_LIMIT_PER_MINUTE", 10, 1),
    /** How long a session lives without use (sliding). */
    sessionTtlSeconds: integer("SESSION_TTL_SECONDS", 14 * 24 * 3600, 60),
    /** The GraphQL explorer at /graphql and anonymous introspection (default below). */
    graphqlSandbox: trimmed("GRAPHQL_SANDBOX", bool("GRAPHQL_SANDBOX").optional()),
  }).transform((config, ctx) => {
    const { trustProxy, host, dbPoolSize } = config;
    if (config.databaseDirectUrl !== undefined && config.databaseUrl === undefined)
      return refuse(
        ctx,
        "DATABASE_DIRECT_URL is the direct (session) connection for a DATABASE_URL that goes through PgBouncer: set DATABASE_URL too",
      );
    if (typeof trustProxy === "number" && host !== "localhost" && !isLoopbackAddress(host)) {
      return refuse(
        ctx,
        `TRUST_PROXY=${trustProxy} with HOST=${host} is refused: a hop count trusts X-Forwarded-For from whoever connects, so a client ` +
          `that reaches the app port directly could choose its own address and the per-address limits would no longer apply. ` +
          `Listen on loopback behind a proxy on the same machine (HOST=127.0.0.1), or list the proxies' addresses or subnets ` +
          `instead of their number (for example TRUST_PROXY=10.0.0.5 or TRUST_PROXY=10.0.0.0/24).`,
      );
    }
    // By default a quarter of the pool (5 of 20), so that GraphQL queries, however many, leave holds and /readyz
    // connections of their own (issue 32, finding 7); at most the pool less one, which GraphQL queries always have.
    const dbPoolReserve = config.dbPoolReserve ?? Math.floor(dbPoolSize / 4);
    if (dbPoolReserve >= dbPoolSize)
      return refuse(ctx, `DB_POOL_RESERVE must be less than DB_POOL_SIZE (${dbPoolSize}), got "${dbPoolReserve}"`);
    const production = config.nodeEnv === "production";
    return {
      ...config,
      production,
      dataDir: path.resolve(cwd, config.dataDir),
      clientDist: path.resolve(config.clientDist),
      clientLocales: path.resolve(config.clientLocales),
      dbPoolReserve,
      graphqlSandbox: config.graphqlSandbox ?? !production,
    };
  });

function parse<T extends z.ZodType>(schema: T, env: Env): z.output<T> {
  const result = schema.safeParse(env);
  if (!result.success) throw new ConfigError(result.error.issues.map((issue) => issue.message).join("\n"));
  return result.data;
}

/** Paytrail, Visma Pay and Ceepos credentials (SPEC section 9), skip payment and the simulator. */
export type PaymentConfig = ReturnType<typeof loadPaymentConfig>;
export function loadPaymentConfig(env: Env, production: boolean) {
  return parse(paymentSchema(production), env);
}

/** Outgoing e-mail (README, E-mail): the SMTP server, the sender, the retries and the development catcher. */
export type MailConfig = ReturnType<typeof loadMailConfig>;
export function loadMailConfig(env: Env, production: boolean, publicUrl: string | undefined) {
  return parse(mailSchema(production, publicUrl), env);
}

/** The server's typed, validated configuration (README lists every variable). */
export type Config = ReturnType<typeof loadConfig>;
export function loadConfig(env: Env = process.env, cwd = process.cwd()) {
  const config = parse(configSchema(cwd), env);
  const payments = loadPaymentConfig(env, config.production);
  return { ...config, payments, mail: loadMailConfig(env, config.production, payments.publicUrl) };
}
