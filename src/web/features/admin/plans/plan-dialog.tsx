import { Plus, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { type AdminPlan, PLAN_LIMIT_LABELS, PLAN_MESSAGES, type PlanModules } from "#domain/admin/plans";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { emptyForm, formErrors, formFromPlan, inputOf, LIMIT_KEYS, type PlanFormState } from "./plan-form.ts";
import { useSavePlan } from "./plans-api.ts";

const MODULE_LABELS: Record<keyof PlanModules, string> = {
  chat: "Chat com tutor",
  exercises: "Exercícios",
  redacao: "Redação",
  simulados: "Simulados",
  relatorios: "Relatórios de desempenho",
  analytics: "Análises avançadas",
  turbo: "Modo Turbo",
};

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-xs text-destructive">
      {message}
    </p>
  );
}

/** 'Novo Plano' / 'Editar Plano': every field of the plan row, checked with the server's own rules. */
export function PlanDialog({
  open,
  plan,
  onClose,
}: {
  open: boolean;
  /** The plan being edited; null creates one. */
  plan: AdminPlan | null;
  onClose: () => void;
}) {
  const [form, setForm] = useState<PlanFormState>(emptyForm);
  const [showErrors, setShowErrors] = useState(false);
  const save = useSavePlan();

  useEffect(() => {
    if (!open) return;
    setForm(plan ? formFromPlan(plan) : emptyForm());
    setShowErrors(false);
  }, [open, plan]);

  const errors = showErrors ? formErrors(form) : {};
  const free = plan?.free ?? false;
  const set = (patch: Partial<PlanFormState>) => setForm((f) => ({ ...f, ...patch }));
  const setFeature = (i: number, text: string) =>
    setForm((f) => ({ ...f, features: f.features.map((l, j) => (j === i ? text : l)) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(formErrors(form)).length > 0) return;
    save.mutate(
      { id: plan?.id ?? null, body: inputOf(form) },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (e) => toast.error(PLAN_MESSAGES.saveFailed, { description: errorMessage(e) }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{plan ? "Editar Plano" : "Novo Plano"}</DialogTitle>
          <DialogDescription>
            Preços em reais; nos limites, 0 significa ilimitado (∞). As mudanças valem na hora para todos os
            assinantes.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="plan-name">Nome</Label>
            <Input
              id="plan-name"
              value={form.name}
              maxLength={60}
              required
              aria-invalid={Boolean(errors.name)}
              aria-describedby="plan-name-error"
              onChange={(e) => set({ name: e.target.value })}
            />
            <FieldError id="plan-name-error" message={errors.name} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="plan-description">Descrição</Label>
            <Textarea
              id="plan-description"
              value={form.description}
              maxLength={300}
              rows={2}
              onChange={(e) => set({ description: e.target.value })}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {(["monthlyPrice", "annualPrice"] as const).map((key) => (
              <div key={key} className="grid gap-1.5">
                <Label htmlFor={`plan-${key}`}>
                  {key === "monthlyPrice" ? "Preço mensal (R$)" : "Preço anual (R$)"}
                </Label>
                <Input
                  id={`plan-${key}`}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0"
                  value={form[key]}
                  disabled={free}
                  aria-invalid={Boolean(errors[key])}
                  aria-describedby={`plan-${key}-error`}
                  onChange={(e) => set({ [key]: e.target.value })}
                />
                <FieldError id={`plan-${key}-error`} message={errors[key]} />
              </div>
            ))}
          </div>
          {free && <p className="text-xs text-muted-foreground">{PLAN_MESSAGES.freePlanPrice}</p>}

          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Módulos</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {(Object.keys(MODULE_LABELS) as (keyof PlanModules)[]).map((m) => (
                <Label key={m} className="flex items-center gap-2 font-normal">
                  <Switch
                    checked={form.modules[m]}
                    onCheckedChange={(checked) => set({ modules: { ...form.modules, [m]: checked } })}
                  />
                  {MODULE_LABELS[m]}
                </Label>
              ))}
            </div>
          </fieldset>

          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Limites (0 = ilimitado)</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {LIMIT_KEYS.map((k) => (
                <div key={k} className="grid gap-1.5">
                  <Label htmlFor={`plan-${k}`}>{PLAN_LIMIT_LABELS[k]}</Label>
                  <Input
                    id={`plan-${k}`}
                    type="number"
                    inputMode="numeric"
                    step="1"
                    min="0"
                    value={form.limits[k]}
                    aria-invalid={Boolean(errors[k])}
                    aria-describedby={`plan-${k}-error`}
                    onChange={(e) => set({ limits: { ...form.limits, [k]: e.target.value } })}
                  />
                  <FieldError id={`plan-${k}-error`} message={errors[k]} />
                </div>
              ))}
            </div>
          </fieldset>

          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Recursos (um por linha)</legend>
            {form.features.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no id and are edited in place.
              <div key={i} className="flex gap-2">
                <Input
                  aria-label={`Recurso ${i + 1}`}
                  value={line}
                  maxLength={160}
                  onChange={(e) => setFeature(i, e.target.value)}
                />
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={`Remover recurso ${i + 1}`}
                  disabled={form.features.length <= 1}
                  onClick={() => set({ features: form.features.filter((_, j) => j !== i) })}
                >
                  <Trash2 />
                </Button>
              </div>
            ))}
            <FieldError id="plan-features-error" message={errors.features} />
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              disabled={form.features.length >= 20}
              onClick={() => set({ features: [...form.features, ""] })}
            >
              <Plus /> Adicionar recurso
            </Button>
          </fieldset>

          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Label className="flex items-center gap-2 font-normal">
              <Switch
                checked={form.active}
                disabled={free}
                onCheckedChange={(checked) => set({ active: checked })}
              />
              Ativo (à venda)
            </Label>
            <Label className="flex items-center gap-2 font-normal">
              <Switch
                checked={form.mostPopular}
                onCheckedChange={(checked) => set({ mostPopular: checked })}
              />
              Mais popular
            </Label>
          </div>

          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Salvando..." : plan ? "Atualizar" : "Criar"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
