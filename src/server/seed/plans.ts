import type { Database } from "#server/db/client";
import { subscriptionPlans } from "#server/db/schema/index";

type PlanSeed = typeof subscriptionPlans.$inferInsert & { slug: string };

/**
 * The four plans (docs/product.md#plan-table). Feature lines describe only what Rumo delivers today;
 * lines for features that do not exist yet are added when the feature is.
 */
/** Added to the Nerd plan's card by migration 0017 on databases seeded before simulados existed. */
export const NERD_SIMULADOS_LINE = "Simulados do ENEM com nota TRI";
/** Added by migration 0020, with the features they name. */
export const ESTUDANTE_REPORTS_LINE = "Relatórios de desempenho por matéria, assunto e habilidade";
export const NERD_LATER_LINES = [
  ESTUDANTE_REPORTS_LINE,
  "Análises avançadas: nota TRI por área e nota prevista no ENEM",
  "Modo Turbo: correção de redação na frente da fila e tutor com mais memória da conversa",
];

export const PLAN_SEED: PlanSeed[] = [
  {
    slug: "gratuito",
    name: "Gratuito",
    description: "Para conhecer o Rumo e começar a estudar hoje.",
    monthlyPrice: 0,
    annualPrice: 0,
    features: [
      "3 exercícios por dia",
      "10 mensagens de chat por dia",
      "1 redação por mês",
      "Histórico de conversas de 3 dias",
      "2 matérias por dia no tutor",
      "Dashboard básico",
      "1 passo a passo por dia",
    ],
    maxChatMessages: 10,
    maxExercises: 3,
    maxEssaysVestibular: 1,
    maxEssaysAutoral: 0,
    maxEssayCorrections: 1,
    maxSubjectsPerDay: 2,
    historyDays: 3,
    maxStepByStep: 1,
  },
  {
    slug: "curioso",
    name: "Curioso",
    description: "Mais prática diária para quem está pegando o ritmo.",
    monthlyPrice: 9.99,
    annualPrice: 99.9,
    features: [
      "8 exercícios por dia",
      "40 mensagens de chat por dia",
      "2 temas de redação por mês",
      "Histórico de conversas de 15 dias",
      "4 matérias por dia no tutor",
      "Temas de redação autorais",
      "2 passo a passo por dia",
    ],
    maxChatMessages: 40,
    maxExercises: 8,
    maxEssaysVestibular: 2,
    maxEssaysAutoral: 2,
    maxEssayCorrections: 2,
    maxSubjectsPerDay: 4,
    historyDays: 15,
    maxStepByStep: 2,
  },
  {
    slug: "estudante",
    name: "Estudante",
    description: "O plano completo para a rotina de quem vai fazer o ENEM.",
    monthlyPrice: 19.99,
    annualPrice: 199.9,
    features: [
      "20 exercícios por dia",
      "100 mensagens de chat por dia",
      "4 temas de redação por mês",
      "Histórico de conversas de 30 dias",
      "6 matérias por dia no tutor",
      "Temas de redação autorais",
      "Dashboard completo",
      "5 passo a passo por dia",
      ESTUDANTE_REPORTS_LINE,
    ],
    maxChatMessages: 100,
    maxExercises: 20,
    maxEssaysVestibular: 4,
    maxEssaysAutoral: 4,
    maxEssayCorrections: 4,
    maxSubjectsPerDay: 6,
    historyDays: 30,
    maxStepByStep: 5,
    modulesEnabled: { chat: true, exercises: true, redacao: true, relatorios: true },
    mostPopular: true,
  },
  {
    slug: "nerd",
    name: "Nerd",
    description: "Sem freio: o máximo de prática, tutor e redação.",
    monthlyPrice: 29.99,
    annualPrice: 299.9,
    features: [
      "40 exercícios por dia",
      "200 mensagens de chat por dia",
      "8 temas de redação por mês",
      "Histórico de conversas ilimitado",
      "Todas as matérias no tutor",
      "Temas de redação autorais",
      "Dashboard completo",
      NERD_SIMULADOS_LINE,
      "10 passo a passo por dia",
      ...NERD_LATER_LINES,
    ],
    modulesEnabled: {
      chat: true,
      exercises: true,
      redacao: true,
      simulados: true,
      relatorios: true,
      analytics: true,
      turbo: true,
    },
    maxChatMessages: 200,
    maxExercises: 40,
    maxEssaysVestibular: 8,
    maxEssaysAutoral: 8,
    maxEssayCorrections: 8,
    maxSubjectsPerDay: null,
    historyDays: null,
    maxStepByStep: 10,
  },
];

/** Inserts missing plans; never overwrites what an admin has edited. */
export async function seedPlans(db: Database): Promise<void> {
  await db
    .insert(subscriptionPlans)
    .values(PLAN_SEED)
    .onConflictDoNothing({ target: subscriptionPlans.slug });
}
