import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import { appRoutes } from './feature-routes';

/**
 * The addresses a visitor is sent away from: every entry with access 'patient'. Spec section 6
 * leaves the list open; our choice is the screens that show a patient's own data. The rest of
 * the main layout stays public (home, articles, expert browsing, tests, Contact Us, Quick
 * Support), and so do About Us and the intake and payment links, which patients open from a
 * message without signing in.
 */
export const guardedRoutes: readonly string[] = /* @__PURE__ */ patientPaths();

function patientPaths(): string[] {
  return appRoutes.filter((route) => route.access === 'patient').map((route) => route.path);
}

export function isGuardedPath(pathname: string): boolean {
  return guardedRoutes.some(
    (pattern) => matchPath({ path: pattern, caseSensitive: false }, pathname) !== null,
  );
}

/** Where the guard sends a visitor: the login page, remembering the page they asked for. */
export function loginRedirectFor(location: { pathname: string; search: string; hash: string }): string {
  const next = `${location.pathname}${location.search}${location.hash}`;
  return `${paths.login}?next=${encodeURIComponent(next)}`;
}
