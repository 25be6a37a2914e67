import type { QueryClient } from "@tanstack/react-query";
import { type ReactNode, Suspense, useEffect } from "react";
import {
  BrowserRouter,
  Navigate,
  type NavigateOptions,
  Outlet,
  type RouteObject,
  useNavigate,
  useRoutes,
} from "react-router";
import { APP_ROUTES as R } from "#domain/shared/routes";
import { GuestOnly, RequireAuth } from "#web/app/guards.tsx";
import { preloadRoutes, ShellOutlet, screen, show } from "#web/app/lazy-screen.tsx";
import { RouteErrorBoundary } from "#web/app/route-error.tsx";
import { LoadingState } from "#web/components/page-states.tsx";
// The query options of the screens whose data is asked for before they render (tiny modules).
import { dashboardQuery } from "#web/features/dashboard/api.ts";
import { simuladoQuery } from "#web/features/simulados/api/get-simulado.ts";
import { simuladosQuery } from "#web/features/simulados/api/get-simulados.ts";
import { chatMessagesQuery } from "#web/features/tutor/api/chat-messages.ts";
import { subjectsQuery } from "#web/lib/api/subjects.ts";

/*
 * Every screen and layout is its own chunk, fetched when its address is first opened: the landing
 * and sign-in pages download React, the router and themselves, not the tutor's Markdown and maths,
 * the charts or the back office. The router is React Router's component router (BrowserRouter and
 * route objects), half the size of its data router, which the app does not need.
 *
 * On the first load the chunks of the address (layout and page together) are requested at once,
 * alongside the session request (`preloadScreens`), not one after the other as each renders. On the
 * first load the nearest <Suspense> shows the loading state while they arrive (the whole page, or
 * the content area inside a shell); later navigations keep the current screen until the next is
 * ready. A chunk that cannot be fetched (offline, a new release) ends in the route's error screen,
 * which offers to reload.
 */

const AdminRoutes = screen(() => import("#web/app/admin-routes.tsx"), "AdminRoutes");

// Layouts.
const SessionLayout = screen(() => import("#web/app/layouts/session-layout.tsx"), "SessionLayout");
const AppLayout = screen(() => import("#web/app/layouts/app-layout.tsx"), "AppLayout");

// Public screens.
const LandingPage = screen(() => import("#web/features/landing/landing-page.tsx"), "LandingPage");
const LoginPage = screen(() => import("#web/features/auth/login-page.tsx"), "LoginPage");
const RegisterPage = screen(() => import("#web/features/auth/register-page.tsx"), "RegisterPage");
const ForgotPasswordPage = screen(
  () => import("#web/features/auth/forgot-password-page.tsx"),
  "ForgotPasswordPage",
);
const ResetPasswordPage = screen(
  () => import("#web/features/auth/reset-password-page.tsx"),
  "ResetPasswordPage",
);
const TermsPage = screen(() => import("#web/features/legal/terms-page.tsx"), "TermsPage");
const PrivacyPage = screen(() => import("#web/features/legal/privacy-page.tsx"), "PrivacyPage");
const NotFoundPage = screen(() => import("#web/features/not-found/not-found-page.tsx"), "NotFoundPage");
const ExercisesPage = screen(() => import("#web/features/exercises/exercises-page.tsx"), "ExercisesPage");
const ExercisePage = screen(() => import("#web/features/exercises/exercise-page.tsx"), "ExercisePage");
const PlansPage = screen(() => import("#web/features/plans/plans-page.tsx"), "PlansPage");
const EnemCalculatorPage = screen(
  () => import("#web/features/enem-calculator/enem-calculator-page.tsx"),
  "EnemCalculatorPage",
);

// The student's screens.
const DashboardPage = screen(() => import("#web/features/dashboard/dashboard-page.tsx"), "DashboardPage");
// Markdown and KaTeX come with the chat (and the other screens that render Markdown), never before.
const ChatPage = screen(() => import("#web/features/tutor/chat-page.tsx"), "ChatPage");
const WritingRoomPage = screen(
  () => import("#web/features/essays/room/writing-room-page.tsx"),
  "WritingRoomPage",
);
// The score chart (Recharts) comes with the essay list.
const MyEssaysPage = screen(() => import("#web/features/essays/list/my-essays-page.tsx"), "MyEssaysPage");
const AchievementsPage = screen(
  () => import("#web/features/achievements/achievements-page.tsx"),
  "AchievementsPage",
);
// The evolution chart (Recharts) comes with the list of simulados; Markdown with the booklet.
const SimuladosPage = screen(() => import("#web/features/simulados/simulados-page.tsx"), "SimuladosPage");
const SimuladoPage = screen(() => import("#web/features/simulados/simulado-page.tsx"), "SimuladoPage");
// The % right chart and the TRI estimates chart (Recharts) come with the page.
const PerformancePage = screen(
  () => import("#web/features/performance/performance-page.tsx"),
  "PerformancePage",
);
const HistoryPage = screen(() => import("#web/features/history/history-page.tsx"), "HistoryPage");
const ProfilePage = screen(() => import("#web/features/profile/profile-page.tsx"), "ProfilePage");
const SandboxCheckoutPage = screen(
  () => import("#web/features/billing-sandbox/sandbox-checkout-page.tsx"),
  "SandboxCheckoutPage",
);
const SandboxPortalPage = screen(
  () => import("#web/features/billing-sandbox/sandbox-portal-page.tsx"),
  "SandboxPortalPage",
);

