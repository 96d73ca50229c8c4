import { paths } from '@/config/paths';
import { type AppRoute, lazyPage } from '@/lib/app-route';
import { LoginPage } from './routes/login-page';

const registerPage = lazyPage(
  () => import('./routes/register-page'),
  (m) => m.RegisterPage,
);

const resetLinkPage = lazyPage(
  () => import('./routes/reset-link-page'),
  (m) => m.ResetLinkPage,
);

/** Sign-in, the three sign-up addresses (which share one screen) and the reset link's page. */
export const authRoutes: AppRoute[] = [
  // Static, unlike every other screen: sign-in is where patients land, so it is part of the
  // first download (one file instead of a second round of requests on slow mobile networks;
  // README: budgets).
  { path: paths.login, layout: 'bare', access: 'visitor-only', Component: LoginPage },
  { path: paths.register, layout: 'bare', access: 'visitor-only', lazy: registerPage },
  { path: paths.registerGenderDob, layout: 'bare', access: 'visitor-only', lazy: registerPage },
  { path: paths.registerInterest, layout: 'bare', access: 'visitor-only', lazy: registerPage },
  // Public: a patient signed in on this browser may be locked out on another device.
  { path: paths.resetPassword, layout: 'bare', access: 'public', lazy: resetLinkPage },
];
