import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "#server/db/client";
import type { NoteHit, PracticeExercise, QuestionHit, TopicHit } from "./hits.ts";
import { SAME_SUBJECT_BOOST, type TermWeights } from "./relevance.ts";
import { termWeight } from "./text.ts";

/** The offline tutor's SQL: Portuguese full-text search over questions, topics and study notes. */

export type Row<T> = Omit<T, "score"> & { rank: number; text: string };

const CANDIDATES = 40;

// The vector expressions must stay identical to the indexed ones (drizzle/0001_tutor_search.sql,
// drizzle/0002_study_notes.sql, drizzle/0016_study_note_phrasings.sql) for PostgreSQL to use the GIN indexes.
const QUESTION_VECTOR = sql`to_tsvector('portuguese'::regconfig, rumo_unaccent(q.pergunta || ' ' || coalesce(q.explicacao, '')))`;
const TOPIC_VECTOR = sql`to_tsvector('portuguese'::regconfig, rumo_unaccent(a.nome || ' ' || coalesce(a.descricao, '')))`;
const NOTE_VECTOR = sql`to_tsvector('portuguese'::regconfig, rumo_unaccent(f.titulo || ' ' || f.conteudo || ' ' || f.busca))`;

/** Raw queries answer `{ rows }` on both drivers (node-postgres and PGlite). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const prefixQuery = (prefixes: string[]): SQL =>
  sql`to_tsquery('simple', ${prefixes.map((p) => `${p}:*`).join(" | ")})`;

/** Portuguese stems of the words, from PostgreSQL's own stemmer (the one the indexes use). */
export async function stemsOf(db: Queryable, words: string[]): Promise<string[]> {
  const result = await db.execute(
    sql`select lexeme from unnest(to_tsvector('portuguese'::regconfig, rumo_unaccent(${words.join(" ")})))`,
  );
  return rowsOf<{ lexeme: string }>(result).map((r) => r.lexeme);
}

/**
 * Each term's weight from how many pieces of material (questions, topics, notes) contain it, one
 * index lookup per term and table; terms in none of them are `unknown`.
 */
export async function weightsOf(db: Queryable, prefixes: string[]): Promise<TermWeights> {
  const counts = prefixes.map((p, i) => {
    const q = prefixQuery([p]);
    return sql`(select count(*)::int from questoes q where ${QUESTION_VECTOR} @@ ${q})
      + (select count(*)::int from assuntos a where ${TOPIC_VECTOR} @@ ${q})
      + (select count(*)::int from fichas_estudo f where ${NOTE_VECTOR} @@ ${q}) as ${sql.raw(`d${i}`)}`;
  });
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`select (select count(*)::int from questoes) + (select count(*)::int from assuntos)
      + (select count(*)::int from fichas_estudo) as total, ${sql.join(counts, sql`, `)}`),
  );
  const total = Number(row?.total ?? 0);
  const frequency = prefixes.map((p, i) => [p, Number(row?.[`d${i}`] ?? 0)] as const);
  const all = new Map(frequency.map(([p, df]) => [p, termWeight(df, total)]));
  const known = new Map(frequency.filter(([, df]) => df > 0).map(([p, df]) => [p, termWeight(df, total)]));
  return { all, known, unknown: frequency.filter(([, df]) => df === 0).map(([p]) => p) };
}

/**
 * The material matching any of the prefixes, best first by full-text rank (boosted for the tutor's
 * subject), at most CANDIDATES of each kind. Each kind's matches are found through its GIN index
 * first (a materialised step), so each vector is computed once, for the rank of a match only.
 */
