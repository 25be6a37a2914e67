import { useQuery } from "@tanstack/react-query";
import type { AdminQuestion, AdminQuestions, QuestionInput, Removed } from "#domain/admin/content";
import { api } from "#web/lib/api-client.ts";
import { contentKeys, contentUrl, enc } from "./keys.ts";
import { useContentMutation } from "./use-content-mutation.ts";

/** GET /exercises/:id/questions */
export function useAdminQuestions(exerciseId: string | null) {
  return useQuery({
    queryKey: contentKeys.questions(exerciseId ?? ""),
    queryFn: ({ signal }) =>
      api<AdminQuestions>(contentUrl(`/exercises/${enc(exerciseId ?? "")}/questions`), { signal }),
    enabled: exerciseId !== null,
  });
}

/** POST /exercises/:id/questions, or PUT /questions/:id when editing. */
export function useSaveQuestion(exerciseId: string) {
  return useContentMutation(({ id, body }: { id: string | null; body: QuestionInput }) =>
    id
      ? api<{ question: AdminQuestion; message: string }>(contentUrl(`/questions/${enc(id)}`), {
          method: "PUT",
          body,
        })
      : api<{ question: AdminQuestion; message: string }>(
          contentUrl(`/exercises/${enc(exerciseId)}/questions`),
          {
            method: "POST",
            body,
          },
        ),
  );
}

/** DELETE /questions/:id — deleted, or archived when students answered it. */
export function useDeleteQuestion() {
  return useContentMutation((id: string) =>
    api<Removed>(contentUrl(`/questions/${enc(id)}`), { method: "DELETE" }),
  );
}

/** POST /questions/:id/move */
export function useMoveQuestion() {
  return useContentMutation(({ id, direction }: { id: string; direction: "up" | "down" }) =>
    api<{ items: AdminQuestion[]; message: string }>(contentUrl(`/questions/${enc(id)}/move`), {
      method: "POST",
      body: { direction },
    }),
  );
}
