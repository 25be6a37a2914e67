import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  isExportActive,
  type ReportExport,
  type ReportExports,
  type StartExportInput,
} from "#domain/admin/report-exports";
import { adminRoot } from "#web/features/admin/api/keys.ts";
import { api } from "#web/lib/api-client.ts";

const URL = "/api/admin/reports/exports";
const exportsKey = [...adminRoot, "reports", "exports"] as const;
/** How often the list asks again while a file is being generated. */
const POLL_MS = 1000;

/** GET /api/admin/reports/exports — my recent exports; polled while one is queued or running. */
export function useReportExports() {
  return useQuery({
    queryKey: exportsKey,
    queryFn: ({ signal }) => api<ReportExports>(URL, { signal }),
    refetchInterval: (query) =>
      query.state.data?.items.some((e) => isExportActive(e.status)) ? POLL_MS : false,
  });
}

/** POST /api/admin/reports/exports — queues an export; the list shows it at once. */
export function useStartExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StartExportInput) => api<ReportExport>(URL, { method: "POST", body }),
    onSuccess: (started) => {
      client.setQueryData<ReportExports>(exportsKey, (list) => ({
        items: [started, ...(list?.items ?? []).filter((e) => e.id !== started.id)],
      }));
      return client.invalidateQueries({ queryKey: exportsKey });
    },
  });
}
