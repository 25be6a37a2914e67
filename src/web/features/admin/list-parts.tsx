import { Search } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { EmptyState, ErrorState, LoadingState } from "#web/components/page-states.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { NativeSelect } from "#web/components/ui/native-select.tsx";
import { errorMessage } from "#web/lib/api-client.ts";

/** The filters card of a list: the fields given, then 'Filtrar'. `columns` lays them out on a wide screen. */
export function FilterForm({
  onSubmit,
  columns,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  columns: string;
  children: ReactNode;
}) {
  return (
    <Card className="mb-4">
      <CardContent className="p-4">
        <form onSubmit={onSubmit} className={`grid grid-cols-1 gap-3 sm:grid-cols-2 xl:items-end ${columns}`}>
          {children}
          <Button type="submit">
            <Search /> Filtrar
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** A labelled text filter, applied when the form is sent. */
export function TextFilter({
  id,
  label,
  value,
  onChange,
  placeholder,
  maxLength = 120,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
      />
    </div>
  );
}

/** A labelled filter whose choice applies at once (and sends the list back to page 1). */
export function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  labels,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

type ListQuery = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: { items: unknown[] } | undefined;
  refetch: () => unknown;
};

/**
 * A server-filtered list: loading, error (with retry) and empty states, else a table that scrolls
 * sideways inside its card on a phone.
 */
export function ListTable({
  query,
  empty,
  columns,
  children,
}: {
  query: ListQuery;
  empty: { title: string; message: string };
  columns: string[];
  children: ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return <ErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} />;
  if (!query.data || query.data.items.length === 0)
    return <EmptyState title={empty.title} message={empty.message} />;
  return (
    <Card>
      <CardContent className="p-0">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[52rem] text-left text-sm">
            <thead className="border-b bg-muted/50 text-xs text-muted-foreground uppercase">
              <tr>
                {columns.map((c) => (
                  <th key={c} className="px-4 py-3 font-medium">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
