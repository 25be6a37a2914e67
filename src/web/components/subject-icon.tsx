import {
  Atom,
  BookOpen,
  Brain,
  Calculator,
  Dna,
  Dumbbell,
  FlaskConical,
  Globe,
  Heart,
  Landmark,
  Languages,
  Laptop,
  Library,
  type LucideIcon,
  Microscope,
  Music,
  Palette,
  PenLine,
  Scale,
  Sparkles,
  Users,
} from "lucide-react";
import type { SubjectIconName } from "#domain/catalog/subject-looks";

/** Every name of SUBJECT_ICONS (src/domain/catalog/subject-looks.ts), and the study friend's heart. */
const ICONS: Record<SubjectIconName | "heart", LucideIcon> = {
  atom: Atom,
  "book-open": BookOpen,
  brain: Brain,
  calculator: Calculator,
  dna: Dna,
  dumbbell: Dumbbell,
  "flask-conical": FlaskConical,
  globe: Globe,
  heart: Heart,
  landmark: Landmark,
  languages: Languages,
  laptop: Laptop,
  library: Library,
  microscope: Microscope,
  music: Music,
  palette: Palette,
  "pen-line": PenLine,
  scale: Scale,
  users: Users,
};

/** The subject's lucide icon by its stored name (materias.icone), with a neutral fallback. */
export function SubjectIcon({
  icon,
  className,
  color,
}: {
  icon: string;
  className?: string;
  color?: string;
}) {
  const Icon = ICONS[icon as SubjectIconName] ?? Sparkles;
  return <Icon className={className} style={color ? { color } : undefined} aria-hidden="true" />;
}
