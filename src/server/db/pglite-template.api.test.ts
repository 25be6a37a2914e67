import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "#server/seed/seed";
import { openDatabase } from "./client.ts";
import { subscriptionPlans, systemSettings } from "./schema/index.ts";
import { writePgliteTemplate } from "./write-pglite-template.ts";

const scratch = mkdtempSync(join(tmpdir(), "rumo-template-"));
const templateDir = join(scratch, "dist", "pglite", "migrated");
const log = pino({ level: "silent" });

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// What `npm run build` makes and `npm start` opens on an empty data folder; PGlite only.
describe.runIf(process.env.TEST_DB_DRIVER === "pglite")("a data folder started from the build's copy", () => {
  beforeAll(async () => {
    expect(await writePgliteTemplate(templateDir)).toBe(templateDir);
  });

  it("holds a migrated database the seed fills, and keeps it across restarts", async () => {
    const dataDir = join(scratch, "data", "pglite");
    const first = await openDatabase({ driver: "pglite", dataDir, templateDir });
    try {
      // Migrated before the start migrates: the folder came from the copy, not from initdb.
      await expect(first.ping()).resolves.toBeUndefined();
      await first.migrate();
      await seedDatabase({ db: first.db, log, demoAdmin: false });
      const plans = await first.db.select({ n: sql<number>`count(*)` }).from(subscriptionPlans);
      expect(Number(plans[0]?.n)).toBe(4);
      // The extension the back office's search needs came along.
      await first.db.execute(sql`select similarity('redação', 'redacao')`);
      await first.db.insert(systemSettings).values({ key: "test:kept", value: "yes", category: "test" });
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, "PG_VERSION"))).toBe(true);

    // A folder that holds a database is opened as it is, never replaced by the copy.
    const again = await openDatabase({ driver: "pglite", dataDir, templateDir });
    try {
      const kept = await again.db.select().from(systemSettings).where(eq(systemSettings.key, "test:kept"));
      expect(kept.map((row) => row.value)).toEqual(["yes"]);
      await again.migrate();
      await seedDatabase({ db: again.db, log, demoAdmin: false });
    } finally {
      await again.close();
    }

    // The copy itself is left as the build made it: the next new folder starts empty.
    const other = await openDatabase({ driver: "pglite", dataDir: join(scratch, "other"), templateDir });
    try {
      await expect(other.ping()).resolves.toBeUndefined();
      expect(await other.db.select().from(systemSettings)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