export async function candidates(db: Queryable, prefixes: string[], subjectId: string | null) {
  const query = prefixQuery(prefixes);
  const boost = subjectId
    ? sql`case when m.id = ${subjectId} then ${SAME_SUBJECT_BOOST}::float8 else 1.0 end`
    : sql`1`;
  const subject = sql`m.id as "subjectId", m.slug as "subjectSlug", m.nome as "subjectName"`;
  const questions = await db.execute(sql`
    with hits as materialized (
      select q.id, ts_rank_cd(${QUESTION_VECTOR}, ${query}, 1) as rank
      from questoes q where q.arquivado_em is null and ${QUESTION_VECTOR} @@ ${query})
    select q.id as "questionId", q.tipo as "type", q.pergunta as "prompt", coalesce(q.explicacao, '') as "explanation",
           e.id as "exerciseId", e.titulo as "exerciseTitle", e.dificuldade as "difficulty",
           a.id as "topicId", a.nome as "topicName", ${subject},
           q.pergunta || ' ' || coalesce(q.explicacao, '') || ' ' || e.titulo || ' ' || a.nome as "text",
           hits.rank as "rank"
    from hits
    join questoes q on q.id = hits.id
    join exercicios e on e.id = q.exercicio_id
    join assuntos a on a.id = e.assunto_id
    join materias m on m.id = a.materia_id
    where m.active and e.arquivado_em is null and a.arquivado_em is null
    order by hits.rank * ${boost} desc
    limit ${CANDIDATES}`);
  const topics = await db.execute(sql`
    with hits as materialized (
      select a.id, ts_rank_cd(${TOPIC_VECTOR}, ${query}, 1) as rank
      from assuntos a where a.arquivado_em is null and ${TOPIC_VECTOR} @@ ${query})
    select a.id as "topicId", a.nome as "name", coalesce(a.descricao, '') as "description", ${subject},
           a.nome || ' ' || coalesce(a.descricao, '') as "text",
           hits.rank as "rank"
    from hits
    join assuntos a on a.id = hits.id
    join materias m on m.id = a.materia_id
    where m.active
    order by hits.rank * ${boost} desc
    limit ${CANDIDATES}`);
  const notes = await db.execute(sql`
    with hits as materialized (
      select f.id, ts_rank_cd(${NOTE_VECTOR}, ${query}, 1) as rank
      from fichas_estudo f where ${NOTE_VECTOR} @@ ${query})
    select f.id as "noteId", f.titulo as "title", f.conteudo as "content", f.pergunta as "checkQuestion",
           f.erros as "mistakes", a.id as "topicId", a.nome as "topicName", ${subject},
           f.titulo || ' ' || f.conteudo || ' ' || f.busca || ' ' || a.nome as "text",
           hits.rank as "rank"
    from hits
    join fichas_estudo f on f.id = hits.id
    join assuntos a on a.id = f.assunto_id
    join materias m on m.id = a.materia_id
    where m.active and a.arquivado_em is null
    order by hits.rank * ${boost} desc
    limit ${CANDIDATES}`);
  return {
    questions: rowsOf<Row<QuestionHit>>(questions),
    topics: rowsOf<Row<TopicHit>>(topics),
    notes: rowsOf<Row<NoteHit>>(notes),
  };
}

export type CandidateRows = Awaited<ReturnType<typeof candidates>>;

/**
 * The exercises of the topics, by title (a topic's practice list puts the easiest first). One read
 * for every topic the answer may be about, before it is known which one that is.
 */
export async function practiceOfTopics(db: Queryable, topicIds: string[]): Promise<PracticeExercise[]> {
  if (topicIds.length === 0) return [];
  return rowsOf<PracticeExercise>(
    await db.execute(sql`
      select e.id as "exerciseId", e.titulo as "title", e.dificuldade as "difficulty",
             a.id as "topicId", a.nome as "topicName"
      from exercicios e join assuntos a on a.id = e.assunto_id
      where a.id = any(${`{${topicIds.join(",")}}`}::uuid[]) and e.arquivado_em is null
      order by e.titulo`),
  );
}

/**
 * Runs the search's reads in one transaction that keeps PostgreSQL on the full-text indexes. The
 * planner counts computing a vector as cheap, so once the tables are analysed it reads every row
 * of the material and builds every vector (seconds per message) rather than look the terms up in
 * the GIN index (milliseconds): the transaction turns plain and index scans off, leaving bitmap
 * scans, which only the full-text indexes can serve for the material's conditions.
 */
export function onTheSearchIndexes<T>(db: Queryable, read: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
    );
    return read(tx);
  });
}
