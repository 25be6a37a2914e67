import { LoaderCircle } from "lucide-react";
import { cn } from "#web/lib/cn.ts";

export function Spinner({ className, label = "Carregando..." }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn("size-4 animate-spin", className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
