import type { ReactNode } from "react";
import type { AdminSettings } from "#domain/admin/settings";
import { SETTINGS_MESSAGES } from "#domain/admin/settings";
import { ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { useAdminSettings } from "./settings-api.ts";

/** Renders a tab once the settings are loaded, with the loading and error states in between. */
export function WithSettings({ children }: { children: (settings: AdminSettings) => ReactNode }) {
  const query = useAdminSettings();
  if (query.isPending) return <LoadingState label="Carregando configurações..." />;
  if (query.isError)
    return (
      <ErrorState
        title={SETTINGS_MESSAGES.loadFailed}
        message={errorMessage(query.error)}
        onRetry={() => query.refetch()}
      />
    );
  return children(query.data);
}
