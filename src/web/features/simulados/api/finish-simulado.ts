import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SimuladoSession } from "#domain/simulados/api";
import { invalidateStats } from "#web/lib/api/stats-invalidation.ts";
import { api } from "#web/lib/api-client.ts";
import { simuladoQuery } from "./get-simulado.ts";
import { SIMULADOS_KEY } from "./get-simulados.ts";

/** POST /api/simulados/:id/finish — hands the simulado in and answers with its result and review. */
export function useFinishSimulado(simuladoId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<SimuladoSession>(`/api/simulados/${encodeURIComponent(simuladoId)}/finish`, { method: "POST" }),
    onSuccess: (session) => {
      client.setQueryData(simuladoQuery(simuladoId).queryKey, session);
      void client.invalidateQueries({ queryKey: SIMULADOS_KEY, exact: true });
      void invalidateStats(client);
    },
  });
}
