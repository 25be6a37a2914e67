import { Search, X } from "lucide-react";
import { useId } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { NativeSelect } from "#web/components/ui/native-select.tsx";
import { useSubjects } from "#web/lib/api/subjects.ts";
import { DIFFICULTIES, type ExerciseFilters, hasActiveFilters } from "./exercise-filters.ts";

/** Free text, subject and difficulty; the page keeps them in the URL. */
export function ExerciseFiltersBar({
  filters,
  onChange,
  onClear,
}: {
  filters: ExerciseFilters;
  onChange: (patch: Partial<ExerciseFilters>) => void;
  onClear: () => void;
}) {
  const id = useId();
  const subjects = useSubjects();

  return (
    <search className="grid grid-cols-1 gap-3 rounded-lg border bg-card p-4 shadow-sm md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-q`}>Buscar</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            type="search"
            className="pl-9"
            placeholder="Título, matéria ou assunto"
            value={filters.q}
            onChange={(e) => onChange({ q: e.target.value })}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-subject`}>Matéria</Label>
        <NativeSelect
          id={`${id}-subject`}
          value={filters.subject}
          onChange={(e) => onChange({ subject: e.target.value })}
        >
          <option value="">Todas as matérias</option>
          {subjects.data?.map((s) => (
            <option key={s.id} value={s.slug}>
              {s.name}
            </option>
          ))}
          {/* A subject from a shared link still shows while the list loads. */}
          {filters.subject && !subjects.data?.some((s) => s.slug === filters.subject) && (
            <option value={filters.subject}>{filters.subject}</option>
          )}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-difficulty`}>Dificuldade</Label>
        <NativeSelect
          id={`${id}-difficulty`}
          value={filters.difficulty}
          onChange={(e) => onChange({ difficulty: e.target.value })}
        >
          <option value="">Todas</option>
          {DIFFICULTIES.map((d) => (
            <option key={d.slug} value={d.slug}>
              {d.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button variant="ghost" onClick={onClear} disabled={!hasActiveFilters(filters)}>
        <X aria-hidden="true" /> Limpar
      </Button>
    </search>
  );
}
