import { useMutation } from "@tanstack/react-query";
import type { TransferFormat } from "#domain/admin/content-transfer";
import { failureOf, networkError } from "#web/lib/api-client.ts";
import { transferPath } from "./import-exercises.ts";

function fileNameFrom(disposition: string | null, format: TransferFormat): string {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? `exercicios.${format}`;
}

/** GET …/subjects/:id/export?format= — saved as a file through a temporary object URL. */
async function downloadExercises({ subjectId, format }: { subjectId: string; format: TransferFormat }) {
  let response: Response;
  try {
    response = await fetch(`${transferPath(subjectId)}/export?format=${format}`, {
      credentials: "same-origin",
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw failureOf(response.status, await response.json().catch(() => null));
  const fileName = fileNameFrom(response.headers.get("content-disposition"), format);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return fileName;
}

export function useExportExercises() {
  return useMutation({ mutationFn: downloadExercises });
}
