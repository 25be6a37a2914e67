import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { canAccess } from "#domain/admin/roles";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { formatDateTime } from "#web/features/admin/format.ts";
import { errorMessage } from "#web/lib/api-client.ts";
import { useSession } from "#web/lib/session.ts";
import { useSystemAlerts } from "./api/notifications.ts";

/**
 * Dashboard: background jobs that gave up in the last 7 days, for whoever keeps 'Alertas do
 * sistema' on (Configurações › Notificações). Nothing at all when it is off.
 */
export function SystemAlertsCard() {
  const alerts = useSystemAlerts();
  const { user } = useSession();
  if (alerts.isPending || (alerts.isSuccess && !alerts.data.enabled)) return null;
  if (alerts.isError)
    return (
      <p role="alert" className="mb-4 text-sm text-destructive">
        Não foi possível carregar os alertas do sistema: {errorMessage(alerts.error)}
      </p>
    );
  const items = alerts.data.items;
  if (items.length === 0)
    return (
      <p
        className="mb-4 flex items-center gap-2 text-sm text-muted-foreground"
        data-testid="system-alerts-none"
      >
        <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" /> Alertas do sistema: nenhuma
        falha nos últimos 7 dias.
      </p>
    );
  return (
    <Card className="mb-4 border-amber-300" data-testid="system-alerts">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <AlertTriangle className="size-5 text-amber-600" aria-hidden="true" /> Alertas do sistema
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 text-sm">
          {items.map((a) => (
            <li key={a.id} className="min-w-0">
              <p className="font-medium">
                {a.kindLabel} falhou de vez · {formatDateTime(a.failedAt)} · {a.attempts} tentativa(s)
              </p>
              <p className="break-words text-muted-foreground">{a.error}</p>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-muted-foreground">
          Tarefas em segundo plano que usaram todas as tentativas nos últimos 7 dias.{" "}
          {canAccess(user?.role, "settings") && (
            <Link to="/admin/settings?tab=notificacoes" className="underline underline-offset-2">
              Configurar notificações
            </Link>
          )}
        </p>
      </CardContent>
    </Card>
  );
}
