import { z } from "zod";

/**
 * Shape of the question-bank files in `content/exercises/<subject-slug>.json`.
 * The seed loads these files; the content check test validates them.
 */
export const DIFFICULTIES = ["Fácil", "Médio", "Difícil"] as const;
/** Every question type; an open answer (`dissertativa`) is not graded (docs/product.md#practice). */
export const QUESTION_TYPES = ["multipla_escolha", "verdadeiro_falso", "dissertativa"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** The reviewed bank's files hold only auto-graded questions. */
export const SEEDED_QUESTION_TYPES = ["multipla_escolha", "verdadeiro_falso"] as const;
export const TRUE_FALSE_OPTIONS = ["Verdadeiro", "Falso"] as const;

export const questionContentSchema = z
  .object({
    /** Markdown: what the student reads (a text, a table), then the command. */
    pergunta: z.string().min(10),
    tipo: z.enum(SEEDED_QUESTION_TYPES),
    /** Option texts without the letter; the screen adds A–E. */
    opcoes: z.array(z.string().min(1)),
    /** Exactly the text of the correct option. */
    resposta_correta: z.string().min(1),
    explicacao: z.string().min(40),
    /** The question's own difficulty (else its exercise's). */
    dificuldade: z.enum(DIFFICULTIES).optional(),
    /** INEP's matrix, within the subject's area (enem-matrix.ts): "C5", "H21". */
    competencia: z
      .string()
      .regex(/^C[1-9]$/)
      .optional(),
    habilidade: z
      .string()
      .regex(/^H([1-9]|[12]\d|30)$/)
      .optional(),
    /** One line per option, in their order: why the key is right, and the mistake behind each other. */
    comentarios_opcoes: z.array(z.string().min(10)).optional(),
    /** Where the text the student reads comes from, when it is quoted. */
    fonte: z.string().min(3).optional(),
  })
  .refine((q) => !q.comentarios_opcoes || q.comentarios_opcoes.length === q.opcoes.length, {
    message: "comentarios_opcoes: one line per option",
    path: ["comentarios_opcoes"],
  });

export const exerciseContentSchema = z.object({
  titulo: z.string().min(5),
  descricao: z.string().min(10),
  dificuldade: z.enum(DIFFICULTIES),
  tempo_estimado: z.number().int().min(1),
  pontos: z.number().int().min(1),
  questoes: z.array(questionContentSchema).min(5).max(10),
});

export const topicContentSchema = z.object({
  nome: z.string().min(3),
  descricao: z.string().min(20),
  exercicios: z.array(exerciseContentSchema),
});

export const subjectContentSchema = z.object({
  materia: z.string(),
  assuntos: z.array(topicContentSchema).min(4),
});

export type QuestionContent = z.infer<typeof questionContentSchema>;
export type ExerciseContent = z.infer<typeof exerciseContentSchema>;
export type SubjectContent = z.infer<typeof subjectContentSchema>;
