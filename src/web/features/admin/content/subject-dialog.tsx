import { type FormEvent, useEffect, useState } from "react";
import { type AdminSubject, type SubjectInput, subjectInputSchema } from "#domain/admin/content";
import { CONTENT_MESSAGES as M } from "#domain/admin/content-messages";
import { SUBJECT_ICON_LABELS, SUBJECT_ICONS, SUBJECT_PALETTE } from "#domain/catalog/subject-looks";
import { FormField, fieldAria } from "#web/components/form-field.tsx";
import { SubjectIcon } from "#web/components/subject-icon.tsx";
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
import { errorMessage } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { toast } from "#web/lib/toast.ts";
import { useSaveSubject } from "./api/subjects.ts";
import { fieldErrors } from "./form-errors.ts";

type Form = { name: string; color: string; icon: string; emoji: string; active: boolean };
const empty = (): Form => ({
  name: "",
  color: SUBJECT_PALETTE[0],
  icon: "book-open",
  emoji: "📘",
  active: true,
});

/** 'Nova matéria' / 'Editar matéria': name, colour (palette or hex), icon, emoji and the active switch. */
export function SubjectDialog({
  open,
  subject,
  onClose,
}: {
  open: boolean;
  subject: AdminSubject | null;
  onClose: () => void;
}) {
  const [form, setForm] = useState<Form>(empty);
  const [showErrors, setShowErrors] = useState(false);
  const save = useSaveSubject();

  useEffect(() => {
    if (!open) return;
    setForm(subject ? { ...subject } : empty());
    setShowErrors(false);
  }, [open, subject]);

  const errors = showErrors ? fieldErrors(subjectInputSchema, form) : {};
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(fieldErrors(subjectInputSchema, form)).length > 0) return;
    save.mutate(
      { id: subject?.id ?? null, body: { ...form, icon: form.icon as SubjectInput["icon"] } },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (e) => toast.error(M.subjectSaveFailed, { description: errorMessage(e) }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && !save.isPending && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{subject ? "Editar matéria" : "Nova matéria"}</DialogTitle>
          <DialogDescription>
            Uma matéria inativa sai da vista dos estudantes; o histórico deles continua.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField id="subject-name" label="Nome" error={errors.name}>
            <Input
              {...fieldAria("subject-name", errors.name)}
              value={form.name}
              maxLength={60}
              onChange={(e) => set({ name: e.target.value })}
            />
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Cor</legend>
            <div className="flex flex-wrap gap-2">
              {SUBJECT_PALETTE.map((c) => (
                <button
                  key={c}
                  type="button"
                  aria-label={`Cor ${c}`}
                  aria-pressed={form.color.toLowerCase() === c}
                  onClick={() => set({ color: c })}
                  className={cn(
                    "size-8 rounded-full border-2 border-transparent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                    form.color.toLowerCase() === c && "border-foreground ring-2 ring-background ring-inset",
                  )}
                  style={{ backgroundColor: c }}
                />
              ))}
            </div>
            <FormField id="subject-color" label="Ou um hexadecimal" error={errors.color}>
              <div className="flex items-center gap-2">
                <span
                  className="size-10 shrink-0 rounded-md border"
                  style={{ backgroundColor: /^#[0-9a-f]{6}$/i.test(form.color) ? form.color : "transparent" }}
                  aria-hidden="true"
                />
                <Input
                  {...fieldAria("subject-color", errors.color)}
                  value={form.color}
                  maxLength={7}
                  placeholder="#2563eb"
                  onChange={(e) => set({ color: e.target.value })}
                />
              </div>
            </FormField>
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Ícone</legend>
            <div className="grid grid-cols-6 gap-2 sm:grid-cols-9">
              {SUBJECT_ICONS.map((icon) => (
                <button
                  key={icon}
                  type="button"
                  aria-label={SUBJECT_ICON_LABELS[icon]}
                  title={SUBJECT_ICON_LABELS[icon]}
                  aria-pressed={form.icon === icon}
                  onClick={() => set({ icon })}
                  className={cn(
                    "flex size-10 items-center justify-center rounded-md border hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                    form.icon === icon && "border-primary bg-primary/10",
                  )}
                >
                  <SubjectIcon
                    icon={icon}
                    className="size-5"
                    color={form.icon === icon ? form.color : undefined}
                  />
                </button>
              ))}
            </div>
            {errors.icon && <p className="text-sm font-medium text-destructive">{errors.icon}</p>}
          </fieldset>
          <FormField id="subject-emoji" label="Emoji (no histórico e no tutor)" error={errors.emoji}>
            <Input
              {...fieldAria("subject-emoji", errors.emoji)}
              value={form.emoji}
              maxLength={16}
              className="w-24"
              onChange={(e) => set({ emoji: e.target.value })}
            />
          </FormField>
          <Label className="flex items-center gap-2 font-normal">
            <Switch checked={form.active} onCheckedChange={(active) => set({ active })} />
            Ativa (visível para os estudantes)
          </Label>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancelar
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Salvando..." : subject ? "Salvar" : "Criar"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
