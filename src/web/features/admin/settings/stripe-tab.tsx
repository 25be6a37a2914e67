import { type FormEvent, useState } from "react";
import {
  type AdminSettings,
  SETTINGS_MESSAGES,
  STRIPE_FIELDS,
  type StripeSecretField,
  stripeSettingsInputSchema,
} from "#domain/admin/settings";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useSaveStripe } from "./settings-api.ts";
import { WithSettings } from "./settings-loader.tsx";
import {
  EnvOverrideNote,
  type FieldErrors,
  issuesByField,
  SecretField,
  TextField,
} from "./settings-parts.tsx";
import { StripeInstructions } from "./stripe-instructions.tsx";

/** Configurações › Stripe: environment, keys per environment and each one's webhook secret. */
export function StripeTab() {
  return (
    <WithSettings>
      {(settings) => (
        <div className="grid gap-6">
          <StripeKeysCard settings={settings} />
          <StripeInstructions webhookEndpoint={settings.stripe.webhookEndpoint} />
        </div>
      )}
    </WithSettings>
  );
}

type Secrets = Record<StripeSecretField, string>;
const NO_SECRETS: Secrets = {
  sandboxSecretKey: "",
  sandboxWebhookSecret: "",
  productionSecretKey: "",
  productionWebhookSecret: "",
};

function StripeKeysCard({ settings }: { settings: AdminSettings }) {
  const stripe = settings.stripe;
  const [sandbox, setSandbox] = useState(stripe.environment === "sandbox");
  const [publicKeys, setPublicKeys] = useState({
    sandboxPublicKey: stripe.sandboxPublicKey ?? "",
    productionPublicKey: stripe.productionPublicKey ?? "",
  });
  const [secrets, setSecrets] = useState<Secrets>(NO_SECRETS);
  const [clear, setClear] = useState<StripeSecretField[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveStripe();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = stripeSettingsInputSchema.safeParse({
      environment: sandbox ? "sandbox" : "production",
      ...publicKeys,
      ...secrets,
      clear,
    });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        setSecrets(NO_SECRETS);
        setClear([]);
        toast.success(SETTINGS_MESSAGES.stripe.saved);
      },
      onError: (e) => toast.error(SETTINGS_MESSAGES.stripe.saveFailed, { description: errorMessage(e) }),
    });
  };

  const secretField = (field: StripeSecretField) => {
    const marked = clear.includes(field);
    return (
      <SecretField
        id={`stripe-${field}`}
        label={STRIPE_FIELDS[field].label}
        state={stripe[field]}
        value={secrets[field]}
        onChange={(value) => setSecrets((s) => ({ ...s, [field]: value }))}
        error={errors[field]}
        placeholder={`${STRIPE_FIELDS[field].prefix}...`}
        action={
          stripe[field].saved && (
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto p-0 text-destructive"
              aria-pressed={marked}
              onClick={() => setClear((c) => (marked ? c.filter((f) => f !== field) : [...c, field]))}
            >
              {marked ? "Será removida ao salvar (desfazer)" : "Remover"}
            </Button>
          )
        }
      />
    );
  };

  const publicField = (field: "sandboxPublicKey" | "productionPublicKey") => (
    <TextField
      id={`stripe-${field}`}
      label={STRIPE_FIELDS[field].label}
      placeholder={`${STRIPE_FIELDS[field].prefix}...`}
      value={publicKeys[field]}
      error={errors[field]}
      onChange={(event) => setPublicKeys((k) => ({ ...k, [field]: event.target.value }))}
    />
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Configurações do Stripe</CardTitle>
        <CardDescription>
          As chaves secretas e os segredos de webhook ficam criptografados; só os 4 últimos caracteres
          aparecem aqui. Deixe um campo secreto em branco para manter o que está salvo.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-6">
          {stripe.envOverride && <EnvOverrideNote variables="STRIPE_SECRET_KEY e STRIPE_WEBHOOK_SECRET" />}
          <div className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
            <Switch id="stripe-sandbox" checked={sandbox} onCheckedChange={setSandbox} />
            <Label htmlFor="stripe-sandbox">Modo sandbox (teste)</Label>
            <Badge variant={sandbox ? "warning" : "success"}>{sandbox ? "Sandbox" : "Produção"}</Badge>
            <p className="basis-full text-xs text-muted-foreground">
              Ligado: pagamentos de teste com as chaves de sandbox. Desligado: cobranças reais com as chaves
              de produção.
            </p>
          </div>
          <fieldset className="grid gap-4">
            <legend className="mb-2 font-semibold">Sandbox (teste)</legend>
            <div className="grid gap-4 md:grid-cols-2">
              {secretField("sandboxSecretKey")}
              {publicField("sandboxPublicKey")}
              {secretField("sandboxWebhookSecret")}
            </div>
          </fieldset>
          <fieldset className="grid gap-4">
            <legend className="mb-2 font-semibold">Produção</legend>
            <div className="grid gap-4 md:grid-cols-2">
              {secretField("productionSecretKey")}
              {publicField("productionPublicKey")}
              {secretField("productionWebhookSecret")}
            </div>
          </fieldset>
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Salvando..." : "Salvar Configurações Stripe"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
