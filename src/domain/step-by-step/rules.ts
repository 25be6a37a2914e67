/** "Passo a passo": a worked solution of a question, a few per day by plan (docs/product.md#passo-a-passo). */
export const STEP_BY_STEP_MESSAGES = {
  button: "Passo a passo",
  notAnswered: "Responda a questão antes de ver o passo a passo: ele mostra a resposta.",
  notFound: "Questão não encontrada.",
  dailyLimit: (limit: number) =>
    `Você já usou ${limit === 1 ? "o passo a passo" : `os ${limit} passo a passo`} de hoje. Faça upgrade para ver mais, ou volte amanhã.`,
  remaining: (n: number) => (n === 1 ? "Resta 1 passo a passo hoje" : `Restam ${n} passo a passo hoje`),
  unlocked: "Já liberado: ver de novo não conta.",
} as const;
