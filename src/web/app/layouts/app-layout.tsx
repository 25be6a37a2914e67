import { Menu, PanelLeft } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { Outlet, useNavigate } from "react-router";
import { toast } from "sonner";
import { MESSAGES } from "#domain/shared/messages";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";
import { useLogout, useSession } from "#web/lib/session.ts";
import { SidebarContent } from "./sidebar.tsx";
import { useSidebarState } from "./use-sidebar-state.ts";

/** The signed-in shell: sidebar (collapsible, drawer on phones), top bar and the page. */
export function AppLayout() {
  const { user } = useSession();
  const sidebar = useSidebarState();
  const logout = useLogout();
  const navigate = useNavigate();

  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        toast.success(MESSAGES.auth.logoutSuccess);
        navigate("/login", { replace: true });
      },
    });

  const content = (collapsed: boolean, onNavigate?: () => void) => (
    <SidebarContent
      collapsed={collapsed}
      displayName={user?.displayName ?? "Usuário"}
      email={user?.email ?? ""}
      onNavigate={onNavigate}
      onExpand={sidebar.toggle}
      onSignOut={signOut}
      signingOut={logout.isPending}
    />
  );

  return (
    <div className="flex min-h-dvh">
      <aside
        className={cn(
          "sticky top-0 hidden h-dvh shrink-0 border-r bg-sidebar transition-[width] duration-200 md:block",
          sidebar.collapsed ? "w-12" : "w-64",
        )}
        aria-label="Barra lateral"
      >
        {content(sidebar.collapsed)}
      </aside>
      <DialogPrimitive.Root
        open={sidebar.isMobile && sidebar.mobileOpen}
        onOpenChange={sidebar.setMobileOpen}
      >
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/40 md:hidden" />
          <DialogPrimitive.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-sidebar shadow-xl md:hidden">
            <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">Navegação do Rumo</DialogPrimitive.Description>
            {content(false, () => sidebar.setMobileOpen(false))}
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-card/90 px-3 backdrop-blur sm:px-4">
          <Button
            variant="ghost"
            size="icon"
            onClick={sidebar.toggle}
            aria-label={sidebar.isMobile ? "Abrir menu" : "Recolher ou expandir menu (Ctrl+B)"}
            title="Ctrl+B"
          >
            {sidebar.isMobile ? <Menu /> : <PanelLeft />}
          </Button>
          <p className="truncate font-semibold">Área do estudante</p>
          <div className="ml-auto flex items-center gap-2">
            <span
              className="flex size-9 items-center justify-center rounded-full bg-primary/10 text-sm font-bold text-primary"
              aria-hidden="true"
            >
              {(user?.firstName ?? "U").charAt(0).toUpperCase()}
            </span>
            <span className="hidden text-sm font-medium sm:inline">{user?.firstName}</span>
          </div>
        </header>
        <main id="conteudo" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
