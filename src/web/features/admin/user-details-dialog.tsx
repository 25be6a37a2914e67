import { TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { Alert, AlertDescription } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { NativeSelect } from "#web/components/ui/native-select.tsx";
import { ApiError, errorMessage } from "#web/lib/api-client.ts";
import { formatDate } from "#web/lib/billing-format.ts";
import { toast } from "#web/lib/toast.ts";
import { useSetUserPlan } from "./api/set-user-plan.ts";
import { useAdminUserDetails } from "./api/user-details.ts";
import { formatDateTime, formatPhone } from "./format.ts";
import { usePlanOptions } from "./plans/plans-api.ts";

function usageText(u: { used: number; limit: number | null }): string {
  return u.limit === null ? `${u.used} (ilimitado)` : `${u.used} de ${u.limit}`;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 border-b py-1.5 text-sm last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

/** 'Detalhes' of a student: profile, plan (and changing it), usage today and this month, counts. */
export function UserDetailsDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const details = useAdminUserDetails(userId);
  const setPlan = useSetUserPlan();
  // Every plan not archived (staff may grant one that is off sale).
  const planOptions = usePlanOptions();
  const [plan, setPlanChoice] = useState("gratuito");
  const [warning, setWarning] = useState<string | null>(null);
  const current = details.data?.plan.slug;
  const grantable = planOptions.data?.some((p) => p.slug === current) ?? false;

  useEffect(() => {
    if (current && grantable) setPlanChoice(current);
    setWarning(null);
  }, [current, grantable]);

  const change = (confirm: boolean) => {
    if (!userId) return;
    setPlan.mutate(
      { id: userId, plan, ...(confirm ? { confirm: true } : {}) },
      {
        onSuccess: (answer) => {
          setWarning(null);
          toast.success(answer.message);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === "ONLINE_SUBSCRIPTION_ACTIVE")
            setWarning(error.message);
          else toast.error(errorMessage(error));
        },
      },
    );
  };

  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{details.data?.name ?? "Detalhes do usuário"}</DialogTitle>
          <DialogDescription>{details.data?.email ?? "Perfil, plano e uso do estudante."}</DialogDescription>
        </DialogHeader>
        {details.isPending ? (
          <LoadingState />
        ) : details.isError ? (
          <ErrorState message={errorMessage(details.error)} onRetry={() => details.refetch()} />
        ) : (
          <div className="grid gap-4">
            <dl>
              <Row label="Celular" value={formatPhone(details.data.phone)} />
              <Row label="Faculdade" value={details.data.university ?? "—"} />
              <Row label="Curso dos sonhos" value={details.data.dreamCourse ?? "—"} />
              <Row label="Ano da prova" value={details.data.examYear ? String(details.data.examYear) : "—"} />
              <Row label="Cadastro" value={formatDateTime(details.data.createdAt)} />
              <Row label="Último acesso" value={formatDateTime(details.data.lastAccessAt)} />
              <Row label="Situação" value={details.data.active ? "Ativo" : "Inativo"} />
              <Row
                label="Plano"
                value={`${details.data.plan.name}${details.data.planEndsAt ? ` (até ${formatDate(details.data.planEndsAt)})` : ""}`}
              />
              <Row label="Exercícios hoje" value={usageText(details.data.usage.exercisesToday)} />
              <Row label="Mensagens ao tutor hoje" value={usageText(details.data.usage.chatMessagesToday)} />
              <Row label="Redações neste mês" value={usageText(details.data.usage.essaysThisMonth)} />
              <Row label="Correções neste mês" value={usageText(details.data.usage.correctionsThisMonth)} />
              <Row label="Redações (total)" value={String(details.data.essaysCount)} />
              <Row label="Questões respondidas (total)" value={String(details.data.exercisesAnsweredCount)} />
            </dl>
            <div className="grid gap-2 rounded-md border p-3">
              <Label htmlFor="admin-plan">Alterar plano</Label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <div className="flex-1">
                  <NativeSelect
                    id="admin-plan"
                    value={plan}
                    onChange={(e) => {
                      setPlanChoice(e.target.value);
                      setWarning(null);
                    }}
                  >
                    {(planOptions.data ?? []).map((p) => (
                      <option key={p.slug} value={p.slug}>
                        {p.active ? p.name : `${p.name} (inativo)`}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <Button onClick={() => change(false)} disabled={setPlan.isPending || plan === current}>
                  {setPlan.isPending ? "Salvando..." : "Salvar plano"}
                </Button>
              </div>
              <p className="text-xs text-muted-foreground">
                Gratuito cancela o plano concedido pela equipe; outro plano vale por um mês a partir de agora.
              </p>
              {warning && (
                <Alert variant="destructive" role="alert">
                  <TriangleAlert />
                  <AlertDescription className="grid gap-2">
                    <span>{warning}</span>
                    <Button
                      variant="destructive"
                      size="sm"
                      className="w-fit"
                      onClick={() => change(true)}
                      disabled={setPlan.isPending}
                    >
                      Confirmar alteração
                    </Button>
                  </AlertDescription>
                </Alert>
              )}
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
