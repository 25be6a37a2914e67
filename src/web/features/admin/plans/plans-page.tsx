import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { type AdminPlan, limitLabel, PLAN_MESSAGES, planSummary } from "#domain/admin/plans";
import { PageHeader } from "#web/components/page-header.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { FigureCard } from "../figure-card.tsx";
import { ListTable } from "../list-parts.tsx";
import { DeletePlanDialog } from "./delete-plan-dialog.tsx";
import { PlanDialog } from "./plan-dialog.tsx";
import { useAdminPlans, useSetPlanActive } from "./plans-api.ts";

const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

const MODULES = [
  ["chat", "Chat"],
  ["exercises", "Exercícios"],
  ["redacao", "Redação"],
  ["simulados", "Simulados"],
  ["relatorios", "Relatórios"],
  ["analytics", "Análises"],
  ["turbo", "Turbo"],
] as const;

function LimitsCell({ plan }: { plan: AdminPlan }) {
  const lines = [
    ["Chat/dia", plan.maxChatMessages],
    ["Exercícios/dia", plan.maxExercises],
    ["Redações ENEM/mês", plan.maxEssaysVestibular],
    ["Autorais/mês", plan.maxEssaysAutoral],
    ["Correções/mês", plan.maxEssayCorrections],
    ["Passo a passo/dia", plan.maxStepByStep],
  ] as const;
  return (
    <ul className="grid gap-0.5 text-xs">
      {lines.map(([label, value]) => (
        <li key={label} className="whitespace-nowrap">
          <span className="text-muted-foreground">{label}:</span> {limitLabel(value)}
        </li>
      ))}
    </ul>
  );
}

/** /admin/plans: the plans table, its four summary cards and the create/edit and delete dialogs. */
export function AdminPlansPage() {
  const plans = useAdminPlans();
  const setActive = useSetPlanActive();
  const [editing, setEditing] = useState<AdminPlan | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdminPlan | null>(null);
  const summary = planSummary(plans.data?.items ?? []);

  const toggle = (plan: AdminPlan, active: boolean) =>
    setActive.mutate(
      { id: plan.id, active },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (e) => toast.error(PLAN_MESSAGES.statusFailed, { description: errorMessage(e) }),
      },
    );

  return (
    <div>
      <PageHeader
        title="Planos"
        description="Preços, módulos e limites de cada plano. As mudanças valem na hora para todos os assinantes."
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus /> Novo Plano
          </Button>
        }
      />
      {plans.data && (
        <div className="mb-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <FigureCard
            label="Total de planos"
            value={summary.total}
            definition="Planos não arquivados."
            testId="plans-total"
          />
          <FigureCard
            label="Planos ativos"
            value={summary.active}
            definition="À venda na página de planos."
            testId="plans-active"
          />
          <FigureCard
            label="Com chat"
            value={summary.withChat}
            definition="Planos com o tutor liberado."
            testId="plans-chat"
          />
          <FigureCard
            label="Com redação"
            value={summary.withEssay}
            definition="Planos com redação liberada."
            testId="plans-essay"
          />
        </div>
      )}
      <ListTable
        query={plans}
        empty={{ title: "Nenhum plano cadastrado", message: "Crie um plano em 'Novo Plano'." }}
        columns={["Nome", "Descrição", "Mensal", "Anual", "Módulos", "Limites", "Ativo", "Ações"]}
      >
        {plans.data?.items.map((p) => (
          <tr key={p.id} className="border-b align-top last:border-0" data-testid="admin-plan-row">
            <td className="px-4 py-3">
              <p className="font-medium">{p.name}</p>
              {p.mostPopular && <Badge variant="secondary">Mais popular</Badge>}
            </td>
            <td className="max-w-56 px-4 py-3 text-muted-foreground">{p.description || "—"}</td>
            <td className="px-4 py-3 whitespace-nowrap">{brl.format(p.monthlyPrice)}</td>
            <td className="px-4 py-3 whitespace-nowrap">{brl.format(p.annualPrice)}</td>
            <td className="px-4 py-3">
              <div className="flex flex-wrap gap-1">
                {MODULES.filter(([key]) => p.modules[key]).map(([key, label]) => (
                  <Badge key={key} variant="outline">
                    {label}
                  </Badge>
                ))}
                {!MODULES.some(([key]) => p.modules[key]) && <span className="text-xs">Nenhum</span>}
              </div>
            </td>
            <td className="px-4 py-3">
              <LimitsCell plan={p} />
            </td>
            <td className="px-4 py-3">
              <Switch
                checked={p.active}
                disabled={p.free || setActive.isPending}
                onCheckedChange={(checked) => toggle(p, checked)}
                aria-label={`Plano ativo: ${p.name}`}
                title={p.free ? PLAN_MESSAGES.freePlanDeactivate : p.active ? "Desativar" : "Ativar"}
              />
            </td>
            <td className="px-4 py-3">
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={`Editar ${p.name}`}
                  onClick={() => setEditing(p)}
                >
                  <Pencil />
                </Button>
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={`Excluir ${p.name}`}
                  title={p.free ? PLAN_MESSAGES.freePlanDelete : undefined}
                  disabled={p.free}
                  onClick={() => setDeleting(p)}
                >
                  <Trash2 />
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </ListTable>
      <PlanDialog
        open={creating || editing !== null}
        plan={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <DeletePlanDialog plan={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
