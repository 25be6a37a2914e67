import { ArrowLeft, Clock, FileText, PenLine } from "lucide-react";
import { Link } from "react-router";
import { ESSAY_MESSAGES } from "#domain/essays/messages";
import { formatSpent, paragraphsOf, plural, statusBadgeVariant, statusLabel } from "#domain/essays/rules";
import { ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "#web/components/ui/card.tsx";
import { useEssay } from "#web/features/essays/api/essays.ts";
import { FeedbackCard } from "#web/features/essays/feedback/feedback-card.tsx";
import { SupportingTexts, TopicBadges } from "#web/features/essays/room/topic-card.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { formatDate } from "./essay-list-card.tsx";

/** 'Redação Completa' (docs/product.md#my-essays): topic, texts, the essay and, once corrected, feedback. */
export function EssayDetailView({ id, onBack }: { id: string; onBack: () => void }) {
  const query = useEssay(id);
  const back = (
    <Button variant="outline" onClick={onBack} className="w-fit">
      <ArrowLeft aria-hidden="true" /> Voltar
    </Button>
  );
  if (query.isPending) return <LoadingState label="Carregando redação..." />;
  if (query.isError)
    return (
      <div className="grid gap-4">
        {back}
        <ErrorState
          title={ESSAY_MESSAGES.loadEssayError}
          message={errorMessage(query.error)}
          onRetry={() => query.refetch()}
        />
      </div>
    );
  const essay = query.data;
  const topic = essay.topic;
  return (
    <article className="grid gap-6" aria-labelledby="redacao-completa">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {back}
        {essay.status === "em_andamento" && (
          <Button asChild>
            <Link to={`/redacao?id=${essay.id}`}>
              <PenLine aria-hidden="true" /> Continuar escrevendo
            </Link>
          </Button>
        )}
        {essay.status === "finalizada" && (
          <Button asChild variant="secondary">
            <Link to={`/redacao?id=${essay.id}`}>Acompanhar correção</Link>
          </Button>
        )}
      </div>
      <Card>
        <CardHeader className="gap-3">
          <div className="flex flex-wrap items-center gap-1.5">
            {topic ? <TopicBadges topic={topic} /> : <Badge>ENEM</Badge>}
            <Badge variant={statusBadgeVariant(essay.status)}>{statusLabel(essay.status)}</Badge>
          </div>
          <h2
            id="redacao-completa"
            className="text-sm font-semibold uppercase tracking-wide text-muted-foreground"
          >
            Redação Completa
          </h2>
          <p className="text-xl font-bold leading-snug sm:text-2xl">
            {topic?.title ?? ESSAY_MESSAGES.customTopic}
          </p>
          {topic?.description && <p className="text-muted-foreground">{topic.description}</p>}
        </CardHeader>
        <CardContent className="grid gap-5">
          {topic && <SupportingTexts topic={topic} open={false} />}
          <section aria-label="Texto da redação" className="rounded-lg border bg-card p-4 sm:p-6">
            {essay.title && <h3 className="mb-3 text-center text-lg font-semibold">{essay.title}</h3>}
            <div className="grid gap-3 font-serif leading-7">
              {paragraphsOf(essay.content).map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text
                <p key={i} className="indent-8">
                  {p}
                </p>
              ))}
            </div>
          </section>
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
            <li className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden="true" /> Tempo: {formatSpent(essay.secondsSpent)}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <FileText className="size-4" aria-hidden="true" />{" "}
              {plural(essay.wordCount, "palavra", "palavras")}
            </li>
            <li>{formatDate(essay.submittedAt ?? essay.createdAt)}</li>
          </ul>
        </CardContent>
      </Card>
      {essay.status === "corrigida" && <FeedbackCard essay={essay} />}
    </article>
  );
}
