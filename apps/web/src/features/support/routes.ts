import { paths } from '@/config/paths';
import { type AppRoute, lazyPage } from '@/lib/app-route';

/** Contact Us, Quick Support and About Us: open to visitors, who may need help to sign in. */
export const supportRoutes: AppRoute[] = [
  {
    path: paths.contactUs,
    layout: 'main',
    access: 'public',
    lazy: lazyPage(
      () => import('./routes/contact-us-page'),
      (m) => m.ContactUsPage,
    ),
  },
  {
    path: paths.quickSupport,
    layout: 'main',
    access: 'public',
    lazy: lazyPage(
      () => import('./routes/quick-support-page'),
      (m) => m.QuickSupportPage,
    ),
  },
  {
    path: paths.aboutUs,
    layout: 'bare',
    access: 'public',
    lazy: lazyPage(
      () => import('./routes/about-us-page'),
      (m) => m.AboutUsPage,
    ),
  },
];
