import { sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import { type Vocabulary, vocabularyFrom } from "./spelling.ts";

/** The material changes when staff edit it; a few minutes late is fine for spelling correction. */
const FRESH_FOR_MS = 5 * 60_000;

const cache = new WeakMap<object, { at: number; words: Promise<Vocabulary> }>();

/** Words of the material, unaccented, as PostgreSQL's simple parser splits them (no stemming). */
async function readVocabulary(db: Queryable): Promise<Vocabulary> {
  const result = await db.execute(sql`
    select word from ts_stat($$
      select to_tsvector('simple', rumo_unaccent(f.titulo || ' ' || f.conteudo || ' ' || f.busca)) from fichas_estudo f
      union all select to_tsvector('simple', rumo_unaccent(a.nome || ' ' || coalesce(a.descricao, ''))) from assuntos a
        where a.arquivado_em is null
      union all select to_tsvector('simple', rumo_unaccent(q.pergunta || ' ' || coalesce(q.explicacao, ''))) from questoes q
        where q.arquivado_em is null $$)
    where length(word) >= 3 and word ~ '^[a-z]+$'`);
  const rows = (result as unknown as { rows: { word: string }[] }).rows;
  return vocabularyFrom(rows.map((r) => r.word));
}

/**
 * The material's vocabulary, read once every few minutes per database: reading it takes tens of
 * milliseconds, too long for every message.
 */
export function vocabularyOf(db: Queryable, now = Date.now()): Promise<Vocabulary> {
  const cached = cache.get(db);
  if (cached && now - cached.at < FRESH_FOR_MS) return cached.words;
  const words = readVocabulary(db);
  cache.set(db, { at: now, words });
  // A failed read is not kept: the next message tries again.
  words.catch(() => cache.delete(db));
  return words;
}
