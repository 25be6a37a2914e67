import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { matchRoutes, Outlet, type RouteObject } from "react-router";
import { RouteErrorBoundary } from "#web/app/route-error.tsx";
import { LoadingState } from "#web/components/page-states.tsx";

/** A screen whose chunk can be requested before it renders. */
export type Preloadable = { preload: () => Promise<unknown> };
export type Screen<P extends object = object> = ComponentType<P> & Preloadable;

/** The component `name` of the module `load` imports, fetched on first render or on `preload()`. */
export function screen<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): Screen<P> {
  let module: Promise<Record<K, ComponentType<P>>> | undefined;
  const preload = () => {
    module ??= load();
    return module;
  };
  const Lazy = lazy<ComponentType<P>>(async () => ({ default: (await preload())[name] }));
  return Object.assign(Lazy as unknown as ComponentType<P>, { preload });
}

/** A route showing `Screen`; `wrap` puts a guard around it. The chunks to preload travel in `handle`. */
export function show(
  Screen: Screen,
  wrap?: (page: ReactNode) => ReactNode,
  ...alsoNeeds: Preloadable[]
): { element: ReactNode; handle: { screens: Preloadable[] } } {
  return { element: wrap ? wrap(<Screen />) : <Screen />, handle: { screens: [Screen, ...alsoNeeds] } };
}

/** Requests the chunks of every layout and screen `routes` show at `pathname`, all at once. */
export function preloadRoutes(routes: RouteObject[], pathname: string, basename?: string): void {
  for (const { route } of matchRoutes(routes, pathname, basename) ?? []) {
    for (const s of (route.handle as { screens?: Preloadable[] } | undefined)?.screens ?? [])
      void s.preload().catch(() => {});
  }
}

/** The pages of a shell: their errors and loading stay inside it, the sidebar usable around them. */
export function ShellOutlet() {
  return (
    <RouteErrorBoundary inShell>
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
