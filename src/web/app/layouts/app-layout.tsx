import { Outlet, useNavigate } from "react-router";
import { MESSAGES } from "#domain/shared/messages";
import { SidebarShell } from "#web/components/sidebar-shell.tsx";
import { useLogout, useSession } from "#web/lib/session.ts";
import { toast } from "#web/lib/toast.ts";
import { useSidebarState } from "#web/lib/use-sidebar-state.ts";
import { SidebarContent } from "./sidebar.tsx";

/** The signed-in shell: sidebar (collapsible, drawer on phones), top bar and the page. */
export function AppLayout() {
  const { user } = useSession();
  const sidebar = useSidebarState("rumo_sidebar");
  const logout = useLogout();
  const navigate = useNavigate();

  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        toast.success(MESSAGES.auth.logoutSuccess);
        navigate("/login", { replace: true });
      },
    });

  return (
    <SidebarShell
      sidebar={sidebar}
      title="Área do estudante"
      drawerDescription="Navegação do Rumo"
      content={(collapsed, onNavigate) => (
        <SidebarContent
          collapsed={collapsed}
          displayName={user?.displayName ?? "Usuário"}
          email={user?.email ?? ""}
          onNavigate={onNavigate}
          onExpand={sidebar.toggle}
          onSignOut={signOut}
          signingOut={logout.isPending}
        />
      )}
      headerEnd={
        <>
          <span
            className="flex size-9 items-center justify-center rounded-full bg-primary/10 text-sm font-bold text-primary"
            aria-hidden="true"
          >
            {(user?.firstName ?? "U").charAt(0).toUpperCase()}
          </span>
          <span className="hidden text-sm font-medium sm:inline">{user?.firstName}</span>
        </>
      }
    >
      <Outlet />
    </SidebarShell>
  );
}
