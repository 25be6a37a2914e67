import { lazy, Suspense, useEffect, useState } from "react";
import { loadSonner, onToastWanted } from "#web/lib/toast.ts";

const Toaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/** Where toasts appear; sonner's <Toaster> is mounted once the first toast is asked for (lib/toast.ts). */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster richColors closeButton position="top-right" />
    </Suspense>
  );
}
