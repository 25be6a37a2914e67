import {
  Calculator,
  ChevronDown,
  ClipboardList,
  CreditCard,
  FileText,
  History,
  LayoutDashboard,
  type LucideIcon,
  MessagesSquare,
  PenLine,
  Timer,
  TrendingUp,
  Trophy,
  UserRound,
} from "lucide-react";
import { Collapsible } from "radix-ui";
import { useState } from "react";
import { NavLink, useLocation } from "react-router";
import { STUDY_FRIEND } from "#domain/catalog/study-friend";
import { RumoLogo } from "#web/components/rumo-logo.tsx";
import { SidebarAccount, sidebarItemClass } from "#web/components/sidebar-items.tsx";
import { SubjectIcon } from "#web/components/subject-icon.tsx";
import { useSubjects } from "#web/lib/api/subjects.ts";
import { cn } from "#web/lib/cn.ts";

/** `also`: other path prefixes that light the item up (an exercise belongs to Exercícios). */
type NavItem = { to: string; label: string; icon: LucideIcon; also?: string[] };

const BEFORE_TUTORS: NavItem[] = [{ to: "/dashboard", label: "Dashboard", icon: LayoutDashboard }];
const AFTER_TUTORS: NavItem[] = [
  { to: "/exercises", label: "Exercícios", icon: ClipboardList, also: ["/exercise/"] },
  { to: "/simulados", label: "Simulados", icon: Timer },
  { to: "/desempenho", label: "Desempenho", icon: TrendingUp },
  { to: "/redacao", label: "Redação", icon: PenLine },
  { to: "/redacoes-anteriores", label: "Minhas Redações", icon: FileText, also: ["/minhas-redacoes"] },
  { to: "/calculadora-enem", label: "Calculadora ENEM", icon: Calculator },
  { to: "/achievements", label: "Conquistas", icon: Trophy },
  { to: "/chat-history", label: "Histórico", icon: History },
  { to: "/student/subscription", label: "Plano/Assinatura", icon: CreditCard },
  { to: "/profile", label: "Perfil", icon: UserRound },
];

const itemClass = sidebarItemClass;

function SidebarLink({
  item,
  collapsed,
  onNavigate,
}: {
  item: NavItem;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const Icon = item.icon;
  const { pathname } = useLocation();
  const alsoActive = item.also?.some((prefix) => pathname.startsWith(prefix)) ?? false;
  return (
    <NavLink
      to={item.to}
      onClick={onNavigate}
      title={collapsed ? item.label : undefined}
      aria-label={collapsed ? item.label : undefined}
      className={({ isActive }) => itemClass(isActive || alsoActive, collapsed)}
    >
      <Icon className="size-[18px] shrink-0" aria-hidden="true" />
      {!collapsed && <span className="truncate">{item.label}</span>}
    </NavLink>
  );
}

function TutorGroup({
  collapsed,
  onNavigate,
  onExpand,
}: {
  collapsed: boolean;
  onNavigate?: () => void;
  onExpand: () => void;
}) {
  const location = useLocation();
  const inChat = location.pathname.startsWith("/chat/");
  // Open while a tutor is on screen; otherwise folded so the rest of the menu stays in view.
  const [open, setOpen] = useState(inChat);
  const subjects = useSubjects();
  const tutors = [
    { slug: STUDY_FRIEND.slug, name: STUDY_FRIEND.name, icon: STUDY_FRIEND.icon, color: STUDY_FRIEND.color },
    ...(subjects.data ?? []),
  ];

  if (collapsed) {
    return (
      <button
        type="button"
        onClick={onExpand}
        title="Tutores"
        aria-label="Tutores (expandir menu)"
        className={itemClass(inChat, true)}
      >
        <MessagesSquare className="size-[18px]" aria-hidden="true" />
      </button>
    );
  }
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen}>
      <Collapsible.Trigger className={cn(itemClass(false, false), "w-full cursor-pointer")}>
        <MessagesSquare className="size-[18px] shrink-0" aria-hidden="true" />
        <span className="flex-1 text-left">Tutores</span>
        <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
      </Collapsible.Trigger>
      <Collapsible.Content className="mt-1 ml-4 grid gap-0.5 border-l pl-2">
        {subjects.isError && <p className="px-3 py-1 text-xs text-destructive">Erro ao carregar matérias</p>}
        {tutors.map((tutor) => (
          <NavLink
            key={tutor.slug}
            to={`/chat/${tutor.slug}`}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "flex h-9 items-center gap-2.5 rounded-md px-2.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring",
                isActive ? "bg-primary/10 font-medium text-primary" : "text-foreground/75 hover:bg-muted",
              )
            }
          >
            <SubjectIcon icon={tutor.icon} color={tutor.color} className="size-4 shrink-0" />
            <span className="truncate">{tutor.name}</span>
          </NavLink>
        ))}
        {subjects.isPending && (
          <p className="px-3 py-1 text-xs text-muted-foreground">Carregando matérias...</p>
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

export function SidebarContent({
  collapsed,
  displayName,
  email,
  onNavigate,
  onExpand,
  onSignOut,
  signingOut,
}: {
  collapsed: boolean;
  displayName: string;
  email: string;
  onNavigate?: () => void;
  onExpand: () => void;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  return (
    <div className="flex h-full flex-col">
      <div className={cn("flex h-16 items-center border-b px-4", collapsed && "justify-center px-0")}>
        <NavLink to="/dashboard" onClick={onNavigate} aria-label="Rumo, ir para o dashboard">
          <RumoLogo compact={collapsed} />
        </NavLink>
      </div>
      <nav aria-label="Menu principal" className="flex-1 overflow-y-auto p-2">
        <div className="grid grid-cols-1 gap-1">
          {BEFORE_TUTORS.map((item) => (
            <SidebarLink key={item.to} item={item} collapsed={collapsed} onNavigate={onNavigate} />
          ))}
          <TutorGroup collapsed={collapsed} onNavigate={onNavigate} onExpand={onExpand} />
          {AFTER_TUTORS.map((item) => (
            <SidebarLink key={item.to} item={item} collapsed={collapsed} onNavigate={onNavigate} />
          ))}
        </div>
      </nav>
      <SidebarAccount
        name={displayName}
        email={email}
        collapsed={collapsed}
        signingOut={signingOut}
        onSignOut={onSignOut}
      />
    </div>
  );
}
