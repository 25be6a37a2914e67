import { Lock } from "lucide-react";
import { Link } from "react-router";
import { LIMIT_MESSAGES } from "#domain/plans/limit-messages";
import { cn } from "#web/lib/cn.ts";
import { useUpgradePath } from "#web/lib/upgrade-path.ts";
import { Button } from "./ui/button.tsx";
import { Card, CardContent } from "./ui/card.tsx";

/**
 * Shown wherever a plan limit stops the student, with the way out: upgrading. `compact` is a strip
 * for screens that must keep their content readable above it (the chat on a phone): the title and
 * the button on one line, the reason below in small print.
 */
export function LimitReachedPanel({
  message,
  title = LIMIT_MESSAGES.title,
  className,
  compact = false,
}: {
  message: string;
  /** 'Limite Atingido' unless the plan leaves the feature out altogether. */
  title?: string;
  className?: string;
  compact?: boolean;
}) {
  const upgrade = <Link to={useUpgradePath()}>{LIMIT_MESSAGES.upgrade}</Link>;
  if (compact)
    return (
      <div
        className={cn("flex flex-col gap-1.5 px-3 py-2", className)}
        role="alert"
        aria-live="polite"
        data-testid="limit-reached-panel"
      >
        <div className="flex items-center gap-2">
          <Lock className="size-4 shrink-0 text-amber-700" aria-hidden="true" />
          <p className="min-w-0 flex-1 text-sm font-semibold">{title}</p>
          <Button asChild size="sm" className="shrink-0">
            {upgrade}
          </Button>
        </div>
        <p className="text-xs leading-snug text-muted-foreground">{message}</p>
      </div>
    );
  return (
    <Card className={className} role="alert" aria-live="polite">
      <CardContent className="flex flex-col items-center gap-3 p-6 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <Lock className="size-6" aria-hidden="true" />
        </span>
        <p className="text-lg font-semibold">{title}</p>
        <p className="max-w-md text-sm text-muted-foreground">{message}</p>
        <Button asChild>{upgrade}</Button>
      </CardContent>
    </Card>
  );
}
