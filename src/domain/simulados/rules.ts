import type { EnemArea as BankArea } from "#domain/practice/enem-matrix";

/**
 * Simulados: what a student can sit, how long it lasts and the pt-BR texts of its screens and
 * refusals (docs/simulados.md). No zod here, so the screens can read labels without loading it.
 */
export const SIMULADO_KINDS = ["linguagens", "humanas", "natureza", "matematica", "dia1", "dia2"] as const;
export type SimuladoKind = (typeof SIMULADO_KINDS)[number];

export const SIMULADO_MODES = ["oficial", "treino"] as const;
export type SimuladoMode = (typeof SIMULADO_MODES)[number];

/** ENEM's booklet: 45 items per area. */
export const ITEMS_PER_AREA = 45;

/** The areas of each kind, in ENEM's order (day 1: Linguagens then Humanas; day 2: Natureza then Matemática). */
export const KIND_AREAS: Record<SimuladoKind, readonly BankArea[]> = {
  linguagens: ["linguagens"],
  humanas: ["humanas"],
  natureza: ["natureza"],
  matematica: ["matematica"],
  dia1: ["linguagens", "humanas"],
  dia2: ["natureza", "matematica"],
};

export const KIND_LABELS: Record<SimuladoKind, string> = {
  linguagens: "Linguagens, Códigos e suas Tecnologias",
  humanas: "Ciências Humanas e suas Tecnologias",
  natureza: "Ciências da Natureza e suas Tecnologias",
  matematica: "Matemática e suas Tecnologias",
  dia1: "1º dia completo (Linguagens e Humanas)",
  dia2: "2º dia completo (Natureza e Matemática)",
};

export const MODE_LABELS: Record<SimuladoMode, string> = {
  oficial: "Tempo oficial",
  treino: "Treino (tempo reduzido)",
};

/**
 * Minutes on the clock. Official: ENEM's 5 h 30 min on day 1 (with the essay) and 5 h on day 2;
 * one area alone gets day 2's pace (150 min for 45 items). Practice: 2 minutes per item.
 */
export function durationMinutes(kind: SimuladoKind, mode: SimuladoMode): number {
  const items = KIND_AREAS[kind].length * ITEMS_PER_AREA;
  if (mode === "treino") return items * 2;
  if (kind === "dia1") return 330;
  if (kind === "dia2") return 300;
  return 150;
}

/** ENEM's first day has the essay; so does Rumo's (docs/simulados.md#the-essay). */
export function hasEssay(kind: SimuladoKind): boolean {
  return kind === "dia1";
}

/** An essay saved during the exam, at most the writing room's size. */
export const MAX_SIMULADO_ESSAY_CHARS = 20_000;

export function questionCount(kind: SimuladoKind): number {
  return KIND_AREAS[kind].length * ITEMS_PER_AREA;
}

export const ANSWER_LETTERS = ["A", "B", "C", "D", "E"] as const;
export type AnswerLetter = (typeof ANSWER_LETTERS)[number];

/** The bank keeps the right option's text; a booklet's key is its letter ("" when no option matches). */
export function keyLetter(options: readonly string[], correctAnswer: string): string {
  return ANSWER_LETTERS[options.indexOf(correctAnswer)] ?? "";
}

/** Seconds of grace after the deadline for an answer already on its way (a slow connection). */
export const DEADLINE_GRACE_SECONDS = 5;

export const SIMULADO_MESSAGES = {
  title: "Simulados",
  planRequired:
    "Os simulados fazem parte do plano Nerd. Faça upgrade para fazer simulados no formato do ENEM, com nota TRI.",
  inProgress: "Você já tem um simulado em andamento. Termine ou entregue esse antes de começar outro.",
  notFound: "Simulado não encontrado.",
  finished: "Este simulado já foi entregue; as respostas não podem mais ser alteradas.",
  timeUp: "O tempo deste simulado acabou. Suas respostas salvas até aqui foram entregues.",
  notInSimulado: "Esta questão não faz parte deste simulado.",
  answerInvalid: "Escolha uma alternativa de A a E.",
  kindInvalid: "Escolha a prova: uma área ou um dia completo.",
  modeInvalid: "Escolha o tempo: oficial ou treino.",
  notEnoughItems: (area: string, have: number) =>
    `O banco ainda não tem questões suficientes de ${area} para um simulado (${have} de ${ITEMS_PER_AREA}).`,
  essayTooLong: "A redação passou do tamanho máximo de 20.000 caracteres.",
  noEssayInKind: "Só o 1º dia tem redação.",
  essayModuleDisabled: "O 1º dia inclui a redação, e o seu plano não tem redação.",
  essayLimit: (limit: number) =>
    `O 1º dia inclui a redação, e as ${limit} redações do mês do seu plano já foram usadas. Faça o 2º dia ou uma área; o limite volta no início do mês.`,
  noEssayTopic: "Não há tema de redação do ENEM disponível para o 1º dia agora. Faça o 2º dia ou uma área.",
  essayBlank: "Redação em branco: no ENEM, ela vale 0.",
  essayTopicGone: "O tema desta redação foi retirado do Rumo, então ela não foi enviada para correção.",
  estimate:
    "Nota estimada com os parâmetros TRI das questões do Rumo (calibrados com as respostas dos estudantes), na escala do ENEM. É uma estimativa: a prova oficial usa outros itens.",
  pattern:
    "Na TRI, acertar questões fáceis e errar difíceis vale mais que o contrário: um acerto difícil ao lado de erros fáceis parece chute e conta menos.",
} as const;
