import { CheckCircle2, Pencil, PlayCircle, Trash2, XCircle } from "lucide-react";
import { useState } from "react";
import {
  type EssayWebhook,
  type EssayWebhookTestResult,
  essayWebhookTypeLabel,
  ESSAY_WEBHOOK_MESSAGES as M,
} from "#domain/admin/essay-webhooks";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useSetEssayWebhookStatus } from "./api/set-essay-webhook-status.ts";
import { useTestEssayWebhook } from "./api/test-essay-webhook.ts";

/** "HTTP 200 em 35 ms", or why no answer came ("sem resposta em 10 s"). */
export function testOutcome(result: EssayWebhookTestResult): string {
  const time = `${result.elapsedMs.toLocaleString("pt-BR")} ms`;
  if (result.status === null) return result.error ?? M.testFailedBody;
  return `HTTP ${result.status} em ${time}`;
}

const createdOn = (iso: string) => new Date(iso).toLocaleDateString("pt-BR");

/** One essay webhook: what it is, whether it is the one in use, and its actions. */
export function WebhookCard({
  webhook,
  onEdit,
  onDelete,
}: {
  webhook: EssayWebhook;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const setStatus = useSetEssayWebhookStatus();
  const test = useTestEssayWebhook();
  const [lastTest, setLastTest] = useState<EssayWebhookTestResult | null>(null);
  const label = essayWebhookTypeLabel(webhook.type);
  const switchId = `essay-webhook-active-${webhook.id}`;

  const runTest = () =>
    test.mutate(webhook.id, {
      onSuccess: (result) => {
        setLastTest(result);
        if (result.ok)
          toast.success(M.testOkTitle, { description: `${M.testOkBody} (${testOutcome(result)})` });
        else toast.error(M.testFailedTitle, { description: `${M.testFailedBody} (${testOutcome(result)})` });
      },
      onError: (error) => toast.error(M.testFailedTitle, { description: errorMessage(error) }),
    });

  const toggle = (active: boolean) =>
    setStatus.mutate(
      { id: webhook.id, active },
      {
        onSuccess: ({ message }) => toast.success(M.success, { description: message }),
        onError: (error) => toast.error(M.error, { description: `${M.toggleFailed} ${errorMessage(error)}` }),
      },
    );

  return (
    <Card data-testid="essay-webhook-card">
      <CardContent className="grid gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{label}</Badge>
          <Badge variant={webhook.active ? "success" : "danger"}>
            {webhook.active ? "Ativo" : "Inativo"}
          </Badge>
          {webhook.inUse && (
            <Badge variant="default" title="O Rumo chama este webhook para este tipo.">
              {M.inUse}
            </Badge>
          )}
        </div>
        <p className="font-mono text-sm break-all">{webhook.url}</p>
        <p className="text-xs text-muted-foreground">Criado em {createdOn(webhook.createdAt)}</p>
        {webhook.active && !webhook.inUse && <p className="text-xs text-amber-700">{M.inUseHint}</p>}
        {lastTest && (
          <p
            role="status"
            className={`flex items-center gap-1.5 text-sm ${lastTest.ok ? "text-emerald-700" : "text-destructive"}`}
          >
            {lastTest.ok ? (
              <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
            ) : (
              <XCircle className="size-4 shrink-0" aria-hidden="true" />
            )}
            <span>
              {lastTest.ok ? M.testOkTitle : M.testFailedTitle}: {testOutcome(lastTest)}
            </span>
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2 border-t pt-3">
          <Button variant="outline" size="sm" onClick={runTest} disabled={test.isPending}>
            <PlayCircle aria-hidden="true" /> {test.isPending ? "Testando..." : "Testar"}
          </Button>
          <div className="flex items-center gap-2 px-1">
            <Switch
              id={switchId}
              checked={webhook.active}
              disabled={setStatus.isPending}
              onCheckedChange={toggle}
              aria-label={`Webhook ativo: ${label}`}
            />
            <Label htmlFor={switchId} className="text-sm font-normal">
              Ativo
            </Label>
          </div>
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" /> Editar
          </Button>
          <Button variant="outline" size="sm" onClick={onDelete} className="text-destructive">
            <Trash2 aria-hidden="true" /> Excluir
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
