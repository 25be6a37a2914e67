import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportReport, ImportRequest } from "#domain/admin/content-transfer";
import { adminRoot } from "#web/features/admin/api/keys.ts";
import { api } from "#web/lib/api-client.ts";

export const transferPath = (subjectId: string) =>
  `/api/admin/content/transfer/subjects/${encodeURIComponent(subjectId)}`;

/** POST …/subjects/:id/import — checks the file (dryRun) or imports it; answers the report by row. */
export function useImportExercises() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ subjectId, body }: { subjectId: string; body: ImportRequest }) =>
      api<ImportReport>(`${transferPath(subjectId)}/import`, { body }),
    onSuccess: (report) => {
      if (!report.dryRun) client.invalidateQueries({ queryKey: adminRoot });
    },
  });
}
