import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { ADMIN_MESSAGES } from "#domain/admin/messages";
import { Button } from "#web/components/ui/button.tsx";

/** What a signed-in student (or a staff member outside their area) sees on a back-office page. */
export function AccessDenied({ message = ADMIN_MESSAGES.accessDeniedBody }: { message?: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div className="flex max-w-md flex-col items-center gap-3 text-center" role="alert">
        <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{ADMIN_MESSAGES.accessDeniedTitle}</h1>
        <p className="text-muted-foreground">{message}</p>
        <Button asChild variant="outline">
          <Link to="/dashboard">Voltar para o Rumo</Link>
        </Button>
      </div>
    </main>
  );
}

/** The same refusal inside the back office's shell, for an area the staff member's role does not reach. */
export function AreaDenied() {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center" role="alert">
      <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{ADMIN_MESSAGES.accessDeniedTitle}</h1>
      <p className="text-muted-foreground">{ADMIN_MESSAGES.roleDenied}</p>
    </div>
  );
}
