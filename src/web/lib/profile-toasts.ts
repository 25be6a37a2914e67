import { PROFILE_MESSAGES } from "#domain/profile/schemas";
import { ApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

export function savedToast() {
  toast.success(PROFILE_MESSAGES.saved.title, { description: PROFILE_MESSAGES.saved.body });
}

/** 'Erro ao salvar' with the server's field message when it refused the data, else the product's text. */
export function saveFailedToast(error: unknown) {
  const description =
    error instanceof ApiError
      ? error.status === 400
        ? error.message
        : PROFILE_MESSAGES.saveFailed.body
      : PROFILE_MESSAGES.unexpected;
  toast.error(PROFILE_MESSAGES.saveFailed.title, { description });
}
