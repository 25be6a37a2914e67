import { z } from "zod";
import { DIFFICULTIES, QUESTION_TYPES } from "./exercise-content.ts";

const subjectRef = z.object({
  name: z.string(),
  slug: z.string(),
  color: z.string(),
  icon: z.string(),
  emoji: z.string(),
});

export const exerciseCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  difficulty: z.enum(DIFFICULTIES),
  estimatedMinutes: z.number(),
  questionCount: z.number(),
  subject: subjectRef,
  topic: z.object({ id: z.string(), name: z.string() }),
  /** The student's current attempt (null when signed out or not started). */
  attempt: z
    .object({
      answered: z.number(),
      completed: z.boolean(),
      scorePercent: z.number().nullable(),
      blockedUntil: z.string().nullable(),
      blockedHours: z.number().nullable(),
    })
    .nullable(),
});
export type ExerciseCard = z.infer<typeof exerciseCardSchema>;

export const exerciseListSchema = z.object({
  signedIn: z.boolean(),
  summary: z.object({ total: z.number(), completed: z.number(), averageScore: z.number() }),
  exercises: z.array(exerciseCardSchema),
  /** Exercises staff archived that the student had answered: their results stay readable. */
  archived: z.array(exerciseCardSchema),
});
export type ExerciseList = z.infer<typeof exerciseListSchema>;

export const questionSchema = z.object({
  id: z.string(),
  position: z.number(),
  /** Markdown (GFM tables, LaTeX math, images served by Rumo). */
  prompt: z.string(),
  type: z.enum(QUESTION_TYPES),
  options: z.array(z.string()),
  /** The question's own difficulty, else the exercise's. */
  difficulty: z.enum(DIFFICULTIES),
  /** INEP's matrix within the subject's area ("C5", "H21"); null when not tagged. */
  competency: z.string().nullable(),
  skill: z.string().nullable(),
  /** Where the text the student reads comes from, when it is quoted. */
  source: z.string().nullable(),
});

export const questionResultSchema = z.object({
  questionId: z.string(),
  answer: z.string(),
  /** The right option; for an open question, the model answer. */
  correctAnswer: z.string(),
  correct: z.boolean(),
  /** False for an open question: the student compares with the model answer, the score leaves it out. */
  graded: z.boolean(),
  explanation: z.string().nullable(),
  /** The options with their line each (why the key is right, the mistake behind each other one). */
  optionNotes: z.array(z.object({ option: z.string(), note: z.string() })),
});

export const exerciseResultSchema = z.object({
  scorePercent: z.number(),
  correctCount: z.number(),
  questionCount: z.number(),
  /** Questions that count in the score (open questions do not). */
  gradedCount: z.number(),
  passed: z.boolean(),
  questions: z.array(questionResultSchema),
});
export type ExerciseResult = z.infer<typeof exerciseResultSchema>;

export const newAchievementSchema = z.object({ type: z.string(), name: z.string(), description: z.string() });

export const exerciseDetailSchema = z.object({
  exercise: exerciseCardSchema.omit({ attempt: true }),
  questions: z.array(questionSchema),
  /** Answers already saved in the current attempt. */
  answers: z.array(z.object({ questionId: z.string(), answer: z.string() })),
  status: z.enum(["not_started", "in_progress", "completed"]),
  blockedUntil: z.string().nullable(),
  blockedHours: z.number().nullable(),
  /** Staff archived it: no new answers; a finished attempt's results stay readable. */
  archived: z.boolean(),
  /** Present once every question is answered: keys and explanations are revealed only then. */
  result: exerciseResultSchema.nullable(),
});
export type ExerciseDetail = z.infer<typeof exerciseDetailSchema>;

export const submitAnswerSchema = z.object({
  questionId: z.uuid(),
  answer: z.string().trim().min(1, "Por favor, selecione uma resposta antes de continuar").max(2000),
  secondsSpent: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600)
    .default(0),
});
export type SubmitAnswerInput = z.input<typeof submitAnswerSchema>;

export const submitAnswerResponseSchema = z.object({
  completed: z.boolean(),
  result: exerciseResultSchema.nullable(),
  pointsEarned: z.number(),
  newAchievements: z.array(newAchievementSchema),
});
export type SubmitAnswerResponse = z.infer<typeof submitAnswerResponseSchema>;
