import { TRANSFER_MESSAGES as T } from "#domain/admin/content-transfer";
import { ValidationError } from "#server/http/errors";
import { type ExerciseDraft, type FileDrafts, type Problem, type QuestionDraft, textOf } from "./drafts.ts";

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const listOf = (v: unknown): unknown[] | null => (Array.isArray(v) ? v : null);
const numberOrText = (v: unknown): string | number => (typeof v === "number" ? v : textOf(v));

function questionDraft(q: unknown, place: string): QuestionDraft | Problem {
  const where = { line: null, place };
  if (!isObject(q))
    return { where, message: "A questão deve ser um objeto com pergunta, tipo, opcoes e resposta_correta." };
  return {
    where,
    order: "",
    type: textOf(q.tipo),
    prompt: textOf(q.pergunta),
    options: (listOf(q.opcoes) ?? []).map(textOf),
    correctAnswer: textOf(q.resposta_correta),
    explanation: textOf(q.explicacao),
    difficulty: textOf(q.dificuldade),
    competency: textOf(q.competencia),
    skill: textOf(q.habilidade),
    optionNotes: (listOf(q.comentarios_opcoes) ?? []).map(textOf),
    source: textOf(q.fonte),
  };
}

/** The question bank's format: { materia, assuntos: [{ nome, descricao, exercicios: [{ …, questoes }] }] }. */
export function draftsFromJson(text: string): FileDrafts {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new ValidationError(`${T.notJson}: ${(error as Error).message}`);
  }
  const topicsIn = isObject(data) ? listOf(data.assuntos) : null;
  if (!topicsIn) throw new ValidationError(T.jsonShape);
  const result: FileDrafts = { topics: [], exercises: [], problems: [] };
  topicsIn.forEach((topic, ti) => {
    const topicPlace = `Assunto ${ti + 1}`;
    if (!isObject(topic) || !textOf(topic.nome).trim()) {
      result.problems.push({ where: { line: null, place: topicPlace }, message: T.topicMissing });
      return;
    }
    const name = textOf(topic.nome).trim();
    result.topics.push({ name, description: textOf(topic.descricao).trim() });
    (listOf(topic.exercicios) ?? []).forEach((exercise, ei) => {
      const place = `${topicPlace} › Exercício ${ei + 1}`;
      if (!isObject(exercise)) {
        result.problems.push({
          where: { line: null, place },
          message: "O exercício deve ser um objeto com titulo e questoes.",
        });
        return;
      }
      const draft: ExerciseDraft = {
        where: { line: null, place },
        topic: name,
        topicDescription: textOf(topic.descricao).trim(),
        title: textOf(exercise.titulo).trim(),
        description: textOf(exercise.descricao).trim(),
        difficulty: textOf(exercise.dificuldade).trim(),
        points: numberOrText(exercise.pontos),
        minutes: numberOrText(exercise.tempo_estimado),
        questions: [],
        problems: [],
      };
      (listOf(exercise.questoes) ?? []).forEach((q, qi) => {
        const read = questionDraft(q, `${place} › Questão ${qi + 1}`);
        if ("message" in read) draft.problems.push(read);
        else draft.questions.push(read);
      });
      result.exercises.push(draft);
    });
  });
  return result;
}
