import { z } from "zod";
import { HEX_COLOR, SUBJECT_ICONS } from "#domain/catalog/subject-looks";
import { DIFFICULTIES, QUESTION_TYPES, TRUE_FALSE_OPTIONS } from "#domain/practice/exercise-content";
import { foreignImages } from "./content-markdown.ts";
import { CONTENT_MESSAGES as M } from "./content-messages.ts";

/**
 * The contract of Conteúdo (/api/admin/content): subjects → topics → exercises → questions, and
 * the images of statements. The forms use the same schemas, so the browser and the server refuse
 * the same input with the same words.
 */

export const MAX_OPTIONS = 5;
export const MIN_OPTIONS = 2;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const EXERCISE_DEFAULTS = { difficulty: "Fácil", points: 10, estimatedMinutes: 30 } as const;

const id = z.uuid({ error: "Identificador inválido." });
export const contentIdParamsSchema = z.object({ id });

// ── Subjects ───────────────────────────────────────────────────────────────
export const subjectInputSchema = z.object({
  name: z.string().trim().min(2, M.subjectNameRequired).max(60, M.subjectNameRequired),
  color: z
    .string()
    .trim()
    .regex(HEX_COLOR, M.colorInvalid)
    .transform((c) => c.toLowerCase()),
  icon: z.enum(SUBJECT_ICONS, { error: M.iconInvalid }),
  emoji: z.string().trim().min(1, M.emojiRequired).max(16, M.emojiRequired),
  active: z.boolean().default(true),
});
export type SubjectInput = z.input<typeof subjectInputSchema>;

export const adminSubjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  color: z.string(),
  icon: z.string(),
  emoji: z.string(),
  active: z.boolean(),
  topicCount: z.number(),
  exerciseCount: z.number(),
});
export type AdminSubject = z.infer<typeof adminSubjectSchema>;
export const adminSubjectsSchema = z.object({ items: z.array(adminSubjectSchema) });
export type AdminSubjects = z.infer<typeof adminSubjectsSchema>;
export const subjectSavedSchema = z.object({ subject: adminSubjectSchema, message: z.string() });

// ── Topics ─────────────────────────────────────────────────────────────────
export const topicInputSchema = z.object({
  name: z.string().trim().min(2, M.topicNameRequired).max(80, M.topicNameRequired),
  description: z.string().trim().max(500).default(""),
});
export type TopicInput = z.input<typeof topicInputSchema>;

export const adminTopicSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  exerciseCount: z.number(),
});
export type AdminTopic = z.infer<typeof adminTopicSchema>;
export const adminTopicsSchema = z.object({ subject: adminSubjectSchema, items: z.array(adminTopicSchema) });
export type AdminTopics = z.infer<typeof adminTopicsSchema>;
export const topicSavedSchema = z.object({ topic: adminTopicSchema, message: z.string() });

// ── Exercises ──────────────────────────────────────────────────────────────
const wholeNumber = (message: string, max: number) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message);

export const exerciseInputSchema = z.object({
  title: z.string().trim().min(1, M.titleRequired).max(160),
  description: z.string().trim().max(1000).default(""),
  difficulty: z.enum(DIFFICULTIES).default(EXERCISE_DEFAULTS.difficulty),
  points: wholeNumber(M.pointsInvalid, 1000).default(EXERCISE_DEFAULTS.points),
  estimatedMinutes: wholeNumber(M.minutesInvalid, 600).default(EXERCISE_DEFAULTS.estimatedMinutes),
});
export type ExerciseInput = z.input<typeof exerciseInputSchema>;

export const exerciseSearchSchema = z.object({ q: z.string().trim().max(120).optional() });

export const adminExerciseSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  difficulty: z.enum(DIFFICULTIES),
  points: z.number(),
  estimatedMinutes: z.number(),
  questionCount: z.number(),
  /** Students answered it: deleting it archives it instead. */
  answered: z.boolean(),
  updatedAt: z.string(),
});
export type AdminExercise = z.infer<typeof adminExerciseSchema>;
export const adminExercisesSchema = z.object({
  topic: adminTopicSchema,
  subject: adminSubjectSchema,
  items: z.array(adminExerciseSchema),
});
export type AdminExercises = z.infer<typeof adminExercisesSchema>;
export const exerciseSavedSchema = z.object({ exercise: adminExerciseSchema, message: z.string() });

/** DELETE of a topic, an exercise or a question: removed, or archived because students answered it. */
export const removedSchema = z.object({ outcome: z.enum(["deleted", "archived"]), message: z.string() });
export type Removed = z.infer<typeof removedSchema>;

// ── Questions ──────────────────────────────────────────────────────────────
const markdown = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => foreignImages(text).length === 0, M.foreignImage);

