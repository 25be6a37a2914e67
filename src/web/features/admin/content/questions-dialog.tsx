import { ArrowDown, ArrowUp, ListPlus, Pencil, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import type { AdminQuestion } from "#domain/admin/content";
import { CONTENT_MESSAGES as M } from "#domain/admin/content-messages";
import { ConfirmDialog } from "#web/components/confirm-dialog.tsx";
import { EmptyState, ErrorState, LoadingState } from "#web/components/page-states.tsx";
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
import { toast } from "#web/lib/toast.ts";
import { useAdminQuestions, useDeleteQuestion, useMoveQuestion, useSaveQuestion } from "./api/questions.ts";
import { QuestionForm } from "./question-form.tsx";
import {
  inputOf,
  QUESTION_TYPE_LABELS,
  type QuestionForm as QuestionFormState,
} from "./question-form-state.ts";

/** The statement's first line as plain text, for the list. */
function firstLine(markdown: string): string {
  const line =
    markdown.split("\n").find((l) => l.trim() && !l.trim().startsWith("|") && !l.trim().startsWith("![")) ??
    "";
  return line.replace(/[*_`#>$]/g, "").trim() || "(imagem ou tabela)";
}

function QuestionRow({
  question,
  first,
  last,
  moving,
  onMove,
  onEdit,
  onDelete,
}: {
  question: AdminQuestion;
  first: boolean;
  last: boolean;
  moving: boolean;
  onMove: (direction: "up" | "down") => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const label = `questão ${question.position}`;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center" data-testid="content-question">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary">
          {question.position}
        </span>
        <div className="grid min-w-0 gap-1">
          <p className="truncate text-sm font-medium">{firstLine(question.prompt)}</p>
          <div className="flex flex-wrap gap-1">
            <Badge variant="outline">{QUESTION_TYPE_LABELS[question.type]}</Badge>
            {question.difficulty && <Badge variant="secondary">{question.difficulty}</Badge>}
            {question.answered && <Badge variant="outline">Já respondida</Badge>}
          </div>
        </div>
      </div>
      <div className="flex shrink-0 gap-1 self-end sm:self-auto">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Mover ${label} para cima`}
          disabled={first || moving}
          onClick={() => onMove("up")}
        >
          <ArrowUp />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Mover ${label} para baixo`}
          disabled={last || moving}
          onClick={() => onMove("down")}
        >
          <ArrowDown />
        </Button>
        <Button variant="ghost" size="icon" aria-label={`Editar ${label}`} onClick={onEdit}>
          <Pencil />
        </Button>
        <Button variant="ghost" size="icon" aria-label={`Excluir ${label}`} onClick={onDelete}>
          <Trash2 />
        </Button>
      </div>
    </li>
  );
}

/** Manage an exercise's questions: list, add, edit, delete and reorder (spec 02 §2 Content). */
export function QuestionsDialog({ exerciseId, onClose }: { exerciseId: string | null; onClose: () => void }) {
  const questions = useAdminQuestions(exerciseId);
  const save = useSaveQuestion(exerciseId ?? "");
  const remove = useDeleteQuestion();
  const move = useMoveQuestion();
  // null: the list; "new" or a question: the form.
  const [editing, setEditing] = useState<AdminQuestion | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminQuestion | null>(null);

  useEffect(() => {
    if (exerciseId === null) setEditing(null);
  }, [exerciseId]);

  const saveQuestion = (form: QuestionFormState) => {
    const id = editing && editing !== "new" ? editing.id : null;
    save.mutate(
      { id, body: inputOf(form) },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setEditing(null);
        },
        onError: (e) => toast.error(M.questionSaveFailed, { description: errorMessage(e) }),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setDeleting(null);
      },
      onError: (e) => toast.error(M.questionDeleteFailed, { description: errorMessage(e) }),
    });
  };

  const runMove = (id: string, direction: "up" | "down") =>
    move.mutate(
      { id, direction },
      { onError: (e) => toast.error(M.questionMoveFailed, { description: errorMessage(e) }) },
    );

  const exercise = questions.data?.exercise;
  const items = questions.data?.items ?? [];
  return (
    <Dialog open={exerciseId !== null} onOpenChange={(o) => !o && !save.isPending && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Questões{exercise ? ` — ${exercise.title}` : ""}</DialogTitle>
          <DialogDescription>
            {editing === null
              ? "A ordem aqui é a ordem em que o estudante responde."
              : editing === "new"
                ? "Nova questão"
                : `Editando a questão ${editing.position}`}
          </DialogDescription>
        </DialogHeader>
        {questions.isPending ? (
          <LoadingState label="Carregando questões..." />
        ) : questions.isError ? (
          <ErrorState
            title={M.questionsLoadFailed}
            message={errorMessage(questions.error)}
            onRetry={() => questions.refetch()}
          />
        ) : editing !== null ? (
          <QuestionForm
            key={editing === "new" ? "new" : editing.id}
            question={editing === "new" ? null : editing}
            saving={save.isPending}
            onSave={saveQuestion}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <div className="grid gap-3">
            {items.length === 0 ? (
              <EmptyState title="Nenhuma questão neste exercício" message="Adicione a primeira abaixo." />
            ) : (
              <ol className="divide-y" aria-label="Questões do exercício">
                {items.map((q, i) => (
                  <QuestionRow
                    key={q.id}
                    question={q}
                    first={i === 0}
                    last={i === items.length - 1}
                    moving={move.isPending}
                    onMove={(direction) => runMove(q.id, direction)}
                    onEdit={() => setEditing(q)}
                    onDelete={() => setDeleting(q)}
                  />
                ))}
              </ol>
            )}
            <Button className="justify-self-start" onClick={() => setEditing("new")}>
              <ListPlus /> Adicionar questão
            </Button>
          </div>
        )}
        <ConfirmDialog
          open={deleting !== null}
          title="Excluir questão"
          description={M.confirmDeleteQuestion}
          confirmLabel="Excluir"
          pendingLabel="Excluindo..."
          pending={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        >
          {deleting?.answered && (
            <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              Estudantes já responderam esta questão: ela sai do exercício, e quem a respondeu continua vendo
              a resposta no resultado.
            </p>
          )}
        </ConfirmDialog>
      </DialogContent>
    </Dialog>
  );
}
