import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Navigate, type RouteObject, useRoutes } from "react-router";
import type { AdminArea } from "#domain/admin/roles";
import { APP_ROUTES as R } from "#domain/shared/routes";
import { preloadRoutes, type Screen, ShellOutlet, screen, show } from "#web/app/lazy-screen.tsx";

/*
 * The back office's routes, a chunk of their own that only /admin/* loads (app/router.tsx): its own
 * sign-in and shell; the layout sends visitors to /admin/login and shows 'Acesso negado' to
 * students, each page to the roles of its area.
 */

const AdminLayout = screen<"AdminLayout">(
  () => import("#web/features/admin/admin-layout.tsx"),
  "AdminLayout",
);
const AreaGuard = screen(() => import("#web/features/admin/admin-layout.tsx"), "AreaGuard");
const AdminLoginPage = screen(() => import("#web/features/admin/admin-login-page.tsx"), "AdminLoginPage");
const AdminInvitationPage = screen(
  () => import("#web/features/admin/staff/invitation-page.tsx"),
  "AdminInvitationPage",
);
const AdminDashboardPage = screen(
  () => import("#web/features/admin/dashboard-page.tsx"),
  "AdminDashboardPage",
);
const AdminUsersPage = screen(() => import("#web/features/admin/users-page.tsx"), "AdminUsersPage");
const AdminSubscriptionsPage = screen(
  () => import("#web/features/admin/subscriptions-page.tsx"),
  "AdminSubscriptionsPage",
);
const AdminContentPage = screen(
  () => import("#web/features/admin/content/content-page.tsx"),
  "AdminContentPage",
);
const AdminQuestionReportsPage = screen(
  () => import("#web/features/admin/question-reports/question-reports-page.tsx"),
  "AdminQuestionReportsPage",
);
const AdminEssayTopicsPage = screen(
  () => import("#web/features/admin/essay-topics/essay-topics-page.tsx"),
  "AdminEssayTopicsPage",
);
const AdminReportsPage = screen(
  () => import("#web/features/admin/reports/reports-page.tsx"),
  "AdminReportsPage",
);
const AdminEssayWebhooksPage = screen(
  () => import("#web/features/admin/essay-webhooks/essay-webhooks-page.tsx"),
  "AdminEssayWebhooksPage",
);
const AdminPlansPage = screen(() => import("#web/features/admin/plans/plans-page.tsx"), "AdminPlansPage");
const AdminSettingsPage = screen(
  () => import("#web/features/admin/settings/settings-page.tsx"),
  "AdminSettingsPage",
);
const AdminAuditPage = screen(() => import("#web/features/admin/audit-page.tsx"), "AdminAuditPage");

const area = (name: AdminArea, Page: Screen) =>
  show(Page, { wrap: (page: ReactNode) => <AreaGuard area={name}>{page}</AreaGuard>, also: [AreaGuard] });

/** A back-office path (APP_ROUTES) relative to the "/admin/*" route of app/router.tsx. */
const under = (path: string) => path.slice(`${R.admin}/`.length);

const adminRoutes: RouteObject[] = [
  { path: under(R.adminLogin), ...show(AdminLoginPage) },
  { path: under(R.adminInvitation), ...show(AdminInvitationPage) },
  {
    ...show(AdminLayout),
    children: [
      {
        element: <ShellOutlet />,
        children: [
          { index: true, element: <Navigate to={R.adminDashboard} replace /> },
          { path: under(R.adminDashboard), ...area("dashboard", AdminDashboardPage) },
          { path: under(R.adminUsers), ...area("users", AdminUsersPage) },
          { path: under(R.adminSubscriptions), ...area("subscriptions", AdminSubscriptionsPage) },
          { path: under(R.adminContent), ...area("content", AdminContentPage) },
          { path: under(R.adminQuestionReports), ...area("content", AdminQuestionReportsPage) },
          { path: under(R.adminEssayTopics), ...area("essayTopics", AdminEssayTopicsPage) },
          { path: under(R.adminReports), ...area("reports", AdminReportsPage) },
          { path: under(R.adminEssayWebhooks), ...area("essayWebhooks", AdminEssayWebhooksPage) },
          { path: under(R.adminPlans), ...area("plans", AdminPlansPage) },
          { path: under(R.adminSettings), ...area("settings", AdminSettingsPage) },
          { path: under(R.adminAudit), ...area("audit", AdminAuditPage) },
        ],
      },
    ],
  },
  // An /admin address that is none of these: the app's 'not found' page.
  { path: "*", ...show(screen(() => import("#web/features/not-found/not-found-page.tsx"), "NotFoundPage")) },
];

/** Requests the chunks of the back-office layout and page `pathname` shows. */
export function preloadAdminScreens(pathname: string, client: QueryClient): void {
  preloadRoutes(adminRoutes, pathname, client, R.admin);
}

export function AdminRoutes() {
  return useRoutes(adminRoutes);
}
