import { type ComponentProps, lazy, Suspense, useEffect, useState } from "react";
import type { ObjectivesForm } from "#web/components/objectives/objectives-form.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";

const Form = lazy(async () => ({
  default: (await import("#web/components/objectives/objectives-form.tsx")).ObjectivesForm,
}));

function FormSkeleton() {
  return (
    <div
      className="grid grid-cols-1 gap-3"
      role="status"
      aria-busy="true"
      aria-label="Carregando os objetivos"
    >
      <Skeleton className="h-10" />
      <Skeleton className="h-10" />
      <Skeleton className="h-10 w-40" />
    </div>
  );
}

/**
 * True a second after mounting, once the browser has a moment: what can wait does not compete
 * with the page's first paint on a slow phone.
 */
function useAfterPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const timer = setTimeout(() => {
      // Safari has no requestIdleCallback.
      if (typeof window.requestIdleCallback === "function")
        idle = window.requestIdleCallback(() => setReady(true), { timeout: 1000 });
      else setReady(true);
    }, 1000);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  return ready;
}

/**
 * The objectives form as the dashboard shows it, with react-hook-form and zod, which nothing above
 * it needs: in the dialog of a new student at once, in the last card (`afterPaint`) once the
 * dashboard has painted, so the figures on top do not wait for it.
 */
export function LazyObjectivesForm({
  afterPaint = false,
  ...props
}: ComponentProps<typeof ObjectivesForm> & { afterPaint?: boolean }) {
  const painted = useAfterPaint();
  if (afterPaint && !painted) return <FormSkeleton />;
  return (
    <Suspense fallback={<FormSkeleton />}>
      <Form {...props} />
    </Suspense>
  );
}
