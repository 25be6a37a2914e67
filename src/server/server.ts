import { join } from "node:path";
import { startReportWorker } from "./admin/reports/start-worker.ts";
import { jobFailureAlerts } from "./admin/staff/job-alerts.ts";
import { buildApp, loggerOptions } from "./app.ts";
import { startBillingWorker } from "./billing/start-worker.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { purgeExpiredRateLimits } from "./core/rate-limiter.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { DataFolderBusyError } from "./db/data-folder-lock.ts";
import { openConfiguredDatabase } from "./db/open-from-config.ts";
import { startEssayWorker } from "./essays/start-worker.ts";
import { printDemoAdmin } from "./seed/admin.ts";
import { seedDatabase } from "./seed/seed.ts";
import { startSimuladoWorker } from "./simulados/start-worker.ts";

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(
        `\nRumo não pode iniciar.\n${error.message}\n\nVeja a tabela de configuração no README.\n`,
      );
      process.exit(1);
    }
    throw error;
  }

  let database: DatabaseHandle;
  try {
    database = await openConfiguredDatabase(config);
  } catch (error) {
    if (!(error instanceof DataFolderBusyError)) throw error;
    console.error(`\nRumo não pode iniciar.\n${error.message}\n`);
    process.exit(1);
  }
  // ioredis is loaded only when REDIS_URL asks for it.
  const redis = config.redisUrl
    ? new (await import("ioredis")).Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;

  const app = await buildApp({
    config,
    database,
    redis,
    logger: loggerOptions(config.logLevel, config.env !== "production" && process.stdout.isTTY),
  });
  const log = app.log;

  const demoAdmin = await database.exclusively(async () => {
    log.info({ driver: database.driver }, "applying migrations");
    await database.migrate();
    return seedDatabase({ db: database.db, auth: app.ctx.auth, log, demoAdmin: config.seedDemo });
  });
  printDemoAdmin(demoAdmin, config.publicUrl);

  const housekeeping = setInterval(() => {
    purgeExpiredRateLimits(database.db).catch((err) => log.warn({ err }, "housekeeping failed"));
  }, HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();
  // A job that gives up is e-mailed to the staff who keep 'E-mail' on (Configurações › Notificações).
  const onGaveUp = jobFailureAlerts({
    db: database.db,
    mailer: app.ctx.mailer,
    publicUrl: config.publicUrl,
    log,
  });
  // Durable background work (essay corrections); a restart resumes what was left.
  const essayWorker = startEssayWorker({ db: database.db, config, log, worker: { onGaveUp } });
  // Payment e-mails, sent after the webhook has answered.
  const billingWorker = startBillingWorker({
    db: database.db,
    mailer: app.ctx.mailer,
    config,
    log,
    onGaveUp,
  });
  // Export files of Relatórios, built from the database; expired exports are deleted hourly.
  const reportWorker = startReportWorker({ db: database.db, config, log, worker: { onGaveUp } });
  // Re-estimates Rumo's item parameters after simulados are handed in.
  const simuladoWorker = startSimuladoWorker({ db: database.db, log, worker: { onGaveUp } });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      log.error("shutdown took too long; exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    clearInterval(housekeeping);
    try {
      await essayWorker.stop();
      await billingWorker.stop();
      await reportWorker.stop();
      await simuladoWorker.stop();
      await app.close();
      await redis?.quit();
      await database.close();
      process.exit(0);
    } catch (err) {
      log.error({ err }, "error while shutting down");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl
    ? "PostgreSQL (DATABASE_URL)"
    : `PGlite em ${join(config.dataDir, "pglite")}`;
  log.info(`Rumo no ar em ${config.publicUrl} · banco: ${where}`);
  if (app.ctx.mailer.kind === "outbox")
    log.info(`E-mails de desenvolvimento em ${config.publicUrl}/dev/emails`);
}

main().catch((error: unknown) => {
  console.error("Rumo não conseguiu iniciar:", error);
  process.exit(1);
});
