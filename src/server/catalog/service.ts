import type { Database } from "#server/db/client";
import { listActiveSubjects } from "./repository.ts";

export function createCatalogService(deps: { db: Database }) {
  return {
    async subjects() {
      const rows = await listActiveSubjects(deps.db);
      // Portuguese order ("Física" before "Geografia") whatever the database collation.
      return { subjects: rows.sort((a, b) => a.name.localeCompare(b.name, "pt-BR")) };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
