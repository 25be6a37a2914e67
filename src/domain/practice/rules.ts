/** Exercise rules (docs/product.md#practice). */
export const PASS_THRESHOLD_PERCENT = 70;
export const BLOCK_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;

/** Percent of correct answers, rounded; 0 when nothing was answered. */
export function scorePercent(correct: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((correct / total) * 100);
}

export function passed(score: number): boolean {
  return score >= PASS_THRESHOLD_PERCENT;
}

export type AttemptSummary = {
  /** Every question of the exercise answered in the current attempt. */
  completed: boolean;
  score: number;
  /** When the latest wrong answer of the attempt was given. */
  lastWrongAt: Date | null;
};

/**
 * A fully answered exercise under 70% is blocked until 24 hours after its latest wrong answer,
 * as long as that wrong answer is less than 24 hours old.
 */
export function blockedUntil(attempt: AttemptSummary, now: Date): Date | null {
  if (!attempt.completed || passed(attempt.score) || !attempt.lastWrongAt) return null;
  const until = new Date(attempt.lastWrongAt.getTime() + BLOCK_HOURS * HOUR_MS);
  return until.getTime() > now.getTime() ? until : null;
}

/**
 * The summary of one attempt from its answers (each question answered at most once). Answers to
 * open questions (`graded: false`) complete the attempt but count neither right nor wrong; the score
 * is over the `gradedCount` graded questions (100 when there is none).
 */
export function summarizeAttempt(
  questionCount: number,
  answers: readonly { correct: boolean; createdAt: Date; graded?: boolean }[],
  gradedCount: number = questionCount,
): AttemptSummary {
  const graded = answers.filter((a) => a.graded !== false);
  const correct = graded.filter((a) => a.correct).length;
  const lastWrongAt = graded
    .filter((a) => !a.correct)
    .reduce<Date | null>((latest, a) => (!latest || a.createdAt > latest ? a.createdAt : latest), null);
  return {
    completed: questionCount > 0 && answers.length >= questionCount,
    score: questionCount > 0 && gradedCount === 0 ? 100 : scorePercent(correct, gradedCount),
    lastWrongAt,
  };
}

/**
 * A reset keeps the block: while it lasts the attempt, its results and its explanations stay, and
 * starting over waits (docs/decisions/022-block-survives-reset.md). Null when a reset may go ahead,
 * else the end of the block.
 */
export function resetRefusedUntil(current: AttemptSummary, now: Date): Date | null {
  return blockedUntil(current, now);
}

/**
 * A retry completed while an earlier failed attempt of the same exercise is still blocked (an
 * attempt discarded before the block survived resets) earns no points and no achievements.
 */
export function retryEarnsRewards(previous: AttemptSummary | null, now: Date): boolean {
  return previous === null || blockedUntil(previous, now) === null;
}

/** Hours left on a block, rounded up (0.1 h left still reads "1 hora"). */
export function hoursLeft(until: Date, now: Date): number {
  return Math.max(0, Math.ceil((until.getTime() - now.getTime()) / HOUR_MS));
}

export const WEEKLY_MESSAGES = {
  reached: "Meta semanal atingida",
  almost: "Quase lá",
  keepGoing: "Continue estudando",
} as const;

/** The weekly bar: solved this week against the goal, capped at 100%, with its message. */
export function weeklyProgress(solvedThisWeek: number, weeklyGoal: number) {
  const goal = Math.max(1, weeklyGoal);
  const ratio = solvedThisWeek / goal;
  const percent = Math.min(100, Math.round(ratio * 100));
  const message =
    ratio >= 1 ? WEEKLY_MESSAGES.reached : ratio >= 0.7 ? WEEKLY_MESSAGES.almost : WEEKLY_MESSAGES.keepGoing;
  return { solved: solvedThisWeek, goal, percent, message };
}

export const EXERCISE_MESSAGES = {
  blockedTitle: "❌ Exercício bloqueado",
  blockedBody: "Você errou este exercício. Tente novamente em {hours} horas.",
  blockedBadge: "Bloqueado por 24h",
  resetTitle: "Exercício resetado",
  resetBody: "Agora você pode refazer o exercício",
  resetErrorTitle: "Erro",
  resetErrorBody: "Erro ao resetar exercício",
  loginRequiredTitle: "Login necessário",
  loginRequiredBody: "Você precisa estar logado para fazer exercícios",
  selectAnswerTitle: "Selecione uma resposta",
  selectAnswerBody: "Por favor, selecione uma resposta antes de continuar",
  noQuestions: "Erro: Exercício sem questões",
  questionNotFound: "Erro: Questão não encontrada",
  empty: "Nenhum exercício encontrado",
  loadError: "Erro ao carregar exercícios",
  dailyLimitTitle: "Limite Atingido",
  dailyLimitBody: "Você atingiu o limite diário de exercícios do seu plano. Faça upgrade para continuar.",
  moduleDisabledTitle: "Fora do seu plano",
  moduleDisabled: "Os exercícios não fazem parte do seu plano atual.",
  alreadyCompleted: "Você já terminou este exercício. Para refazer, use o botão Refazer.",
  invalidAnswer: "Escolha uma das alternativas da questão.",
  archived: "Este exercício foi arquivado pela equipe e não aceita novas tentativas.",
  archivedInProgress:
    "Este exercício foi arquivado pela equipe enquanto você o fazia: ele não aceita mais respostas. As respostas que você deu continuam salvas.",
} as const;
