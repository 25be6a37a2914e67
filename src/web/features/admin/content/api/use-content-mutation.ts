import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminRoot } from "#web/features/admin/api/keys.ts";
import { queryRoots } from "#web/lib/query-keys.ts";

/** Every content change refreshes the back office (dashboard figures too) and the student's exercise list. */
export function useContentMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: adminRoot }),
        client.invalidateQueries({ queryKey: queryRoots.exercises }),
      ]);
    },
  });
}
