import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import {
  coverage,
  MIN_CORROBORATED_COVERAGE,
  MIN_COVERAGE,
  prefixesOf,
  searchWords,
  termWeight,
} from "./text.ts";

export type QuestionHit = {
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
  subjectId: string;
  subjectSlug: string;
  subjectName: string;
  /** Share of the question's weight matched (0–1) times the full-text rank, boosted for the tutor's subject. */
  score: number;
};

export type TopicHit = {
  topicId: string;
  name: string;
  description: string;
  subjectId: string;
  subjectSlug: string;
  subjectName: string;
  score: number;
};

/** The search terms (prefixes) and their weights, and the relevant material, best first. */
export type SearchResult = { weights: Map<string, number>; questions: QuestionHit[]; topics: TopicHit[] };

type Candidate<T> = Omit<T, "score"> & { rank: number; text: string };

const CANDIDATES = 40;
/** Material of the tutor's own subject outranks a similar match elsewhere, without hiding a much better one. */
const SAME_SUBJECT_BOOST = 1.3;
/** A question whose topic matched as well is about the right thing even with fewer shared words. */
const CORROBORATION_BONUS = 0.35;

// The vector expressions must stay identical to the indexed ones (drizzle/0001_tutor_search.sql).
const QUESTION_VECTOR = sql`to_tsvector('portuguese'::regconfig, rumo_unaccent(q.pergunta || ' ' || coalesce(q.explicacao, '')))`;
const TOPIC_VECTOR = sql`to_tsvector('portuguese'::regconfig, rumo_unaccent(a.nome || ' ' || coalesce(a.descricao, '')))`;

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

/** Each term's weight from how many questions of the bank contain it (one index lookup per term). */
async function weightsOf(db: Queryable, prefixes: string[]): Promise<Map<string, number>> {
  const counts = prefixes.map(
    (p, i) =>
      sql`(select count(*)::int from questoes q where ${QUESTION_VECTOR} @@ ${prefixQuery([p])}) as ${sql.raw(`d${i}`)}`,
  );
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`select (select count(*)::int from questoes) as total, ${sql.join(counts, sql`, `)}`),
  );
  const total = Number(row?.total ?? 0);
  return new Map(prefixes.map((p, i) => [p, termWeight(Number(row?.[`d${i}`] ?? 0), total)]));
}

/**
 * Keeps candidates that cover enough of the question (weighted by rarity), or a little less when
 * `corroborated` (a question of a topic that matched too: "desconto" in a question of "Porcentagem e
 * Matemática Financeira" for "como calcular porcentagem de desconto"), best first.
 */
function relevant<T extends { text: string; rank: number; subjectId: string }>(
  rows: T[],
  weights: Map<string, number>,
  subjectId: string | null,
  corroborated: (row: T) => boolean = () => false,
): (Omit<T, "text" | "rank"> & { score: number })[] {
  return rows
    .map(({ text, rank, ...row }) => {
      const share = coverage(text, weights);
      const boost = subjectId && row.subjectId === subjectId ? SAME_SUBJECT_BOOST : 1;
      const backed = corroborated({ text, rank, ...row } as T);
      const keep = share >= MIN_COVERAGE || (share >= MIN_CORROBORATED_COVERAGE && backed);
      return { row, keep, score: (share + (backed ? CORROBORATION_BONUS : 0)) * (1 + Number(rank)) * boost };
    })
    .filter((c) => c.keep)
    .sort((a, b) => b.score - a.score)
    .map((c) => ({ ...c.row, score: c.score }));
}

/**
 * Finds the question explanations and topic descriptions closest to a student's message with
 * PostgreSQL full-text search in Portuguese (GIN indexes of the tutor_search migration), then keeps
 * only what covers enough of the message, weighting rare terms more. A question is judged with its
 * exercise title and topic name: "função do 2º grau" is said in the title, not in every question.
 */
export async function searchMaterial(
  db: Queryable,
  message: string,
  subjectId: string | null,
): Promise<SearchResult> {
  const words = searchWords(message);
  const prefixes = words.length ? prefixesOf(await stemsOf(db, words)) : [];
  if (prefixes.length === 0) return { weights: new Map(), questions: [], topics: [] };
  const weights = await weightsOf(db, prefixes);
  const query = prefixQuery(prefixes);
  const boost = subjectId
    ? sql`case when m.id = ${subjectId} then ${SAME_SUBJECT_BOOST}::float8 else 1.0 end`
    : sql`1`;

  const questionRows = await db.execute(sql`
    select q.id as "questionId", q.tipo as "type", q.pergunta as "prompt", coalesce(q.explicacao, '') as "explanation",
           e.id as "exerciseId", e.titulo as "exerciseTitle", e.dificuldade as "difficulty",
           a.id as "topicId", a.nome as "topicName",
           m.id as "subjectId", m.slug as "subjectSlug", m.nome as "subjectName",
           q.pergunta || ' ' || coalesce(q.explicacao, '') || ' ' || e.titulo || ' ' || a.nome as "text",
           ts_rank_cd(${QUESTION_VECTOR}, ${query}, 1) as "rank"
    from questoes q
    join exercicios e on e.id = q.exercicio_id
    join assuntos a on a.id = e.assunto_id
    join materias m on m.id = a.materia_id
    where m.active and ${QUESTION_VECTOR} @@ ${query}
    order by ts_rank_cd(${QUESTION_VECTOR}, ${query}, 1) * ${boost} desc
    limit ${CANDIDATES}`);
  const topicRows = await db.execute(sql`
    select a.id as "topicId", a.nome as "name", coalesce(a.descricao, '') as "description",
           m.id as "subjectId", m.slug as "subjectSlug", m.nome as "subjectName",
           a.nome || ' ' || coalesce(a.descricao, '') as "text",
           ts_rank_cd(${TOPIC_VECTOR}, ${query}, 1) as "rank"
    from assuntos a
    join materias m on m.id = a.materia_id
    where m.active and ${TOPIC_VECTOR} @@ ${query}
    order by ts_rank_cd(${TOPIC_VECTOR}, ${query}, 1) * ${boost} desc
    limit ${CANDIDATES}`);

  const topics = relevant(rowsOf<Candidate<TopicHit>>(topicRows), weights, subjectId);
  const topicIds = new Set(topics.map((t) => t.topicId));
  const questions = relevant(rowsOf<Candidate<QuestionHit>>(questionRows), weights, subjectId, (q) =>
    topicIds.has(q.topicId),
  );
  return { weights, questions, topics };
}
