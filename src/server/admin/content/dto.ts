import type { AdminExercise, AdminQuestion, AdminSubject, AdminTopic } from "#domain/admin/content";
import type { ExerciseWithFacts } from "./exercise-repository.ts";
import type { QuestionRow, QuestionWithFacts } from "./question-repository.ts";
import type { SubjectWithCounts, TopicWithCount } from "./subject-repository.ts";

export function adminSubjectDto(s: SubjectWithCounts): AdminSubject {
  return {
    id: s.id,
    name: s.name,
    slug: s.slug,
    color: s.color,
    icon: s.icon,
    emoji: s.emoji,
    active: s.active,
    topicCount: s.topicCount,
    exerciseCount: s.exerciseCount,
  };
}

export function adminTopicDto(t: TopicWithCount): AdminTopic {
  return { id: t.id, name: t.name, description: t.description, exerciseCount: t.exerciseCount };
}

export function adminExerciseDto(e: ExerciseWithFacts): AdminExercise {
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    difficulty: e.difficulty as AdminExercise["difficulty"],
    points: e.points,
    estimatedMinutes: e.estimatedMinutes,
    questionCount: e.questionCount,
    answered: e.answered,
    updatedAt: e.updatedAt.toISOString(),
  };
}

export function adminQuestionDto(q: QuestionWithFacts): AdminQuestion {
  return {
    id: q.id,
    position: q.position,
    type: q.type as AdminQuestion["type"],
    prompt: q.prompt,
    options: q.options,
    correctAnswer: q.correctAnswer,
    explanation: q.explanation,
    difficulty: q.difficulty as AdminQuestion["difficulty"],
    competency: q.competency,
    skill: q.skill,
    optionNotes: q.optionNotes,
    source: q.source,
    answered: q.answered,
  };
}

/** What an audit entry keeps of a question (everything staff can edit). */
export function questionAuditView(q: QuestionRow): Record<string, unknown> {
  return {
    exerciseId: q.exerciseId,
    position: q.position,
    type: q.type,
    prompt: q.prompt,
    options: q.options,
    correctAnswer: q.correctAnswer,
    explanation: q.explanation,
    difficulty: q.difficulty,
    competency: q.competency,
    skill: q.skill,
    optionNotes: q.optionNotes,
    source: q.source,
  };
}

/** Only the fields that differ between two views, as { before, after }. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    b[key] = before[key];
    a[key] = after[key];
  }
  return { before: b, after: a, changed: Object.keys(a).length > 0 };
}
