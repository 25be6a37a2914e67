type SupportingText = { label: string; text: string; source: string };

/** An essay topic's supporting texts (textos motivadores), in a fold: the writing room's and a day-1 simulado's. */
export function EssaySupportingTexts({
  texts,
  open = true,
}: {
  texts: readonly SupportingText[];
  open?: boolean;
}) {
  if (texts.length === 0) return null;
  return (
    <details open={open} className="group rounded-lg border">
      <summary className="cursor-pointer rounded-lg px-4 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-ring">
        Textos de apoio ({texts.length})
      </summary>
      <div className="grid gap-4 px-4 pb-4">
        {texts.map((t) => (
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
