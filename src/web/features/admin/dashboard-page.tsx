import { canAccess } from "#domain/admin/roles";
import { PageHeader } from "#web/components/page-header.tsx";
import { ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useSession } from "#web/lib/session.ts";
import { useAdminDashboard } from "./api/dashboard.ts";
import { FigureCard } from "./figure-card.tsx";
import { formatCount, formatDateTime, formatPercent } from "./format.ts";
import { NotificationsCard } from "./staff/notifications-card.tsx";
import { SystemAlertsCard } from "./staff/system-alerts-card.tsx";

/** /admin/dashboard: every figure counted by the server from the data, with how it is counted. */
export function AdminDashboardPage() {
  const dashboard = useAdminDashboard();
  const { user } = useSession();
  if (dashboard.isPending) return <LoadingState />;
  if (dashboard.isError)
    return <ErrorState message={errorMessage(dashboard.error)} onRetry={() => dashboard.refetch()} />;
  const d = dashboard.data;
  return (
    <div>
      <PageHeader title="Dashboard" description="Como os estudantes usam o Rumo." />
      <SystemAlertsCard />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FigureCard
          label="Total de usuários"
          value={formatCount(d.totalStudents)}
          definition="Contas de estudantes (a equipe não entra na conta)."
          testId="figure-total-students"
        />
        <FigureCard
          label="Exercícios respondidos"
          value={formatCount(d.exercisesAnswered)}
          definition="Respostas a questões registradas por estudantes, desde o início."
        />
        <FigureCard
          label="Mensagens ao tutor"
          value={formatCount(d.tutorMessages)}
          definition="Mensagens enviadas por estudantes aos tutores (sem as respostas)."
        />
        <FigureCard
          label="Usuários ativos"
          value={formatCount(d.activeStudents)}
          definition="Estudantes que responderam, conversaram ou escreveram nos últimos 30 dias."
        />
        <FigureCard
          label="Taxa de conversão"
          value={formatPercent(d.conversionRate)}
          definition={`Estudantes que já pagaram uma assinatura ou passe (${formatCount(d.convertedStudents)}) ÷ estudantes.`}
        />
        <FigureCard
          label="Retenção mensal"
          value={formatPercent(d.retention.rate)}
          definition={`Dos ${formatCount(d.retention.previousMonthActive)} ativos no mês passado, ${formatCount(d.retention.retained)} também ativos neste mês.`}
        />
      </div>
      <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Distribuição por plano</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2 text-sm">
              {d.planDistribution.map((p) => (
                <li key={p.slug} className="flex justify-between gap-2">
                  <span>{p.name}</span>
                  <span className="font-semibold">{formatCount(p.students)}</span>
                </li>
              ))}
            </ul>
            <p className="mt-3 text-xs text-muted-foreground">Estudantes pelo plano em vigor hoje.</p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Matérias mais praticadas</CardTitle>
          </CardHeader>
          <CardContent>
            {d.topSubjects.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nenhuma questão respondida ainda.</p>
            ) : (
              <ol className="grid gap-2 text-sm">
                {d.topSubjects.map((s, i) => (
                  <li key={s.slug} className="flex justify-between gap-2">
                    <span>
                      {i + 1}. {s.name}
                    </span>
                    <span className="font-semibold">{formatCount(s.answers)}</span>
                  </li>
                ))}
              </ol>
            )}
            <p className="mt-3 text-xs text-muted-foreground">
              As 3 matérias com mais respostas de estudantes.
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Últimos cadastros</CardTitle>
          </CardHeader>
          <CardContent>
            {d.latestSignups.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nenhum estudante cadastrado.</p>
            ) : (
              <ul className="grid gap-2 text-sm">
                {d.latestSignups.map((s) => (
                  <li key={s.id} className="min-w-0">
                    <p className="truncate font-medium">{s.name}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      {s.email} · {formatDateTime(s.createdAt)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-3 text-xs text-muted-foreground">
              Os 5 estudantes cadastrados mais recentemente.
            </p>
          </CardContent>
        </Card>
      </div>
      {/* Staff who cannot open Configurações set their own switches here. */}
      {!canAccess(user?.role, "settings") && (
        <div className="mt-6">
          <NotificationsCard />
        </div>
      )}
    </div>
  );
}
