import { CheckCircle2, PlugZap, XCircle } from "lucide-react";
import { type FormEvent, useState } from "react";
import {
  type AdminSettings,
  type AiSettingsInput,
  type AiTestResult,
  aiSettingsInputSchema,
  SETTINGS_MESSAGES,
} from "#domain/admin/settings";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useSaveAi, useTestAi } from "./settings-api.ts";
import { WithSettings } from "./settings-loader.tsx";
import {
  EnvOverrideNote,
  type FieldErrors,
  issuesByField,
  SecretField,
  TextField,
} from "./settings-parts.tsx";

/**
 * Configurações › API Keys: the OpenAI-compatible model shared by the tutor and the essays. The
 * key is stored encrypted and only its last four characters come back.
 */
export function ApiKeysTab() {
  return <WithSettings>{(settings) => <AiProviderCard settings={settings} />}</WithSettings>;
}

function AiProviderCard({ settings }: { settings: AdminSettings }) {
  const [baseUrl, setBaseUrl] = useState(settings.ai.baseUrl ?? "");
  const [model, setModel] = useState(settings.ai.model ?? "");
  const [apiKey, setApiKey] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveAi();
  const test = useTestAi();

  const send = (input: AiSettingsInput, success: string) => {
    const parsed = aiSettingsInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        setApiKey("");
        toast.success(success);
      },
      onError: (e) => toast.error(SETTINGS_MESSAGES.saveFailed, { description: errorMessage(e) }),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ baseUrl, model, apiKey }, SETTINGS_MESSAGES.ai.saved);
  };

  const removeKey = () =>
    send(
      { baseUrl: settings.ai.baseUrl ?? "", model: settings.ai.model ?? "", clearApiKey: true },
      SETTINGS_MESSAGES.ai.keyRemoved,
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Provedor de IA</CardTitle>
        <CardDescription>
          Qualquer servidor compatível com a API da OpenAI (OpenAI, Ollama, vLLM, llama.cpp). Usado pelo tutor
          quando a matéria não tem webhook, e pela geração de temas e correção de redações.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {settings.ai.envOverride && (
          <EnvOverrideNote variables="AI_BASE_URL e AI_MODEL (e AI_API_KEY)">
            {" "}
            O botão Testar usa a configuração do ambiente.
          </EnvOverrideNote>
        )}
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              id="ai-base-url"
              label="URL base"
              type="url"
              inputMode="url"
              placeholder="https://api.openai.com/v1"
              value={baseUrl}
              error={errors.baseUrl}
              onChange={(event) => setBaseUrl(event.target.value)}
            />
            <TextField
              id="ai-model"
              label="Modelo"
              placeholder="gpt-4o-mini"
              value={model}
              error={errors.model}
              onChange={(event) => setModel(event.target.value)}
            />
          </div>
          <SecretField
            id="ai-api-key"
            label="API Key"
            state={settings.ai.apiKey}
            value={apiKey}
            onChange={setApiKey}
            error={errors.apiKey}
            placeholder={settings.ai.apiKey.saved ? "Digite para substituir a chave salva" : "sk-..."}
            action={
              settings.ai.apiKey.saved && (
                <Button
                  type="button"
                  variant="link"
                  size="sm"
                  className="h-auto p-0 text-destructive"
                  onClick={removeKey}
                  disabled={save.isPending}
                >
                  Remover chave
                </Button>
              )
            }
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Salvando..." : "Salvar"}
            </Button>
            <Button type="button" variant="outline" onClick={() => test.mutate()} disabled={test.isPending}>
              <PlugZap /> {test.isPending ? "Testando..." : "Testar"}
            </Button>
          </div>
        </form>
        {test.isError && (
          <Alert variant="destructive">
            <XCircle aria-hidden="true" />
            <div>
              <AlertTitle>Erro no teste</AlertTitle>
              <AlertDescription>{errorMessage(test.error)}</AlertDescription>
            </div>
          </Alert>
        )}
        {test.data && <TestOutcome result={test.data} />}
      </CardContent>
    </Card>
  );
}

function TestOutcome({ result }: { result: AiTestResult }) {
  const details = [
    `Modelo ${result.model}`,
    result.status === null ? "sem resposta HTTP" : `HTTP ${result.status}`,
    `${result.ms} ms`,
  ].join(" · ");
  return (
    <Alert variant={result.ok ? "success" : "destructive"} data-testid="ai-test-result">
      {result.ok ? <CheckCircle2 aria-hidden="true" /> : <XCircle aria-hidden="true" />}
      <div className="min-w-0">
        <AlertTitle>{result.ok ? "Teste bem-sucedido" : "Erro no teste"}</AlertTitle>
        <AlertDescription className="break-words">
          {result.message}
          <span className="block text-xs">{details}</span>
        </AlertDescription>
      </div>
    </Alert>
  );
}
