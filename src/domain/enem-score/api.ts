import { z } from "zod";
import { ENEM_AREAS } from "./types.ts";

/** The ENEM score calculator's contract (/api/enem/*), public: no sign-in needed. */

export const AREA_NAMES = {
  LC: "Linguagens, Códigos e suas Tecnologias",
  CH: "Ciências Humanas e suas Tecnologias",
  CN: "Ciências da Natureza e suas Tecnologias",
  MT: "Matemática e suas Tecnologias",
} as const;

export const ENEM_SCORE_MESSAGES = {
  invalidYear: "Escolha um ano entre 2009 e 2025.",
  invalidBooklet: "Informe o código do caderno (só números).",
  tooLong: "Respostas inválidas: cole no máximo 50 letras.",
} as const;

export const enemAreaSchema = z.enum(ENEM_AREAS);

export const enemScoreRequestSchema = z.object({
  ano: z.number().int().min(2009, ENEM_SCORE_MESSAGES.invalidYear).max(2025, ENEM_SCORE_MESSAGES.invalidYear),
  coProva: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, ENEM_SCORE_MESSAGES.invalidBooklet),
  /** INEP's format: A–E per question, "." blank, "*" more than one mark; spaces are ignored. */
  respostas: z.string().max(120, ENEM_SCORE_MESSAGES.tooLong),
  lingua: z.enum(["ingles", "espanhol"]).nullable().optional(),
});
export type EnemScoreRequest = z.infer<typeof enemScoreRequestSchema>;

export const enemScoreItemSchema = z.object({
  posicao: z.number().int(),
  resposta: z.string(),
  gabarito: z.string(),
  correta: z.boolean(),
  /** False when INEP left the item out of the score. */
  contou: z.boolean(),
  /** Points the item moves: score with it right minus score with it wrong (null when not scored). */
  impacto: z.number().nullable(),
});

export const enemScoreResponseSchema = z.object({
  ano: z.number().int(),
  coProva: z.string(),
  area: enemAreaSchema,
  areaNome: z.string(),
  cor: z.string(),
  nota: z.number(),
  /** The estimate's standard error on the ENEM scale: the score is nota ± erroPadrao. */
  erroPadrao: z.number().nullable(),
  acertos: z.number().int(),
  questoesQueContam: z.number().int(),
  itens: z.array(enemScoreItemSchema),
});
export type EnemScoreResult = z.infer<typeof enemScoreResponseSchema>;

export const enemBookletSchema = z.object({
  coProva: z.string(),
  area: enemAreaSchema,
  areaNome: z.string(),
  cor: z.string(),
  /** Day of the exam the area is taken on (1 or 2). */
  dia: z.union([z.literal(1), z.literal(2)]),
  /** 1 for the first application of the year, 2 and 3 for the later ones (reaplicação, PPL). */
  aplicacao: z.number().int(),
  questoes: z.number().int(),
});
export const enemBookletsResponseSchema = z.object({
  ano: z.number().int(),
  cadernos: z.array(enemBookletSchema),
});
export type EnemBooklet = z.infer<typeof enemBookletSchema>;

export const ENEM_YEARS = Array.from({ length: 2025 - 2009 + 1 }, (_, i) => 2025 - i);

/**
 * The day an area is taken on: from 2017 Linguagens and Humanas (with the essay) on day 1, Natureza
 * and Matemática on day 2; before, Humanas and Natureza on day 1.
 */
export function dayOfArea(year: number, area: (typeof ENEM_AREAS)[number]): 1 | 2 {
  if (year >= 2017) return area === "LC" || area === "CH" ? 1 : 2;
  return area === "CH" || area === "CN" ? 1 : 2;
}
