import { useMutation } from "@tanstack/react-query";
import { failureOf, networkError } from "#web/lib/api-client.ts";

const FALLBACK_NAME = "rumo-meus-dados.json";

function filenameFrom(disposition: string | null): string {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? FALLBACK_NAME;
}

/** GET /api/profile/export, saved as a file through a temporary object URL. */
async function downloadExport(): Promise<string> {
  let response: Response;
  try {
    response = await fetch("/api/profile/export", { credentials: "same-origin" });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw failureOf(response.status, await response.json().catch(() => null));
  const filename = filenameFrom(response.headers.get("content-disposition"));
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return filename;
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}
