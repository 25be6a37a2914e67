import { Lock } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { upgradePath } from "#web/lib/upgrade-path.ts";

/** A module the plan leaves out: the reason and the plans page, with the plan that has it highlighted. */
export function PlanRequired({
  title,
  message,
  plan,
  testId,
}: {
  title: string;
  message: string;
  plan: "estudante" | "nerd";
  testId: string;
}) {
  return (
    <Card data-testid={testId}>
      <CardContent className="flex flex-col items-center gap-3 p-6 text-center sm:p-8">
        <span className="flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <Lock className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="max-w-md text-sm text-muted-foreground">{message}</p>
        <Button asChild>
          <Link to={upgradePath(plan)}>Ver planos</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
