import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SaveSimuladoEssayInput, SimuladoEssaySaved } from "#domain/simulados/api";
import { api } from "#web/lib/api-client.ts";
import { simuladoQuery } from "./get-simulado.ts";

/**
 * PUT /api/simulados/:id/redacao — saves the day-1 essay as typed so far; the cached booklet follows,
 * so a remount shows what was saved.
 */
export function useSaveSimuladoEssay(simuladoId: string) {
  const client = useQueryClient();
  return useMutation({
    // Offline, the save fails at once and the text stays on screen; it is sent again when back online.
    networkMode: "always",
    mutationFn: (body: SaveSimuladoEssayInput) =>
      api<SimuladoEssaySaved>(`/api/simulados/${encodeURIComponent(simuladoId)}/redacao`, {
        method: "PUT",
        body,
      }),
    onSuccess: (saved, body) => {
      client.setQueryData(simuladoQuery(simuladoId).queryKey, (session) =>
        session?.essay
          ? {
              ...session,
              secondsLeft: saved.secondsLeft,
              essay: { ...session.essay, content: body.content, savedAt: saved.savedAt },
            }
          : session,
      );
    },
  });
}
