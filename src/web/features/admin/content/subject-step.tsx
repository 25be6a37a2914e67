import { BookOpen, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { AdminSubject } from "#domain/admin/content";
import { CONTENT_MESSAGES as M } from "#domain/admin/content-messages";
import { ConfirmDialog } from "#web/components/confirm-dialog.tsx";
import { EmptyState, ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { SubjectIcon } from "#web/components/subject-icon.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useAdminSubjects, useDeleteSubject } from "./api/subjects.ts";
import { contentPaths } from "./content-breadcrumb.tsx";
import { SubjectDialog } from "./subject-dialog.tsx";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function SubjectCard({
  subject,
  onEdit,
  onDelete,
}: {
  subject: AdminSubject;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="content-subject">
      <div className="h-1.5" style={{ backgroundColor: subject.color }} aria-hidden="true" />
      <Link
        to={contentPaths.subject(subject.id)}
        className="flex flex-1 items-start gap-3 p-4 hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
      >
        <span
          className="flex size-11 shrink-0 items-center justify-center rounded-lg"
          style={{ backgroundColor: `${subject.color}1a` }}
        >
          <SubjectIcon icon={subject.icon} className="size-6" color={subject.color} />
        </span>
        <span className="grid min-w-0 gap-1">
          <span className="flex flex-wrap items-center gap-2 font-semibold">
            {subject.name}
            {!subject.active && <Badge variant="warning">Inativa</Badge>}
          </span>
          <span className="text-sm text-muted-foreground">
            {plural(subject.topicCount, "assunto", "assuntos")} ·{" "}
            {plural(subject.exerciseCount, "exercício", "exercícios")}
          </span>
        </span>
      </Link>
      <div className="flex justify-end gap-2 border-t px-4 py-2">
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Editar ${subject.name}`}>
          <Pencil /> Editar
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Excluir ${subject.name}`}>
          <Trash2 /> Excluir
        </Button>
      </div>
    </Card>
  );
}

/** Step 1: the subjects as cards (colour and icon); one opens its topics. */
export function SubjectStep() {
  const subjects = useAdminSubjects();
  const remove = useDeleteSubject();
  const [editing, setEditing] = useState<AdminSubject | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdminSubject | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setDeleting(null);
      },
      onError: (e) => {
        toast.error(M.subjectDeleteFailed, { description: errorMessage(e) });
        setDeleting(null);
      },
    });
  };

  return (
    <section aria-labelledby="content-subjects" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="content-subjects" className="text-lg font-semibold">
            1. Escolha a matéria
          </h2>
          <p className="text-sm text-muted-foreground">Depois, o assunto e os exercícios dele.</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus /> Nova matéria
        </Button>
      </div>
      {subjects.isPending ? (
        <LoadingState label="Carregando matérias..." />
      ) : subjects.isError ? (
        <ErrorState
          title={M.subjectsLoadFailed}
          message={errorMessage(subjects.error)}
          onRetry={() => subjects.refetch()}
        />
      ) : subjects.data.items.length === 0 ? (
        <EmptyState
          icon={<BookOpen className="size-8" aria-hidden="true" />}
          title="Nenhuma matéria cadastrada"
          message="Crie a primeira em 'Nova matéria'."
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {subjects.data.items.map((s) => (
            <li key={s.id}>
              <SubjectCard subject={s} onEdit={() => setEditing(s)} onDelete={() => setDeleting(s)} />
            </li>
          ))}
        </ul>
      )}
      <SubjectDialog
        open={creating || editing !== null}
        subject={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir matéria"
        description={`Excluir "${deleting?.name ?? ""}"? Só uma matéria sem assuntos pode ser excluída; uma com conteúdo deve ser desativada.`}
        confirmLabel="Excluir"
        pendingLabel="Excluindo..."
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
