import { slugify } from "#domain/catalog/slug";
import type { Database } from "#server/db/client";
import { subjects } from "#server/db/schema/index";
import { stableUuid } from "./stable-id.ts";

/** The 11 ENEM subjects. `icon` is a lucide icon name the web app maps to its component. */
export const SUBJECT_SEED = [
  { name: "Matemática", color: "#2563eb", icon: "calculator", emoji: "📐" },
  { name: "Física", color: "#7c3aed", icon: "atom", emoji: "⚛️" },
  { name: "Química", color: "#059669", icon: "flask-conical", emoji: "🧪" },
  { name: "Biologia", color: "#16a34a", icon: "dna", emoji: "🧬" },
  { name: "História", color: "#d97706", icon: "landmark", emoji: "🏛️" },
  { name: "Geografia", color: "#0d9488", icon: "globe", emoji: "🌎" },
  { name: "Filosofia", color: "#4f46e5", icon: "brain", emoji: "🤔" },
  { name: "Sociologia", color: "#db2777", icon: "users", emoji: "👥" },
  { name: "Português", color: "#dc2626", icon: "book-open", emoji: "📖" },
  { name: "Literatura", color: "#c026d3", icon: "library", emoji: "📚" },
  { name: "Inglês", color: "#0284c7", icon: "languages", emoji: "🇬🇧" },
] as const;

export function subjectId(name: string): string {
  return stableUuid(`subject:${slugify(name)}`);
}

/** Inserts missing subjects only: a subject's name, colour and icon are staff's to change afterwards. */
export async function seedSubjects(db: Database): Promise<void> {
  await db
    .insert(subjects)
    .values(SUBJECT_SEED.map((s) => ({ ...s, id: subjectId(s.name), slug: slugify(s.name) })))
    .onConflictDoNothing();
}
