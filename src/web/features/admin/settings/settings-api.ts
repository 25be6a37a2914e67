import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminSettings,
  AiSettingsInput,
  AiTestResult,
  CreateSubjectWebhookInput,
  StripeSettingsInput,
  SubjectWebhooks,
} from "#domain/admin/settings";
import { api } from "#web/lib/api-client.ts";
import { adminRoot } from "../api/keys.ts";

/** The endpoints of /api/admin/settings; every change invalidates the whole back office. */
const BASE = "/api/admin/settings";
type Saved = { message: string; settings: AdminSettings };
type Done = { message: string };

export const adminSettingsQuery = () =>
  queryOptions({
    queryKey: [...adminRoot, "settings"],
    queryFn: ({ signal }) => api<AdminSettings>(BASE, { signal }),
  });

export const subjectWebhooksQuery = () =>
  queryOptions({
    queryKey: [...adminRoot, "settings", "subject-webhooks"],
    queryFn: ({ signal }) => api<SubjectWebhooks>(`${BASE}/subject-webhooks`, { signal }),
  });

export function useAdminSettings() {
  return useQuery(adminSettingsQuery());
}

export function useSubjectWebhooks() {
  return useQuery(subjectWebhooksQuery());
}

/** A change: the answer's settings go straight into the cache, then everything is refreshed. */
function useSettingsMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => {
      const settings = (answer as Partial<Saved>).settings;
      if (settings) client.setQueryData(adminSettingsQuery().queryKey, settings);
      return client.invalidateQueries({ queryKey: adminRoot });
    },
  });
}

export const useSaveGlobalWebhook = () =>
  useSettingsMutation((url: string) => api<Saved>(`${BASE}/webhook`, { method: "PUT", body: { url } }));

export const useSaveAi = () =>
  useSettingsMutation((input: AiSettingsInput) => api<Saved>(`${BASE}/ai`, { method: "PUT", body: input }));

export const useSaveStripe = () =>
  useSettingsMutation((input: StripeSettingsInput) =>
    api<Saved>(`${BASE}/stripe`, { method: "PUT", body: input }),
  );

/** A real call to the provider; changes nothing, so nothing is invalidated. */
export const useTestAi = () =>
  useMutation({ mutationFn: () => api<AiTestResult>(`${BASE}/ai/test`, { method: "POST" }) });

export const useAddSubjectWebhook = () =>
  useSettingsMutation((input: CreateSubjectWebhookInput) =>
    api<Done>(`${BASE}/subject-webhooks`, { method: "POST", body: input }),
  );

export const useUpdateSubjectWebhook = () =>
  useSettingsMutation(({ id, url }: { id: string; url: string }) =>
    api<Done>(`${BASE}/subject-webhooks/${encodeURIComponent(id)}`, { method: "PUT", body: { url } }),
  );

export const useRemoveSubjectWebhook = () =>
  useSettingsMutation((id: string) =>
    api<Done>(`${BASE}/subject-webhooks/${encodeURIComponent(id)}`, { method: "DELETE" }),
  );
