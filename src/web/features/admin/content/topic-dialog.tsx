import { type FormEvent, useEffect, useState } from "react";
import { type AdminTopic, topicInputSchema } from "#domain/admin/content";
import { CONTENT_MESSAGES as M } from "#domain/admin/content-messages";
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
import { Textarea } from "#web/components/ui/textarea.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useSaveTopic } from "./api/subjects.ts";
import { fieldErrors } from "./form-errors.ts";

/** 'Novo assunto' / 'Editar assunto': a name unique within the subject, and a description. */
export function TopicDialog({
  open,
  subjectId,
  topic,
  onClose,
}: {
  open: boolean;
  subjectId: string;
  topic: AdminTopic | null;
  onClose: () => void;
}) {
  const [form, setForm] = useState({ name: "", description: "" });
  const [showErrors, setShowErrors] = useState(false);
  const save = useSaveTopic(subjectId);

  useEffect(() => {
    if (!open) return;
    setForm({ name: topic?.name ?? "", description: topic?.description ?? "" });
    setShowErrors(false);
  }, [open, topic]);

  const errors = showErrors ? fieldErrors(topicInputSchema, form) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(fieldErrors(topicInputSchema, form)).length > 0) return;
    save.mutate(
      { id: topic?.id ?? null, body: form },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (e) => toast.error(M.topicSaveFailed, { description: errorMessage(e) }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && !save.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{topic ? "Editar assunto" : "Novo assunto"}</DialogTitle>
          <DialogDescription>O nome não pode repetir o de outro assunto desta matéria.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField id="topic-name" label="Nome" error={errors.name}>
            <Input
              {...fieldAria("topic-name", errors.name)}
              value={form.name}
              maxLength={80}
              onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))}
            />
          </FormField>
          <FormField id="topic-description" label="Descrição" error={errors.description}>
            <Textarea
              {...fieldAria("topic-description", errors.description)}
              value={form.description}
              rows={3}
              maxLength={500}
              onChange={(e) => setForm((f) => ({ ...f, description: e.target.value }))}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancelar
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Salvando..." : topic ? "Salvar" : "Criar"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
