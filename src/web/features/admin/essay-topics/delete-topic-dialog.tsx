import { type AdminEssayTopic, ESSAY_TOPIC_MESSAGES as M } from "#domain/admin/essay-topics";
import { ConfirmDialog } from "#web/components/confirm-dialog.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useRemoveEssayTopic } from "./api/remove-essay-topic.ts";

const essaysText = (n: number) =>
  n === 1 ? "1 redação de estudante usa" : `${n} redações de estudantes usam`;

/** Asks before deleting; says up front when the topic will be deactivated instead (essays use it). */
export function DeleteTopicDialog({
  topic,
  onClose,
}: {
  topic: AdminEssayTopic | null;
  onClose: () => void;
}) {
  const remove = useRemoveEssayTopic();
  const used = (topic?.essays ?? 0) > 0;
  const confirm = () => {
    if (!topic) return;
    remove.mutate(topic.id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onClose();
      },
      onError: (e) => toast.error(M.deleteFailed, { description: errorMessage(e) }),
    });
  };
  return (
    <ConfirmDialog
      open={topic !== null}
      title="Excluir tema"
      description={M.confirmDelete}
      confirmLabel={used ? "Desativar" : "Excluir"}
      pendingLabel={used ? "Desativando..." : "Excluindo..."}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {topic && (
        <div className="grid gap-2 text-sm">
          <p className="font-medium">{topic.title}</p>
          {used && (
            <p className="rounded-md bg-amber-50 p-3 text-amber-900" data-testid="topic-keep-note">
              {essaysText(topic.essays)} este tema: ele será desativado, não excluído. As redações continuam
              mostrando o tema, e nenhum estudante o recebe de novo.
            </p>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
