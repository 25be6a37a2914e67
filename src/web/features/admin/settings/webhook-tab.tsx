import { type FormEvent, useState } from "react";
import { type AdminSettings, globalWebhookInputSchema, SETTINGS_MESSAGES } from "#domain/admin/settings";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useSaveGlobalWebhook } from "./settings-api.ts";
import { WithSettings } from "./settings-loader.tsx";
import { EnvOverrideNote, TextField } from "./settings-parts.tsx";
import { SubjectWebhooksCard } from "./subject-webhooks-card.tsx";

/** Configurações › Webhook: the tutor's global webhook and the per-subject ones. */
export function WebhookTab() {
  return (
    <div className="grid gap-6">
      <WithSettings>{(settings) => <GlobalWebhookCard settings={settings} />}</WithSettings>
      <SubjectWebhooksCard />
    </div>
  );
}

function GlobalWebhookCard({ settings }: { settings: AdminSettings }) {
  const [url, setUrl] = useState(settings.globalWebhook.url ?? "");
  const [error, setError] = useState<string>();
  const save = useSaveGlobalWebhook();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = globalWebhookInputSchema.safeParse({ url });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data.url, {
      onSuccess: () =>
        toast.success(SETTINGS_MESSAGES.saved, {
          description: parsed.data.url
            ? SETTINGS_MESSAGES.webhook.globalSaved
            : SETTINGS_MESSAGES.webhook.globalRemoved,
        }),
      onError: (e) => toast.error(SETTINGS_MESSAGES.saveFailed, { description: errorMessage(e) }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Webhook Global do Chat</CardTitle>
        <CardDescription>
          Usado pelo tutor de toda matéria que não tenha um webhook próprio. Recebe um POST JSON com user_id,
          nome, materia e message, e deve responder com o campo "resposta". Sem webhook, o tutor usa o
          provedor de IA configurado ou o tutor offline.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {settings.globalWebhook.envOverride && <EnvOverrideNote variables="CHAT_WEBHOOK_URL" />}
        <form onSubmit={submit} className="grid gap-3" noValidate>
          <TextField
            id="global-webhook-url"
            label="URL do webhook global"
            type="url"
            inputMode="url"
            placeholder="https://n8n.exemplo.com/webhook/tutor"
            value={url}
            error={error}
            hint="Deixe em branco e salve para remover o webhook global."
            onChange={(event) => setUrl(event.target.value)}
          />
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Salvando..." : "Salvar Webhook Global"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
