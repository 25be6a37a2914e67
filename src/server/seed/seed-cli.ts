// `npm run db:seed`: migrates and seeds the configured database without starting the server.
import pino from "pino";
import { createAuth } from "../auth/auth.ts";
import { loadConfig } from "../config.ts";
import { openConfiguredDatabase } from "../db/open-from-config.ts";
import { createOutboxMailer } from "../mail/mailer.ts";
import { seedDatabase } from "./seed.ts";

const config = loadConfig();
const log = pino({ level: config.logLevel });
const database = await openConfiguredDatabase(config);
await database.migrate();
const auth = createAuth({
  db: database.db,
  config,
  mailer: createOutboxMailer(database.db, log, config.publicUrl),
  log,
});
await seedDatabase({ db: database.db, auth, log, demoAdmin: config.seedDemo });
await database.close();
log.info("seed finished");
