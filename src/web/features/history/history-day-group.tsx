import { Link } from "react-router";
import type { SubjectDto } from "#domain/catalog/api";
import type { HistoryMessageDto } from "#domain/tutor/history";
import { HISTORY_MESSAGES } from "#domain/tutor/messages";
import { SubjectIcon } from "#web/components/subject-icon.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { useSubjects } from "#web/lib/api/subjects.ts";
import { cn } from "#web/lib/cn.ts";
import { highlightParts, plainPreview } from "./text-preview.ts";

const time = new Intl.DateTimeFormat("pt-BR", { hour: "2-digit", minute: "2-digit" });
const longDay = new Intl.DateTimeFormat("pt-BR", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});

/** "Hoje", "Ontem" or "segunda-feira, 12 de março", from the server's calendar day. */
export function dayHeading(day: string, today: Date = new Date()): string {
  const key = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  if (day === key(today)) return "Hoje";
  if (day === key(yesterday)) return "Ontem";
  const label = longDay.format(new Date(`${day}T12:00:00Z`));
  return label.charAt(0).toUpperCase() + label.slice(1);
}

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, i) =>
        part.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reordered
          <mark key={i} className="rounded bg-amber-200 px-0.5 text-foreground">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reordered
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

function HistoryItem({
  message,
  query,
  subject,
}: {
  message: HistoryMessageDto;
  query: string;
  subject: SubjectDto | undefined;
}) {
  const mine = message.sender === "user";
  // Students type formulas too: both sides are shown as clean text, not as raw LaTeX or Markdown.
  const text = plainPreview(message.message);
  const color = subject?.color;
  return (
    <li className="flex gap-3 px-4 py-3">
      {/* The subject's icon and colour, not its emoji: without an emoji font that is an empty box. */}
      <span
        className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-muted"
        style={color ? { backgroundColor: `${color}1a` } : undefined}
        role="img"
        aria-label={message.subjectName}
        data-testid="history-subject-icon"
      >
        <SubjectIcon icon={subject?.icon ?? ""} color={color} className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          <span className="font-semibold text-foreground">{message.subjectName}</span>
          <span>·</span>
          <span className={cn(mine ? "text-primary" : "")}>{mine ? HISTORY_MESSAGES.you : "Tutor"}</span>
          <span>·</span>
          <time dateTime={message.createdAt}>{time.format(new Date(message.createdAt))}</time>
        </p>
        <p className={cn("mt-1 line-clamp-3 break-words text-sm", !mine && "text-foreground/80")}>
          <Highlighted text={text} query={query} />
        </p>
        <Link
          to={`/chat/${message.subject}`}
          className="mt-1 inline-block text-xs font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          Abrir conversa
        </Link>
      </div>
    </li>
  );
}

/** One calendar day of the history, its messages newest first. */
export function HistoryDayGroup({
  day,
  messages,
  query,
}: {
  day: string;
  messages: HistoryMessageDto[];
  query: string;
}) {
  const headingId = `dia-${day}`;
  const subjects = useSubjects();
  const bySlug = new Map((subjects.data ?? []).map((s) => [s.slug, s]));
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 text-sm font-semibold text-muted-foreground">
        {dayHeading(day)}
      </h2>
      <Card>
        <ul className="divide-y">
          {messages.map((m) => (
            <HistoryItem key={m.id} message={m} query={query} subject={bySlug.get(m.subject)} />
          ))}
        </ul>
      </Card>
    </section>
  );
}
