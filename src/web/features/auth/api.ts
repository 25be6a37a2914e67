import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SessionResponse } from "#domain/auth/api";
import type {
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from "#domain/auth/schemas";
import { api } from "#web/lib/api-client.ts";

export const sessionQueryKey = ["session"] as const;
type Message = { message: string };

export function useSession() {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: () => api<SessionResponse>("/api/auth/session"),
    staleTime: 5 * 60 * 1000,
  });
  return {
    user: query.data?.user ?? null,
    isLoading: query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api<Message>("/api/auth/login", { body: input }),
    onSuccess: async () => {
      // A new session: nothing cached for a previous user may survive.
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== "session" });
      await client.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<Message>("/api/auth/logout", { method: "POST" }),
    onSettled: () => {
      client.clear();
      client.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
    },
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => api<Message>("/api/auth/register", { body: input }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => api<Message>("/api/auth/forgot-password", { body: input }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => api<Message>("/api/auth/reset-password", { body: input }),
  });
}
