import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import {
  type Candidate,
  mentionsInPassing,
  rankRelevant,
  SAME_SUBJECT_BOOST,
  type TermWeights,
} from "./relevance.ts";
import { normalize, prefixesOf, searchWords, termWeight } from "./text.ts";

type SubjectRef = { subjectId: string; subjectSlug: string; subjectName: string };

export type QuestionHit = SubjectRef & {
  questionId: string;
  /** "multipla_escolha" | "verdadeiro_falso" | "dissertativa" */
  type: string;
  prompt: string;
  explanation: string;
  exerciseId: string;
  exerciseTitle: string;
  difficulty: string;
  topicId: string;
  topicName: string;
  /** Share of the question's weight matched (0–1) times the full-text rank, boosted for the tutor's subject. */
  score: number;
};

export type TopicHit = SubjectRef & { topicId: string; name: string; description: string; score: number };

/** A study note (ficha de estudo): Markdown written for students, shown as it is. */
export type NoteHit = SubjectRef & {
  noteId: string;
  title: string;
  content: string;
  checkQuestion: string | null;
  topicId: string;
  topicName: string;
  score: number;
};

/** An exercise of the topic the answer is about, for "Para praticar". */
export type PracticeExercise = {
  exerciseId: string;
  title: string;
  difficulty: string;
  topicId: string;
  topicName: string;
};

/**
 * The search terms and the relevant material, best first. `partial` means nothing covered the
 * whole question, and the material covers what is left once `unmatched` (the student's words found
 * nowhere in the material) are set aside.
 */
export type SearchResult = {
  weights: Map<string, number>;
  notes: NoteHit[];
  questions: QuestionHit[];
  topics: TopicHit[];
  practice: PracticeExercise[];
  partial: boolean;
  unmatched: string[];
};

export const EMPTY_SEARCH: SearchResult = {
  weights: new Map(),
  notes: [],
  questions: [],
  topics: [],
  practice: [],
  partial: false,
  unmatched: [],
};

type Row<T> = Omit<T, "score"> & { rank: number; text: string };

const CANDIDATES = 40;

// The vector expressions must stay identical to the indexed ones (drizzle/0001_tutor_search.sql,
// drizzle/0002_study_notes.sql) for PostgreSQL to use the GIN indexes.
const QUESTION_VECTOR = sql`to_tsvector('portuguese'::regconfig, rumo_unaccent(q.pergunta || ' ' || coalesce(q.explicacao, '')))`;
const TOPIC_VECTOR = sql`to_tsvector('portuguese'::regconfig, rumo_unaccent(a.nome || ' ' || coalesce(a.descricao, '')))`;
const NOTE_VECTOR = sql`to_tsvector('portuguese'::regconfig, rumo_unaccent(f.titulo || ' ' || f.conteudo))`;

/** Raw queries answer `{ rows }` on both drivers (node-postgres and PGlite). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const prefixQuery = (prefixes: string[]): SQL =>
  sql`to_tsquery('simple', ${prefixes.map((p) => `${p}:*`).join(" | ")})`;

/** Portuguese stems of the words, from PostgreSQL's own stemmer (the one the indexes use). */
async function stemsOf(db: Queryable, words: string[]): Promise<string[]> {
  const result = await db.execute(
    sql`select lexeme from unnest(to_tsvector('portuguese'::regconfig, rumo_unaccent(${words.join(" ")})))`,
  );
  return rowsOf<{ lexeme: string }>(result).map((r) => r.lexeme);
}

/**
 * Each term's weight from how many pieces of material (questions, topics, notes) contain it, one
 * index lookup per term and table; terms in none of them are `unknown`.
 */
