import { Pencil, Plus, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import {
  type AdminEssayTopic,
  ESSAY_TOPIC_ACTIVE_FILTERS,
  ESSAY_TOPIC_SOURCE_LABELS,
  ESSAY_TOPIC_SOURCES,
  ESSAY_TOPIC_MESSAGES as M,
} from "#domain/admin/essay-topics";
import { APPLICATION_LABELS, DIFFICULTY_LABELS, ESSAY_CATEGORY_LABELS } from "#domain/essays/rules";
import { ESSAY_CATEGORIES, type EssayCategory } from "#domain/essays/topic-content";
import { PageHeader } from "#web/components/page-header.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { FilterForm, FilterSelect, ListTable, TextFilter } from "../list-parts.tsx";
import { Pager } from "../pager.tsx";
import { useEssayTopics } from "./api/essay-topics.ts";
import { useSetEssayTopicActive } from "./api/set-essay-topic-active.ts";
import { DeleteTopicDialog } from "./delete-topic-dialog.tsx";
import { EssayTopicDialog } from "./essay-topic-dialog.tsx";

const PAGE_SIZE = 20;
const SOURCE_FILTERS = ["todos", ...ESSAY_TOPIC_SOURCES] as const;
const CATEGORY_FILTERS = ["todos", ...ESSAY_CATEGORIES] as const;
const SOURCE_LABELS = { todos: "Todas as fontes", ...ESSAY_TOPIC_SOURCE_LABELS };
const CATEGORY_LABELS = { todos: "Todas as categorias", ...ESSAY_CATEGORY_LABELS };
const ACTIVE_LABELS = { todos: "Todos", ativo: "Ativos", inativo: "Inativos" };

const pick = <T extends string>(options: readonly T[], value: string | null): T =>
  options.find((o) => o === value) ?? options[0]!;

/** The filters live in the address (?q=&fonte=&categoria=&situacao=&pagina=), so a reload keeps them. */
function useTopicFilters() {
  const [params, setParams] = useSearchParams();
  const filters = {
    q: params.get("q") ?? "",
    source: pick(SOURCE_FILTERS, params.get("fonte")),
    category: pick(CATEGORY_FILTERS, params.get("categoria")),
    active: pick(ESSAY_TOPIC_ACTIVE_FILTERS, params.get("situacao")),
    page: Math.max(1, Number(params.get("pagina")) || 1),
    pageSize: PAGE_SIZE,
  };
  const set = (patch: Partial<Record<"q" | "fonte" | "categoria" | "situacao" | "pagina", string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!("pagina" in patch)) next.delete("pagina");
        for (const [key, value] of Object.entries(patch)) {
          if (!value || value === "todos" || (key === "pagina" && value === "1")) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  return [filters, set] as const;
}

function TopicCell({ topic }: { topic: AdminEssayTopic }) {
  return (
    <>
      <p className="font-medium">{topic.title}</p>
      <div className="mt-1 flex flex-wrap gap-1.5">
        <Badge variant={topic.source === "enem_historico" ? "success" : "warning"}>
          {ESSAY_TOPIC_SOURCE_LABELS[topic.source as keyof typeof ESSAY_TOPIC_SOURCE_LABELS] ?? topic.source}
        </Badge>
        {topic.year && (
          <Badge variant="outline">
            {topic.year}
            {topic.application && topic.application !== "regular"
              ? ` · ${APPLICATION_LABELS[topic.application] ?? topic.application}`
              : ""}
          </Badge>
        )}
        <Badge variant="outline">{topic.examType.toUpperCase()}</Badge>
        {topic.staffEditedAt && <Badge variant="secondary">Editado pela equipe</Badge>}
      </div>
    </>
  );
}

/** /admin/temas-redacao: the essay topics students choose from, filtered and paged on the server. */
export function AdminEssayTopicsPage() {
  const [filters, setFilters] = useTopicFilters();
  const [text, setText] = useState(filters.q);
  const topics = useEssayTopics(filters);
  const setActive = useSetEssayTopicActive();
  const [editing, setEditing] = useState<{ topic: AdminEssayTopic | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminEssayTopic | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ q: text.trim() });
  };
  const toggle = (topic: AdminEssayTopic, active: boolean) =>
    setActive.mutate(
      { id: topic.id, active },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (e) => toast.error(M.statusFailed, { description: errorMessage(e) }),
      },
    );

  return (
    <div>
      <PageHeader
        title={M.title}
        description={M.description}
        actions={
          <Button onClick={() => setEditing({ topic: null })}>
            <Plus aria-hidden="true" /> Novo Tema
          </Button>
        }
      />
      <FilterForm onSubmit={search} columns="xl:grid-cols-[minmax(0,1fr)_11rem_13rem_9rem_auto]">
        <TextFilter
          id="topics-q"
          label="Buscar"
          value={text}
          onChange={setText}
          placeholder="Título do tema"
        />
        <FilterSelect
          id="topics-source"
          label="Fonte"
          value={filters.source}
          options={SOURCE_FILTERS}
          labels={SOURCE_LABELS}
          onChange={(v) => setFilters({ fonte: v })}
        />
        <FilterSelect
          id="topics-category"
          label="Categoria"
          value={filters.category}
          options={CATEGORY_FILTERS}
          labels={CATEGORY_LABELS}
          onChange={(v) => setFilters({ categoria: v })}
        />
        <FilterSelect
          id="topics-active"
          label="Situação"
          value={filters.active}
          options={ESSAY_TOPIC_ACTIVE_FILTERS}
          labels={ACTIVE_LABELS}
          onChange={(v) => setFilters({ situacao: v })}
        />
      </FilterForm>

      <ListTable
        query={topics}
        empty={{ title: M.empty, message: M.emptyHint }}
        columns={["Tema", "Categoria", "Dificuldade", "Redações", "Ativo", "Ações"]}
      >
        {topics.data?.items.map((topic) => (
          <tr key={topic.id} className="border-b align-top last:border-0" data-testid="essay-topic-row">
            <td className="max-w-md px-4 py-3">
              <TopicCell topic={topic} />
            </td>
            <td className="px-4 py-3">
              {topic.category
                ? (ESSAY_CATEGORY_LABELS[topic.category as EssayCategory] ?? topic.category)
                : "—"}
            </td>
            <td className="px-4 py-3">{DIFFICULTY_LABELS[topic.difficulty] ?? topic.difficulty}</td>
            <td className="px-4 py-3 tabular-nums">{topic.essays.toLocaleString("pt-BR")}</td>
            <td className="px-4 py-3">
              <Switch
                checked={topic.active}
                disabled={setActive.isPending}
                onCheckedChange={(checked) => toggle(topic, checked)}
                aria-label={`Tema ativo: ${topic.title}`}
              />
            </td>
            <td className="px-4 py-3">
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setEditing({ topic })}
                  aria-label={`Editar ${topic.title}`}
                >
                  <Pencil aria-hidden="true" /> Editar
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setDeleting(topic)}
                  aria-label={`Excluir ${topic.title}`}
                >
                  <Trash2 aria-hidden="true" /> Excluir
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </ListTable>
      {topics.data && (
        <Pager
          page={filters.page}
          pageSize={PAGE_SIZE}
          total={topics.data.total}
          onPage={(p) => setFilters({ pagina: String(p) })}
        />
      )}
      <EssayTopicDialog
        open={editing !== null}
        topic={editing?.topic ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteTopicDialog topic={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
