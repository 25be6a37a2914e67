import { createBrowserRouter, Navigate } from "react-router";
import { APP_ROUTES as R } from "#domain/shared/routes";
import { GuestOnly, RequireAuth } from "#web/app/guards.tsx";
import { AppLayout } from "#web/app/layouts/app-layout.tsx";
import { SessionLayout } from "#web/app/layouts/session-layout.tsx";
import { RouteError } from "#web/app/route-error.tsx";
import { AchievementsPage } from "#web/features/achievements/achievements-page.tsx";
import { AdminLayout, AreaGuard } from "#web/features/admin/admin-layout.tsx";
import { AdminLoginPage } from "#web/features/admin/admin-login-page.tsx";
import { AdminAuditPage } from "#web/features/admin/audit-page.tsx";
import { AdminContentPage } from "#web/features/admin/content/content-page.tsx";
import { AdminDashboardPage } from "#web/features/admin/dashboard-page.tsx";
import { AdminEssayTopicsPage } from "#web/features/admin/essay-topics/essay-topics-page.tsx";
import { AdminEssayWebhooksPage } from "#web/features/admin/essay-webhooks/essay-webhooks-page.tsx";
import { AdminPlansPage } from "#web/features/admin/plans/plans-page.tsx";
import { AdminReportsPage } from "#web/features/admin/reports/reports-page.tsx";
import { AdminSettingsPage } from "#web/features/admin/settings/settings-page.tsx";
import { AdminInvitationPage } from "#web/features/admin/staff/invitation-page.tsx";
import { AdminSubscriptionsPage } from "#web/features/admin/subscriptions-page.tsx";
import { AdminUsersPage } from "#web/features/admin/users-page.tsx";
import { ForgotPasswordPage } from "#web/features/auth/forgot-password-page.tsx";
import { LoginPage } from "#web/features/auth/login-page.tsx";
import { RegisterPage } from "#web/features/auth/register-page.tsx";
import { ResetPasswordPage } from "#web/features/auth/reset-password-page.tsx";
import { SandboxCheckoutPage } from "#web/features/billing-sandbox/sandbox-checkout-page.tsx";
import { SandboxPortalPage } from "#web/features/billing-sandbox/sandbox-portal-page.tsx";
import { DashboardPage } from "#web/features/dashboard/dashboard-page.tsx";
import { WritingRoomPage } from "#web/features/essays/room/writing-room-page.tsx";
import { ExercisePage } from "#web/features/exercises/exercise-page.tsx";
import { ExercisesPage } from "#web/features/exercises/exercises-page.tsx";
import { HistoryPage } from "#web/features/history/history-page.tsx";
import { LandingPage } from "#web/features/landing/landing-page.tsx";
import { PrivacyPage } from "#web/features/legal/privacy-page.tsx";
import { TermsPage } from "#web/features/legal/terms-page.tsx";
import { NotFoundPage } from "#web/features/not-found/not-found-page.tsx";
import { PlansPage } from "#web/features/plans/plans-page.tsx";
import { ProfilePage } from "#web/features/profile/profile-page.tsx";

async function loadMyEssaysPage() {
  return { Component: (await import("#web/features/essays/list/my-essays-page.tsx")).MyEssaysPage };
}

