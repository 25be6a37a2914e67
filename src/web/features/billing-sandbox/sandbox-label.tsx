import { FlaskConical } from "lucide-react";
import { BILLING_MESSAGES } from "#domain/billing/messages";

/** On every sandbox page: nothing here is a real payment. */
export function SandboxLabel() {
  return (
    <p
      className="mb-6 flex items-center gap-2 rounded-md border border-dashed border-amber-400 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900"
      data-testid="sandbox-label"
    >
      <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
      {BILLING_MESSAGES.sandboxLabel}
    </p>
  );
}
