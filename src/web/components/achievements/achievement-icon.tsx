import {
  Award,
  Calculator,
  CalendarCheck,
  Compass,
  FileText,
  Flame,
  Footprints,
  Landmark,
  ListChecks,
  type LucideIcon,
  MessageCircle,
  Mountain,
  Pencil,
  Sparkles,
  Star,
  Target,
  Trophy,
} from "lucide-react";

const ICONS: Record<string, LucideIcon> = {
  award: Award,
  calculator: Calculator,
  "calendar-check": CalendarCheck,
  compass: Compass,
  "file-text": FileText,
  flame: Flame,
  footprints: Footprints,
  landmark: Landmark,
  "list-checks": ListChecks,
  "message-circle": MessageCircle,
  mountain: Mountain,
  pencil: Pencil,
  sparkles: Sparkles,
  star: Star,
  target: Target,
  trophy: Trophy,
};

export function AchievementIcon({ icon, className }: { icon: string; className?: string }) {
  const Icon = ICONS[icon] ?? Trophy;
  return <Icon className={className} aria-hidden="true" />;
}
