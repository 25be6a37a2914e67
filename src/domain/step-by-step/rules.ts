/** "Passo a passo": a worked solution of a question, a few per day by plan (docs/product.md#passo-a-passo). */
export const STEP_BY_STEP_MESSAGES = {
  button: "Passo a passo",
  notAnswered: "Responda a questão antes de ver o passo a passo: ele mostra a resposta.",
  notFound: "Questão não encontrada.",
  dailyLimit: (limit: number) =>
    `Você já usou ${limit === 1 ? "o passo a passo" : `os ${limit} passo a passo`} de hoje. Faça upgrade para ver mais, ou volte amanhã.`,
  remaining: (n: number) => (n === 1 ? "Resta 1 passo a passo hoje" : `Restam ${n} passo a passo hoje`),
  unlocked: "Já liberado: ver de novo não conta.",
  fromTutorTitle: "Passo a passo das suas questões",
  fromTutorDescription:
    "As últimas questões que você respondeu nos exercícios. Escolha uma para ver a resolução completa.",
  fromTutorEmpty: (subject: string | null) =>
    `Você ainda não respondeu questões${subject ? ` de ${subject}` : ""} nos exercícios. Responda uma e o passo a passo dela aparece aqui.`,
} as const;

/** How many recent questions the tutor offers a step-by-step for. */
export const RECENT_QUESTIONS_FOR_TUTOR = 6;
