// `npm run db:seed`: migrates and seeds the configured database without starting the server.
import pino from "pino";
import { loadConfig } from "#server/config";
import { createAuth } from "#server/core/auth";
import { openConfiguredDatabase } from "#server/db/open-from-config";
import { createOutboxMailer } from "#server/mail/mailer";
import { printDemoAdmin } from "./admin.ts";
import { seedDatabase } from "./seed.ts";

const config = loadConfig();
const log = pino({ level: config.logLevel });
const database = await openConfiguredDatabase(config);
const auth = createAuth({
  db: database.db,
  config,
  mailer: createOutboxMailer(database.db, log, config.publicUrl),
  log,
});
const demoAdmin = await database.exclusively(async () => {
  await database.migrate();
  return seedDatabase({ db: database.db, auth, log, demoAdmin: config.seedDemo });
});
printDemoAdmin(demoAdmin, config.publicUrl);
await database.close();
log.info("seed finished");
