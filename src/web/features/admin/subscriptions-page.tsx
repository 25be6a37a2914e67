import { type FormEvent, useState } from "react";
import {
  type AdminSubscription,
  billingTypeLabel,
  PLAN_FILTERS,
  SUBSCRIPTION_STATUS_FILTERS,
} from "#domain/admin/api";
import { PageHeader } from "#web/components/page-header.tsx";
import { ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { formatDate, formatMoney } from "#web/lib/billing-format.ts";
import { useAdminSubscriptions, useAdminSubscriptionsSummary } from "./api/subscriptions.ts";
import { FigureCard } from "./figure-card.tsx";
import { formatCount, formatDateTime } from "./format.ts";
import { FilterForm, FilterSelect, ListTable, TextFilter } from "./list-parts.tsx";
import { Pager } from "./pager.tsx";

const PAGE_SIZE = 20;
const STATUS_LABELS: Record<(typeof SUBSCRIPTION_STATUS_FILTERS)[number], string> = {
  todos: "Todos",
  ativa: "Ativa",
  cancelada: "Cancelada",
  expirada: "Expirada",
};
const PLAN_LABELS: Record<(typeof PLAN_FILTERS)[number], string> = {
  todos: "Todos os planos",
  gratuito: "Gratuito",
  curioso: "Curioso",
  estudante: "Estudante",
  nerd: "Nerd",
};
const STATUS_VARIANT = { Ativa: "success", Cancelada: "danger", Expirada: "secondary" } as const;

function Summary() {
  const summary = useAdminSubscriptionsSummary();
  if (summary.isPending) return <LoadingState />;
  if (summary.isError)
    return <ErrorState message={errorMessage(summary.error)} onRetry={() => summary.refetch()} />;
  const s = summary.data;
  return (
    <div className="mb-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <FigureCard
        label="Assinaturas ativas"
        value={formatCount(s.activeSubscriptions)}
        definition="Assinaturas, passes e planos concedidos em vigor hoje."
      />
      <FigureCard
        label="Receita total"
        value={formatMoney(s.totalRevenue)}
        definition="Primeiros pagamentos de assinaturas e passes online, menos reembolsos."
      />
      <FigureCard
        label="Receita mensal"
        value={formatMoney(s.monthlyRevenue)}
        definition="Assinaturas online ativas por mês (a anual conta 1/12)."
      />
      <FigureCard
        label="Canceladas"
        value={formatCount(s.cancelledSubscriptions)}
        definition="Assinaturas e passes com situação cancelada."
      />
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 border-b py-1.5 text-sm last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

function SubscriptionDialog({ item, onClose }: { item: AdminSubscription | null; onClose: () => void }) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{item ? `${item.plan.name} · ${item.clientName}` : "Assinatura"}</DialogTitle>
          <DialogDescription>{item?.clientEmail}</DialogDescription>
        </DialogHeader>
        {item && (
          <dl>
            <Row label="Situação" value={item.displayStatus} />
            <Row label="Tipo" value={item.kind === "pass" ? "Passe (Pix)" : "Assinatura"} />
            <Row
              label="Valor"
              value={`${formatMoney(item.amount)} · ${billingTypeLabel(item.billingType)}`}
            />
            <Row label="Origem" value={item.sourceLabel} />
            <Row label="Início" value={formatDateTime(item.startsAt)} />
            <Row label="Vencimento" value={item.endsAt ? formatDate(item.endsAt) : "Sem limite"} />
            <Row
              label="Primeiro pagamento"
              value={item.firstPaidAt ? formatDateTime(item.firstPaidAt) : "—"}
            />
            <Row label="Cancela no fim do período" value={item.cancelAtPeriodEnd ? "Sim" : "Não"} />
            <Row label="Cancelada em" value={item.cancelledAt ? formatDateTime(item.cancelledAt) : "—"} />
            <Row
              label="Reembolso"
              value={
                item.refundedAt
                  ? `${formatMoney(item.refundAmount ?? 0)} em ${formatDateTime(item.refundedAt)}`
                  : "—"
              }
            />
          </dl>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** /admin/subscriptions: the summary cards and every subscription, filtered and paged on the server. */
export function AdminSubscriptionsPage() {
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [status, setStatus] = useState<(typeof SUBSCRIPTION_STATUS_FILTERS)[number]>("todos");
  const [plan, setPlan] = useState<(typeof PLAN_FILTERS)[number]>("todos");
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminSubscription | null>(null);
  const list = useAdminSubscriptions({ q: q || undefined, status, plan, page, pageSize: PAGE_SIZE });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
    setPage(1);
  };

  return (
    <div>
      <PageHeader title="Assinaturas" description="Assinaturas, passes e planos concedidos pela equipe." />
      <Summary />
      <FilterForm onSubmit={search} columns="xl:grid-cols-[minmax(0,1fr)_10rem_12rem_auto]">
        <TextFilter
          id="subs-q"
          label="Buscar"
          value={text}
          onChange={setText}
          placeholder="Nome ou e-mail do cliente"
        />
        <FilterSelect
          id="subs-status"
          label="Situação"
          value={status}
          options={SUBSCRIPTION_STATUS_FILTERS}
          labels={STATUS_LABELS}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        />
        <FilterSelect
          id="subs-plan"
          label="Plano"
          value={plan}
          options={PLAN_FILTERS}
          labels={PLAN_LABELS}
          onChange={(v) => {
            setPlan(v);
            setPage(1);
          }}
        />
      </FilterForm>
      <ListTable
        query={list}
        empty={{ title: "Nenhuma assinatura encontrada", message: "Mude a busca ou os filtros." }}
        columns={["Cliente", "Plano", "Valor", "Situação", "Vencimento", "Origem", "Ações"]}
      >
        {list.data?.items.map((s) => (
          <tr key={s.id} className="border-b last:border-0">
            <td className="px-4 py-3">
              <p className="font-medium">{s.clientName}</p>
              <p className="text-xs break-all text-muted-foreground">{s.clientEmail}</p>
            </td>
            <td className="px-4 py-3">{s.plan.name}</td>
            <td className="px-4 py-3 whitespace-nowrap">
              {formatMoney(s.amount)}
              <p className="text-xs text-muted-foreground">{billingTypeLabel(s.billingType)}</p>
            </td>
            <td className="px-4 py-3">
              <Badge variant={STATUS_VARIANT[s.displayStatus]}>{s.displayStatus}</Badge>
            </td>
            <td className="px-4 py-3 whitespace-nowrap">{s.endsAt ? formatDate(s.endsAt) : "Sem limite"}</td>
            <td className="px-4 py-3">{s.sourceLabel}</td>
            <td className="px-4 py-3">
              <Button variant="outline" size="sm" onClick={() => setOpen(s)}>
                Detalhes
              </Button>
            </td>
          </tr>
        ))}
      </ListTable>
      {list.data && <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />}
      <SubscriptionDialog item={open} onClose={() => setOpen(null)} />
    </div>
  );
}
