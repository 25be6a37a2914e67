import type { AdminQuestion, QuestionInput } from "#domain/admin/content";
import { MAX_OPTIONS } from "#domain/admin/content";
import type { QuestionType } from "#domain/practice/exercise-content";

/** The question form as typed: five option boxes (A–E), the right one chosen by its letter. */
export type QuestionForm = {
  type: QuestionType;
  prompt: string;
  options: string[];
  correctIndex: number | null;
  trueFalse: "Verdadeiro" | "Falso" | "";
  modelAnswer: string;
  explanation: string;
  difficulty: string;
  /** "" or "C1"…"C9" and "H1"…"H30" of INEP's matrix. */
  competency: string;
  skill: string;
  /** One note per option box. */
  optionNotes: string[];
  source: string;
};

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  multipla_escolha: "Múltipla escolha",
  verdadeiro_falso: "Verdadeiro ou falso",
  dissertativa: "Dissertativa",
};

export function emptyQuestionForm(): QuestionForm {
  return {
    type: "multipla_escolha",
    prompt: "",
    options: Array(MAX_OPTIONS).fill(""),
    correctIndex: null,
    trueFalse: "",
    modelAnswer: "",
    explanation: "",
    difficulty: "",
    competency: "",
    skill: "",
    optionNotes: Array(MAX_OPTIONS).fill(""),
    source: "",
  };
}

export function formFromQuestion(q: AdminQuestion): QuestionForm {
  const form = emptyQuestionForm();
  form.type = q.type;
  form.prompt = q.prompt;
  form.explanation = q.explanation ?? "";
  form.difficulty = q.difficulty ?? "";
  form.competency = q.competency ?? "";
  form.skill = q.skill ?? "";
  form.source = q.source ?? "";
  if (q.type === "multipla_escolha") {
    form.options = [...q.options, ...Array(MAX_OPTIONS).fill("")].slice(0, MAX_OPTIONS);
    form.optionNotes = [...(q.optionNotes ?? []), ...Array(MAX_OPTIONS).fill("")].slice(0, MAX_OPTIONS);
    form.correctIndex = q.options.indexOf(q.correctAnswer);
  } else if (q.type === "verdadeiro_falso")
    form.trueFalse = q.correctAnswer === "Falso" ? "Falso" : "Verdadeiro";
  else form.modelAnswer = q.correctAnswer;
  return form;
}

/** What the API takes; the server drops empty options and checks the rest with the same schema. */
export function inputOf(form: QuestionForm): QuestionInput {
  const correctAnswer =
    form.type === "multipla_escolha"
      ? form.correctIndex === null
        ? ""
        : (form.options[form.correctIndex] ?? "").trim()
      : form.type === "verdadeiro_falso"
        ? form.trueFalse
        : form.modelAnswer;
  return {
    type: form.type,
    prompt: form.prompt,
    options: form.type === "multipla_escolha" ? form.options : [],
    correctAnswer,
    explanation: form.explanation,
    difficulty: (form.difficulty || null) as QuestionInput["difficulty"],
    competency: form.competency || null,
    skill: form.skill || null,
    optionNotes: form.type === "multipla_escolha" ? form.optionNotes : [],
    source: form.source,
  };
}

/** Inserts `snippet` at the cursor of a text (on its own lines), returning the new text and cursor. */
export function insertAt(text: string, cursor: number | null, snippet: string) {
  const at = cursor ?? text.length;
  const before = text.slice(0, at);
  const after = text.slice(at);
  const lead = before.length === 0 || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after.startsWith("\n") || after.length === 0 ? "" : "\n\n";
  const next = `${before}${lead}${snippet}${trail}${after}`;
  return { text: next, cursor: before.length + lead.length + snippet.length };
}

export const TABLE_TEMPLATE = "| Coluna 1 | Coluna 2 |\n| --- | --- |\n| valor | valor |";

/** A chart the student sees drawn (barras or linhas), with what a screen reader says instead. */
export const CHART_TEMPLATE = [
  "```grafico",
  JSON.stringify(
    {
      tipo: "barras",
      titulo: "Título do gráfico",
      descricao: "O que o gráfico mostra, para quem usa leitor de tela: A vale 10 e B vale 20.",
      eixo_x: "Categoria",
      eixo_y: "Valor",
      categorias: ["A", "B"],
      series: [{ nome: "Série", valores: [10, 20] }],
    },
    null,
    2,
  ),
  "```",
].join("\n");
