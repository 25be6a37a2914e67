import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SimuladoSession } from "#domain/simulados/api";
import { api } from "#web/lib/api-client.ts";
import { SIMULADOS_KEY } from "./get-simulados.ts";

/**
 * GET /api/simulados/:id — the booklet (no keys while in progress), or the result and the review
 * once handed in. Asked after the deadline, the server hands it in itself.
 */
export const simuladoQuery = (id: string) =>
  queryOptions({
    queryKey: [...SIMULADOS_KEY, id] as const,
    queryFn: ({ signal }) => api<SimuladoSession>(`/api/simulados/${encodeURIComponent(id)}`, { signal }),
    // The booklet keeps its own answers; a refetch on focus would only repeat what it knows.
    refetchOnWindowFocus: false,
    // A handed-in day 1 whose essay is still being corrected: its grade appears without a reload.
    refetchInterval: (query) => (query.state.data?.essay?.result?.status === "na_fila" ? 5000 : false),
  });

export function useSimulado(id: string) {
  return useQuery(simuladoQuery(id));
}