export const router = createBrowserRouter([
  {
    // A screen that throws shows a pt-BR error with a way back, not the developer page.
    errorElement: <RouteError />,
    children: [
      { path: R.landing, element: <LandingPage /> },
      {
        path: R.login,
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
      {
        path: R.register,
        element: (
          <GuestOnly>
            <RegisterPage />
          </GuestOnly>
        ),
      },
      {
        path: R.forgotPassword,
        element: (
          <GuestOnly>
            <ForgotPasswordPage />
          </GuestOnly>
        ),
      },
      { path: R.resetPassword, element: <ResetPasswordPage /> },
      { path: R.terms, element: <TermsPage /> },
      { path: R.privacy, element: <PrivacyPage /> },
      {
        // The exercise list and the plans are open to visitors: the student shell with a session, a
        // public frame without.
        element: <SessionLayout />,
        children: [
          {
            errorElement: <RouteError inShell />,
            children: [
              { path: R.exercises, element: <ExercisesPage /> },
              { path: R.exercise, element: <ExercisePage /> },
              { path: R.plans, element: <PlansPage /> },
              { path: R.plansShort, element: <Navigate to={R.plans} replace /> },
            ],
          },
        ],
      },
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: [
          {
            errorElement: <RouteError inShell />,
            children: [
              { path: R.dashboard, element: <DashboardPage /> },
              // Markdown and KaTeX are heavy: the chat loads them on first use, not with every page.
              {
                path: R.chat,
                lazy: async () => ({
                  Component: (await import("#web/features/tutor/chat-page.tsx")).ChatPage,
                }),
              },
              { path: R.writingRoom, element: <WritingRoomPage /> },
              // Both paths (the old name and the new) show the same list of the student's essays.
              // The score chart (Recharts) is heavy too: the essay list loads it on first visit.
              { path: R.myEssaysOld, lazy: loadMyEssaysPage },
              { path: R.myEssays, lazy: loadMyEssaysPage },
              { path: R.achievements, element: <AchievementsPage /> },
              { path: R.chatHistory, element: <HistoryPage /> },
              { path: R.profile, element: <ProfilePage /> },
              // The local payment sandbox's pages (the server refuses them when Stripe is in use).
              { path: R.sandboxCheckout, element: <SandboxCheckoutPage /> },
              { path: R.sandboxPortal, element: <SandboxPortalPage /> },
            ],
          },
        ],
      },
      // The back office: its own sign-in and shell; the layout sends visitors to /admin/login and
      // shows 'Acesso negado' to students, each page to the roles of its area.
      { path: R.adminLogin, element: <AdminLoginPage /> },
      { path: R.adminInvitation, element: <AdminInvitationPage /> },
      {
        element: <AdminLayout />,
        children: [
          {
            errorElement: <RouteError inShell />,
            children: [
              { path: R.admin, element: <Navigate to={R.adminDashboard} replace /> },
              {
                path: R.adminDashboard,
                element: (
                  <AreaGuard area="dashboard">
                    <AdminDashboardPage />
                  </AreaGuard>
                ),
              },
              {
                path: R.adminUsers,
                element: (
                  <AreaGuard area="users">
                    <AdminUsersPage />
                  </AreaGuard>
                ),
              },
              {
                path: R.adminSubscriptions,
                element: (
                  <AreaGuard area="subscriptions">
                    <AdminSubscriptionsPage />
                  </AreaGuard>
                ),
              },
              {
                path: R.adminContent,
                element: (
                  <AreaGuard area="content">
                    <AdminContentPage />
                  </AreaGuard>
                ),
              },
              {
                path: R.adminEssayTopics,
                element: (
                  <AreaGuard area="essayTopics">
                    <AdminEssayTopicsPage />
                  </AreaGuard>
                ),
              },
              {
                path: R.adminReports,
                element: (
                  <AreaGuard area="reports">
                    <AdminReportsPage />
                  </AreaGuard>
                ),
              },
              {
                path: R.adminEssayWebhooks,
                element: (
                  <AreaGuard area="essayWebhooks">
                    <AdminEssayWebhooksPage />
                  </AreaGuard>
                ),
              },
              {
                path: R.adminPlans,
                element: (
                  <AreaGuard area="plans">
                    <AdminPlansPage />
                  </AreaGuard>
                ),
              },
              {
                path: R.adminSettings,
                element: (
                  <AreaGuard area="settings">
                    <AdminSettingsPage />
                  </AreaGuard>
                ),
              },
              {
                path: R.adminAudit,
                element: (
                  <AreaGuard area="audit">
                    <AdminAuditPage />
                  </AreaGuard>
                ),
              },
            ],
          },
        ],
      },
      // Any other address: the server answers it with HTTP 404 (it knows the same list of pages).
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
