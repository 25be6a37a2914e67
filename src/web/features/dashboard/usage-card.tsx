import type { Dashboard } from "#domain/dashboard/api";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Progress } from "#web/components/ui/progress.tsx";

function UsageRow({ label, usage }: { label: string; usage: Dashboard["usage"]["chat"] }) {
  const unlimited = usage.limit === null;
  const percent = unlimited ? 0 : Math.round((usage.used / Math.max(1, usage.limit ?? 1)) * 100);
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="tabular-nums text-muted-foreground">
          {unlimited ? `${usage.used} · ilimitado` : `${usage.used} de ${usage.limit}`}
        </span>
      </div>
      {!unlimited && (
        <Progress
          value={percent}
          aria-label={`${label}: ${usage.used} de ${usage.limit}`}
          indicatorClassName={usage.remaining === 0 ? "bg-destructive" : undefined}
        />
      )}
      {!unlimited && (
        <p className="text-xs text-muted-foreground">
          {usage.remaining === 0
            ? "Limite de hoje atingido. Ele se renova à meia-noite."
            : `Restam ${usage.remaining} hoje`}
        </p>
      )}
    </div>
  );
}

export function UsageCard({ usage, planName }: { usage: Dashboard["usage"]; planName: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Limites de hoje</CardTitle>
        <CardDescription>Plano {planName}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        <UsageRow label="Mensagens no chat" usage={usage.chat} />
        <UsageRow label="Exercícios" usage={usage.exercises} />
      </CardContent>
    </Card>
  );
}
