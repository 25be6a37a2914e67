import { Menu, PanelLeft } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";
import type { useSidebarState } from "#web/lib/use-sidebar-state.ts";

const loadDrawer = () => import("./sidebar-drawer.tsx");
const SidebarDrawer = lazy(async () => ({ default: (await loadDrawer()).SidebarDrawer }));

/**
 * A signed-in shell: the sidebar (16rem, 3rem collapsed; an 18rem drawer below 768 px), the top
 * bar with its toggle (Ctrl/Cmd+B) and title, and the page. The student area and the back office
 * give it their own menu and cookie.
 */
export function SidebarShell({
  sidebar,
  content,
  title,
  headerEnd,
  drawerDescription,
  children,
}: {
  sidebar: ReturnType<typeof useSidebarState>;
  /** The sidebar's content, collapsed or not; `onNavigate` closes the drawer. */
  content: (collapsed: boolean, onNavigate?: () => void) => ReactNode;
  title: ReactNode;
  headerEnd?: ReactNode;
  drawerDescription: string;
  children: ReactNode;
}) {
  const drawerOpen = sidebar.isMobile && sidebar.mobileOpen;
  // The drawer (a Radix dialog) is fetched the first time it opens; the menu button asks for it as
  // soon as it is touched.
  const [drawerWanted, setDrawerWanted] = useState(drawerOpen);
  if (drawerOpen && !drawerWanted) setDrawerWanted(true);
  return (
    <div className="flex min-h-dvh">
      <aside
        className={cn(
          "sticky top-0 hidden h-dvh shrink-0 border-r bg-sidebar transition-[width] duration-200 md:block",
          sidebar.collapsed ? "w-12" : "w-64",
        )}
        aria-label="Barra lateral"
        data-collapsed={sidebar.collapsed ? "true" : "false"}
      >
        {content(sidebar.collapsed)}
      </aside>
      {drawerWanted && (
        <Suspense fallback={null}>
          <SidebarDrawer
            open={drawerOpen}
            onOpenChange={sidebar.setMobileOpen}
            description={drawerDescription}
          >
            {content(false, () => sidebar.setMobileOpen(false))}
          </SidebarDrawer>
        </Suspense>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-card/90 px-3 backdrop-blur sm:px-4">
          <Button
            variant="ghost"
            size="icon"
            onClick={sidebar.toggle}
            onPointerDown={sidebar.isMobile ? () => void loadDrawer() : undefined}
            aria-label={sidebar.isMobile ? "Abrir menu" : "Recolher ou expandir menu (Ctrl+B)"}
            title="Ctrl+B"
          >
            {sidebar.isMobile ? <Menu /> : <PanelLeft />}
          </Button>
          <p className="truncate font-semibold">{title}</p>
          {headerEnd && <div className="ml-auto flex items-center gap-2">{headerEnd}</div>}
        </header>
        <main id="conteudo" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
