import { join } from "node:path";
import { notInArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/client";
import { newsItems } from "#server/db/schema/index";
import { CONTENT_DIR } from "#server/paths";
import { readContentFile } from "./content-files.ts";

/** Each item is dated (the strip shows the date) and links to its own source page. */
const newsFileSchema = z
  .array(
    z.object({
      titulo: z.string(),
      resumo: z.string(),
      categoria: z.string(),
      url: z.url(),
      publicadoEm: z.iso.date(),
    }),
  )
  .refine((items) => new Set(items.map((n) => n.url)).size === items.length, {
    message: "Cada notícia precisa de uma fonte própria (url repetida).",
  });

export function loadNewsContent(): z.infer<typeof newsFileSchema> {
  try {
    return readContentFile(join(CONTENT_DIR, "news.json"), newsFileSchema);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/**
 * The file is the whole list: items are updated in place (by title) and an item taken out of the
 * file leaves the strip. Dates are noon in Brasília, so the calendar day reads the same everywhere.
 */
export async function seedNews(db: Database, items: z.infer<typeof newsFileSchema>): Promise<void> {
  if (items.length === 0) return;
  for (const n of items) {
    const row = {
      summary: n.resumo,
      category: n.categoria,
      url: n.url,
      active: true,
      publishedAt: new Date(`${n.publicadoEm}T12:00:00-03:00`),
    };
    await db
      .insert(newsItems)
      .values({ title: n.titulo, ...row })
      .onConflictDoUpdate({ target: newsItems.title, set: row });
  }
  await db
    .update(newsItems)
    .set({ active: false })
    .where(
      notInArray(
        newsItems.title,
        items.map((n) => n.titulo),
      ),
    );
}
