import { sql } from "drizzle-orm";
import { index, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { topics } from "./catalog.ts";

/**
 * Study notes (fichas de estudo): Rumo's own short cards that teach one concept of a topic, read by
 * the offline tutor. Seeded from content/study-notes/*.json with stable ids, like the question bank.
 */
export const studyNotes = pgTable(
  "fichas_estudo",
  {
    id: uuid("id").primaryKey(),
    topicId: uuid("assunto_id")
      .notNull()
      .references(() => topics.id, { onDelete: "cascade" }),
    title: text("titulo").notNull(),
    /** Markdown with LaTeX math between $ … $. */
    content: text("conteudo").notNull(),
    /** A question the tutor asks the student back after teaching the card (optional). */
    checkQuestion: text("pergunta"),
    /** Mistakes students make on the card, each a Markdown sentence with the wrong value it gives. */
    mistakes: text("erros").array().notNull().default(sql`'{}'::text[]`),
    /**
     * Searched, never shown: how students ask for the card ("como faz bhaskara") and the plain-text
     * keys of its formulas ("h2o", "fma"), which the LaTeX in the content does not give.
     */
    searchText: text("busca").notNull().default(""),
    position: smallint("ordem").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("fichas_estudo_assunto_idx").on(t.topicId, t.position),
    // Must stay identical to the expression the offline tutor searches with (tutor/offline/repository.ts).
    index("fichas_estudo_fts_idx").using(
      "gin",
      sql`to_tsvector('portuguese'::regconfig, rumo_unaccent(${t.title} || ' ' || ${t.content} || ' ' || ${t.searchText}))`,
    ),
  ],
);
