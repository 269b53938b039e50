import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, loadMailConfig, loadPaymentConfig, PAYTRAIL_TEST_MERCHANT } from "./config.js";

const PAYTRAIL = { PAYTRAIL_MERCHANT_ID: "123456", PAYTRAIL_SECRET_KEY: "paytrail-secret" };
const VISMAPAY = { VISMAPAY_API_KEY: "api-key", VISMAPAY_PRIVATE_KEY: "visma-private" };
const CEEPOS = { CEEPOS_SOURCE: "shop", CEEPOS_SECRET: "ceepos-secret", CEEPOS_URL: "https://verkkomaksutesti.cpu.fi/maksu.html" };

function configError(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error("expected a ConfigError");
}

describe("loadPaymentConfig", () => {
  it("defaults outside production: simulator on, skip completes any booking, no provider configured", () => {
    const config = loadPaymentConfig({}, false);
    expect(config).toMatchObject({
      skip: "any",
      simulator: true,
      simulatorPort: 0,
      publicUrl: undefined,
      reconcileIntervalSeconds: 60,
      paytrail: null,
      vismapay: null,
      ceepos: null,
    });
  });

  it("production: skip payment off and the simulator off by default; with no provider either, start-up stops saying what to set", () => {
    expect(loadPaymentConfig(PAYTRAIL, true)).toMatchObject({ skip: "off", simulator: false, vismapay: null, ceepos: null });
    for (const env of [{}, { PAYMENT_SKIP: "false" }]) {
      const error = configError(() => loadPaymentConfig(env, true));
      expect(error.message).toMatch(/^No payment method is configured for production: configure Paytrail, Visma Pay or Ceepos/);
      expect(error.message).toContain("PAYMENT_SKIP=true to complete bookings with nothing to pay");
    }
    expect(configError(() => loadConfig({ NODE_ENV: "production" })).message).toMatch(/^No payment method is configured for production/);
    expect(loadConfig({}).payments.simulator).toBe(true);
  });

  it("PAYMENT_SKIP: true completes free bookings only (in production too), any completes every booking", () => {
    expect(loadPaymentConfig({ PAYMENT_SKIP: "true" }, true)).toMatchObject({ skip: "free", paytrail: null });
    expect(loadPaymentConfig({ PAYMENT_SKIP: "true" }, false).skip).toBe("free");
    expect(loadPaymentConfig({ PAYMENT_SKIP: "any" }, true).skip).toBe("any");
    expect(loadPaymentConfig({ PAYMENT_SKIP: "ANY" }, false).skip).toBe("any");
    expect(loadPaymentConfig({ PAYMENT_SKIP: "off" }, false).skip).toBe("off");
    expect(configError(() => loadPaymentConfig({ PAYMENT_SKIP: "always" }, false)).message).toBe(
      `PAYMENT_SKIP must be false, true (completes bookings with nothing to pay) or any (completes every booking without payment), got "always"`,
    );
  });

  it("PAYMENT_SIMULATOR and PAYMENT_SKIP can be switched either way", () => {
    expect(loadPaymentConfig({ PAYMENT_SIMULATOR: "false" }, false).simulator).toBe(false);
    expect(loadPaymentConfig({ PAYMENT_SIMULATOR: "true" }, true).simulator).toBe(true);
    expect(configError(() => loadPaymentConfig({ PAYMENT_SIMULATOR: "maybe" }, false)).message).toContain("PAYMENT_SIMULATOR");
    expect(configError(() => loadPaymentConfig({ PAYMENT_SIMULATOR_PORT: "-1" }, false)).message).toContain("PAYMENT_SIMULATOR_PORT");
    expect(configError(() => loadPaymentConfig({ PAYMENT_RECONCILE_INTERVAL_SECONDS: "0" }, false)).message).toContain(
      "PAYMENT_RECONCILE_INTERVAL_SECONDS",
    );
  });

  it("fully configured providers", () => {
    const config = loadPaymentConfig(
      { ...PAYTRAIL, ...VISMAPAY, ...CEEPOS, PAYTRAIL_BASE_URL: "https://services.paytrail.com/", VISMAPAY_TEST_MODE: "true" },
      true,
    );
    expect(config.paytrail).toEqual({
      merchantId: "123456",
      secret: "paytrail-secret",
      baseUrl: "https://services.paytrail.com",
      testMode: false,
    });
    expect(config.vismapay).toEqual({ apiKey: "api-key", privateKey: "visma-private", baseUrl: undefined, testMode: true });
    expect(config.ceepos).toEqual({
      source: "shop",
      secret: "ceepos-secret",
      url: "https://verkkomaksutesti.cpu.fi/maksu.html",
      taxCodes: {},
      testMode: false,
    });
  });

  it.each([
    ["Paytrail", { PAYTRAIL_MERCHANT_ID: "1" }, ["PAYTRAIL_SECRET_KEY"], ["PAYTRAIL_MERCHANT_ID"]],
    ["Paytrail", { PAYTRAIL_SECRET_KEY: "s" }, ["PAYTRAIL_MERCHANT_ID"], []],
    ["Paytrail", { PAYTRAIL_BASE_URL: "https://example.com" }, ["PAYTRAIL_MERCHANT_ID", "PAYTRAIL_SECRET_KEY"], []],
    ["Visma Pay", { VISMAPAY_API_KEY: "k" }, ["VISMAPAY_PRIVATE_KEY"], []],
    ["Visma Pay", { VISMAPAY_PRIVATE_KEY: "p" }, ["VISMAPAY_API_KEY"], []],
    ["Ceepos", { CEEPOS_SOURCE: "s" }, ["CEEPOS_SECRET", "CEEPOS_URL"], []],
    ["Ceepos", { CEEPOS_SECRET: "x", CEEPOS_URL: "https://c.example" }, ["CEEPOS_SOURCE"], []],
    ["Ceepos", { CEEPOS_TAX_CODES: "14=14" }, ["CEEPOS_SOURCE", "CEEPOS_SECRET", "CEEPOS_URL"], []],
  ] as const)("partial %s configuration %j names the missing variables", (label, env, missing, _present) => {
    const error = configError(() => loadPaymentConfig(env, false));
    expect(error.message).toContain(label);
    for (const name of missing) expect(error.message).toContain(name);
    // The error names variables, never their values (a secret must not reach the log).
    for (const value of Object.values(env)) if (value.length > 2) expect(error.message).not.toContain(`"${value}"`);
  });

  it("blank values count as unset", () => {
    expect(loadPaymentConfig({ PAYTRAIL_MERCHANT_ID: "  ", PAYTRAIL_SECRET_KEY: "" }, false).paytrail).toBeNull();
    expect(configError(() => loadPaymentConfig({ PAYTRAIL_MERCHANT_ID: "1", PAYTRAIL_SECRET_KEY: "   " }, false)).message).toContain(
      "PAYTRAIL_SECRET_KEY",
    );
  });

  it("PAYTRAIL_TEST_MODE without credentials uses the published test merchant", () => {
    const config = loadPaymentConfig({ PAYTRAIL_TEST_MODE: "true" }, true);
    expect(config.paytrail).toMatchObject({ ...PAYTRAIL_TEST_MERCHANT, testMode: true });
    expect(loadPaymentConfig({ ...PAYTRAIL, PAYTRAIL_TEST_MODE: "true" }, false).paytrail).toMatchObject({
      merchantId: "123456",
      testMode: true,
    });
  });

  it("CEEPOS_TAX_CODES: rate=code pairs, rates normalized", () => {
    expect(loadPaymentConfig({ ...CEEPOS, CEEPOS_TAX_CODES: "14=14, 25.5 = 25.5 ,10.0=10,0=0" }, false).ceepos?.taxCodes).toEqual({
      "14": "14",
      "25.5": "25.5",
      "10": "10",
      "0": "0",
    });
    for (const bad of ["14", "=14", "14=", "abc=1", "14=14,,25.5=25.5", "14=14;25.5=25.5"]) {
      const error = configError(() => loadPaymentConfig({ ...CEEPOS, CEEPOS_TAX_CODES: bad }, false));
      expect(error.message, bad).toContain("CEEPOS_TAX_CODES");
    }
  });

  it.each([
    ["PUBLIC_URL", {}],
    ["PAYTRAIL_BASE_URL", PAYTRAIL],
    ["VISMAPAY_BASE_URL", VISMAPAY],
    ["CEEPOS_URL", { CEEPOS_SOURCE: "s", CEEPOS_SECRET: "x" }],
  ] as const)("%s must be an http(s) URL", (name, env) => {
    for (const bad of ["not a url", "ftp://example.com", "javascript:alert(1)", "//example.com", "file:///etc/passwd"]) {
      const error = configError(() => loadPaymentConfig({ ...env, [name]: bad }, false));
      expect(error.message, bad).toContain(name);
    }
  });

  it("PUBLIC_URL loses its trailing slashes", () => {
    expect(loadPaymentConfig({ ...PAYTRAIL, PUBLIC_URL: "https://tickets.example.fi///" }, true).publicUrl).toBe(
      "https://tickets.example.fi",
    );
    expect(loadPaymentConfig({ PUBLIC_URL: "http://localhost:4000" }, false).publicUrl).toBe("http://localhost:4000");
  });
});

