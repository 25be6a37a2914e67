import { useEffect, useRef } from "react";
import { isExportActive, REPORT_EXPORT_MESSAGES, type ReportExport } from "#domain/admin/report-exports";
import { toast } from "#web/lib/toast.ts";

/**
 * 'Exportação concluída' (with a download button) when a file this page watched being generated
 * is ready, and the reason when it failed. Exports already settled when the page opened stay quiet.
 */
export function useFinishedToasts(items: ReportExport[] | undefined) {
  const watched = useRef(new Set<string>());
  useEffect(() => {
    for (const item of items ?? []) {
      if (isExportActive(item.status)) {
        watched.current.add(item.id);
        continue;
      }
      if (!watched.current.delete(item.id)) continue;
      const url = item.downloadUrl;
      if (item.status === "done" && url)
        toast.success(REPORT_EXPORT_MESSAGES.done, {
          description: item.fileName ?? undefined,
          action: { label: "Baixar", onClick: () => window.location.assign(url) },
        });
      if (item.status === "failed")
        toast.error(item.fileName ?? REPORT_EXPORT_MESSAGES.failed, {
          description: item.error ?? REPORT_EXPORT_MESSAGES.failed,
        });
    }
  }, [items]);
}
