import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SimuladoSession, StartSimuladoInput } from "#domain/simulados/api";
import { api } from "#web/lib/api-client.ts";
import { simuladoQuery } from "./get-simulado.ts";
import { SIMULADOS_KEY } from "./get-simulados.ts";

/** POST /api/simulados — draws the booklet and starts the clock (409 while another is open). */
export function useStartSimulado() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StartSimuladoInput) => api<SimuladoSession>("/api/simulados", { body: input }),
    onSuccess: (session) => {
      client.setQueryData(simuladoQuery(session.id).queryKey, session);
      void client.invalidateQueries({ queryKey: SIMULADOS_KEY, exact: true });
    },
  });
}