describe("GRAPHQL_SANDBOX", () => {
  // Production with skip payment: a production configuration that starts without a payment provider.
  const production = { NODE_ENV: "production", PAYMENT_SKIP: "true" };

  it("the GraphQL explorer is on outside production and off in production unless turned on", () => {
    expect(loadConfig({}).graphqlSandbox).toBe(true);
    expect(loadConfig({ GRAPHQL_SANDBOX: "false" }).graphqlSandbox).toBe(false);
    expect(loadConfig(production).graphqlSandbox).toBe(false);
    expect(loadConfig({ ...production, GRAPHQL_SANDBOX: "true" }).graphqlSandbox).toBe(true);
    expect(configError(() => loadConfig({ GRAPHQL_SANDBOX: "maybe" })).message).toContain("GRAPHQL_SANDBOX");
  });
});

describe("TRUST_PROXY", () => {
  it("true (and yes/on) is refused at start-up, saying why and what to set instead", () => {
    for (const value of ["true", "TRUE", "yes", "on"]) {
      const error = configError(() => loadConfig({ TRUST_PROXY: value }));
      expect(error.message).toContain(`TRUST_PROXY=${value} is refused`);
      expect(error.message).toMatch(/any client set its own address with X-Forwarded-For/);
      expect(error.message).toMatch(/per-address limits/);
      expect(error.message).toMatch(/TRUST_PROXY=1 behind one load balancer/);
    }
  });

  it("a hop count: 1 is one proxy (no longer 'true'); unset, 0 and false mean no proxy", () => {
    expect(loadConfig({ TRUST_PROXY: "1", HOST: "127.0.0.1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: " 2 ", HOST: "::1" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "1", HOST: "localhost" }).trustProxy).toBe(1);
    for (const value of [undefined, "", "0", "false", "off"]) expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
  });

  it("a hop count is refused unless the server listens on loopback: a client reaching the port could name its own address", () => {
    for (const host of [undefined, "0.0.0.0", "::", "10.0.0.5", "2001:db8::1"]) {
      const error = configError(() => loadConfig({ TRUST_PROXY: "1", HOST: host }));
      expect(error.message, host).toMatch(
        /^TRUST_PROXY=1 with HOST=.* is refused: a hop count trusts X-Forwarded-For from whoever connects/,
      );
      expect(error.message).toMatch(/HOST=127\.0\.0\.1/);
      expect(error.message).toMatch(/list the proxies' addresses/);
    }
    // Listed proxies are trusted by their own addresses, whatever interface the server listens on.
    expect(loadConfig({ TRUST_PROXY: "10.0.0.5", HOST: "0.0.0.0" }).trustProxy).toEqual(["10.0.0.5"]);
  });

  it("IPV6_PREFIX_LENGTH: 64 by default, 32 to 128", () => {
    expect(loadConfig({}).ipv6PrefixLength).toBe(64);
    expect(loadConfig({ IPV6_PREFIX_LENGTH: "56" }).ipv6PrefixLength).toBe(56);
    for (const value of ["16", "129", "64.5", "x"]) expect(() => loadConfig({ IPV6_PREFIX_LENGTH: value }), value).toThrow(ConfigError);
  });

  it("a comma-separated list of proxy addresses, subnets and named ranges", () => {
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.1,loopback,fd00::/8,172.16.0.0/255.240.0.0" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.1",
      "loopback",
      "fd00::/8",
      "172.16.0.0/255.240.0.0",
    ]);
  });

  it("subnets that would hold ordinary clients (trust everyone by another name) are refused, saying which", () => {
    for (const value of ["0.0.0.0/0", "0.0.0.0/1,128.0.0.0/1", "::/0", "10.0.0.1,0.0.0.0/0.0.0.0", "192.0.0.0/4"]) {
      const error = configError(() => loadConfig({ TRUST_PROXY: value }));
      expect(error.message, value).toMatch(/^TRUST_PROXY=.* is refused: .* would trust ordinary clients/);
    }
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8,fc00::/7" }).trustProxy).toEqual(["10.0.0.0/8", "fc00::/7"]);
    // A netmask that is not contiguous is not a subnet at all.
    expect(configError(() => loadConfig({ TRUST_PROXY: "10.0.0.0/255.0.255.0" })).message).toMatch(/^TRUST_PROXY must be a hop count/);
  });

  it("anything else is refused with the entries that are not addresses", () => {
    const error = configError(() => loadConfig({ TRUST_PROXY: "10.0.0.1,proxy.example.com,10.0.0.0/33,-1" }));
    expect(error.message).toMatch(/^TRUST_PROXY must be a hop count/);
    expect(error.message).toContain(`"proxy.example.com", "10.0.0.0/33", "-1"`);
    expect(error.message).not.toContain(`"10.0.0.1"`);
  });
});

describe("loadMailConfig", () => {
  it("development without SMTP_URL: the local catcher on its usual ports; mail from no-reply@ the public host, named after the site", () => {
    expect(loadMailConfig({}, false, undefined)).toEqual({
      smtpUrl: undefined,
      fromAddress: "no-reply@localhost",
      fromName: undefined,
      catcher: { smtpPort: 1025, webPort: 1080 },
      maxAttempts: 30,
      sendIntervalSeconds: 5,
    });
    expect(loadMailConfig({}, false, "https://tickets.example.fi").fromAddress).toBe("no-reply@tickets.example.fi");
    expect(loadMailConfig({ MAIL_CATCHER_PORT: "0", MAIL_CATCHER_WEB_PORT: "0" }, false, undefined).catcher).toEqual({
      smtpPort: 0,
      webPort: 0,
    });
  });

  it("SMTP_URL: no catcher; production without it: no catcher either (mail waits in the outbox)", () => {
    const smtp = loadMailConfig({ SMTP_URL: "smtps://user:secret@mail.example.fi:465" }, false, undefined);
    expect(smtp).toMatchObject({ smtpUrl: "smtps://user:secret@mail.example.fi:465", catcher: null });
    expect(loadMailConfig({}, true, undefined)).toMatchObject({ smtpUrl: undefined, catcher: null });
    expect(loadMailConfig({ MAIL_CATCHER: "true" }, true, undefined).catcher).not.toBeNull();
    expect(loadConfig({ NODE_ENV: "production", PAYMENT_SKIP: "true" }).mail.catcher).toBeNull();
  });

  it("MAIL_FROM: an address, or a name and an address", () => {
    expect(loadMailConfig({ MAIL_FROM: "tickets@theatre.fi" }, false, undefined)).toMatchObject({
      fromAddress: "tickets@theatre.fi",
      fromName: undefined,
    });
    expect(loadMailConfig({ MAIL_FROM: "City Theatre <tickets@theatre.fi>" }, false, undefined)).toMatchObject({
      fromAddress: "tickets@theatre.fi",
      fromName: "City Theatre",
    });
    expect(loadMailConfig({ MAIL_FROM: '"Teatteri, lipunmyynti" <liput@teatteri.fi>' }, false, undefined)).toMatchObject({
      fromAddress: "liput@teatteri.fi",
      fromName: "Teatteri, lipunmyynti",
    });
  });

  it("refuses what it cannot use, never repeating SMTP_URL (it may hold a password)", () => {
    for (const value of ["http://mail.example.fi", "mail.example.fi:587", "smtp//user:hunter2@host"]) {
      const error = configError(() => loadMailConfig({ SMTP_URL: value }, false, undefined));
      expect(error.message).toMatch(/^SMTP_URL must look like smtp:\/\//);
      expect(error.message).not.toContain("hunter2");
    }
    expect(configError(() => loadMailConfig({ MAIL_FROM: "Tickets" }, false, undefined)).message).toMatch(/^MAIL_FROM must be an address/);
    expect(configError(() => loadMailConfig({ MAIL_FROM: "a@b <c>" }, false, undefined)).message).toMatch(/^MAIL_FROM/);
    expect(configError(() => loadMailConfig({ SMTP_URL: "smtp://h", MAIL_CATCHER: "true" }, false, undefined)).message).toMatch(
      /^MAIL_CATCHER=true sends e-mail to the local catcher/,
    );
    expect(configError(() => loadMailConfig({ MAIL_MAX_ATTEMPTS: "0" }, false, undefined)).message).toMatch(/^MAIL_MAX_ATTEMPTS/);
  });

  it("METRICS_TOKEN: unset serves /metrics to this machine only; a short one is refused", () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "a-long-enough-metrics-token" }).metricsToken).toBe("a-long-enough-metrics-token");
    expect(configError(() => loadConfig({ METRICS_TOKEN: "short" })).message).toMatch(/^METRICS_TOKEN must be at least 16/);
  });

  it("production with SMTP_URL needs PUBLIC_URL: e-mailed links never point at localhost", () => {
    const smtp = { SMTP_URL: "smtps://user:secret@mail.example.fi:465" };
    expect(configError(() => loadMailConfig(smtp, true, undefined)).message).toMatch(/^PUBLIC_URL is needed in production/);
    expect(configError(() => loadConfig({ NODE_ENV: "production", PAYMENT_SKIP: "true", ...smtp })).message).toMatch(/^PUBLIC_URL/);
    expect(loadMailConfig(smtp, true, "https://tickets.example.fi").smtpUrl).toBe(smtp.SMTP_URL);
    expect(loadMailConfig(smtp, false, undefined).smtpUrl).toBe(smtp.SMTP_URL);
  });
});

