import { expect } from "vitest";
import type { AdminAuditPage } from "#domain/admin/api";
import type {
  AdminExercise,
  AdminQuestion,
  AdminSubject,
  AdminTopic,
  ExerciseInput,
  QuestionInput,
} from "#domain/admin/content";
import type { Student } from "#server/test-support/factories";

const base = "/api/admin/content";
let serial = 0;
const unique = (prefix: string) => {
  serial += 1;
  return `${prefix} ${Date.now().toString(36)}${serial}`;
};

export async function newSubject(
  staff: Student,
  overrides: Record<string, unknown> = {},
): Promise<AdminSubject> {
  const res = await staff.post(`${base}/subjects`, {
    name: unique("Matéria"),
    color: "#0D9488",
    icon: "palette",
    emoji: "🎨",
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().subject;
}

export async function newTopic(
  staff: Student,
  subjectId: string,
  name = unique("Assunto"),
): Promise<AdminTopic> {
  const res = await staff.post(`${base}/subjects/${subjectId}/topics`, { name, description: "Para testar." });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().topic;
}

export async function newExercise(
  staff: Student,
  topicId: string,
  input: Partial<ExerciseInput> = {},
): Promise<AdminExercise> {
  const res = await staff.post(`${base}/topics/${topicId}/exercises`, {
    title: unique("Exercício"),
    ...input,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().exercise;
}

export const mcQuestion = (overrides: Partial<QuestionInput> = {}): QuestionInput => ({
  type: "multipla_escolha",
  prompt: "Quanto é $2 + 2$?",
  options: ["3", "4", "5", "", ""],
  correctAnswer: "4",
  explanation: "Somando, $2 + 2 = 4$.",
  difficulty: null,
  ...overrides,
});

export async function newQuestion(
  staff: Student,
  exerciseId: string,
  input: QuestionInput = mcQuestion(),
): Promise<AdminQuestion> {
  const res = await staff.post(`${base}/exercises/${exerciseId}/questions`, input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().question;
}

/** A subject, a topic and an exercise with the given questions, made by `staff`. */
export async function exerciseWith(staff: Student, questions: QuestionInput[] = [mcQuestion()]) {
  const subject = await newSubject(staff);
  const topic = await newTopic(staff, subject.id);
  const exercise = await newExercise(staff, topic.id);
  const items: AdminQuestion[] = [];
  for (const q of questions) items.push(await newQuestion(staff, exercise.id, q));
  return { subject, topic, exercise, questions: items };
}

export async function auditOf(admin: Student, targetType: string, targetId: string) {
  const res = await admin.get(`/api/admin/audit?targetType=${targetType}&targetId=${targetId}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as AdminAuditPage).items;
}

/** The smallest valid PNG (1×1, transparent). */
export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

export async function uploadImage(staff: Student, bytes: Buffer, alt: string, contentType = "image/png") {
  return staff.inject({
    method: "POST",
    url: `${base}/images?alt=${encodeURIComponent(alt)}`,
    headers: { "content-type": contentType },
    payload: bytes,
  });
}
