import { toast } from "#web/lib/toast.ts";

/** Celebrates achievements the server reports as just earned. */
export function announceAchievements(list: { name: string; description: string }[]): void {
  for (const a of list) toast.success(`Conquista desbloqueada: ${a.name}`, { description: a.description });
}