describe("GraphQL operations and the pool (issue 32, finding 7)", () => {
  it("MAX_OPERATIONS_PER_CLIENT: 16 by default, at least 1", () => {
    expect(loadConfig({}).maxOperationsPerClient).toBe(16);
    expect(loadConfig({ MAX_OPERATIONS_PER_CLIENT: "4" }).maxOperationsPerClient).toBe(4);
    expect(configError(() => loadConfig({ MAX_OPERATIONS_PER_CLIENT: "0" })).message).toMatch(/^MAX_OPERATIONS_PER_CLIENT must be/);
  });

  it("DB_POOL_RESERVE: a quarter of the pool by default, less than the pool", () => {
    expect(loadConfig({}).dbPoolReserve).toBe(5);
    expect(loadConfig({ DB_POOL_SIZE: "4" }).dbPoolReserve).toBe(1);
    expect(loadConfig({ DB_POOL_SIZE: "1" }).dbPoolReserve).toBe(0);
    expect(loadConfig({ DB_POOL_RESERVE: "19" }).dbPoolReserve).toBe(19);
    expect(configError(() => loadConfig({ DB_POOL_RESERVE: "20" })).message).toMatch(
      /^DB_POOL_RESERVE must be less than DB_POOL_SIZE \(20\)/,
    );
  });
});

