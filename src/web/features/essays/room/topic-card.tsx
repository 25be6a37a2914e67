import type { EssayTopic } from "#domain/essays/api";
import { APPLICATION_LABELS, DIFFICULTY_LABELS, ESSAY_CATEGORY_LABELS } from "#domain/essays/rules";
import type { EssayCategory } from "#domain/essays/topic-content";
import { Badge } from "#web/components/ui/badge.tsx";
import { Card, CardContent, CardHeader } from "#web/components/ui/card.tsx";

export function TopicBadges({ topic }: { topic: EssayTopic }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge>{topic.examType.toUpperCase()}</Badge>
      <Badge variant="secondary">{DIFFICULTY_LABELS[topic.difficulty] ?? topic.difficulty}</Badge>
      {topic.year && (
        <Badge variant="outline">
          {topic.year}
          {topic.application && topic.application !== "regular"
            ? ` · ${APPLICATION_LABELS[topic.application] ?? topic.application}`
            : ""}
        </Badge>
      )}
      {topic.source === "autoral" && <Badge variant="warning">Tema autoral</Badge>}
      {topic.category && (
        <Badge variant="outline">
          {ESSAY_CATEGORY_LABELS[topic.category as EssayCategory] ?? topic.category}
        </Badge>
      )}
    </div>
  );
}

export function SupportingTexts({ topic, open = true }: { topic: EssayTopic; open?: boolean }) {
  if (topic.supportingTexts.length === 0) return null;
  return (
    <details open={open} className="group rounded-lg border">
      <summary className="cursor-pointer rounded-lg px-4 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-ring">
        Textos de apoio ({topic.supportingTexts.length})
      </summary>
      <div className="grid gap-4 px-4 pb-4">
        {topic.supportingTexts.map((t) => (
          <figure key={t.label + t.text.slice(0, 20)} className="border-l-4 border-primary/40 pl-3">
            {t.label && (
              <figcaption className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                {t.label}
              </figcaption>
            )}
            <blockquote className="text-sm leading-relaxed">{t.text}</blockquote>
            {t.source && <p className="mt-1 text-xs text-muted-foreground">{t.source}</p>}
          </figure>
        ))}
      </div>
    </details>
  );
}

/** The active topic (docs/product.md#essay-topics): title, badges, description, texts, keywords. */
export function TopicCard({ topic, folded = false }: { topic: EssayTopic; folded?: boolean }) {
  return (
    <Card>
      <CardHeader className="gap-3">
        <TopicBadges topic={topic} />
        <h2 className="text-xl font-bold leading-snug sm:text-2xl">{topic.title}</h2>
        {topic.description && <p className="text-muted-foreground">{topic.description}</p>}
      </CardHeader>
      <CardContent className="grid gap-4">
        {topic.instructions && (
          <details open={!folded} className="rounded-lg bg-muted/60">
            <summary className="cursor-pointer rounded-lg px-4 py-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-ring">
              Instruções
            </summary>
            <p className="whitespace-pre-line px-4 pb-4 text-sm leading-relaxed">{topic.instructions}</p>
          </details>
        )}
        <SupportingTexts topic={topic} open={!folded} />
        {topic.keywords.length > 0 && (
          <div>
            <p className="mb-1.5 text-sm font-semibold">Palavras-chave</p>
            <ul className="flex flex-wrap gap-1.5">
              {topic.keywords.map((k) => (
                <li key={k}>
                  <Badge variant="outline">{k}</Badge>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
