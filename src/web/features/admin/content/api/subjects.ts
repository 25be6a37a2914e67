import { useQuery } from "@tanstack/react-query";
import type {
  AdminSubject,
  AdminSubjects,
  AdminTopic,
  AdminTopics,
  Removed,
  SubjectInput,
  TopicInput,
} from "#domain/admin/content";
import { api } from "#web/lib/api-client.ts";
import { contentKeys, contentUrl, enc } from "./keys.ts";
import { useContentMutation } from "./use-content-mutation.ts";

/** GET /api/admin/content/subjects */
export function useAdminSubjects() {
  return useQuery({
    queryKey: contentKeys.subjects,
    queryFn: ({ signal }) => api<AdminSubjects>(contentUrl("/subjects"), { signal }),
  });
}

/** POST /subjects, or PUT /subjects/:id when editing. */
export function useSaveSubject() {
  return useContentMutation(({ id, body }: { id: string | null; body: SubjectInput }) =>
    id
      ? api<{ subject: AdminSubject; message: string }>(contentUrl(`/subjects/${enc(id)}`), {
          method: "PUT",
          body,
        })
      : api<{ subject: AdminSubject; message: string }>(contentUrl("/subjects"), { method: "POST", body }),
  );
}

/** DELETE /subjects/:id — only an empty subject (409 otherwise). */
export function useDeleteSubject() {
  return useContentMutation((id: string) =>
    api<{ message: string }>(contentUrl(`/subjects/${enc(id)}`), { method: "DELETE" }),
  );
}

/** GET /subjects/:id/topics */
export function useAdminTopics(subjectId: string) {
  return useQuery({
    queryKey: contentKeys.topics(subjectId),
    queryFn: ({ signal }) => api<AdminTopics>(contentUrl(`/subjects/${enc(subjectId)}/topics`), { signal }),
  });
}

/** POST /subjects/:id/topics, or PUT /topics/:id when editing. */
export function useSaveTopic(subjectId: string) {
  return useContentMutation(({ id, body }: { id: string | null; body: TopicInput }) =>
    id
      ? api<{ topic: AdminTopic; message: string }>(contentUrl(`/topics/${enc(id)}`), { method: "PUT", body })
      : api<{ topic: AdminTopic; message: string }>(contentUrl(`/subjects/${enc(subjectId)}/topics`), {
          method: "POST",
          body,
        }),
  );
}

/** DELETE /topics/:id — deleted, or archived when students answered its exercises. */
export function useDeleteTopic() {
  return useContentMutation((id: string) =>
    api<Removed>(contentUrl(`/topics/${enc(id)}`), { method: "DELETE" }),
  );
}
