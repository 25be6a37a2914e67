import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { ROLE_LABELS, STAFF_ROLES } from "#domain/admin/roles";
import { type InviteStaffInput, inviteStaffSchema, ROLE_DESCRIPTIONS } from "#domain/admin/staff";
import { FormField, fieldAria } from "#web/components/form-field.tsx";
import { Alert, AlertDescription } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { NativeSelect } from "#web/components/ui/native-select.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useInviteStaff } from "./api/staff.ts";

/** E-mail and role; the server e-mails the link. What was typed stays when sending fails. */
export function InviteForm() {
  const invite = useInviteStaff();
  const form = useForm<InviteStaffInput>({
    resolver: zodResolver(inviteStaffSchema),
    defaultValues: { email: "", role: "editor" },
  });
  const errors = form.formState.errors;
  const role = form.watch("role");

  const onSubmit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer.message, { description: answer.invitation.email });
        form.reset({ email: "", role: values.role });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label="Convidar para a equipe">
      {invite.isError && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{errorMessage(invite.error)}</AlertDescription>
        </Alert>
      )}
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-[1fr_12rem_auto] lg:items-start">
        <FormField id="invite-email" label="E-mail" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="off"
            placeholder="pessoa@exemplo.com"
            {...fieldAria("invite-email", errors.email?.message)}
            {...form.register("email")}
          />
        </FormField>
        <FormField id="invite-role" label="Perfil" error={errors.role?.message}>
          <NativeSelect {...fieldAria("invite-role", errors.role?.message)} {...form.register("role")}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Button type="submit" className="lg:mt-6" disabled={invite.isPending}>
          <Send aria-hidden="true" /> {invite.isPending ? "Enviando..." : "Enviar convite"}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        {ROLE_LABELS[role] ?? ""}: {ROLE_DESCRIPTIONS[role] ?? ""} O link vale 7 dias e só pode ser usado uma
        vez.
      </p>
    </form>
  );
}
