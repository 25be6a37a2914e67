import { LogOut } from "lucide-react";
import { cn } from "#web/lib/cn.ts";

/** A menu entry of a sidebar, wide or collapsed to its icon. */
export const sidebarItemClass = (active: boolean, collapsed: boolean) =>
  cn(
    "flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring",
    collapsed && "justify-center px-0",
    active ? "bg-primary/10 text-primary" : "text-foreground/80 hover:bg-muted hover:text-foreground",
  );

/** The foot of a sidebar: who is signed in (when wide) and 'Sair'. */
export function SidebarAccount({
  name,
  email,
  collapsed,
  signingOut,
  onSignOut,
}: {
  name: string;
  email: string;
  collapsed: boolean;
  signingOut: boolean;
  onSignOut: () => void;
}) {
  return (
    <div className="border-t p-2">
      {!collapsed && (
        <div className="px-3 py-2">
          <p className="truncate text-sm font-semibold" data-testid="sidebar-user-name">
            {name}
          </p>
          <p className="truncate text-xs text-muted-foreground">{email}</p>
        </div>
      )}
      <button
        type="button"
        onClick={onSignOut}
        disabled={signingOut}
        title={collapsed ? "Sair" : undefined}
        aria-label={collapsed ? "Sair" : undefined}
        className={cn(
          sidebarItemClass(false, collapsed),
          "w-full cursor-pointer text-destructive hover:text-destructive",
        )}
      >
        <LogOut className="size-[18px] shrink-0" aria-hidden="true" />
        {!collapsed && <span>{signingOut ? "Saindo..." : "Sair"}</span>}
      </button>
    </div>
  );
}
