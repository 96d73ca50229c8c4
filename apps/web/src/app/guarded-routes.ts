import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * Routes that show a patient's own data and need a stored token (spec section 6 leaves the
 * list open; this is our choice). Everything else in the main layout stays public: home,
 * articles, expert browsing, tests, Contact Us, Quick Support, About Us, and the intake and
 * payment links, which patients open from a message without signing in.
 */
export const guardedRoutes = [
  paths.profile,
  paths.appointments,
  paths.appointmentDetails,
  '/appointment/meeting/:id',
  paths.bookmarks,
  paths.myReports,
  paths.gifts,
  paths.booking,
  paths.consultationBooking,
  paths.doctorAppoint,
  paths.supportTribe,
  paths.tribeArticles,
] as const;

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
