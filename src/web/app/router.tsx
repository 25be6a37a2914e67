import { createBrowserRouter, Navigate } from "react-router";
import { AchievementsPage } from "#web/features/achievements/achievements-page.tsx";
import { ForgotPasswordPage } from "#web/features/auth/forgot-password-page.tsx";
import { GuestOnly, RequireAuth } from "#web/features/auth/guards.tsx";
import { LoginPage } from "#web/features/auth/login-page.tsx";
import { RegisterPage } from "#web/features/auth/register-page.tsx";
import { ResetPasswordPage } from "#web/features/auth/reset-password-page.tsx";
import { DashboardPage } from "#web/features/dashboard/dashboard-page.tsx";
import { WritingRoomPage } from "#web/features/essays/room/writing-room-page.tsx";
import { ExercisePage } from "#web/features/exercises/exercise-page.tsx";
import { ExercisesPage } from "#web/features/exercises/exercises-page.tsx";
import { SessionLayout } from "#web/features/exercises/session-layout.tsx";
import { HistoryPage } from "#web/features/history/history-page.tsx";
import { LandingPage } from "#web/features/landing/landing-page.tsx";
import { PrivacyPage } from "#web/features/legal/privacy-page.tsx";
import { TermsPage } from "#web/features/legal/terms-page.tsx";
import { NotFoundPage } from "#web/features/not-found/not-found-page.tsx";
import { PlansPage } from "#web/features/plans/plans-page.tsx";
import { ProfilePage } from "#web/features/profile/profile-page.tsx";
import { AppLayout } from "#web/features/shell/app-layout.tsx";

async function loadMyEssaysPage() {
  return { Component: (await import("#web/features/essays/list/my-essays-page.tsx")).MyEssaysPage };
}

export const router = createBrowserRouter([
  { path: "/", element: <LandingPage /> },
  {
    path: "/login",
    element: (
      <GuestOnly>
        <LoginPage />
      </GuestOnly>
    ),
  },
  {
    path: "/register",
    element: (
      <GuestOnly>
        <RegisterPage />
      </GuestOnly>
    ),
  },
  {
    path: "/forgot-password",
    element: (
      <GuestOnly>
        <ForgotPasswordPage />
      </GuestOnly>
    ),
  },
  { path: "/reset-password", element: <ResetPasswordPage /> },
  { path: "/terms", element: <TermsPage /> },
  { path: "/privacy", element: <PrivacyPage /> },
  {
    // The exercise list is open to visitors: the student shell with a session, a public frame without.
    element: <SessionLayout />,
    children: [
      { path: "/exercises", element: <ExercisesPage /> },
      { path: "/exercise/:id", element: <ExercisePage /> },
    ],
  },
  {
    element: (
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    ),
    children: [
      { path: "/dashboard", element: <DashboardPage /> },
      // Markdown and KaTeX are heavy: the chat loads them on first use, not with every page.
      {
        path: "/chat/:subject",
        lazy: async () => ({ Component: (await import("#web/features/tutor/chat-page.tsx")).ChatPage }),
      },
      { path: "/redacao", element: <WritingRoomPage /> },
      // ARCHITECTURE decision 2: both paths show the same list of the student's essays.
      // The score chart (Recharts) is heavy too: the essay list loads it on first visit.
      { path: "/redacoes-anteriores", lazy: loadMyEssaysPage },
      { path: "/minhas-redacoes", lazy: loadMyEssaysPage },
      { path: "/achievements", element: <AchievementsPage /> },
      { path: "/chat-history", element: <HistoryPage /> },
      { path: "/student/subscription", element: <PlansPage /> },
      { path: "/subscription", element: <Navigate to="/student/subscription" replace /> },
      { path: "/profile", element: <ProfilePage /> },
    ],
  },
  { path: "*", element: <NotFoundPage /> },
]);
