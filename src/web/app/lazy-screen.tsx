import type { QueryClient } from "@tanstack/react-query";
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { matchRoutes, Outlet, type Params, type RouteObject } from "react-router";
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

/** Asks for the data a screen will ask for, into the query cache, so it need not wait its turn. */
export type Prefetch = (client: QueryClient, params: Params) => Promise<unknown>;

type Handle = { screens: Preloadable[]; data?: Prefetch };

/**
 * A route showing `Screen`. `wrap` puts a guard around it; `also`, chunks it needs besides its own;
 * `data`, the requests its first render makes. They travel in `handle` for `preloadRoutes`.
 */
export function show(
  Screen: Screen,
  options: { wrap?: (page: ReactNode) => ReactNode; also?: Preloadable[]; data?: Prefetch } = {},
): { element: ReactNode; handle: Handle } {
  const { wrap, also = [], data } = options;
  return {
    element: wrap ? wrap(<Screen />) : <Screen />,
    handle: { screens: [Screen, ...also], ...(data ? { data } : {}) },
  };
}

/**
 * On the first load, requests what `routes` show at `pathname` all at once: the chunks of every
 * layout and screen, and the data they will ask for, alongside the session request, instead of one
 * after the other as each renders. A signed-out visitor's data requests just fail (401), harmlessly:
 * the guard sends them to the sign-in.
 */
export function preloadRoutes(
  routes: RouteObject[],
  pathname: string,
  client: QueryClient,
  basename?: string,
): void {
  for (const { route, params } of matchRoutes(routes, pathname, basename) ?? []) {
    const handle = route.handle as Handle | undefined;
    for (const s of handle?.screens ?? []) void s.preload().catch(() => {});
    void handle?.data?.(client, params).catch(() => {});
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