const questionFields = z.object({
  type: z.enum(QUESTION_TYPES),
  prompt: markdown(5000).pipe(z.string().min(1, M.promptRequired)),
  options: z.array(z.string().trim().max(500)).max(10).default([]),
  /** The text of the right option; for `dissertativa`, the model answer. */
  correctAnswer: z.string().trim().max(5000).default(""),
  explanation: markdown(5000).default(""),
  /** null: the exercise's difficulty. */
  difficulty: z.enum(DIFFICULTIES).nullable().default(null),
  /** INEP's matrix: competency "C1"…"C9" and skill "H1"…"H30"; both or neither. */
  competency: z
    .string()
    .regex(/^C[1-9]$/, M.competencyInvalid)
    .nullable()
    .default(null),
  skill: z
    .string()
    .regex(/^H([1-9]|[12]\d|30)$/, M.skillInvalid)
    .nullable()
    .default(null),
  /** One line per option box (same order); all blank for none. */
  optionNotes: z
    .array(z.string().trim().max(500))
    .max(10)
    .nullable()
    .default([])
    .transform((notes) => notes ?? []),
  /** Where a quoted text comes from (blank: none). */
  source: z
    .string()
    .trim()
    .max(300)
    .nullable()
    .default(null)
    .transform((source) => source || null),
});

/** The options a question keeps: empty ones dropped; fixed for true/false; none for open answers. */
export function keptOptions(type: (typeof QUESTION_TYPES)[number], options: readonly string[]): string[] {
  if (type === "verdadeiro_falso") return [...TRUE_FALSE_OPTIONS];
  if (type === "dissertativa") return [];
  return options.map((o) => o.trim()).filter((o) => o.length > 0);
}

/** The notes of the option boxes a multiple-choice question keeps (empty boxes dropped with theirs). */
function keptNotes(options: readonly string[], notes: readonly string[]): string[] {
  return options.flatMap((o, i) => (o.trim().length > 0 ? [(notes[i] ?? "").trim()] : []));
}

export const questionInputSchema = questionFields
  .superRefine((q, ctx) => {
    const issue = (message: string, path: string) => ctx.addIssue({ code: "custom", message, path: [path] });
    const options = keptOptions(q.type, q.options);
    if (q.type === "multipla_escolha") {
      if (options.length < MIN_OPTIONS) return issue(M.optionsTooFew, "options");
      if (options.length > MAX_OPTIONS) return issue(M.optionsTooMany, "options");
      const seen = new Set(options.map((o) => o.toLocaleLowerCase("pt-BR")));
      if (seen.size !== options.length) return issue(M.optionsRepeated, "options");
      if (!options.includes(q.correctAnswer)) return issue(M.correctNotAnOption, "correctAnswer");
      if (
        keptNotes(q.options, q.optionNotes).some((n) => n.length === 0) &&
        q.optionNotes.some((n) => n.trim())
      )
        issue(M.optionNotesIncomplete, "optionNotes");
    } else if (q.type === "verdadeiro_falso") {
      if (!options.includes(q.correctAnswer)) return issue(M.trueFalseAnswer, "correctAnswer");
    } else if (q.correctAnswer.length === 0) issue(M.modelAnswerRequired, "correctAnswer");
    if ((q.competency === null) !== (q.skill === null)) issue(M.skillWithoutCompetency, "skill");
  })
  .transform((q) => {
    const notes = q.type === "multipla_escolha" ? keptNotes(q.options, q.optionNotes) : [];
    return {
      ...q,
      options: keptOptions(q.type, q.options),
      optionNotes: notes.every((n) => n.length > 0) && notes.length > 0 ? notes : null,
    };
  });
export type QuestionInput = z.input<typeof questionInputSchema>;
export type QuestionValues = z.output<typeof questionInputSchema>;

export const adminQuestionSchema = z.object({
  id: z.string(),
  position: z.number(),
  type: z.enum(QUESTION_TYPES),
  prompt: z.string(),
  options: z.array(z.string()),
  correctAnswer: z.string(),
  explanation: z.string().nullable(),
  difficulty: z.enum(DIFFICULTIES).nullable(),
  competency: z.string().nullable(),
  skill: z.string().nullable(),
  /** One line per option, or null. */
  optionNotes: z.array(z.string()).nullable(),
  source: z.string().nullable(),
  /** Students answered it: an edit of its type, options or key makes a new version. */
  answered: z.boolean(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;
export const adminQuestionsSchema = z.object({
  exercise: adminExerciseSchema,
  items: z.array(adminQuestionSchema),
});
export type AdminQuestions = z.infer<typeof adminQuestionsSchema>;
export const questionSavedSchema = z.object({ question: adminQuestionSchema, message: z.string() });
export const questionMoveSchema = z.object({ direction: z.enum(["up", "down"]) });
export const questionsMovedSchema = z.object({ items: z.array(adminQuestionSchema), message: z.string() });

// ── Images ─────────────────────────────────────────────────────────────────
export const imageUploadQuerySchema = z.object({
  alt: z.string().trim().min(1, M.imageAltRequired).max(300, M.imageAltRequired),
});
export const imageUploadedSchema = z.object({
  id: z.string(),
  url: z.string(),
  alt: z.string(),
  /** What the dialog inserts into the statement. */
  markdown: z.string(),
  message: z.string(),
});
export type ImageUploaded = z.infer<typeof imageUploadedSchema>;

/** The image format the first bytes say (not the declared type), or null for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return "image/gif";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}
