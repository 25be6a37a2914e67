import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import {
  ESSAY_WEBHOOK_TYPE_HINTS,
  ESSAY_WEBHOOK_TYPE_LABELS,
  ESSAY_WEBHOOK_TYPES,
  ESSAY_WEBHOOK_URL_MAX,
  type EssayWebhook,
  essayWebhookInputSchema,
  isEssayWebhookType,
  ESSAY_WEBHOOK_MESSAGES as M,
} from "#domain/admin/essay-webhooks";
import { FormField, fieldAria } from "#web/components/form-field.tsx";
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
import { NativeSelect } from "#web/components/ui/native-select.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { ApiError, errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useSaveEssayWebhook } from "./api/save-essay-webhook.ts";

type FormInput = z.input<typeof essayWebhookInputSchema>;
type FormOutput = z.output<typeof essayWebhookInputSchema>;

const blank: FormInput = { type: "gerar_tema", url: "", active: true };
const valuesOf = (webhook: EssayWebhook | null): FormInput =>
  webhook
    ? {
        type: isEssayWebhookType(webhook.type) ? webhook.type : "gerar_tema",
        url: webhook.url,
        active: webhook.active,
      }
    : blank;

/**
 * 'Novo Webhook' / 'Editar Webhook'. A refused save keeps the dialog open with what was typed and
 * shows the server's reason under its field.
 */
export function WebhookFormDialog({
  open,
  webhook,
  onClose,
}: {
  open: boolean;
  /** The webhook being edited; null for a new one. */
  webhook: EssayWebhook | null;
  onClose: () => void;
}) {
  const save = useSaveEssayWebhook();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(essayWebhookInputSchema),
    defaultValues: valuesOf(webhook),
  });
  const errors = form.formState.errors;
  const { reset } = form;
  const type = form.watch("type");

  useEffect(() => {
    if (open) reset(valuesOf(webhook));
  }, [open, webhook, reset]);

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: webhook?.id ?? null, input },
      {
        onSuccess: ({ message }) => {
          toast.success(M.success, { description: message });
          onClose();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? (error.details?.fields as Record<string, string>) : null;
          if (fields?.url) form.setError("url", { message: fields.url });
          else if (fields?.type) form.setError("type", { message: fields.type });
          toast.error(M.error, { description: `${M.saveFailed} ${errorMessage(error)}` });
        },
      },
    ),
  );

  const editing = webhook !== null;
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !save.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? "Editar Webhook" : "Novo Webhook"}</DialogTitle>
          <DialogDescription>O Rumo envia um POST em JSON para esta URL do n8n.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
          <FormField
            id="essay-webhook-type"
            label="Tipo"
            error={errors.type?.message}
            hint={isEssayWebhookType(type) ? ESSAY_WEBHOOK_TYPE_HINTS[type] : undefined}
          >
            <NativeSelect
              {...fieldAria("essay-webhook-type", errors.type?.message)}
              aria-describedby={errors.type ? "essay-webhook-type-error" : "essay-webhook-type-hint"}
              {...form.register("type")}
            >
              {ESSAY_WEBHOOK_TYPES.map((t) => (
                <option key={t} value={t}>
                  {ESSAY_WEBHOOK_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="essay-webhook-url" label="URL do webhook" error={errors.url?.message}>
            <Input
              type="url"
              inputMode="url"
              required
              aria-required="true"
              autoComplete="off"
              spellCheck={false}
              maxLength={ESSAY_WEBHOOK_URL_MAX}
              placeholder="https://seu-n8n.exemplo.com/webhook/..."
              {...fieldAria("essay-webhook-url", errors.url?.message)}
              {...form.register("url")}
            />
          </FormField>
          <div className="flex items-center gap-3">
            <Controller
              control={form.control}
              name="active"
              render={({ field }) => (
                <Switch
                  id="essay-webhook-active"
                  checked={field.value ?? true}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
            <Label htmlFor="essay-webhook-active">Ativo</Label>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancelar
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Salvando..." : editing ? "Atualizar" : "Criar"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