describe("the forms every variable accepts", () => {
  it("integers: surrounding spaces ignored; blank means unset; a decimal point or comma, or a word, refused saying which variable and value", () => {
    expect(loadConfig({ PORT: " 4100 " }).port).toBe(4100);
    for (const blank of ["", "   "]) {
      expect(loadConfig({ PORT: blank, DRAFT_EXPIRY_SECONDS: blank }), JSON.stringify(blank)).toMatchObject({
        port: 4000,
        draftExpirySeconds: 900,
      });
    }
    expect(configError(() => loadConfig({ PORT: "4,5" })).message).toBe(`PORT must be an integer >= 0, got "4,5"`);
    expect(configError(() => loadConfig({ LOCK_TIMEOUT_MS: "2.5" })).message).toBe(`LOCK_TIMEOUT_MS must be an integer >= 1, got "2.5"`);
    expect(configError(() => loadConfig({ SESSION_TTL_SECONDS: "59" })).message).toBe(
      `SESSION_TTL_SECONDS must be an integer >= 60, got "59"`,
    );
    expect(configError(() => loadConfig({ DB_POOL_RESERVE: "many" })).message).toBe(`DB_POOL_RESERVE must be an integer >= 0, got "many"`);
    expect(configError(() => loadConfig({ IPV6_PREFIX_LENGTH: "129" })).message).toBe(
      `IPV6_PREFIX_LENGTH must be an integer between 32 and 128, got "129"`,
    );
  });

  it("true or false: 1/true/yes/on and 0/false/no/off in any case, spaces ignored, blank meaning the default", () => {
    expect(loadConfig({ SEED_DEMO_DATA: " OFF ", SEED_CONCERT_HALL: "No" })).toMatchObject({ seedDemoData: false, seedConcertHall: false });
    expect(loadConfig({ SEED_DEMO_DATA: "  ", GRAPHQL_SANDBOX: "" })).toMatchObject({ seedDemoData: true, graphqlSandbox: true });
    expect(loadPaymentConfig({ PAYMENT_SIMULATOR: "Yes" }, true).simulator).toBe(true);
    expect(configError(() => loadConfig({ SEED_DEMO_DATA: "maybe" })).message).toBe(`SEED_DEMO_DATA must be true or false, got "maybe"`);
    // Checked even while its provider is off: a misspelt value is not left to surprise whoever turns the provider on.
    expect(configError(() => loadPaymentConfig({ VISMAPAY_TEST_MODE: "ture" }, false)).message).toBe(
      `VISMAPAY_TEST_MODE must be true or false, got "ture"`,
    );
  });

  it("secrets, names and paths are taken as given; only an empty value means unset", () => {
    expect(loadConfig({ SECRET_KEY: "", ADMIN_PASSWORD: "", DATABASE_URL: "", HOST: "", LOG_LEVEL: "" })).toMatchObject({
      secretKey: undefined,
      adminPassword: undefined,
      databaseUrl: undefined,
      host: "0.0.0.0",
      logLevel: "info",
    });
    const secretKey = ` ${"k".repeat(30)} `;
    expect(loadConfig({ SECRET_KEY: secretKey }).secretKey).toBe(secretKey);
    expect(configError(() => loadConfig({ SECRET_KEY: "k".repeat(31) })).message).toBe("SECRET_KEY must be at least 32 characters long");
    expect(configError(() => loadConfig({ ADMIN_PASSWORD: "123456789" })).message).toBe(
      "ADMIN_PASSWORD must be at least 10 characters long",
    );
    expect(configError(() => loadConfig({ LOG_LEVEL: "verbose" })).message).toBe("LOG_LEVEL must be debug, info, warn or error");
    expect(configError(() => loadConfig({ LOG_LEVEL: "DEBUG" })).message).toBe("LOG_LEVEL must be debug, info, warn or error");
    expect(loadConfig({ DATA_DIR: "state" }, "/srv/app").dataDir).toBe("/srv/app/state");
    expect(loadConfig({}, "/srv/app").dataDir).toBe("/srv/app/.data");
  });

  it("ADMIN_EMAIL: trimmed and lower-cased; not an address is refused, quoting it", () => {
    expect(loadConfig({ ADMIN_EMAIL: " Admin@Theatre.FI " }).adminEmail).toBe("admin@theatre.fi");
    expect(loadConfig({ ADMIN_EMAIL: "" }).adminEmail).toBe("admin@example.com");
    expect(configError(() => loadConfig({ ADMIN_EMAIL: "admin" })).message).toBe(`ADMIN_EMAIL is not an e-mail address: "admin"`);
  });

  it("TRUST_PROXY, PAYMENT_SKIP, URLs and MAIL_FROM ignore surrounding spaces; blank means unset", () => {
    expect(loadConfig({ TRUST_PROXY: " Off " }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "   " }).trustProxy).toBe(false);
    expect(loadPaymentConfig({ PAYMENT_SKIP: " Free " }, true).skip).toBe("free");
    expect(loadPaymentConfig({ PAYMENT_SKIP: "  " }, false).skip).toBe("any");
    expect(loadPaymentConfig({ PUBLIC_URL: "  https://tickets.example.fi/ " }, false).publicUrl).toBe("https://tickets.example.fi");
    expect(loadPaymentConfig({ PUBLIC_URL: "  " }, false).publicUrl).toBeUndefined();
    expect(loadMailConfig({ MAIL_FROM: "  ", SMTP_URL: " smtp://mail.example.fi " }, false, undefined)).toMatchObject({
      fromAddress: "no-reply@localhost",
      smtpUrl: "smtp://mail.example.fi",
    });
    for (const bad of ["constructor", "toString"]) {
      expect(configError(() => loadPaymentConfig({ PAYMENT_SKIP: bad }, false)).message).toMatch(/^PAYMENT_SKIP must be false, true/);
    }
  });

  it("an http(s) URL needs its //: https:tickets.example.fi is refused rather than used in links", () => {
    expect(configError(() => loadPaymentConfig({ PUBLIC_URL: "https:tickets.example.fi" }, false)).message).toBe(
      `PUBLIC_URL must be an http(s) URL, got "https:tickets.example.fi"`,
    );
  });

  it("every wrong variable is named at once, one line each", () => {
    expect(configError(() => loadConfig({ PORT: "x", LOG_LEVEL: "loud", SEED_DEMO_DATA: "maybe" })).message.split("\n")).toEqual([
      `PORT must be an integer >= 0, got "x"`,
      `SEED_DEMO_DATA must be true or false, got "maybe"`,
      "LOG_LEVEL must be debug, info, warn or error",
    ]);
  });

  it("a setting bounded by another is checked once both are valid", () => {
    expect(configError(() => loadConfig({ DB_POOL_SIZE: "4", DB_POOL_RESERVE: "4" })).message).toBe(
      `DB_POOL_RESERVE must be less than DB_POOL_SIZE (4), got "4"`,
    );
    expect(configError(() => loadConfig({ DB_POOL_SIZE: "none", DB_POOL_RESERVE: "4" })).message).toBe(
      `DB_POOL_SIZE must be an integer >= 1, got "none"`,
    );
  });
});

describe("DATABASE_DIRECT_URL (PgBouncer, issue 40)", () => {
  it("is the direct connection beside a DATABASE_URL through a pooler: unset by default, refused without DATABASE_URL", () => {
    expect(loadConfig({}).databaseDirectUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: "postgres://app@pgbouncer:6432/seats", DATABASE_DIRECT_URL: "" }).databaseDirectUrl).toBeUndefined();
    expect(
      loadConfig({ DATABASE_URL: "postgres://app@pgbouncer:6432/seats", DATABASE_DIRECT_URL: "postgres://app@db:5432/seats" }),
    ).toMatchObject({ databaseUrl: "postgres://app@pgbouncer:6432/seats", databaseDirectUrl: "postgres://app@db:5432/seats" });
    expect(configError(() => loadConfig({ DATABASE_DIRECT_URL: "postgres://app@db:5432/seats" })).message).toBe(
      "DATABASE_DIRECT_URL is the direct (session) connection for a DATABASE_URL that goes through PgBouncer: set DATABASE_URL too",
    );
  });
});
