/**
 * Every page of the web app, as React Router patterns (`:name` is one path segment). The router
 * builds its routes from these, and the server answers any other page address with HTTP 404 (and
 * the app's 'not found' page), so the two cannot drift apart.
 */
export const APP_ROUTES = {
  landing: "/",
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  terms: "/terms",
  privacy: "/privacy",
  exercises: "/exercises",
  exercise: "/exercise/:id",
  plans: "/student/subscription",
  plansShort: "/subscription",
  /** The public ENEM score calculator (TRI, from INEP's item parameters). */
  enemCalculator: "/calculadora-enem",
  /** Timed mock exams scored like the ENEM (the Nerd plan): the list, then one simulado. */
  simulados: "/simulados",
  simulado: "/simulados/:id",
  dashboard: "/dashboard",
  performance: "/desempenho",
  chat: "/chat/:subject",
  writingRoom: "/redacao",
  myEssaysOld: "/redacoes-anteriores",
  myEssays: "/minhas-redacoes",
  achievements: "/achievements",
  chatHistory: "/chat-history",
  profile: "/profile",
  /** The local payment sandbox (no Stripe keys, never in production): its checkout and portal. */
  sandboxCheckout: "/sandbox/checkout/:id",
  sandboxPortal: "/sandbox/portal",
  /** The back office (staff only). */
  admin: "/admin",
  adminLogin: "/admin/login",
  adminDashboard: "/admin/dashboard",
  adminUsers: "/admin/users",
  adminSubscriptions: "/admin/subscriptions",
  adminAudit: "/admin/audit",
  adminPlans: "/admin/plans",
  adminSettings: "/admin/settings",
  adminEssayWebhooks: "/admin/redacao-webhooks",
  adminContent: "/admin/content",
  /** The content staff's queue of questions students reported as wrong. */
  adminQuestionReports: "/admin/erros-reportados",
  adminEssayTopics: "/admin/temas-redacao",
  adminReports: "/admin/reports",
  /** Where an invited staff member accepts the e-mailed invitation (the token is in the address). */
  adminInvitation: "/admin/convite/:token",
} as const;

const PATTERNS = Object.values(APP_ROUTES).map((pattern) => pattern.split("/").filter(Boolean));

/** Whether `path` (no query string) is one of the app's pages; as the router, ignores case and a final slash. */
export function isAppPath(path: string): boolean {
  const segments = path.split("/").filter(Boolean);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(":") || part.toLowerCase() === segments[i]?.toLowerCase()),
  );
}
