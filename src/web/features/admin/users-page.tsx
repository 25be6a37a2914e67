import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { PLAN_FILTERS, USER_STATUS_FILTERS } from "#domain/admin/api";
import { PageHeader } from "#web/components/page-header.tsx";
import { EmptyState, ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { NativeSelect } from "#web/components/ui/native-select.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useSetUserStatus } from "./api/set-user-status.ts";
import { useAdminUsers } from "./api/users.ts";
import { formatDateTime, formatPhone } from "./format.ts";
import { Pager } from "./pager.tsx";
import { UserDetailsDialog } from "./user-details-dialog.tsx";

const PAGE_SIZE = 20;
const PLAN_LABELS: Record<(typeof PLAN_FILTERS)[number], string> = {
  todos: "Todos os planos",
  gratuito: "Gratuito",
  curioso: "Curioso",
  estudante: "Estudante",
  nerd: "Nerd",
};
const STATUS_LABELS: Record<(typeof USER_STATUS_FILTERS)[number], string> = {
  todos: "Todos",
  ativo: "Ativo",
  inativo: "Inativo",
};

/** /admin/users: students filtered and paged on the server, with details, plan and status. */
export function AdminUsersPage() {
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [plan, setPlan] = useState<(typeof PLAN_FILTERS)[number]>("todos");
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
      <Card className="mb-4">
        <CardContent className="p-4">
          <form
            onSubmit={search}
            className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_12rem_10rem_auto] xl:items-end"
          >
            <div className="grid gap-1.5">
              <Label htmlFor="users-q">Buscar</Label>
              <Input
                id="users-q"
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder="Nome, e-mail ou celular"
                maxLength={120}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="users-plan">Plano</Label>
              <NativeSelect
                id="users-plan"
                value={plan}
                onChange={(e) => {
                  setPlan(e.target.value as typeof plan);
                  setPage(1);
                }}
              >
                {PLAN_FILTERS.map((p) => (
                  <option key={p} value={p}>
                    {PLAN_LABELS[p]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="users-status">Situação</Label>
              <NativeSelect
                id="users-status"
                value={status}
                onChange={(e) => {
                  setStatus(e.target.value as typeof status);
                  setPage(1);
                }}
              >
                {USER_STATUS_FILTERS.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit">
              <Search /> Filtrar
            </Button>
          </form>
        </CardContent>
      </Card>

      {users.isPending ? (
        <LoadingState />
      ) : users.isError ? (
        <ErrorState message={errorMessage(users.error)} onRetry={() => users.refetch()} />
      ) : users.data.items.length === 0 ? (
        <EmptyState title="Nenhum usuário encontrado" message="Mude a busca ou os filtros." />
      ) : (
        <Card>
          <CardContent className="p-0">
            <div className="overflow-x-auto">
              <table className="w-full min-w-[52rem] text-left text-sm">
                <thead className="border-b bg-muted/50 text-xs text-muted-foreground uppercase">
                  <tr>
                    <th className="px-4 py-3 font-medium">Nome</th>
                    <th className="px-4 py-3 font-medium">Contato</th>
                    <th className="px-4 py-3 font-medium">Plano</th>
                    <th className="px-4 py-3 font-medium">Situação</th>
                    <th className="px-4 py-3 font-medium">Último acesso</th>
                    <th className="px-4 py-3 font-medium">Ações</th>
                  </tr>
                </thead>
                <tbody>
                  {users.data.items.map((u) => (
                    <tr key={u.id} className="border-b last:border-0" data-testid="admin-user-row">
                      <td className="px-4 py-3">
                        <p className="font-medium">{u.name}</p>
                        <p className="text-xs text-muted-foreground">
                          {u.university ?? "Faculdade não informada"}
                        </p>
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
                        <Badge variant={u.active ? "success" : "danger"}>
                          {u.active ? "Ativo" : "Inativo"}
                        </Badge>
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
                </tbody>
              </table>
            </div>
          </CardContent>
        </Card>
      )}
      {users.data && <Pager page={page} pageSize={PAGE_SIZE} total={users.data.total} onPage={setPage} />}
      <UserDetailsDialog userId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
