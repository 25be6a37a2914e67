import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SimuladosIndex } from "#domain/simulados/api";
import { api } from "#web/lib/api-client.ts";

/** The root of every simulados key: the list is the root itself, one simulado is [root, id]. */
export const SIMULADOS_KEY = ["simulados"] as const;

/** GET /api/simulados — whether the plan has simulados, the one in progress, the finished ones and the tests. */
export const simuladosQuery = () =>
  queryOptions({
    queryKey: SIMULADOS_KEY,
    queryFn: ({ signal }) => api<SimuladosIndex>("/api/simulados", { signal }),
  });

export function useSimulados() {
  return useQuery(simuladosQuery());
}
