import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";

/** Where each Stripe key comes from, and the address Stripe must send its events to. */
export function StripeInstructions({ webhookEndpoint }: { webhookEndpoint: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Como obter as chaves</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <ol className="grid list-decimal gap-2 pl-5">
          <li>
            No painel do Stripe (dashboard.stripe.com), abra <strong>Desenvolvedores › Chaves de API</strong>.
          </li>
          <li>
            <strong>Sandbox:</strong> use as chaves de teste, que começam com <code>sk_test_</code> (secreta)
            e <code>pk_test_</code> (pública). Nenhuma cobrança é real.
          </li>
          <li>
            <strong>Produção:</strong> use as chaves reais, que começam com <code>sk_live_</code> e{" "}
            <code>pk_live_</code>, e desligue o modo sandbox.
          </li>
          <li>
            Em <strong>Desenvolvedores › Webhooks</strong>, adicione um endpoint com o endereço abaixo, no
            mesmo ambiente das chaves:
            <code
              className="mt-1 block rounded-md bg-muted px-2 py-1 break-all"
              data-testid="stripe-webhook-endpoint"
            >
              {webhookEndpoint}
            </code>
          </li>
          <li>
            Copie o <strong>segredo de assinatura</strong> desse endpoint (começa com <code>whsec_</code>)
            para o campo de segredo do webhook do ambiente correspondente.
          </li>
        </ol>
        <p className="text-muted-foreground">
          Ao salvar, os preços dos planos pagos são criados na conta configurada. Sem chaves, o ambiente de
          desenvolvimento usa um checkout local de teste; em produção, os pagamentos ficam desativados.
        </p>
      </CardContent>
    </Card>
  );
}
