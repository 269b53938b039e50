import "reflect-metadata";
import { loadConfig, ConfigError } from "./config/config.js";
import { logger, setLogLevel } from "./common/logger.js";
import { startApp } from "./app/bootstrap.js";

async function main(): Promise<void> {
  const config = loadConfig();
  setLogLevel(config.logLevel);
  const app = await startApp(config);
  const lines = [
    `Seat booking is running at ${app.url}`,
    config.graphqlSandbox ? `  GraphQL explorer: ${app.url}/graphql` : `  GraphQL explorer: off (GRAPHQL_SANDBOX=true turns it on)`,
  ];
  if (app.admin.createdPassword) {
    lines.push(
      `  Administrator: ${app.admin.email}`,
      config.adminPassword
        ? `  Password: the ADMIN_PASSWORD you set`
        : `  Password: ${app.admin.createdPassword}   (generated now and shown only once: write it down)`,
    );
  } else {
    lines.push(`  Administrator: none created (the database has users; ADMIN_EMAIL and ADMIN_PASSWORD seed an empty one only)`);
  }
  if (app.demoSeeded) lines.push(`  Demo data was loaded into the empty database.`);
  if (app.mailCatcher) lines.push(`  Mail catcher (every e-mail the app sends stays on this machine): ${app.mailCatcher.webUrl}`);
  else if (config.mail.smtpUrl) lines.push(`  E-mail: sent through ${new URL(config.mail.smtpUrl).host}`);
  else lines.push(`  E-mail: no mail server (set SMTP_URL); messages wait in the outbox until one is configured`);
  if (app.simulator) lines.push(`  Payment simulator (test payments for Paytrail, Visma Pay and Ceepos): ${app.simulator.url}`);
  console.log(lines.join("\n"));

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info("shutting down", { signal });
    // Requests under way get 10 s (the drain's bound); whatever still hangs after that does not keep the process.
    setTimeout(() => {
      logger.error("shutdown took too long; exiting", { signal });
      process.exit(1);
    }, 20_000).unref();
    app.stop().then(
      () => process.exit(0),
      (error) => {
        logger.error("shutdown failed", { error: String(error) });
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error("Start-up failed:", error);
  process.exit(1);
});
