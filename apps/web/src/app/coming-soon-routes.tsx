import { paths } from '@/config/paths';
import type { AppRoute } from '@/lib/app-route';

/** A screen of a domain not built yet: a finished "coming soon" page, never a blank one. */
function comingSoon(title: string): AppRoute['lazy'] {
  return async () => {
    const { ComingSoon } = await import('@/components/coming-soon');
    return { element: <ComingSoon title={title} /> };
  };
}

/**
 * The routes of spec section 2 whose domains come later. Each keeps the access its screen will
 * need; when a domain is built, its entries move to its feature's routes.ts with a real screen.
 */
export const comingSoonRoutes: AppRoute[] = [
  // Reports and lab tests
  { path: paths.myReports, layout: 'main', access: 'patient', lazy: comingSoon('My Reports') },
  { path: paths.bookTest, layout: 'main', access: 'public', lazy: comingSoon('Book a Test') },
];
