import { z } from "zod";
import {
  ENEM_APPLICATIONS,
  ESSAY_CATEGORIES,
  ESSAY_TOPIC_YEAR_MAX,
  ESSAY_TOPIC_YEAR_MIN,
  TOPIC_DIFFICULTIES,
} from "#domain/essays/topic-content";

export { ESSAY_TOPIC_YEAR_MAX, ESSAY_TOPIC_YEAR_MIN };

/**
 * The back office's essay topics (/api/admin/essay-topics, table temas_redacao): the contract, the
 * form's rules and the pt-BR texts. Topics generated for one student stay theirs and are not listed.
 */

export const ESSAY_TOPIC_SOURCES = ["enem_historico", "autoral"] as const;
export type EssayTopicSource = (typeof ESSAY_TOPIC_SOURCES)[number];
export const ESSAY_TOPIC_SOURCE_LABELS: Record<EssayTopicSource, string> = {
  enem_historico: "ENEM Histórico",
  autoral: "Autoral",
};

export const ESSAY_TOPIC_LIMITS = {
  title: 200,
  description: 2000,
  instructions: 6000,
  supportingTexts: 8,
  supportingText: 6000,
  label: 80,
  source: 300,
  keywords: 15,
  keyword: 60,
} as const;

export const ESSAY_TOPIC_MESSAGES = {
  title: "Temas de Redação",
  description:
    "Os temas que os estudantes escolhem em Redação: os oficiais do ENEM e os autorais do Rumo. Temas gerados para um estudante ficam só com ele e não aparecem aqui.",
  empty: "Nenhum tema encontrado",
  emptyHint: "Mude a busca ou os filtros, ou crie um tema.",
  loadFailed: "Erro ao carregar temas",
  created: "Tema criado",
  updated: "Tema atualizado",
  activated: "Tema ativado: os estudantes voltam a vê-lo.",
  deactivated: "Tema desativado: os estudantes não o veem mais.",
  deleted: "Tema excluído",
  keptInactive:
    "Tema desativado em vez de excluído: há redações de estudantes com este tema, e elas continuam mostrando o tema.",
  saveFailed: "Erro ao salvar tema",
  deleteFailed: "Erro ao excluir tema",
  statusFailed: "Erro ao alterar status do tema",
  notFound: "Tema não encontrado",
  confirmDelete: "Tem certeza que deseja excluir este tema?",
  titleRequired: "Informe o título do tema.",
  titleTooLong: `O título pode ter no máximo ${ESSAY_TOPIC_LIMITS.title} caracteres.`,
  tooLong: "Texto longo demais para este campo.",
  textRequired: "Escreva o texto de apoio (ou remova-o).",
  tooManyTexts: `No máximo ${ESSAY_TOPIC_LIMITS.supportingTexts} textos de apoio.`,
  keywordInvalid: `Cada palavra-chave tem de 1 a ${ESSAY_TOPIC_LIMITS.keyword} caracteres.`,
  tooManyKeywords: `No máximo ${ESSAY_TOPIC_LIMITS.keywords} palavras-chave.`,
  examTypeInvalid: "O tipo de vestibular usa letras minúsculas, números e _ (por exemplo enem).",
  difficultyInvalid: "Escolha a dificuldade: Fácil, Médio ou Difícil.",
  sourceInvalid: "Escolha a fonte: ENEM Histórico ou Autoral.",
  categoryInvalid: "Escolha uma das oito categorias temáticas.",
  applicationInvalid: "Escolha a aplicação do ENEM.",
  yearInvalid: `O ano deve ser um número inteiro entre ${ESSAY_TOPIC_YEAR_MIN} e ${ESSAY_TOPIC_YEAR_MAX}.`,
  yearRequired: "Um tema do ENEM Histórico precisa do ano da prova.",
  enemTaken:
    "Já existe um tema ENEM ativo deste ano e aplicação. Desative o outro antes, ou escolha outra aplicação.",
} as const;

const M = ESSAY_TOPIC_MESSAGES;
const L = ESSAY_TOPIC_LIMITS;

const optionalText = (max: number) => z.string().trim().max(max, M.tooLong);

export const supportingTextInputSchema = z.object({
  label: optionalText(L.label),
  text: z.string().trim().min(1, M.textRequired).max(L.supportingText, M.tooLong),
  source: optionalText(L.source),
});
export type SupportingTextInput = z.infer<typeof supportingTextInputSchema>;

const year = z
  .number({ error: M.yearInvalid })
  .int(M.yearInvalid)
  .min(ESSAY_TOPIC_YEAR_MIN, M.yearInvalid)
  .max(ESSAY_TOPIC_YEAR_MAX, M.yearInvalid);

