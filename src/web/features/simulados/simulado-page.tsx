import { useCallback, useRef, useState } from "react";
import { useParams } from "react-router";
import { SIMULADO_MESSAGES as M } from "#domain/simulados/rules";
import { ErrorState } from "#web/components/page-states.tsx";
import { ApiError, errorMessage } from "#web/lib/api-client.ts";
import { useSimulado } from "./api/get-simulado.ts";
import { BookletView } from "./booklet-view.tsx";
import { ResultView } from "./result-view.tsx";
import {
  BackToSimulados,
  PlanRequiredCard,
  SimuladoErrorView,
  SimuladoSkeleton,
} from "./simulado-states.tsx";

function SimuladoScreen({ id }: { id: string }) {
  const query = useSimulado(id);
  // The server's word when a save or the hand-in found the simulado already closed.
  const [notice, setNotice] = useState<string | null>(null);
  const { refetch } = query;
  const onClosed = useCallback(
    (message: string) => {
      setNotice(message);
      void refetch();
    },
    [refetch],
  );
  const refresh = useCallback(() => void refetch(), [refetch]);
  // Whether the booklet was on screen: its result then arrives in place of it.
  const sawBooklet = useRef(false);

  // A failed refetch (the clock's, a tab coming back) keeps the booklet on screen with its answers.
  const session = query.data;
  if (session) {
    if (session.status === "finalizado")
      return <ResultView session={session} notice={notice} justFinished={sawBooklet.current} />;
    sawBooklet.current = true;
    return (
      <BookletView
        key={session.id}
        session={session}
        syncedAt={query.dataUpdatedAt}
        refetch={refresh}
        onClosed={onClosed}
      />
    );
  }
  if (query.isPending) return <SimuladoSkeleton label="Carregando simulado..." />;
  const error = query.error;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return <SimuladoErrorView title={M.notFound} />;
  if (error instanceof ApiError && error.status === 403)
    return (
      <div className="grid gap-4">
        <PlanRequiredCard message={error.message} headingLevel={1} />
        <div>
          <BackToSimulados />
        </div>
      </div>
    );
  return (
    <div className="grid gap-4">
      <ErrorState
        title="Não foi possível carregar o simulado"
        message={errorMessage(error)}
        onRetry={refresh}
      />
      <div>
        <BackToSimulados />
      </div>
    </div>
  );
}

/** /simulados/:id — the booklet while the clock runs, the result and the review once handed in. */
export function SimuladoPage() {
  const { id = "" } = useParams();
  return <SimuladoScreen key={id} id={id} />;
}
