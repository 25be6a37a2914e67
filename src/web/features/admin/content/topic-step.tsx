import { ChevronRight, FolderOpen, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { AdminTopic } from "#domain/admin/content";
import { CONTENT_MESSAGES as M } from "#domain/admin/content-messages";
import { ConfirmDialog } from "#web/components/confirm-dialog.tsx";
import { EmptyState, ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { SubjectIcon } from "#web/components/subject-icon.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { ExerciseTransferMenu } from "#web/features/admin/content-transfer/exercise-transfer-menu.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useAdminTopics, useDeleteTopic } from "./api/subjects.ts";
import { ContentBreadcrumb, contentPaths } from "./content-breadcrumb.tsx";
import { TopicDialog } from "./topic-dialog.tsx";

/** Step 2: the chosen subject's topics; one opens its exercises. */
export function TopicStep({ subjectId }: { subjectId: string }) {
  const topics = useAdminTopics(subjectId);
  const remove = useDeleteTopic();
  const [editing, setEditing] = useState<AdminTopic | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdminTopic | null>(null);
  const subject = topics.data?.subject;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setDeleting(null);
      },
      onError: (e) => toast.error(M.topicDeleteFailed, { description: errorMessage(e) }),
    });
  };

  return (
    <section aria-labelledby="content-topics" className="grid gap-4">
      <ContentBreadcrumb
        crumbs={[{ label: "Matérias", to: contentPaths.root }, { label: subject?.name ?? "Matéria" }]}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          {subject && <SubjectIcon icon={subject.icon} color={subject.color} className="size-7 shrink-0" />}
          <div className="min-w-0">
            <h2 id="content-topics" className="text-lg font-semibold">
              2. Escolha o assunto{subject ? ` de ${subject.name}` : ""}
            </h2>
            <p className="text-sm text-muted-foreground">Os exercícios ficam dentro de cada assunto.</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {subject && <ExerciseTransferMenu subject={{ id: subject.id, name: subject.name }} />}
          <Button onClick={() => setCreating(true)} disabled={!subject}>
            <Plus /> Novo assunto
          </Button>
        </div>
      </div>
      {topics.isPending ? (
        <LoadingState label="Carregando assuntos..." />
      ) : topics.isError ? (
        <ErrorState
          title={M.topicsLoadFailed}
          message={errorMessage(topics.error)}
          onRetry={() => topics.refetch()}
        />
      ) : topics.data.items.length === 0 ? (
        <EmptyState
          icon={<FolderOpen className="size-8" aria-hidden="true" />}
          title="Nenhum assunto nesta matéria"
          message="Crie o primeiro em 'Novo assunto'."
        />
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y">
            {topics.data.items.map((t) => (
              <li key={t.id} className="flex items-center gap-2 pr-2" data-testid="content-topic">
                <Link
                  to={contentPaths.topic(subjectId, t.id)}
                  className="flex min-w-0 flex-1 items-center gap-3 px-4 py-3 hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
                >
                  <span className="grid min-w-0 flex-1 gap-0.5">
                    <span className="font-medium">{t.name}</span>
                    {t.description && (
                      <span className="truncate text-sm text-muted-foreground">{t.description}</span>
                    )}
                    <span className="text-xs text-muted-foreground">
                      {t.exerciseCount} {t.exerciseCount === 1 ? "exercício" : "exercícios"}
                    </span>
                  </span>
                  <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                </Link>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Editar ${t.name}`}
                  onClick={() => setEditing(t)}
                >
                  <Pencil />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Excluir ${t.name}`}
                  onClick={() => setDeleting(t)}
                >
                  <Trash2 />
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <TopicDialog
        open={creating || editing !== null}
        subjectId={subjectId}
        topic={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir assunto"
        description={`Excluir "${deleting?.name ?? ""}" e os exercícios dele? Se estudantes já responderam algum, o assunto é arquivado: sai das listas e os resultados deles continuam.`}
        confirmLabel="Excluir"
        pendingLabel="Excluindo..."
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
