import {
  BarChart3,
  BookOpen,
  CreditCard,
  Flag,
  LayoutDashboard,
  type LucideIcon,
  Package,
  PenLine,
  ScrollText,
  Settings,
  Users,
  Webhook,
} from "lucide-react";
import type { ReactNode } from "react";
import { Navigate, NavLink, Outlet, useNavigate } from "react-router";
import { type AdminArea, canAccess, isStaffRole, ROLE_LABELS } from "#domain/admin/roles";
import { MESSAGES } from "#domain/shared/messages";
import { LoadingState } from "#web/components/page-states.tsx";
import { RumoLogo } from "#web/components/rumo-logo.tsx";
import { SidebarAccount, sidebarItemClass } from "#web/components/sidebar-items.tsx";
import { SidebarShell } from "#web/components/sidebar-shell.tsx";
import { cn } from "#web/lib/cn.ts";
import { useLogout, useSession } from "#web/lib/session.ts";
import { toast } from "#web/lib/toast.ts";
import { useSidebarState } from "#web/lib/use-sidebar-state.ts";
import { AccessDenied, AreaDenied } from "./access-denied.tsx";

type NavItem = { to: string; label: string; icon: LucideIcon; area: AdminArea };

/** The menu in the spec's order; each item shown to the roles of its area. */
const ITEMS: NavItem[] = [
  { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard, area: "dashboard" },
  { to: "/admin/users", label: "Usuários", icon: Users, area: "users" },
  { to: "/admin/subscriptions", label: "Assinaturas", icon: CreditCard, area: "subscriptions" },
  { to: "/admin/content", label: "Conteúdo", icon: BookOpen, area: "content" },
  { to: "/admin/erros-reportados", label: "Erros reportados", icon: Flag, area: "content" },
  { to: "/admin/temas-redacao", label: "Temas de Redação", icon: PenLine, area: "essayTopics" },
  { to: "/admin/redacao-webhooks", label: "Webhooks Redação", icon: Webhook, area: "essayWebhooks" },
  { to: "/admin/plans", label: "Planos", icon: Package, area: "plans" },
  { to: "/admin/reports", label: "Relatórios", icon: BarChart3, area: "reports" },
  { to: "/admin/settings", label: "Configurações", icon: Settings, area: "settings" },
  { to: "/admin/audit", label: "Auditoria", icon: ScrollText, area: "audit" },
];

const itemClass = sidebarItemClass;

function AdminSidebar({
  role,
  name,
  email,
  collapsed,
  onNavigate,
  onSignOut,
  signingOut,
}: {
  role: string;
  name: string;
  email: string;
  collapsed: boolean;
  onNavigate?: () => void;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  return (
    <div className="flex h-full flex-col">
      <div className={cn("flex h-16 items-center border-b px-4", collapsed && "justify-center px-0")}>
        <NavLink to="/admin/dashboard" onClick={onNavigate} aria-label="Rumo, ir para o painel">
          <RumoLogo compact={collapsed} />
        </NavLink>
      </div>
      <nav aria-label="Menu administrativo" className="flex-1 overflow-y-auto p-2">
        <div className="grid grid-cols-1 gap-1">
          {ITEMS.filter((item) => canAccess(role, item.area)).map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              onClick={onNavigate}
              title={collapsed ? item.label : undefined}
              aria-label={collapsed ? item.label : undefined}
              className={({ isActive }) => itemClass(isActive, collapsed)}
            >
              <item.icon className="size-[18px] shrink-0" aria-hidden="true" />
              {!collapsed && <span className="truncate">{item.label}</span>}
            </NavLink>
          ))}
        </div>
      </nav>
      <SidebarAccount
        name={name}
        email={email}
        collapsed={collapsed}
        signingOut={signingOut}
        onSignOut={onSignOut}
      />
    </div>
  );
}

/**
 * The back office's shell (/admin/*): a visitor goes to /admin/login, a signed-in student sees
 * 'Acesso negado', staff get the sidebar with the pages of their role.
 */
export function AdminLayout() {
  const { user, isLoading } = useSession();
  const sidebar = useSidebarState("rumo_admin_sidebar");
  const logout = useLogout();
  const navigate = useNavigate();

  if (isLoading) return <LoadingState className="min-h-dvh" />;
  if (!user) return <Navigate to="/admin/login" replace />;
  if (!isStaffRole(user.role)) return <AccessDenied />;

  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        toast.success(MESSAGES.auth.logoutSuccess);
        navigate("/admin/login", { replace: true });
      },
    });

  return (
    <SidebarShell
      sidebar={sidebar}
      title="Painel Administrativo"
      drawerDescription="Navegação do painel administrativo"
      content={(collapsed, onNavigate) => (
        <AdminSidebar
          role={user.role}
          name={user.displayName}
          email={user.email}
          collapsed={collapsed}
          onNavigate={onNavigate}
          onSignOut={signOut}
          signingOut={logout.isPending}
        />
      )}
      headerEnd={
        <span className="hidden text-sm text-muted-foreground sm:inline">
          {ROLE_LABELS[user.role]}: {user.firstName}
        </span>
      }
    >
      <Outlet />
    </SidebarShell>
  );
}

/** A page of one area: staff whose role does not reach it see the refusal inside the shell. */
export function AreaGuard({ area, children }: { area: AdminArea; children: ReactNode }) {
  const { user } = useSession();
  if (!canAccess(user?.role, area)) return <AreaDenied />;
  return <>{children}</>;
}
