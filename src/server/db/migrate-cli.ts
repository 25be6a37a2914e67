// `npm run db:migrate`: applies the committed migrations to the configured database.
import { loadConfig } from "#server/config";
import { openConfiguredDatabase } from "./open-from-config.ts";

const database = await openConfiguredDatabase(loadConfig());
await database.exclusively(() => database.migrate());
await database.close();
console.log(`Migrations applied (${database.driver}).`);
