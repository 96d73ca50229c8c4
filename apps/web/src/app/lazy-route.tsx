import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

type LazyRoute = LazyRouteFunction<RouteObject>;

/** Loads a screen's module only when its route is first visited. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyRoute {
  return async () => ({ Component: pick(await load()) });
}

/** A route whose screen is built by a later issue: a finished "coming soon" page, never a blank one. */
export function comingSoon(title: string): LazyRoute {
  return async () => {
    const { ComingSoon } = await import('@/components/coming-soon');
    return { element: <ComingSoon title={title} /> };
  };
}
