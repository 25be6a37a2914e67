import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { formatPhone } from "#domain/profile/phone";
import {
  type PersonalInfoInput,
  PROFILE_MESSAGES,
  type ProfileResponse,
  personalInfoSchema,
} from "#domain/profile/schemas";
import { FormField, fieldAria } from "#web/components/form-field.tsx";
import { PhoneField } from "#web/components/phone-input.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { savedToast, saveFailedToast } from "#web/lib/profile-toasts.ts";
import { useUpdatePersonalInfo } from "./api/update-personal-info.ts";

const BIO_MAX = 500;
type FormOutput = z.output<typeof personalInfoSchema>;

function formValues(profile: ProfileResponse): PersonalInfoInput {
  return {
    fullName: profile.fullName ?? "",
    phone: formatPhone(profile.phone ?? ""),
    birthDate: profile.birthDate ?? "",
    bio: profile.bio ?? "",
  };
}

function memberSince(iso: string): string {
  return new Date(iso).toLocaleDateString("pt-BR", { month: "long", year: "numeric" });
}

/** Today as yyyy-mm-dd, the latest birth date the picker offers. */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

export function PersonalInfoCard({ profile }: { profile: ProfileResponse }) {
  const save = useUpdatePersonalInfo();
  const form = useForm<PersonalInfoInput, unknown, FormOutput>({
    resolver: zodResolver(personalInfoSchema),
    defaultValues: formValues(profile),
  });
  const errors = form.formState.errors;
  const bio = useWatch({ control: form.control, name: "bio" }) ?? "";

  // The form's own (untransformed) values go to the server, which applies the same schema.
  const onSubmit = form.handleSubmit(() => {
    const values = form.getValues();
    save.mutate(values, {
      onSuccess: () => {
        savedToast();
        form.reset(values);
      },
      onError: saveFailedToast,
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Informações pessoais</CardTitle>
        <CardDescription>Seus dados de contato e como você aparece no Rumo.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="email" label="E-mail" hint={PROFILE_MESSAGES.emailReadOnly}>
            <Input
              id="email"
              type="email"
              value={profile.email}
              readOnly
              aria-readonly="true"
              aria-describedby="email-hint"
              className="bg-muted text-muted-foreground"
            />
          </FormField>
          <FormField id="fullName" label="Nome completo" error={errors.fullName?.message}>
            <Input
              autoComplete="name"
              placeholder="Seu nome completo"
              {...fieldAria("fullName", errors.fullName?.message)}
              {...form.register("fullName")}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <PhoneField control={form.control} error={errors.phone?.message} />
            <FormField id="birthDate" label="Data de nascimento" error={errors.birthDate?.message}>
              <Input
                type="date"
                autoComplete="bday"
                min="1900-01-02"
                max={today()}
                {...fieldAria("birthDate", errors.birthDate?.message)}
                {...form.register("birthDate")}
              />
            </FormField>
          </div>
          <FormField
            id="bio"
            label="Sobre você"
            error={errors.bio?.message}
            hint={`${bio.length}/${BIO_MAX} caracteres`}
          >
            <Textarea
              rows={4}
              maxLength={BIO_MAX}
              placeholder="Conte um pouco sobre você e seus estudos"
              {...fieldAria("bio", errors.bio?.message)}
              aria-describedby={errors.bio?.message ? "bio-error" : "bio-hint"}
              {...form.register("bio")}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-xs text-muted-foreground">No Rumo desde {memberSince(profile.memberSince)}</p>
            <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
              {save.isPending ? "Salvando..." : "Salvar"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
