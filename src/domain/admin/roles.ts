/**
 * Staff roles of the back office (users.role). "user" is a student; staff see /admin.
 * - admin: everything;
 * - editor: content and essay topics only;
 * - suporte: reads users and subscriptions, changes a student's plan and status, no settings.
 */
export const STAFF_ROLES = ["admin", "editor", "suporte"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff sign-in's session ends this long after it began, whatever the activity. */
export const ADMIN_SESSION_HOURS = 8;

/** When a staff session that started at `createdAt` ends. */
export function staffSessionEnd(createdAt: Date): Date {
  return new Date(new Date(createdAt).getTime() + ADMIN_SESSION_HOURS * 3_600_000);
}

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? "");
}

/** The back office's areas and the roles that reach each one; the server and the menu read the same list. */
export const ADMIN_AREAS = {
  dashboard: ["admin", "editor", "suporte"],
  users: ["admin", "suporte"],
  subscriptions: ["admin", "suporte"],
  audit: ["admin"],
  plans: ["admin"],
  /** Configurações: plan limits, webhooks, API keys, Stripe, notifications and the staff. */
  settings: ["admin"],
  essayWebhooks: ["admin"],
  /** Conteúdo: subjects, topics, exercises and their questions, images, import and export. */
  content: ["admin", "editor"],
  essayTopics: ["admin", "editor"],
  /** Relatórios: exports of personal data and the analytics. */
  reports: ["admin"],
} as const satisfies Record<string, readonly StaffRole[]>;
export type AdminArea = keyof typeof ADMIN_AREAS;

export function canAccess(role: string | null | undefined, area: AdminArea): boolean {
  return (ADMIN_AREAS[area] as readonly string[]).includes(role ?? "");
}

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Administrador",
  editor: "Editor",
  suporte: "Suporte",
};
