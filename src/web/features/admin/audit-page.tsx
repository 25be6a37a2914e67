import { type FormEvent, useState } from "react";
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from "#domain/admin/api";
import { PageHeader } from "#web/components/page-header.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { NativeSelect } from "#web/components/ui/native-select.tsx";
import { useAdminAudit } from "./api/audit.ts";
import { formatDateTime } from "./format.ts";
import { FilterForm, ListTable, TextFilter } from "./list-parts.tsx";
import { Pager } from "./pager.tsx";

const PAGE_SIZE = 20;

function values(v: unknown): string {
  if (v === null || v === undefined) return "—";
  return JSON.stringify(v, null, 1);
}

function actionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
}

/** /admin/audit (admins only): who changed what, when, with the values before and after. */
export function AdminAuditPage() {
  const [action, setAction] = useState<AuditAction | "">("");
  const [actorText, setActorText] = useState("");
  const [targetText, setTargetText] = useState("");
  const [filters, setFilters] = useState<{ actor?: string; targetId?: string }>({});
  const [page, setPage] = useState(1);
  const audit = useAdminAudit({
    action: action || undefined,
    actor: filters.actor,
    targetId: filters.targetId,
    page,
    pageSize: PAGE_SIZE,
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ actor: actorText.trim() || undefined, targetId: targetText.trim() || undefined });
    setPage(1);
  };

  return (
    <div>
      <PageHeader
        title="Auditoria"
        description="Cada alteração feita pela equipe, com os valores antes e depois."
      />
      <FilterForm onSubmit={search} columns="xl:grid-cols-[12rem_minmax(0,1fr)_minmax(0,1fr)_auto]">
        <div className="grid gap-1.5">
          <Label htmlFor="audit-action">Ação</Label>
          <NativeSelect
            id="audit-action"
            value={action}
            onChange={(e) => {
              setAction(e.target.value as AuditAction | "");
              setPage(1);
            }}
          >
            <option value="">Todas</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {AUDIT_ACTION_LABELS[a]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <TextFilter id="audit-actor" label="Quem fez (e-mail)" value={actorText} onChange={setActorText} />
        <TextFilter
          id="audit-target"
          label="Alvo (id do usuário)"
          value={targetText}
          onChange={setTargetText}
          maxLength={100}
        />
      </FilterForm>
      <ListTable
        query={audit}
        empty={{ title: "Nenhum registro", message: "Nada foi alterado pela equipe com esses filtros." }}
        columns={["Quando", "Quem", "Ação", "Alvo", "Antes", "Depois"]}
      >
        {audit.data?.items.map((e) => (
          <tr key={e.id} className="border-b align-top last:border-0">
            <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(e.createdAt)}</td>
            <td className="px-4 py-3">
              <p className="font-medium">{e.actor.name ?? "Conta removida"}</p>
              <p className="text-xs break-all text-muted-foreground">{e.actor.email ?? ""}</p>
            </td>
            <td className="px-4 py-3">{actionLabel(e.action)}</td>
            <td className="px-4 py-3 text-xs break-all">
              {e.targetType}: {e.targetId}
            </td>
            <td className="px-4 py-3">
              <pre className="max-w-56 text-xs whitespace-pre-wrap break-all">{values(e.before)}</pre>
            </td>
            <td className="px-4 py-3">
              <pre className="max-w-56 text-xs whitespace-pre-wrap break-all">{values(e.after)}</pre>
            </td>
          </tr>
        ))}
      </ListTable>
      {audit.data && <Pager page={page} pageSize={PAGE_SIZE} total={audit.data.total} onPage={setPage} />}
    </div>
  );
}
