import { feedbackParagraphs } from "#domain/essays/feedback-view";
import { cn } from "#web/lib/cn.ts";

/** Feedback "Markdown-lite": '###' paragraphs and **bold**, rendered as text nodes (never HTML). */
export function FeedbackText({ text, className }: { text: string; className?: string }) {
  const paragraphs = feedbackParagraphs(text);
  return (
    <div className={cn("grid gap-2 text-sm leading-relaxed", className)}>
      {paragraphs.map((segments, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text have no identity
        <p key={i}>
          {segments.map((s, j) =>
            s.bold ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: segments of a fixed text
              <strong key={j} className="font-semibold">
                {s.text}
              </strong>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: segments of a fixed text
              <span key={j} className={s.italic ? "italic text-muted-foreground" : undefined}>
                {s.text}
              </span>
            ),
          )}
        </p>
      ))}
    </div>
  );
}
