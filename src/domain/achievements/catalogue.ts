/**
 * The achievement catalogue. Each rule reads facts the server computes from the student's records
 * and reports progress towards its target; an achievement is earned when current ≥ target.
 */
export type AchievementFacts = {
  hasLoggedIn: boolean;
  knowledgePoints: number;
  streakDays: number;
  completedExercises: number;
  perfectExercises: number;
  /** Exercises passed (≥ 70%) per subject slug. */
  passedBySubject: Record<string, number>;
  /** Distinct subjects with at least one completed exercise. */
  subjectsPracticed: number;
  hardExercisesPassed: number;
  messagesSent: number;
  correctedEssays: number;
  bestEssayScore: number;
  weeklyGoalReached: boolean;
};

export type AchievementDefinition = {
  type: string;
  name: string;
  description: string;
  icon: string;
  progress(facts: AchievementFacts): { current: number; target: number };
};

const count = (current: number, target: number) => ({ current: Math.min(current, target), target });
const flag = (value: boolean) => ({ current: value ? 1 : 0, target: 1 });

export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    type: "first_login",
    name: "Primeiro passo",
    description: "Entrou no Rumo pela primeira vez.",
    icon: "footprints",
    progress: (f) => flag(f.hasLoggedIn),
  },
  {
    type: "first_exercise",
    name: "Mão na massa",
    description: "Concluiu o primeiro exercício.",
    icon: "pencil",
    progress: (f) => count(f.completedExercises, 1),
  },
  {
    type: "exercises_10",
    name: "Ritmo de prova",
    description: "Concluiu 10 exercícios.",
    icon: "list-checks",
    progress: (f) => count(f.completedExercises, 10),
  },
  {
    type: "perfect_score",
    name: "Gabaritou!",
    description: "Acertou todas as questões de um exercício.",
    icon: "target",
    progress: (f) => count(f.perfectExercises, 1),
  },
  {
    type: "hard_mode",
    name: "Desafio aceito",
    description: "Passou em um exercício Difícil com pelo menos 70%.",
    icon: "mountain",
    progress: (f) => count(f.hardExercisesPassed, 1),
  },
  {
    type: "math_master",
    name: "Mestre da Matemática",
    description: "Passou em 3 exercícios de Matemática com pelo menos 70%.",
    icon: "calculator",
    progress: (f) => count(f.passedBySubject.matematica ?? 0, 3),
  },
  {
    type: "historian_level_1",
    name: "Historiador nível 1",
    description: "Passou em 2 exercícios de História com pelo menos 70%.",
    icon: "landmark",
    progress: (f) => count(f.passedBySubject.historia ?? 0, 2),
  },
  {
    type: "explorer",
    name: "Explorador do ENEM",
    description: "Concluiu exercícios de 5 matérias diferentes.",
    icon: "compass",
    progress: (f) => count(f.subjectsPracticed, 5),
  },
  {
    type: "streak_5",
    name: "Sequência de 5 dias",
    description: "Estudou 5 dias seguidos.",
    icon: "flame",
    progress: (f) => count(f.streakDays, 5),
  },
  {
    type: "streak_15",
    name: "Quinzena de foco",
    description: "Estudou 15 dias seguidos.",
    icon: "calendar-check",
    progress: (f) => count(f.streakDays, 15),
  },
  {
    type: "points_100",
    name: "100 pontos de conhecimento",
    description: "Somou 100 pontos de conhecimento.",
    icon: "star",
    progress: (f) => count(f.knowledgePoints, 100),
  },
  {
    type: "points_500",
    name: "500 pontos de conhecimento",
    description: "Somou 500 pontos de conhecimento.",
    icon: "sparkles",
    progress: (f) => count(f.knowledgePoints, 500),
  },
  {
    type: "curious_mind",
    name: "Mente curiosa",
    description: "Enviou 20 perguntas aos tutores.",
    icon: "message-circle",
    progress: (f) => count(f.messagesSent, 20),
  },
  {
    type: "weekly_goal",
    name: "Meta da semana",
    description: "Cumpriu a meta semanal de exercícios.",
    icon: "trophy",
    progress: (f) => flag(f.weeklyGoalReached),
  },
  {
    type: "first_essay",
    name: "Primeira redação",
    description: "Recebeu a correção da primeira redação.",
    icon: "file-text",
    progress: (f) => count(f.correctedEssays, 1),
  },
  {
    type: "essay_800",
    name: "Nota 800+",
    description: "Tirou 800 ou mais em uma redação.",
    icon: "award",
    progress: (f) => count(f.bestEssayScore >= 800 ? 1 : 0, 1),
  },
];

export function isEarned(definition: AchievementDefinition, facts: AchievementFacts): boolean {
  const { current, target } = definition.progress(facts);
  return current >= target;
}

export const EMPTY_FACTS: AchievementFacts = {
  hasLoggedIn: false,
  knowledgePoints: 0,
  streakDays: 0,
  completedExercises: 0,
  perfectExercises: 0,
  passedBySubject: {},
  subjectsPracticed: 0,
  hardExercisesPassed: 0,
  messagesSent: 0,
  correctedEssays: 0,
  bestEssayScore: 0,
  weeklyGoalReached: false,
};
