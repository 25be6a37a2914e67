import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EnemBooklet } from "#domain/enem-score/api";
import { api } from "#web/lib/api-client.ts";

/** GET /api/enem/provas?ano= — the year's booklets (public, never changes: cached for the visit). */
export const enemBookletsQuery = (ano: number) =>
  queryOptions({
    queryKey: ["enem", "provas", ano] as const,
    queryFn: ({ signal }) =>
      api<{ ano: number; cadernos: EnemBooklet[] }>(`/api/enem/provas?ano=${ano}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useEnemBooklets(ano: number | null) {
  return useQuery({ ...enemBookletsQuery(ano ?? 0), enabled: ano !== null });
}
