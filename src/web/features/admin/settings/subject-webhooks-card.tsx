import { Plus, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import {
  createSubjectWebhookSchema,
  SETTINGS_MESSAGES,
  type SubjectWebhook,
  updateSubjectWebhookSchema,
} from "#domain/admin/settings";
import { ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { NativeSelect } from "#web/components/ui/native-select.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import {
  useAddSubjectWebhook,
  useRemoveSubjectWebhook,
  useSubjectWebhooks,
  useUpdateSubjectWebhook,
} from "./settings-api.ts";

const M = SETTINGS_MESSAGES.webhook;

/** 'Webhooks por Matéria': one active tutor webhook per subject (materia_webhooks). */
export function SubjectWebhooksCard() {
  const webhooks = useSubjectWebhooks();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Webhooks por Matéria</CardTitle>
        <CardDescription>
          O webhook de uma matéria responde pelo tutor dela, antes do webhook global.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {webhooks.isPending ? (
          <LoadingState label="Carregando webhooks..." className="py-8" />
        ) : webhooks.isError ? (
          <ErrorState message={M.loadFailed} onRetry={() => webhooks.refetch()} />
        ) : (
          <>
            {webhooks.data.items.length === 0 ? (
              <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
                {M.emptyList}
              </p>
            ) : (
              <ul className="grid gap-3" aria-label="Webhooks configurados">
                {webhooks.data.items.map((webhook) => (
                  <WebhookRow key={webhook.id} webhook={webhook} />
                ))}
              </ul>
            )}
            <AddWebhookForm available={webhooks.data.available} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function SubjectBadge({ name, color }: { name: string; color: string }) {
  return (
    <span
      className="inline-flex max-w-full items-center gap-1.5 truncate rounded-full border px-2.5 py-0.5 text-xs font-semibold"
      style={{ backgroundColor: `${color}1f`, borderColor: `${color}55`, color }}
    >
      <span className="size-2 shrink-0 rounded-full" style={{ backgroundColor: color }} aria-hidden="true" />
      {name}
    </span>
  );
}

function WebhookRow({ webhook }: { webhook: SubjectWebhook }) {
  const [url, setUrl] = useState(webhook.url);
  const [error, setError] = useState<string>();
  const update = useUpdateSubjectWebhook();
  const remove = useRemoveSubjectWebhook();
  const inputId = `subject-webhook-${webhook.id}`;

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateSubjectWebhookSchema.safeParse({ url });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    update.mutate(
      { id: webhook.id, url: parsed.data.url },
      {
        onSuccess: () => toast.success(M.updated),
        onError: (e) => toast.error(M.updateFailed, { description: errorMessage(e) }),
      },
    );
  };

  const drop = () =>
    remove.mutate(webhook.id, {
      onSuccess: () => toast.success(M.removed),
      onError: (e) => toast.error(M.removeFailed, { description: errorMessage(e) }),
    });

  return (
    <li className="rounded-lg border p-3" data-testid="subject-webhook-row">
      <form onSubmit={save} noValidate className="grid gap-2">
        <div className="flex min-w-0 items-center justify-between gap-2">
          <SubjectBadge name={webhook.subject.name} color={webhook.subject.color} />
        </div>
        <Label htmlFor={inputId} className="sr-only">
          URL do webhook de {webhook.subject.name}
        </Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={inputId}
            type="url"
            inputMode="url"
            value={url}
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => setUrl(event.target.value)}
            className="min-w-0 flex-1"
          />
          <div className="flex gap-2">
            <Button
              type="submit"
              variant="outline"
              disabled={update.isPending}
              className="flex-1 sm:flex-none"
            >
              {update.isPending ? "Salvando..." : "Salvar"}
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              onClick={drop}
              disabled={remove.isPending}
              aria-label={`Remover webhook de ${webhook.subject.name}`}
              title="Remover"
              className="text-destructive hover:text-destructive"
            >
              <Trash2 />
            </Button>
          </div>
        </div>
        {error && (
          <p id={`${inputId}-error`} className="text-sm text-destructive">
            {error}
          </p>
        )}
      </form>
    </li>
  );
}

function AddWebhookForm({ available }: { available: { id: string; name: string }[] }) {
  const [subjectId, setSubjectId] = useState("");
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string>();
  const add = useAddSubjectWebhook();

  if (available.length === 0) return <p className="text-sm text-muted-foreground">{M.allConfigured}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createSubjectWebhookSchema.safeParse({ subjectId, url });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    add.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(M.added);
        setSubjectId("");
        setUrl("");
      },
      onError: (e) => toast.error(M.addFailed, { description: errorMessage(e) }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 border-t pt-4" aria-label="Adicionar webhook">
      <p className="font-medium">Adicionar webhook</p>
      <div className="grid gap-3 md:grid-cols-[14rem_minmax(0,1fr)_auto] md:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="new-webhook-subject">Matéria</Label>
          <NativeSelect
            id="new-webhook-subject"
            value={subjectId}
            onChange={(event) => setSubjectId(event.target.value)}
          >
            <option value="">Selecione uma matéria</option>
            {available.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor="new-webhook-url">URL do webhook</Label>
          <Input
            id="new-webhook-url"
            type="url"
            inputMode="url"
            placeholder="https://n8n.exemplo.com/webhook/fisica"
            value={url}
            spellCheck={false}
            onChange={(event) => setUrl(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={add.isPending}>
          <Plus /> {add.isPending ? "Adicionando..." : "Adicionar"}
        </Button>
      </div>
      {error && (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
