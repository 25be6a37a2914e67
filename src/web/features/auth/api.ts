import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from "#domain/auth/schemas";
import { api } from "#web/lib/api-client.ts";
import { sessionQuery } from "#web/lib/session.ts";

type Message = { message: string };
// A 401 from these forms is a wrong password or link, not an expired session.
const form = { skipAuthRedirect: true };

export function useLogin() {
  const client = useQueryClient();
  const session = sessionQuery();
  return useMutation({
    mutationFn: (input: LoginInput) => api<Message>("/api/auth/login", { body: input, ...form }),
    onSuccess: async () => {
      // A new session: nothing cached for a previous user may survive.
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== session.queryKey[0] });
      await client.invalidateQueries({ queryKey: session.queryKey });
    },
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => api<Message>("/api/auth/register", { body: input, ...form }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      api<Message>("/api/auth/forgot-password", { body: input, ...form }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      api<Message>("/api/auth/reset-password", { body: input, ...form }),
  });
}
