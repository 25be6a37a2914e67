import { Link } from "react-router";
import { AREA_NAMES } from "#domain/enem-score/api";
import type { ScorePoint } from "#domain/essays/api";
import { APP_ROUTES } from "#domain/shared/routes";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { loginPathFor } from "#web/lib/session.ts";
import { points } from "./format.ts";
import type { SavedScore } from "./session-store.ts";

const AREAS = ["LC", "CH", "CN", "MT"] as const;

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5">
      <dt className="text-sm">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The areas computed in this visit and, with a session, the latest essay grade and the average with it,
 * so a student can do the four areas one after the other.
 */
export function SessionSummary({
  scores,
  signedIn,
  essay,
  onForget,
}: {
  scores: Partial<Record<(typeof AREAS)[number], SavedScore>>;
  signedIn: boolean;
  essay: { data: ScorePoint | null | undefined; isPending: boolean; isError: boolean };
  onForget: () => void;
}) {
  const done = AREAS.flatMap((a) => (scores[a] ? [scores[a].nota] : []));
  const essayScore = signedIn ? (essay.data?.total ?? null) : null;
  const all = essayScore === null ? done : [...done, essayScore];
  const average = all.length > 0 ? all.reduce((sum, n) => sum + n, 0) / all.length : null;

  return (
    <Card aria-labelledby="enem-resumo">
      <CardHeader>
        <CardTitle id="enem-resumo">Suas notas nesta visita</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="divide-y">
          {AREAS.map((a) => (
            <Row
              key={a}
              label={AREA_NAMES[a].replace(" e suas Tecnologias", "")}
              value={scores[a] ? `${points(scores[a].nota)} (${scores[a].ano})` : "—"}
            />
          ))}
          {signedIn &&
            (essay.isPending ? (
              <Skeleton className="my-1.5 h-5" />
            ) : (
              <Row
                label="Redação (última corrigida)"
                value={essayScore === null ? (essay.isError ? "indisponível" : "—") : String(essayScore)}
              />
            ))}
        </dl>
        {average !== null && (
          <p className="rounded-md bg-primary/10 p-3 text-sm">
            {essayScore === null ? "Média das áreas" : "Média com a redação"}:{" "}
            <strong className="text-base text-primary">{points(average)}</strong>
          </p>
        )}
        {signedIn && !essay.isPending && !essay.isError && essayScore === null && (
          <p className="text-sm text-muted-foreground">
            Você ainda não tem redação corrigida.{" "}
            <Link to={APP_ROUTES.writingRoom} className="font-medium text-primary hover:underline">
              Escreva uma na sala de redação
            </Link>{" "}
            para ver a média com a redação.
          </p>
        )}
        {!signedIn && (
          <p className="text-sm text-muted-foreground">
            <Link
              to={loginPathFor(APP_ROUTES.enemCalculator)}
              className="font-medium text-primary hover:underline"
            >
              Entre
            </Link>{" "}
            para somar a nota da sua última redação corrigida.
          </p>
        )}
        <p className="text-xs text-muted-foreground">
          As notas ficam só nesta aba do navegador, até você fechá-la.
        </p>
        {done.length > 0 && (
          <Button variant="ghost" size="sm" className="justify-self-start" onClick={onForget}>
            Apagar as notas desta visita
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
