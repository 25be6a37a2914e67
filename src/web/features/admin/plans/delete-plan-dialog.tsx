import { type AdminPlan, PLAN_MESSAGES } from "#domain/admin/plans";
import { ConfirmDialog } from "#web/components/confirm-dialog.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useRemovePlan } from "./plans-api.ts";

/** 'Tem certeza que deseja excluir este plano?' — says beforehand when the plan will be archived instead. */
export function DeletePlanDialog({ plan, onClose }: { plan: AdminPlan | null; onClose: () => void }) {
  const remove = useRemovePlan();
  const confirm = () => {
    if (!plan) return;
    remove.mutate(plan.id, {
      onSuccess: (answer) => {
        if (answer.outcome === "archived") toast.success("Plano arquivado", { description: answer.message });
        else toast.success(answer.message);
        onClose();
      },
      onError: (e) => toast.error(PLAN_MESSAGES.deleteFailed, { description: errorMessage(e) }),
    });
  };
  return (
    <ConfirmDialog
      open={plan !== null}
      title={`Excluir plano ${plan?.name ?? ""}`}
      description={PLAN_MESSAGES.confirmDelete}
      confirmLabel="Excluir"
      pendingLabel="Excluindo..."
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {plan && plan.subscriptions > 0 && (
        <p className="text-sm" data-testid="plan-archive-note">
          {plan.subscriptions === 1 ? "1 assinatura aponta" : `${plan.subscriptions} assinaturas apontam`}{" "}
          para este plano: ele será arquivado (sai da lista e da venda) e quem o assina mantém o plano até o
          fim da assinatura.
        </p>
      )}
    </ConfirmDialog>
  );
}
