import { parse } from "csv-parse/sync";
import { CONTENT_MESSAGES } from "#domain/admin/content-messages";
import {
  type CsvColumn,
  OPTION_COLUMNS,
  OPTION_NOTE_COLUMNS,
  REQUIRED_CSV_COLUMNS,
  TRANSFER_MESSAGES as T,
} from "#domain/admin/content-transfer";
import { ValidationError } from "#server/http/errors";
import { type ExerciseDraft, type FileDrafts, lineSpan, type Problem } from "./drafts.ts";

type Row = { line: number; get: (column: CsvColumn) => string };

const plain = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .trim()
    .toLowerCase();

/** `;` as Rumo writes it; a file saved by a spreadsheet set to English may use `,`. */
function delimiterOf(text: string): ";" | "," {
  const header = text.slice(0, text.indexOf("\n") >= 0 ? text.indexOf("\n") : text.length);
  return header.includes(";") || !header.includes(",") ? ";" : ",";
}

function readRows(text: string): Row[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      bom: true,
      info: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new ValidationError(
      `${T.csvUnreadable}${line ? ` (linha ${line})` : ""}: ${String((error as Error).message)}`,
    );
  }
  const [header, ...body] = records;
  if (!header) throw new ValidationError(T.fileEmpty);
  const index = new Map<string, number>();
  header.record.forEach((name, i) => {
    const key = plain(name);
    if (!index.has(key)) index.set(key, i);
  });
  const missing = REQUIRED_CSV_COLUMNS.filter((c) => !index.has(c));
  if (missing.length > 0) throw new ValidationError(`${T.csvColumnsMissing} ${missing.join(", ")}.`);
  const rows: Row[] = [];
  let previousEnd = header.info.lines;
  for (const { record, info } of body) {
    const line = previousEnd + 1;
    previousEnd = info.lines;
    if (record.every((cell) => cell.trim() === "")) continue;
    rows.push({
      line,
      get: (column) => {
        const i = index.get(column);
        return i === undefined ? "" : (record[i] ?? "").trim();
      },
    });
  }
  if (rows.length === 0) throw new ValidationError(T.csvNoRows);
  return rows;
}

const EXERCISE_FIELDS = ["descricao", "dificuldade", "pontos", "tempo_estimado"] as const;

/**
 * One exercise per (assunto, exercicio) pair, its questions in row order. The exercise's own fields
 * repeat on each row: a blank cell takes the value of the exercise's other rows, a different value
 * refuses the exercise.
 */
export function draftsFromCsv(text: string): FileDrafts {
  const rows = readRows(text);
  const byKey = new Map<
    string,
    { draft: ExerciseDraft; firstLine: number; lastLine: number; seen: Map<string, number> }
  >();
  const problems: Problem[] = [];
  for (const row of rows) {
    const where = { line: row.line, place: `Linha ${row.line}` };
    const topic = row.get("assunto");
    const title = row.get("exercicio");
    if (!topic || !title) {
      problems.push({ where, message: topic ? CONTENT_MESSAGES.titleRequired : T.topicMissing });
      continue;
    }
    const key = `${plain(topic)}\u0000${plain(title)}`;
    let entry = byKey.get(key);
    if (!entry) {
      entry = {
        draft: {
          where,
          topic,
          topicDescription: "",
          title,
          description: "",
          difficulty: "",
          points: "",
          minutes: "",
          questions: [],
          problems: [],
        },
        firstLine: row.line,
        lastLine: row.line,
        seen: new Map(),
      };
      byKey.set(key, entry);
    }
    entry.lastLine = row.line;
    const { draft, seen } = entry;
    for (const column of EXERCISE_FIELDS) {
      const value = row.get(column);
      if (!value) continue;
      const field =
        column === "descricao"
          ? "description"
          : column === "dificuldade"
            ? "difficulty"
            : column === "pontos"
              ? "points"
              : "minutes";
      const current = String(draft[field]);
      if (!current) {
        draft[field] = value;
        seen.set(column, row.line);
      } else if (current !== value)
        draft.problems.push({
          where,
          message: `${column} "${value}" ${T.differsFrom} ${seen.get(column)} ("${current}").`,
        });
    }
    draft.questions.push({
      where,
      order: row.get("ordem"),
      type: row.get("tipo"),
      prompt: row.get("pergunta"),
      options: OPTION_COLUMNS.map((c) => row.get(c)),
      correctAnswer: row.get("resposta_correta"),
      explanation: row.get("explicacao"),
      difficulty: row.get("dificuldade_questao"),
      competency: row.get("competencia"),
      skill: row.get("habilidade"),
      optionNotes: OPTION_NOTE_COLUMNS.map((c) => row.get(c)),
      source: row.get("fonte"),
    });
  }
  const exercises = [...byKey.values()].map(({ draft, firstLine, lastLine }) => ({
    ...draft,
    where: { line: firstLine, place: lineSpan(firstLine, lastLine) },
  }));
  const topics = [
    ...new Map(exercises.map((e) => [plain(e.topic), { name: e.topic, description: "" }])).values(),
  ];
  return { topics, exercises, problems };
}
