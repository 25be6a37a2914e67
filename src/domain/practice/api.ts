import { z } from "zod";

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
  difficulty: z.enum(["Fácil", "Médio", "Difícil"]),
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
});
export type ExerciseList = z.infer<typeof exerciseListSchema>;

export const questionSchema = z.object({
  id: z.string(),
  position: z.number(),
  prompt: z.string(),
  type: z.enum(["multipla_escolha", "verdadeiro_falso", "dissertativa"]),
  options: z.array(z.string()),
});

export const questionResultSchema = z.object({
  questionId: z.string(),
  answer: z.string(),
  correctAnswer: z.string(),
  correct: z.boolean(),
  explanation: z.string().nullable(),
});

export const exerciseResultSchema = z.object({
  scorePercent: z.number(),
  correctCount: z.number(),
  questionCount: z.number(),
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
