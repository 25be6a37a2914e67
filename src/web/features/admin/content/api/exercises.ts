import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AdminExercise, AdminExercises, ExerciseInput, Removed } from "#domain/admin/content";
import { api } from "#web/lib/api-client.ts";
import { contentKeys, contentUrl, enc } from "./keys.ts";
import { useContentMutation } from "./use-content-mutation.ts";

type Saved = { exercise: AdminExercise; message: string };

/** GET /topics/:id/exercises?q= — the search runs on the server (accents and case ignored). */
export function useAdminExercises(topicId: string, q: string) {
  return useQuery({
    queryKey: contentKeys.exercises(topicId, q),
    queryFn: ({ signal }) =>
      api<AdminExercises>(contentUrl(`/topics/${enc(topicId)}/exercises${q ? `?q=${enc(q)}` : ""}`), {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /topics/:id/exercises, or PUT /exercises/:id when editing. */
export function useSaveExercise(topicId: string) {
  return useContentMutation(({ id, body }: { id: string | null; body: ExerciseInput }) =>
    id
      ? api<Saved>(contentUrl(`/exercises/${enc(id)}`), { method: "PUT", body })
      : api<Saved>(contentUrl(`/topics/${enc(topicId)}/exercises`), { method: "POST", body }),
  );
}

/** POST /exercises/:id/duplicate */
export function useDuplicateExercise() {
  return useContentMutation((id: string) =>
    api<Saved>(contentUrl(`/exercises/${enc(id)}/duplicate`), { method: "POST" }),
  );
}

/** DELETE /exercises/:id — deleted, or archived when students answered it. */
export function useDeleteExercise() {
  return useContentMutation((id: string) =>
    api<Removed>(contentUrl(`/exercises/${enc(id)}`), { method: "DELETE" }),
  );
}
