import { ShieldCheck } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card.tsx";

const BENEFITS = [
  "Cancele quando quiser: o plano vale até o fim do período já pago, sem nova cobrança.",
  "Desistiu nos 7 primeiros dias depois do primeiro pagamento? Reembolso integral (Código de Defesa do Consumidor, art. 49).",
  "Voltou ao plano Gratuito? Suas redações, seu histórico e seu progresso continuam guardados.",
  "Pague com cartão de crédito, boleto ou Pix.",
];

/** 'Por que assinar': only what Rumo does for every paid plan. */
export function BenefitsCard() {
  return (
    <Card className="mt-8">
      <CardHeader>
        <CardTitle className="text-lg">Por que assinar</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 text-sm sm:grid-cols-2">
          {BENEFITS.map((b) => (
            <li key={b} className="flex gap-2">
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              {b}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
