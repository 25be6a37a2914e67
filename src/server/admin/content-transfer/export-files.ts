import { stringify } from "csv-stringify/sync";
import {
  CSV_COLUMNS,
  type CsvColumn,
  OPTION_COLUMNS,
  OPTION_NOTE_COLUMNS,
} from "#domain/admin/content-transfer";
import type { SubjectBank } from "./repository.ts";

type Exercise = SubjectBank["exercises"][number];
type Question = SubjectBank["questions"][number];

function grouped(bank: SubjectBank) {
  const questionsOf = new Map<string, Question[]>();
  for (const q of bank.questions)
    questionsOf.set(q.exerciseId, [...(questionsOf.get(q.exerciseId) ?? []), q]);
  const exercisesOf = new Map<string, Exercise[]>();
  for (const e of bank.exercises) exercisesOf.set(e.topicId, [...(exercisesOf.get(e.topicId) ?? []), e]);
  return bank.topics.map((topic) => ({
    topic,
    exercises: (exercisesOf.get(topic.id) ?? []).map((exercise) => ({
      exercise,
      questions: questionsOf.get(exercise.id) ?? [],
    })),
  }));
}

/** The question bank's own format (content/exercises/*.json); a question's difficulty only when it has one. */
export function bankJson(subjectName: string, bank: SubjectBank): string {
  const data = {
    materia: subjectName,
    assuntos: grouped(bank).map(({ topic, exercises }) => ({
      nome: topic.name,
      descricao: topic.description ?? "",
      exercicios: exercises.map(({ exercise, questions }) => ({
        titulo: exercise.title,
        descricao: exercise.description ?? "",
        dificuldade: exercise.difficulty,
        tempo_estimado: exercise.estimatedMinutes,
        pontos: exercise.points,
        questoes: questions.map((q) => ({
          pergunta: q.prompt,
          tipo: q.type,
          opcoes: q.options,
          resposta_correta: q.correctAnswer,
          explicacao: q.explanation ?? "",
          ...(q.difficulty ? { dificuldade: q.difficulty } : {}),
          ...(q.competency ? { competencia: q.competency } : {}),
          ...(q.skill ? { habilidade: q.skill } : {}),
          ...(q.optionNotes ? { comentarios_opcoes: q.optionNotes } : {}),
          ...(q.source ? { fonte: q.source } : {}),
        })),
      })),
    })),
  };
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** One row per question; UTF-8 with BOM and `;`, as Excel in Portuguese opens it. */
export function bankCsv(bank: SubjectBank): string {
  const rows: Record<CsvColumn, string | number>[] = [];
  for (const { topic, exercises } of grouped(bank))
    for (const { exercise, questions } of exercises)
      questions.forEach((q, i) => {
        const options = Object.fromEntries(OPTION_COLUMNS.map((c, j) => [c, q.options[j] ?? ""]));
        const notes = Object.fromEntries(OPTION_NOTE_COLUMNS.map((c, j) => [c, q.optionNotes?.[j] ?? ""]));
        rows.push({
          assunto: topic.name,
          exercicio: exercise.title,
          descricao: exercise.description ?? "",
          dificuldade: exercise.difficulty,
          pontos: exercise.points,
          tempo_estimado: exercise.estimatedMinutes,
          ordem: i + 1,
          tipo: q.type,
          pergunta: q.prompt,
          ...(options as Record<(typeof OPTION_COLUMNS)[number], string>),
          resposta_correta: q.correctAnswer,
          explicacao: q.explanation ?? "",
          dificuldade_questao: q.difficulty ?? "",
          competencia: q.competency ?? "",
          habilidade: q.skill ?? "",
          ...(notes as Record<(typeof OPTION_NOTE_COLUMNS)[number], string>),
          fonte: q.source ?? "",
        });
      });
  return stringify(rows, {
    header: true,
    columns: [...CSV_COLUMNS],
    delimiter: ";",
    bom: true,
    record_delimiter: "windows",
  });
}