const guestOnly = { wrap: (page: ReactNode) => <GuestOnly>{page}</GuestOnly> };
const routes: RouteObject[] = [
  {
    // A screen that throws shows a pt-BR error with a way back, not a blank page.
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<LoadingState className="min-h-dvh" />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    ),
    children: [
      { path: R.landing, ...show(LandingPage) },
      { path: R.login, ...show(LoginPage, guestOnly) },
      { path: R.register, ...show(RegisterPage, guestOnly) },
      { path: R.forgotPassword, ...show(ForgotPasswordPage, guestOnly) },
      { path: R.resetPassword, ...show(ResetPasswordPage) },
      { path: R.terms, ...show(TermsPage) },
      { path: R.privacy, ...show(PrivacyPage) },
      {
        // The exercise list, the plans and the ENEM calculator are open to visitors: the student
        // shell with a session, a public frame without.
        ...show(SessionLayout),
        children: [
          {
            element: <ShellOutlet />,
            children: [
              { path: R.exercises, ...show(ExercisesPage) },
              { path: R.exercise, ...show(ExercisePage) },
              { path: R.plans, ...show(PlansPage) },
              { path: R.plansShort, element: <Navigate to={R.plans} replace /> },
              { path: R.enemCalculator, ...show(EnemCalculatorPage) },
            ],
          },
        ],
      },
      {
        ...show(AppLayout, {
          wrap: (layout) => <RequireAuth>{layout}</RequireAuth>,
          // The sidebar's tutors.
          data: (client) => client.prefetchQuery(subjectsQuery()),
        }),
        children: [
          {
            element: <ShellOutlet />,
            children: [
              {
                path: R.dashboard,
                ...show(DashboardPage, {
                  data: (client) => client.prefetchQuery(dashboardQuery()),
                }),
              },
              {
                path: R.chat,
                ...show(ChatPage, {
                  data: (client, { subject = "" }) =>
                    client.prefetchInfiniteQuery(chatMessagesQuery(subject)),
                }),
              },
              { path: R.writingRoom, ...show(WritingRoomPage) },
              // Both paths (the old name and the new) show the same list of the student's essays.
              { path: R.myEssaysOld, ...show(MyEssaysPage) },
              { path: R.myEssays, ...show(MyEssaysPage) },
              {
                path: R.simulados,
                ...show(SimuladosPage, { data: (client) => client.prefetchQuery(simuladosQuery()) }),
              },
              {
                path: R.simulado,
                ...show(SimuladoPage, {
                  data: (client, { id = "" }) => client.prefetchQuery(simuladoQuery(id)),
                }),
              },
              { path: R.performance, ...show(PerformancePage) },
              { path: R.achievements, ...show(AchievementsPage) },
              { path: R.chatHistory, ...show(HistoryPage) },
              { path: R.profile, ...show(ProfilePage) },
              // The local payment sandbox's pages (the server refuses them when Stripe is in use).
              { path: R.sandboxCheckout, ...show(SandboxCheckoutPage) },
              { path: R.sandboxPortal, ...show(SandboxPortalPage) },
            ],
          },
        ],
      },
      // The back office (staff only): its routes and screens are a chunk of their own.
      { path: `${R.admin}/*`, ...show(AdminRoutes) },
      // Any other address: the server answers it with HTTP 404 (it knows the same list of pages).
      { path: "*", ...show(NotFoundPage) },
    ],
  },
];

/** Requests the chunks and the data of every layout and screen `pathname` shows, all at once. */
export function preloadScreens(pathname: string, client: QueryClient): void {
  preloadRoutes(routes, pathname, client);
  if (pathname === R.admin || pathname.startsWith(`${R.admin}/`))
    void import("#web/app/admin-routes.tsx")
      .then((m) => m.preloadAdminScreens(pathname, client))
      .catch(() => {});
}

let navigateFromOutside: ((to: string, options: NavigateOptions) => void) | null = null;

/** Navigation for code outside React (the expired-session handler). */
export function navigate(to: string, options: NavigateOptions = {}): void {
  if (navigateFromOutside) navigateFromOutside(to, options);
  else window.location.assign(to);
}

function AppRoutes() {
  const go = useNavigate();
  useEffect(() => {
    navigateFromOutside = (to, options) => void go(to, options);
  }, [go]);
  return useRoutes(routes);
}

/**
 * Every page of the app. A navigation is a transition: the current screen stays until the next
 * one's chunk has arrived, as with React Router's lazy routes, rather than blinking to a loader.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
