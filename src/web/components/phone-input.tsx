import type { ComponentProps } from "react";
import { type Control, Controller, type Path } from "react-hook-form";
import { PHONE_MAX_LENGTH } from "#domain/auth/schemas";
import { formatPhone } from "#domain/profile/phone";
import { FormField, fieldAria } from "./form-field.tsx";
import { Input } from "./ui/input.tsx";

/** Mobile number masked as (11) 99999-9999 while typing. */
export function PhoneInput({
  value,
  onChange,
  ...props
}: Omit<ComponentProps<"input">, "onChange" | "value"> & {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Input
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="(11) 99999-9999"
      maxLength={PHONE_MAX_LENGTH}
      value={value}
      onChange={(e) => onChange(formatPhone(e.target.value))}
      {...props}
    />
  );
}

/** The "Celular (WhatsApp)" field of a react-hook-form form whose `phone` value is a string. */
export function PhoneField<T extends { phone: string }, Context, Output>({
  control,
  error,
}: {
  control: Control<T, Context, Output>;
  error: string | undefined;
}) {
  // react-hook-form cannot infer that "phone" is a path of every T with a phone; the bound is above.
  const name = "phone" as Path<T>;
  return (
    <FormField id="phone" label="Celular (WhatsApp)" error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <PhoneInput
            {...fieldAria("phone", error)}
            name={field.name}
            value={field.value as string}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </FormField>
  );
}
