import { adminRoot } from "#web/features/admin/api/keys.ts";

/** Query keys of Conteúdo; a change invalidates `contentRoot` (and the student's exercise list). */
export const contentRoot = [...adminRoot, "content"] as const;
export const contentKeys = {
  subjects: [...contentRoot, "subjects"] as const,
  topics: (subjectId: string) => [...contentRoot, "topics", subjectId] as const,
  exercises: (topicId: string, q: string) => [...contentRoot, "exercises", topicId, q] as const,
  questions: (exerciseId: string) => [...contentRoot, "questions", exerciseId] as const,
};

export const contentUrl = (path: string) => `/api/admin/content${path}`;
export const enc = encodeURIComponent;
