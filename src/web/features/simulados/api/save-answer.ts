import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AnswerSaved, SaveAnswerInput } from "#domain/simulados/api";
import { api } from "#web/lib/api-client.ts";
import { simuladoQuery } from "./get-simulado.ts";
import { SIMULADOS_KEY } from "./get-simulados.ts";

/**
 * PUT /api/simulados/:id/answers/:questionId — saves one item's answer and mark; the answer carries
 * the seconds left on the server's clock. The cached booklet follows (answer, mark and clock), so a
 * remount shows what was saved.
 */
export function useSaveAnswer(simuladoId: string) {
  const client = useQueryClient();
  return useMutation({
    // Offline, the save fails at once with its message (rather than waiting unseen), keeping the
    // choice on screen to retry; the booklet retries by itself when the connection comes back.
    networkMode: "always",
    mutationFn: ({ questionId, ...body }: SaveAnswerInput & { questionId: string }) =>
      api<AnswerSaved>(
        `/api/simulados/${encodeURIComponent(simuladoId)}/answers/${encodeURIComponent(questionId)}`,
        { method: "PUT", body },
      ),
    onSuccess: (saved) => {
      client.setQueryData(simuladoQuery(simuladoId).queryKey, (session) =>
        session
          ? {
              ...session,
              secondsLeft: saved.secondsLeft,
              items: session.items.map((item) =>
                item.questionId === saved.questionId
                  ? { ...item, answer: saved.answer, marked: saved.marked }
                  : item,
              ),
            }
          : session,
      );
      // The list's "answered" count of the simulado in progress.
      void client.invalidateQueries({ queryKey: SIMULADOS_KEY, exact: true });
    },
  });
}