/**
 * The create/edit form and the request body. Keywords are trimmed, blank ones dropped and repeats
 * (ignoring case) kept once. An ENEM topic needs its year (the student chooses it by year) and an
 * application; the category and the application apply only where they make sense.
 */
export const essayTopicInputSchema = z
  .object({
    title: z.string().trim().min(1, M.titleRequired).max(L.title, M.titleTooLong),
    description: optionalText(L.description),
    instructions: optionalText(L.instructions),
    supportingTexts: z.array(supportingTextInputSchema).max(L.supportingTexts, M.tooManyTexts),
    keywords: z
      .array(z.string().trim().max(L.keyword, M.keywordInvalid))
      .max(L.keywords * 2, M.tooManyKeywords)
      .transform((list) => uniqueIgnoringCase(list.filter((k) => k.length > 0)))
      .refine((list) => list.length <= L.keywords, M.tooManyKeywords),
    examType: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9_]{2,30}$/, M.examTypeInvalid),
    difficulty: z.enum(TOPIC_DIFFICULTIES, { error: M.difficultyInvalid }),
    year: year.nullable(),
    application: z.enum(ENEM_APPLICATIONS, { error: M.applicationInvalid }).nullable(),
    source: z.enum(ESSAY_TOPIC_SOURCES, { error: M.sourceInvalid }),
    category: z.enum(ESSAY_CATEGORIES, { error: M.categoryInvalid }).nullable(),
    active: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.source === "enem_historico" && v.year === null)
      ctx.addIssue({ code: "custom", path: ["year"], message: M.yearRequired });
  })
  .transform((v) => ({
    ...v,
    application: v.source === "enem_historico" ? (v.application ?? "regular") : null,
  }));
export type EssayTopicInput = z.input<typeof essayTopicInputSchema>;
export type EssayTopicValues = z.output<typeof essayTopicInputSchema>;

function uniqueIgnoringCase(list: string[]): string[] {
  const seen = new Set<string>();
  return list.filter((k) => {
    const key = k.toLocaleLowerCase("pt-BR");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The form's defaults (spec 02 §9: tipo_vestibular enem, dificuldade medio). */
export const ESSAY_TOPIC_DEFAULTS: EssayTopicInput = {
  title: "",
  description: "",
  instructions: "",
  supportingTexts: [],
  keywords: [],
  examType: "enem",
  difficulty: "medio",
  year: null,
  application: null,
  source: "autoral",
  category: null,
  active: true,
};

export const ESSAY_TOPIC_ACTIVE_FILTERS = ["todos", "ativo", "inativo"] as const;

export const adminEssayTopicsQuerySchema = z.object({
  /** Any part of the title, ignoring case and accents. */
  q: z.string().trim().max(120).optional(),
  source: z.enum(["todos", ...ESSAY_TOPIC_SOURCES] as const).default("todos"),
  category: z.enum(["todos", ...ESSAY_CATEGORIES] as const).default("todos"),
  active: z.enum(ESSAY_TOPIC_ACTIVE_FILTERS).default("todos"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminEssayTopicsQuery = z.input<typeof adminEssayTopicsQuerySchema>;

export const adminEssayTopicSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  instructions: z.string(),
  supportingTexts: z.array(z.object({ label: z.string(), text: z.string(), source: z.string() })),
  keywords: z.array(z.string()),
  examType: z.string(),
  difficulty: z.string(),
  year: z.number().nullable(),
  application: z.string().nullable(),
  source: z.string(),
  category: z.string().nullable(),
  active: z.boolean(),
  /** Student essays written on this topic: such a topic is deactivated instead of deleted. */
  essays: z.number(),
  staffEditedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminEssayTopic = z.infer<typeof adminEssayTopicSchema>;

export const adminEssayTopicsPageSchema = z.object({
  items: z.array(adminEssayTopicSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminEssayTopicsPage = z.infer<typeof adminEssayTopicsPageSchema>;

export const essayTopicIdParamsSchema = z.object({ id: z.uuid(M.notFound) });
export const essayTopicActiveInputSchema = z.object({ active: z.boolean() });

export const essayTopicSavedSchema = z.object({ topic: adminEssayTopicSchema, message: z.string() });
export type EssayTopicSaved = z.infer<typeof essayTopicSavedSchema>;

export const essayTopicRemovedSchema = z.object({
  /** "deleted", or "deactivated" when student essays use the topic. */
  outcome: z.enum(["deleted", "deactivated"]),
  message: z.string(),
});
export type EssayTopicRemoved = z.infer<typeof essayTopicRemovedSchema>;
