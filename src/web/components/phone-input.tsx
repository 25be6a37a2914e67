import type { ComponentProps } from "react";
import { PHONE_MAX_LENGTH } from "../../domain/auth/schemas.ts";
import { formatPhone } from "../../domain/profile/phone.ts";
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