async function weightsOf(db: Queryable, prefixes: string[]): Promise<TermWeights> {
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

/** The student's own words for search prefixes ("mongol" → "Mongólia"), in the order they were written. */
function wordsFor(prefixes: string[], message: string): string[] {
  const written = message.match(/[\p{L}\d]+/gu) ?? [];
  const at = (p: string) => written.findIndex((w) => normalize(w).startsWith(p));
  return [...prefixes].sort((a, b) => at(a) - at(b)).map((p) => written[at(p)] ?? p);
}

async function candidates(db: Queryable, prefixes: string[], subjectId: string | null) {
  const query = prefixQuery(prefixes);
  const boost = subjectId
    ? sql`case when m.id = ${subjectId} then ${SAME_SUBJECT_BOOST}::float8 else 1.0 end`
    : sql`1`;
  const subject = sql`m.id as "subjectId", m.slug as "subjectSlug", m.nome as "subjectName"`;
  const questions = await db.execute(sql`
    select q.id as "questionId", q.tipo as "type", q.pergunta as "prompt", coalesce(q.explicacao, '') as "explanation",
           e.id as "exerciseId", e.titulo as "exerciseTitle", e.dificuldade as "difficulty",
           a.id as "topicId", a.nome as "topicName", ${subject},
           q.pergunta || ' ' || coalesce(q.explicacao, '') || ' ' || e.titulo || ' ' || a.nome as "text",
           ts_rank_cd(${QUESTION_VECTOR}, ${query}, 1) as "rank"
    from questoes q
    join exercicios e on e.id = q.exercicio_id
    join assuntos a on a.id = e.assunto_id
    join materias m on m.id = a.materia_id
    where m.active and ${QUESTION_VECTOR} @@ ${query}
    order by ts_rank_cd(${QUESTION_VECTOR}, ${query}, 1) * ${boost} desc
    limit ${CANDIDATES}`);
  const topics = await db.execute(sql`
    select a.id as "topicId", a.nome as "name", coalesce(a.descricao, '') as "description", ${subject},
           a.nome || ' ' || coalesce(a.descricao, '') as "text",
           ts_rank_cd(${TOPIC_VECTOR}, ${query}, 1) as "rank"
    from assuntos a
    join materias m on m.id = a.materia_id
    where m.active and ${TOPIC_VECTOR} @@ ${query}
    order by ts_rank_cd(${TOPIC_VECTOR}, ${query}, 1) * ${boost} desc
    limit ${CANDIDATES}`);
  const notes = await db.execute(sql`
    select f.id as "noteId", f.titulo as "title", f.conteudo as "content", f.pergunta as "checkQuestion",
           a.id as "topicId", a.nome as "topicName", ${subject},
           f.titulo || ' ' || f.conteudo || ' ' || a.nome as "text",
           ts_rank_cd(${NOTE_VECTOR}, ${query}, 1) as "rank"
    from fichas_estudo f
    join assuntos a on a.id = f.assunto_id
    join materias m on m.id = a.materia_id
    where m.active and ${NOTE_VECTOR} @@ ${query}
    order by ts_rank_cd(${NOTE_VECTOR}, ${query}, 1) * ${boost} desc
    limit ${CANDIDATES}`);
  return {
    questions: rowsOf<Row<QuestionHit>>(questions),
    topics: rowsOf<Row<TopicHit>>(topics),
    notes: rowsOf<Row<NoteHit>>(notes),
  };
}

/**
 * Ranks the candidates in one mode. Topics whose description matched vouch for their notes and
 * questions; a note also vouches for the other notes of its topic, so "mitose e meiose" finds the
 * note on mitosis beside the one on meiosis, though each covers half of the question.
 */
function rankAll(
  rows: Awaited<ReturnType<typeof candidates>>,
  weights: TermWeights,
  mode: "full" | "partial",
  subjectId: string | null,
) {
  const as = (r: { text: string; rank: number; subjectId: string }, title: string, corroborated: boolean) =>
    ({ text: r.text, title, rank: r.rank, subjectId: r.subjectId, corroborated }) satisfies Candidate;
  const topics = rankRelevant(rows.topics, (t) => as(t, t.name, false), weights, mode, subjectId);
  const topicIds = new Set(topics.map((t) => t.topicId));
  const rankNotes = (vouched: Set<string>) =>
    rankRelevant(
      rows.notes.filter((n) => !mentionsInPassing(as(n, n.title, false), weights, subjectId)),
      (n) => as(n, n.title, vouched.has(n.topicId)),
      weights,
      mode,
      subjectId,
    );
  const firstNotes = rankNotes(topicIds);
  const notes = rankNotes(new Set([...topicIds, ...firstNotes.map((n) => n.topicId)]));
  // Only a topic whose own description matched vouches for a question: a note about "área do
  // triângulo" does not make every area question of its topic a worked example of it.
  const questions = rankRelevant(
    rows.questions.filter(
      (q) => !mentionsInPassing(as(q, `${q.exerciseTitle} ${q.topicName}`, false), weights, subjectId),
    ),
    (q) => as(q, "", topicIds.has(q.topicId)),
    weights,
    mode,
    subjectId,
  );
  const strip = <T extends { text: string; rank: number }>({ text: _t, rank: _r, ...rest }: T) => rest;
  return { topics: topics.map(strip), notes: notes.map(strip), questions: questions.map(strip) };
}

const DIFFICULTY_ORDER = ["Fácil", "Médio", "Difícil"];

/** The exercises of a topic, easiest first, for practice after the explanation. */
async function practiceOf(db: Queryable, topicId: string): Promise<PracticeExercise[]> {
  const rows = rowsOf<PracticeExercise>(
    await db.execute(sql`
      select e.id as "exerciseId", e.titulo as "title", e.dificuldade as "difficulty",
             a.id as "topicId", a.nome as "topicName"
      from exercicios e join assuntos a on a.id = e.assunto_id
      where a.id = ${topicId}
      order by e.titulo`),
  );
  return rows.sort((a, b) => DIFFICULTY_ORDER.indexOf(a.difficulty) - DIFFICULTY_ORDER.indexOf(b.difficulty));
}

/**
 * Finds the study notes, question explanations and topic descriptions closest to a student's
 * message with PostgreSQL full-text search in Portuguese, then keeps only what covers enough of the
 * message, weighting rare terms more. When nothing does and some of the student's words appear
 * nowhere in the material, it tries again without them (a partial answer, which names them).
 */
export async function searchMaterial(
  db: Queryable,
  message: string,
  subjectId: string | null,
): Promise<SearchResult> {
  const words = searchWords(message);
  const prefixes = words.length ? prefixesOf(await stemsOf(db, words)) : [];
  if (prefixes.length === 0) return EMPTY_SEARCH;
  const weights = await weightsOf(db, prefixes);
  const rows = await candidates(db, prefixes, subjectId);

  let found = rankAll(rows, weights, "full", subjectId);
  let partial = false;
  const nothing = (f: typeof found) => f.notes.length + f.questions.length + f.topics.length === 0;
  if (nothing(found) && weights.unknown.length > 0 && weights.known.size >= 2) {
    found = rankAll(rows, weights, "partial", subjectId);
    partial = !nothing(found);
  }
  const leadTopic = found.notes[0]?.topicId ?? found.topics[0]?.topicId ?? found.questions[0]?.topicId;
  return {
    weights: weights.all,
    ...found,
    practice: leadTopic ? await practiceOf(db, leadTopic) : [],
    partial,
    unmatched: nothing(found) ? [] : wordsFor(weights.unknown, message),
  };
}
