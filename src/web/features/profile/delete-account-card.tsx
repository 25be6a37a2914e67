import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { type DeleteAccountInput, deleteAccountSchema, PROFILE_MESSAGES } from "#domain/profile/schemas";
import { FormField, fieldAria } from "#web/components/form-field.tsx";
import { PasswordInput } from "#web/components/password-input.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#web/components/ui/dialog.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useDeleteAccount } from "./api/delete-account.ts";

const EMPTY: DeleteAccountInput = { confirmation: "" as "EXCLUIR", password: "" };

/** Danger zone: anonymises the account (LGPD) after the student types EXCLUIR and the password. */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const form = useForm<DeleteAccountInput, unknown, z.output<typeof deleteAccountSchema>>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) =>
    remove.mutate(values, {
      onSuccess: () => {
        toast.success(PROFILE_MESSAGES.deleted.title, { description: PROFILE_MESSAGES.deleted.body });
        navigate("/login", { replace: true });
      },
      onError: (error) => toast.error(PROFILE_MESSAGES.deleteFailed, { description: errorMessage(error) }),
    }),
  );

  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) form.reset(EMPTY);
  };

  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-destructive">
          <TriangleAlert className="size-4" aria-hidden="true" />
          Excluir conta
        </CardTitle>
        <CardDescription>
          Seus dados pessoais, conversas com os tutores e redações são apagados, e você sai de todos os
          aparelhos. Essa ação não pode ser desfeita.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog open={open} onOpenChange={onOpenChange}>
          <DialogTrigger asChild>
            <Button variant="destructive" className="w-full sm:w-auto">
              Excluir conta
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Excluir sua conta?</DialogTitle>
              <DialogDescription>
                Seus dados serão anonimizados conforme a LGPD. Se quiser guardar uma cópia, use antes o botão
                “Baixar meus dados”.
              </DialogDescription>
            </DialogHeader>
            <form onSubmit={onSubmit} noValidate className="grid gap-4">
              <FormField
                id="deleteConfirmation"
                label={
                  <>
                    Digite <strong>EXCLUIR</strong> para confirmar
                  </>
                }
                error={errors.confirmation?.message}
              >
                <Input
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  {...fieldAria("deleteConfirmation", errors.confirmation?.message)}
                  {...form.register("confirmation")}
                />
              </FormField>
              <FormField id="deletePassword" label="Sua senha" error={errors.password?.message}>
                <PasswordInput
                  autoComplete="current-password"
                  {...fieldAria("deletePassword", errors.password?.message)}
                  {...form.register("password")}
                />
              </FormField>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="outline" disabled={remove.isPending}>
                    Cancelar
                  </Button>
                </DialogClose>
                <Button type="submit" variant="destructive" disabled={remove.isPending}>
                  {remove.isPending ? "Excluindo..." : "Excluir minha conta"}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
