import type { EssayTopic } from "#domain/essays/api";
import { APPLICATION_LABELS, DIFFICULTY_LABELS, ESSAY_CATEGORY_LABELS } from "#domain/essays/rules";
import type { EssayCategory } from "#domain/essays/topic-content";
import { EssaySupportingTexts } from "#web/components/essay-supporting-texts.tsx";
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

/** The topic's supporting texts, folded or open. */
export function SupportingTexts({ topic, open = true }: { topic: EssayTopic; open?: boolean }) {
  return <EssaySupportingTexts texts={topic.supportingTexts} open={open} />;
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
