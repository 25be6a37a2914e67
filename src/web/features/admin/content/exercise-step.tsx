import { ClipboardList, Copy, ListChecks, Pencil, Plus, Search, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import type { AdminExercise } from "#domain/admin/content";
import { CONTENT_MESSAGES as M } from "#domain/admin/content-messages";
import { ConfirmDialog } from "#web/components/confirm-dialog.tsx";
import { EmptyState, ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { ExerciseTransferMenu } from "#web/features/admin/content-transfer/exercise-transfer-menu.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useAdminExercises, useDeleteExercise, useDuplicateExercise } from "./api/exercises.ts";
import { ContentBreadcrumb, contentPaths } from "./content-breadcrumb.tsx";
import { ExerciseDialog } from "./exercise-dialog.tsx";
import { QuestionsDialog } from "./questions-dialog.tsx";

const DIFFICULTY_BADGE = { Fácil: "success", Médio: "warning", Difícil: "danger" } as const;

function ExerciseRow({
  exercise,
  onQuestions,
  onEdit,
  onDuplicate,
  onDelete,
  duplicating,
}: {
  exercise: AdminExercise;
  onQuestions: () => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  duplicating: boolean;
}) {
  return (
    <Card data-testid="content-exercise">
      <CardContent className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
        <div className="grid min-w-0 gap-1">
          <p className="font-semibold break-words">{exercise.title}</p>
          {exercise.description && <p className="text-sm text-muted-foreground">{exercise.description}</p>}
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <Badge variant={DIFFICULTY_BADGE[exercise.difficulty]}>{exercise.difficulty}</Badge>
            <span>{exercise.points} pontos</span>
            <span>{exercise.estimatedMinutes} min</span>
            <span>
              {exercise.questionCount} {exercise.questionCount === 1 ? "questão" : "questões"}
            </span>
            {exercise.answered && <Badge variant="outline">Respondido por estudantes</Badge>}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={onQuestions}
            aria-label={`Questões de ${exercise.title}`}
          >
            <ListChecks /> Questões
          </Button>
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Editar ${exercise.title}`}>
            <Pencil />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={onDuplicate}
            disabled={duplicating}
            aria-label={`Duplicar ${exercise.title}`}
          >
            <Copy />
          </Button>
          <Button variant="ghost" size="icon" onClick={onDelete} aria-label={`Excluir ${exercise.title}`}>
            <Trash2 />
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** Step 3: the topic's exercises, searched on the server; each opens its questions. */
export function ExerciseStep({
  subjectId,
  topicId,
  q,
  questionsOf,
  onSearch,
  onQuestions,
}: {
  subjectId: string;
  topicId: string;
  q: string;
  /** The exercise whose questions dialog is open (from the address). */
  questionsOf: string | null;
  onSearch: (q: string) => void;
  onQuestions: (exerciseId: string | null) => void;
}) {
  const exercises = useAdminExercises(topicId, q);
  const duplicate = useDuplicateExercise();
  const remove = useDeleteExercise();
  const [search, setSearch] = useState(q);
  const [editing, setEditing] = useState<AdminExercise | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdminExercise | null>(null);
  const data = exercises.data;

  // The search follows typing after a short pause, and lands in the address.
  useEffect(() => {
    const trimmed = search.trim();
    if (trimmed === q) return;
    const timer = setTimeout(() => onSearch(trimmed), 300);
    return () => clearTimeout(timer);
  }, [search, q, onSearch]);

  const runDuplicate = (e: AdminExercise) =>
    duplicate.mutate(e.id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(M.exerciseDuplicateFailed, { description: errorMessage(error) }),
    });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setDeleting(null);
      },
      onError: (error) => toast.error(M.exerciseDeleteFailed, { description: errorMessage(error) }),
    });
  };

  return (
    <section aria-labelledby="content-exercises" className="grid gap-4">
      <ContentBreadcrumb
        crumbs={[
          { label: "Matérias", to: contentPaths.root },
          { label: data?.subject.name ?? "Matéria", to: contentPaths.subject(subjectId) },
          { label: data?.topic.name ?? "Assunto" },
        ]}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 id="content-exercises" className="text-lg font-semibold">
            3. Exercícios{data ? ` de ${data.topic.name}` : ""}
          </h2>
          <p className="text-sm text-muted-foreground">
            Crie, edite, duplique e monte as questões de cada exercício.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {data && <ExerciseTransferMenu subject={{ id: data.subject.id, name: data.subject.name }} />}
          <Button onClick={() => setCreating(true)}>
            <Plus /> Novo exercício
          </Button>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="exercise-search">Buscar pelo título</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id="exercise-search"
            type="search"
            className="pl-9"
            value={search}
            maxLength={120}
            placeholder="Ex.: funções, ecologia..."
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      </div>
      {exercises.isPending ? (
        <LoadingState label="Carregando exercícios..." />
      ) : exercises.isError ? (
        <ErrorState
          title={M.exercisesLoadFailed}
          message={errorMessage(exercises.error)}
          onRetry={() => exercises.refetch()}
        />
      ) : exercises.data.items.length === 0 ? (
        <EmptyState
          icon={<ClipboardList className="size-8" aria-hidden="true" />}
          title={q ? "Nenhum exercício encontrado" : "Nenhum exercício neste assunto"}
          message={q ? "Tente outra busca." : "Crie o primeiro em 'Novo exercício'."}
          action={
            q && (
              <Button variant="outline" onClick={() => setSearch("")}>
                Limpar busca
              </Button>
            )
          }
        />
      ) : (
        <ul className="grid gap-3" aria-busy={exercises.isFetching}>
          {exercises.data.items.map((e) => (
            <li key={e.id}>
              <ExerciseRow
                exercise={e}
                onQuestions={() => onQuestions(e.id)}
                onEdit={() => setEditing(e)}
                onDuplicate={() => runDuplicate(e)}
                onDelete={() => setDeleting(e)}
                duplicating={duplicate.isPending}
              />
            </li>
          ))}
        </ul>
      )}
      <ExerciseDialog
        open={creating || editing !== null}
        topicId={topicId}
        exercise={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir exercício"
        description={`"${deleting?.title ?? ""}" — ${M.confirmDeleteExercise}`}
        confirmLabel="Excluir"
        pendingLabel="Excluindo..."
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {deleting?.answered && (
          <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Estudantes já responderam este exercício: ele será arquivado. Sai das listas e de novas
            tentativas, e os resultados continuam no histórico de quem o fez.
          </p>
        )}
      </ConfirmDialog>
      <QuestionsDialog exerciseId={questionsOf} onClose={() => onQuestions(null)} />
    </section>
  );
}
