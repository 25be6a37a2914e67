import { Lock } from "lucide-react";
import { Link } from "react-router";
import { LIMIT_MESSAGES } from "#domain/plans/api";
import { Button } from "./ui/button.tsx";
import { Card, CardContent } from "./ui/card.tsx";

/** Shown wherever a plan limit stops the student, with the way out: upgrading. */
export function LimitReachedPanel({
  message,
  title = LIMIT_MESSAGES.title,
  className,
}: {
  message: string;
  /** 'Limite Atingido' unless the plan leaves the feature out altogether. */
  title?: string;
  className?: string;
}) {
  return (
    <Card className={className} role="alert" aria-live="polite">
      <CardContent className="flex flex-col items-center gap-3 p-6 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <Lock className="size-6" aria-hidden="true" />
        </span>
        <p className="text-lg font-semibold">{title}</p>
        <p className="max-w-md text-sm text-muted-foreground">{message}</p>
        <Button asChild>
          <Link to="/student/subscription">{LIMIT_MESSAGES.upgrade}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
