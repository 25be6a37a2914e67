import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportReport, ImportRequest } from "#domain/admin/content-transfer";
import { adminRoot } from "#web/features/admin/api/keys.ts";
import { api } from "#web/lib/api-client.ts";
import { queryRoots } from "#web/lib/query-keys.ts";

export const transferPath = (subjectId: string) =>
  `/api/admin/content/transfer/subjects/${encodeURIComponent(subjectId)}`;

/** POST …/subjects/:id/import — checks the file (dryRun) or imports it; answers the report by row. */
export function useImportExercises() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ subjectId, body }: { subjectId: string; body: ImportRequest }) =>
      api<ImportReport>(`${transferPath(subjectId)}/import`, { body }),
    // An import changes the back office's lists and the student's exercise list.
    onSuccess: async (report) => {
      if (report.dryRun) return;
      await Promise.all([
        client.invalidateQueries({ queryKey: adminRoot }),
        client.invalidateQueries({ queryKey: queryRoots.exercises }),
      ]);
    },
  });
}
