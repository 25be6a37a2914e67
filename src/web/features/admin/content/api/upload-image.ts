import { useMutation } from "@tanstack/react-query";
import type { ImageUploaded } from "#domain/admin/content";
import { failureOf, networkError } from "#web/lib/api-client.ts";
import { contentUrl, enc } from "./keys.ts";

/** POST /images?alt=… with the file as the body (the server reads its format from its bytes). */
async function uploadImage({ file, alt }: { file: File; alt: string }): Promise<ImageUploaded> {
  let response: Response;
  try {
    response = await fetch(contentUrl(`/images?alt=${enc(alt)}`), {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": file.type || "application/octet-stream", accept: "application/json" },
      body: file,
    });
  } catch {
    throw networkError();
  }
  const data = await response.json().catch(() => null);
  if (!response.ok) throw failureOf(response.status, data);
  return data as ImageUploaded;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
