import { type FormEvent, useState } from "react";
import { USER_STATUS_FILTERS } from "#domain/admin/api";
import { PageHeader } from "#web/components/page-header.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useSetUserStatus } from "./api/set-user-status.ts";
import { useAdminUsers } from "./api/users.ts";
import { formatDateTime, formatPhone } from "./format.ts";
import { FilterForm, FilterSelect, ListTable, TextFilter } from "./list-parts.tsx";
import { Pager } from "./pager.tsx";
import { usePlanOptions } from "./plans/plans-api.ts";
import { UserDetailsDialog } from "./user-details-dialog.tsx";

const PAGE_SIZE = 20;
const STATUS_LABELS: Record<(typeof USER_STATUS_FILTERS)[number], string> = {
  todos: "Todos",
  ativo: "Ativo",
  inativo: "Inativo",
};

/** /admin/users: students filtered and paged on the server, with details, plan and status. */
export function AdminUsersPage() {
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [plan, setPlan] = useState("todos");
  // Every plan not archived, those staff created included.
  const planOptions = usePlanOptions();
  const planFilters = ["todos", ...(planOptions.data ?? []).map((p) => p.slug)];
  const planLabels: Record<string, string> = {
    todos: "Todos os planos",
    ...Object.fromEntries((planOptions.data ?? []).map((p) => [p.slug, p.name])),
  };
  const [status, setStatus] = useState<(typeof USER_STATUS_FILTERS)[number]>("todos");
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const users = useAdminUsers({ q: q || undefined, plan, status, page, pageSize: PAGE_SIZE });
  const setActive = useSetUserStatus();

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
    setPage(1);
  };

  const toggle = (id: string, active: boolean) =>
    setActive.mutate(
      { id, active },
      { onSuccess: (answer) => toast.success(answer.message), onError: (e) => toast.error(errorMessage(e)) },
    );

  return (
    <div>
      <PageHeader title="Usuários" description="Estudantes do Rumo: plano, situação e uso." />
      <FilterForm onSubmit={search} columns="xl:grid-cols-[minmax(0,1fr)_12rem_10rem_auto]">
        <TextFilter
          id="users-q"
          label="Buscar"
          value={text}
          onChange={setText}
          placeholder="Nome, e-mail ou celular"
        />
        <FilterSelect
          id="users-plan"
          label="Plano"
          value={plan}
          options={planFilters}
          labels={planLabels}
          onChange={(v) => {
            setPlan(v);
            setPage(1);
          }}
        />
        <FilterSelect
          id="users-status"
          label="Situação"
          value={status}
          options={USER_STATUS_FILTERS}
          labels={STATUS_LABELS}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        />
      </FilterForm>

      <ListTable
        query={users}
        empty={{ title: "Nenhum usuário encontrado", message: "Mude a busca ou os filtros." }}
        columns={["Nome", "Contato", "Plano", "Situação", "Último acesso", "Ações"]}
      >
        {users.data?.items.map((u) => (
          <tr key={u.id} className="border-b last:border-0" data-testid="admin-user-row">
            <td className="px-4 py-3">
              <p className="font-medium">{u.name}</p>
              <p className="text-xs text-muted-foreground">{u.university ?? "Faculdade não informada"}</p>
            </td>
            <td className="px-4 py-3">
              <p className="break-all">{u.email}</p>
              <p className="text-xs text-muted-foreground">{formatPhone(u.phone)}</p>
            </td>
            <td className="px-4 py-3">
              {u.plan.name}
              {u.planSource === "admin" && (
                <p className="text-xs text-muted-foreground">Concedido pela equipe</p>
              )}
            </td>
            <td className="px-4 py-3">
              <Badge variant={u.active ? "success" : "danger"}>{u.active ? "Ativo" : "Inativo"}</Badge>
            </td>
            <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(u.lastAccessAt)}</td>
            <td className="px-4 py-3">
              <div className="flex items-center gap-3">
                <Button variant="outline" size="sm" onClick={() => setOpenId(u.id)}>
                  Detalhes
                </Button>
                <Switch
                  checked={u.active}
                  disabled={setActive.isPending}
                  onCheckedChange={(checked) => toggle(u.id, checked)}
                  aria-label={`Conta ativa: ${u.name}`}
                  title={u.active ? "Desativar" : "Ativar"}
                />
              </div>
            </td>
          </tr>
        ))}
      </ListTable>
      {users.data && <Pager page={page} pageSize={PAGE_SIZE} total={users.data.total} onPage={setPage} />}
      <UserDetailsDialog userId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
