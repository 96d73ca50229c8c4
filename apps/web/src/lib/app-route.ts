import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/**
 * Who may open a screen. 'patient': a signed-in patient only (a visitor is sent to /login and
 * brought back). 'visitor-only': sign-in and sign-up, which send a signed-in patient home.
 * 'public': anyone.
 */
export type RouteAccess = 'patient' | 'public' | 'visitor-only';

/**
 * What frames a screen (spec section 2). 'main': header and footer. 'bare': neither.
 * 'none': not even the page frame (/.well-known, which shows nothing).
 */
export type RouteLayout = 'main' | 'bare' | 'none';

type LazyRoute = LazyRouteFunction<RouteObject>;

/**
 * One screen, declared by the feature it belongs to; app/routes.tsx builds the route tree from
 * these, so layout and access are decided here and nowhere else. A screen is `lazy`, so it
 * downloads when first visited; `Component` is for the one screen in the first download.
 */
export interface AppRoute {
  path: string;
  layout: RouteLayout;
  access: RouteAccess;
  lazy?: LazyRoute;
  Component?: ComponentType;
  /**
   * The API calls the screen makes first, written as the app's client writes their addresses
   * (`{name}`: the address bar's parameter of that name, or the session's stored item). The page
   * of this address asks for them before the app has loaded (apps/web/start.js); the client takes
   * the answers (lib/prefetched.ts). `data` is sent with the patient's token, `publicData`
   * without one. e2e/tests/prefetch.spec.ts checks that each is taken, not asked twice.
   */
  data?: string[];
  publicData?: string[];
}

/** Loads a screen's module only when its route is first visited. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyRoute {
  return async () => ({ Component: pick(await load()) });
}
