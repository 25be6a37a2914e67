import { ArrowLeft, Info, TimerOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { APP_ROUTES } from "#domain/shared/routes";
import type { AreaScore, SimuladoSession, SkillResult } from "#domain/simulados/api";
import { KIND_LABELS, SIMULADO_MESSAGES as M, MODE_LABELS } from "#domain/simulados/rules";
import { ToggleGroup } from "#web/components/toggle-group.tsx";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Progress } from "#web/components/ui/progress.tsx";
import { EssayResultCard } from "./essay-result-card.tsx";
import { AREA_SHORT, dateTime, points, sameCountSentence, skillLabel, weakestFirst } from "./format.ts";
import { ReviewItem, verdictOf } from "./review-item.tsx";

function AreaScoreCard({ score }: { score: AreaScore }) {
  const sentence = sameCountSentence(score.rightCount, score.sameCountEasiest, score.sameCountHardest);
  return (
    <Card data-testid="area-score">
      <CardHeader>
        <CardTitle>{score.name}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="rounded-lg bg-primary/10 p-4 text-center">
          <p className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
            {points(score.nota)}{" "}
            <span className="text-xl font-bold whitespace-nowrap sm:text-2xl">
              ± {points(score.erroPadrao)}
            </span>
          </p>
          <p className="text-sm text-muted-foreground">pontos na escala do ENEM (nota ± margem)</p>
          <p className="mt-2 text-sm">
            <strong>{score.rightCount}</strong> de {score.questionCount} acertos
          </p>
        </div>
        {sentence && (
          <p className="text-sm" data-testid="same-count">
            {sentence}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function SkillTable({ skills, showArea }: { skills: SkillResult[]; showArea: boolean }) {
  const sorted = weakestFirst(skills);
  return (
    <section aria-labelledby="simulado-habilidades" className="grid grid-cols-1 gap-3">
      <div>
        <h2 id="simulado-habilidades" className="text-lg font-semibold">
          Desempenho por habilidade
        </h2>
        <p className="text-sm text-muted-foreground">
          Das habilidades em que você mais errou para as que mais acertou.
        </p>
      </div>
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-sm">
          <caption className="sr-only">
            Acertos por competência e habilidade da matriz do ENEM, das mais fracas às mais fortes
          </caption>
          <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2">
                Competência e habilidade
              </th>
              {showArea && (
                <th scope="col" className="px-3 py-2">
                  Área
                </th>
              )}
              <th scope="col" className="px-3 py-2">
                Acertos
              </th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((s) => {
              const share = s.total === 0 ? 0 : Math.round((s.right / s.total) * 100);
              return (
                <tr key={`${s.area}-${s.competency}-${s.skill}`} className="border-t" data-testid="skill-row">
                  <td className="px-3 py-2">{skillLabel(s.competency, s.skill)}</td>
                  {showArea && <td className="px-3 py-2">{AREA_SHORT[s.area]}</td>}
                  <td className="px-3 py-2">
                    <div className="flex min-w-28 items-center gap-2">
                      <span className="w-14 shrink-0 tabular-nums">
                        {s.right} de {s.total}
                      </span>
                      <Progress
                        value={share}
                        aria-hidden="true"
                        className="h-2"
                        indicatorClassName={
                          share < 50 ? "bg-red-500" : share < 75 ? "bg-amber-500" : "bg-emerald-500"
                        }
                      />
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

type Filter = "todas" | "erros";

/**
 * The handed-in simulado: the score of each area with its margin, what the pattern of answers did
 * to it, the skills from the weakest, and every item with its key, explanation and weight.
 */
export function ResultView({
  session,
  notice,
  justFinished = false,
}: {
  session: SimuladoSession;
  notice: string | null;
  /** Handed in (or timed out) on this screen: the page goes to the top and the heading takes the focus. */
  justFinished?: boolean;
}) {
  const result = session.result;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!justFinished) return;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [justFinished]);
  const [filter, setFilter] = useState<Filter>("todas");
  const misses = session.items.filter((i) => verdictOf(i) !== "right");
  const shown = filter === "erros" ? misses : session.items;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-primary">
            Resultado do simulado · {MODE_LABELS[session.mode]}
          </p>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl"
          >
            {KIND_LABELS[session.kind]}
          </h1>
          {session.finishedAt && (
            <p className="mt-1 text-sm text-muted-foreground">Entregue em {dateTime(session.finishedAt)}</p>
          )}
        </div>
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <Link to={APP_ROUTES.simulados}>
            <ArrowLeft aria-hidden="true" /> Voltar aos simulados
          </Link>
        </Button>
      </div>

      {result?.timedOut ? (
        <Alert variant="warning" data-testid="timed-out">
          <TimerOff aria-hidden="true" />
          <div>
            <AlertTitle>Tempo esgotado</AlertTitle>
            <AlertDescription>{M.timeUp}</AlertDescription>
          </div>
        </Alert>
      ) : (
        notice && (
          <Alert variant="info">
            <Info aria-hidden="true" />
            <AlertDescription className="mt-0">{notice}</AlertDescription>
          </Alert>
        )
      )}

      {result && (
        <>
          <section aria-labelledby="simulado-notas" className="grid grid-cols-1 gap-3">
            <h2 id="simulado-notas" className="sr-only">
              Sua nota
            </h2>
            <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
              {result.areas.map((score) => (
                <AreaScoreCard key={score.area} score={score} />
              ))}
              {session.essay && <EssayResultCard essay={session.essay} />}
            </div>
            <div className="flex gap-3 rounded-lg border border-indigo-200 bg-indigo-50 p-4 text-sm text-indigo-900">
              <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <div className="grid gap-2 leading-relaxed">
                <p data-testid="pattern-note">{result.patternNote}</p>
                <p data-testid="estimate-note">{result.estimateNote}</p>
              </div>
            </div>
          </section>
          {result.skills.length > 0 && (
            <SkillTable skills={result.skills} showArea={result.areas.length > 1} />
          )}
        </>
      )}

      <section aria-labelledby="simulado-correcao" className="grid grid-cols-1 gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="simulado-correcao" className="text-lg font-semibold">
            Correção questão por questão
          </h2>
          <ToggleGroup
            look="buttons"
            legend="Quais questões mostrar"
            options={[
              { value: "todas", label: `Todas (${session.items.length})` },
              { value: "erros", label: `Erros e em branco (${misses.length})` },
            ]}
            value={filter}
            onChange={setFilter}
          />
        </div>
        {shown.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            Nenhum erro e nenhuma questão em branco. Parabéns!
          </p>
        ) : (
          <ol className="grid grid-cols-1 gap-3">
            {shown.map((item) => (
              <ReviewItem key={item.questionId} item={item} />
            ))}
          </ol>
        )}
      </section>

      <div className="flex justify-center">
        <Button asChild variant="outline">
          <Link to={APP_ROUTES.simulados}>
            <ArrowLeft aria-hidden="true" /> Voltar aos simulados
          </Link>
        </Button>
      </div>
    </div>
  );
}
