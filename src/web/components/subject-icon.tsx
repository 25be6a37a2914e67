import {
  Atom,
  BookOpen,
  Brain,
  Calculator,
  Dna,
  FlaskConical,
  Globe,
  Heart,
  Landmark,
  Languages,
  Library,
  type LucideIcon,
  Sparkles,
  Users,
} from "lucide-react";

const ICONS: Record<string, LucideIcon> = {
  atom: Atom,
  "book-open": BookOpen,
  brain: Brain,
  calculator: Calculator,
  dna: Dna,
  "flask-conical": FlaskConical,
  globe: Globe,
  heart: Heart,
  landmark: Landmark,
  languages: Languages,
  library: Library,
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
  const Icon = ICONS[icon] ?? Sparkles;
  return <Icon className={className} style={color ? { color } : undefined} aria-hidden="true" />;
}
