import { join } from "node:path";
import { z } from "zod";
import type { Database } from "#server/db/client";
import { newsItems } from "#server/db/schema/index";
import { CONTENT_DIR } from "#server/paths";
import { readContentFile } from "./content-files.ts";

const newsFileSchema = z.array(
  z.object({ titulo: z.string(), resumo: z.string(), categoria: z.string(), url: z.url().optional() }),
);

export function loadNewsContent(): z.infer<typeof newsFileSchema> {
  try {
    return readContentFile(join(CONTENT_DIR, "news.json"), newsFileSchema);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

export async function seedNews(db: Database, items: z.infer<typeof newsFileSchema>): Promise<void> {
  if (items.length === 0) return;
  await db
    .insert(newsItems)
    .values(items.map((n) => ({ title: n.titulo, summary: n.resumo, category: n.categoria, url: n.url })))
    .onConflictDoNothing({ target: newsItems.title });
}
