import { ClipboardList } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ENEM_YEARS } from "#domain/enem-score/api";
import { PageHeader } from "#web/components/page-header.tsx";
import { EmptyState } from "#web/components/page-states.tsx";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { ApiError, errorMessage } from "#web/lib/api-client.ts";
import { useSession } from "#web/lib/session.ts";
import { AnswerEntry } from "./answer-entry.tsx";
import { LINGUAS, sheetLayout, validateAnswers } from "./answer-string.ts";
import { useEnemBooklets } from "./api/get-booklets.ts";
import { useLatestEssayScore } from "./api/latest-essay-score.ts";
import { useScoreAnswers } from "./api/score-answers.ts";
import { type Choice, firstPosition } from "./booklet-choices.ts";
import { BookletPicker } from "./booklet-picker.tsx";
import { ScoreResult } from "./score-result.tsx";
import { useSessionStore } from "./session-store.ts";
import { SessionSummary } from "./session-summary.tsx";

export const TOO_MANY_TRIES = "Muitas tentativas; espere um minuto e tente de novo.";

function yearOf(value: string | null): number | null {
  const year = Number(value);
  return ENEM_YEARS.includes(year) ? year : null;
}

/** "/calculadora-enem": the estimated ENEM score of an area from the student's answers (public). */
export function EnemCalculatorPage() {
  const [params, setParams] = useSearchParams();
  const ano = yearOf(params.get("ano"));
  const prova = params.get("prova");
  const linguaParam = params.get("lingua");
  const lingua = LINGUAS.find((l) => l === linguaParam) ?? null;

  const booklets = useEnemBooklets(ano);
  const booklet = booklets.data?.cadernos.find((b) => b.coProva === prova) ?? null;
  const [draft, setDraft] = useState<Choice>({});
  const choice: Choice = booklet
    ? { dia: booklet.dia, area: booklet.area, aplicacao: booklet.aplicacao }
    : draft;

  const { user } = useSession();
  const essay = useLatestEssayScore(user !== null);
  const store = useSessionStore();
  const score = useScoreAnswers();
  const [submitted, setSubmitted] = useState(false);
  const resultHeading = useRef<HTMLSpanElement>(null);

  const setParam = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value === null) next.delete(key);
          else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const restart = () => {
    score.reset();
    setSubmitted(false);
  };

  const layout = booklet ? sheetLayout(booklet) : null;
  const text = booklet ? (store.answers[booklet.area] ?? "") : "";
  const errors = submitted && layout ? validateAnswers(text, layout, lingua) : {};
  const serverRefusal = score.error instanceof ApiError && score.error.status === 400 ? score.error : null;
  const fieldErrors = { ...errors, respostas: errors.respostas ?? serverRefusal?.message };

  useEffect(() => {
    if (score.data) resultHeading.current?.focus();
  }, [score.data]);

  const calculate = () => {
    if (!booklet || !layout || !ano) return;
    setSubmitted(true);
    score.reset();
    const found = validateAnswers(text, layout, lingua);
    if (found.lingua || found.respostas) {
      document.getElementById(found.lingua ? "enem-lingua" : "enem-respostas")?.focus();
      return;
    }
    score.mutate(
      { ano, coProva: booklet.coProva, respostas: text, lingua: layout.bothLanguages ? lingua : null },
      { onSuccess: store.saveScore },
    );
  };

  let failure: string | null = null;
  if (score.error && !serverRefusal)
    failure =
      score.error instanceof ApiError && score.error.code === "TOO_MANY_REQUESTS"
        ? TOO_MANY_TRIES
        : errorMessage(score.error);

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title="Calculadora de nota do ENEM"
        description="Marque suas respostas da prova objetiva e veja a nota estimada pela TRI, questão por questão."
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid min-w-0 gap-6">
          <Card>
            <CardHeader>
              <CardTitle>1. Sua prova</CardTitle>
            </CardHeader>
            <CardContent>
              <BookletPicker
                ano={ano}
                onAno={(next) => {
                  setDraft({});
                  restart();
                  setParam({ ano: String(next), prova: null });
                }}
                booklets={{ ...booklets, data: booklets.data?.cadernos }}
                choice={choice}
                onChoice={(next) => {
                  setDraft(next);
                  restart();
                  setParam({ prova: null });
                }}
                prova={prova}
                onProva={(next) => {
                  restart();
                  setParam({ prova: next });
                }}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>2. Suas respostas</CardTitle>
            </CardHeader>
            <CardContent>
              {booklet && layout && ano ? (
                <AnswerEntry
                  text={text}
                  onText={(next) => store.saveAnswers(booklet.area, next)}
                  layout={layout}
                  first={firstPosition(ano, booklet.area)}
                  lingua={lingua}
                  onLingua={(next) => setParam({ lingua: next })}
                  errors={fieldErrors}
                  pending={score.isPending}
                  onSubmit={calculate}
                />
              ) : (
                <EmptyState
                  icon={<ClipboardList className="size-8" aria-hidden="true" />}
                  title="Escolha a prova primeiro"
                  message="Com o ano, o dia, a área e a cor do caderno escolhidos, a folha de respostas aparece aqui."
                />
              )}
              {failure && (
                <Alert variant="destructive" className="mt-4">
                  <div>
                    <AlertTitle>Não foi possível calcular a nota</AlertTitle>
                    <AlertDescription>{failure}</AlertDescription>
                  </div>
                </Alert>
              )}
            </CardContent>
          </Card>
          {score.data && <ScoreResult result={score.data} headingRef={resultHeading} />}
        </div>
        <SessionSummary
          scores={store.scores}
          signedIn={user !== null}
          essay={essay}
          onForget={store.forgetScores}
        />
      </div>
    </div>
  );
}
