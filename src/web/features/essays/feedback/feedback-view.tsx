import type { EssayFeedback } from "#domain/essays/feedback";
import { feedbackView } from "#domain/essays/feedback-view";
import { Progress } from "#web/components/ui/progress.tsx";
import { FeedbackText } from "./feedback-text.tsx";

const CORRECTED_BY: Record<string, string> = {
  webhook: "Corrigida pela banca parceira do Rumo.",
  model: "Corrigida por um modelo de IA com a matriz de referência do ENEM.",
  builtin: "Corrigida pelo corretor automático do Rumo, com a matriz de referência do ENEM.",
};

function scoreTone(score: number, max: number): string {
  const ratio = score / max;
  if (ratio >= 0.8) return "bg-emerald-500";
  if (ratio >= 0.6) return "bg-primary";
  if (ratio >= 0.4) return "bg-amber-500";
  return "bg-red-500";
}

/** The correction: final score, general comment, one block per competency, then any other keys. */
export function FeedbackDetails({
  finalScore,
  feedback,
  correctedBy,
}: {
  finalScore: number | null;
  feedback: EssayFeedback | null;
  correctedBy: string | null;
}) {
  const view = feedbackView(feedback);
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3 rounded-lg bg-primary/5 p-4">
        <p className="text-2xl font-bold sm:text-3xl">
          Nota Final: <span className="text-primary">{finalScore ?? 0}/1000</span>
        </p>
        {correctedBy && CORRECTED_BY[correctedBy] && (
          <p className="text-xs text-muted-foreground">{CORRECTED_BY[correctedBy]}</p>
        )}
      </div>
      {view.general && (
        <section aria-labelledby="comentario-geral">
          <h3 id="comentario-geral" className="mb-2 font-semibold">
            Comentário geral
          </h3>
          <FeedbackText text={view.general} />
        </section>
      )}
      <ol className="grid gap-4">
        {view.competencies.map((c) => (
          <li key={c.number} className="rounded-lg border p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold">
                Competência {c.number} <span className="font-normal text-muted-foreground">— {c.title}</span>
              </h3>
              {c.score !== null && <span className="text-lg font-bold tabular-nums">{c.score}/200</span>}
            </div>
            {c.score !== null && (
              <Progress
                value={(c.score / 200) * 100}
                className="mt-2 h-2"
                indicatorClassName={scoreTone(c.score, 200)}
                aria-label={`Competência ${c.number}: ${c.score} de 200`}
              />
            )}
            {c.comment && <FeedbackText text={c.comment} className="mt-3" />}
            {c.evidence.length > 0 && (
              <div className="mt-3">
                <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  Evidências
                </p>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                  {c.evidence.map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              </div>
            )}
          </li>
        ))}
      </ol>
      {view.extras.map((extra) => (
        <section key={extra.label} className="rounded-lg border p-4">
          <h3 className="mb-2 font-semibold">{extra.label}</h3>
          {extra.lines.length === 1 ? (
            <FeedbackText text={extra.lines[0] ?? ""} />
          ) : (
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {extra.lines.map((line) => (
                <li key={line}>
                  <FeedbackText text={line} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
