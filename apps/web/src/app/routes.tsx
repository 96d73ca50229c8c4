import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { LoginPage } from '@/features/auth/routes/login-page';
import { guardedRoutes } from './guarded-routes';
import { redirectSignedInLoader } from './guards/redirect-signed-in';
import { RequirePatient } from './guards/require-patient';
import { BareLayout } from './layouts/bare-layout';
import { RootLayout } from './layouts/root-layout';
import { comingSoon, lazyPage } from './lazy-route';
import { NotFoundPage } from './routes/not-found';
import { RouteError } from './routes/route-error';

// Every route of spec section 2. Screens are lazy, so each page downloads only its own code;
// later issues swap a comingSoon(...) entry for their screen. The sign-in screen is the
// exception: it is where patients land, so it is part of the first download (one file
// instead of a second round of requests on slow mobile networks; README: budgets).

/** Main layout (header and footer) screens; the guard is applied from guarded-routes.ts. */
const mainScreens: RouteObject[] = [
  { path: paths.gifts, lazy: comingSoon('Gift a Session') },
  {
    path: paths.tribeArticles,
    lazy: lazyPage(
      () => import('@/features/tribes/routes/tribe-articles-page'),
      (m) => m.TribeArticlesPage,
    ),
  },
  {
    path: paths.audioArticles,
    lazy: lazyPage(
      () => import('@/features/articles/routes/all-articles-page'),
      (m) => m.AudioArticlesPage,
    ),
  },
  {
    path: paths.textArticles,
    lazy: lazyPage(
      () => import('@/features/articles/routes/all-articles-page'),
      (m) => m.TextArticlesPage,
    ),
  },
  {
    path: paths.videoArticles,
    lazy: lazyPage(
      () => import('@/features/articles/routes/all-articles-page'),
      (m) => m.VideoArticlesPage,
    ),
  },
  {
    path: paths.watch,
    lazy: lazyPage(
      () => import('@/features/articles/routes/week-articles-page'),
      (m) => m.WatchPage,
    ),
  },
  {
    path: paths.read,
    lazy: lazyPage(
      () => import('@/features/articles/routes/week-articles-page'),
      (m) => m.ReadPage,
    ),
  },
  {
    path: paths.articleList,
    lazy: lazyPage(
      () => import('@/features/articles/routes/article-list-page'),
      (m) => m.ArticleListPage,
    ),
  },
  {
    path: paths.articleListRead,
    lazy: lazyPage(
      () => import('@/features/articles/routes/article-list-page'),
      (m) => m.ArticleListReadPage,
    ),
  },
  {
    path: paths.articleListWatch,
    lazy: lazyPage(
      () => import('@/features/articles/routes/article-list-page'),
      (m) => m.ArticleListWatchPage,
    ),
  },
  {
    path: paths.articleListAudio,
    lazy: lazyPage(
      () => import('@/features/articles/routes/article-list-page'),
      (m) => m.ArticleListAudioPage,
    ),
  },
  {
    path: '/ArticleList/watch/:slug',
    lazy: lazyPage(
      () => import('@/features/articles/routes/article-detail-page'),
      (m) => m.ArticleDetailPage,
    ),
  },
  {
    path: '/non',
    lazy: lazyPage(
      () => import('@/features/home/routes/non-pregnant-home-page'),
      (m) => m.NonPregnantHomePage,
    ),
  },
  {
    path: paths.listen,
    lazy: lazyPage(
      () => import('@/features/articles/routes/week-articles-page'),
      (m) => m.ListenPage,
    ),
  },
  {
    path: paths.bookmarks,
    lazy: lazyPage(
      () => import('@/features/articles/routes/bookmarks-page'),
      (m) => m.BookmarksPage,
    ),
  },
  {
    path: paths.profile,
    lazy: lazyPage(
      () => import('@/features/profile/routes/profile-page'),
      (m) => m.ProfilePage,
    ),
  },
  { path: '/consult', lazy: comingSoon('Consult an Expert') },
  { path: paths.booking, lazy: comingSoon('Consultations') },
  { path: paths.consultation, lazy: comingSoon('Consult an Expert') },
  { path: paths.doctorDetail, lazy: comingSoon('Expert Details') },
  { path: paths.doctorAppoint, lazy: comingSoon('Book an Appointment') },
  { path: paths.expertDetail, lazy: comingSoon('Our Experts') },
  {
    path: paths.supportTribe,
    lazy: lazyPage(
      () => import('@/features/tribes/routes/support-tribe-page'),
      (m) => m.SupportTribePage,
    ),
  },
  { path: paths.bookTest, lazy: comingSoon('Book a Test') },
  { path: paths.consultationBooking, lazy: comingSoon('Consultation Booking') },
  { path: paths.myReports, lazy: comingSoon('My Reports') },
  {
    path: paths.contactUs,
    lazy: lazyPage(
      () => import('@/features/support/routes/contact-us-page'),
      (m) => m.ContactUsPage,
    ),
  },
  { path: paths.appointmentDetails, lazy: comingSoon('Appointment Details') },
  { path: '/appointment/meeting/:id', lazy: comingSoon('Consultation Room') },
  { path: paths.appointments, lazy: comingSoon('Appointments') },
  {
    path: paths.quickSupport,
    lazy: lazyPage(
      () => import('@/features/support/routes/quick-support-page'),
      (m) => m.QuickSupportPage,
    ),
  },
  {
    path: '/article/:slug',
    lazy: lazyPage(
      () => import('@/features/articles/routes/article-detail-page'),
      (m) => m.ArticleDetailPage,
    ),
  },
  {
    path: '/video/:slug',
    lazy: lazyPage(
      () => import('@/features/articles/routes/article-detail-page'),
      (m) => m.ArticleDetailPage,
    ),
  },
  {
    path: '/audio/:slug',
    lazy: lazyPage(
      () => import('@/features/articles/routes/article-detail-page'),
      (m) => m.ArticleDetailPage,
    ),
  },
];

const isGuarded = (route: RouteObject) => (guardedRoutes as readonly string[]).includes(route.path ?? '');

const registerPage = lazyPage(
  () => import('@/features/auth/routes/register-page'),
  (m) => m.RegisterPage,
);

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        lazy: lazyPage(
          () => import('./layouts/main-layout'),
          (m) => m.MainLayout,
        ),
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              {
                index: true,
                lazy: lazyPage(
                  () => import('@/features/home/routes/home-page'),
                  (m) => m.HomePage,
                ),
              },
              ...mainScreens.filter((route) => !isGuarded(route)),
              { Component: RequirePatient, children: mainScreens.filter(isGuarded) },
              // Static: the error boundary shows it too, so it is in the first download anyway.
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
      {
        Component: BareLayout,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              {
                loader: redirectSignedInLoader,
                children: [
                  // Static on purpose (see the top of this file).
                  { path: paths.login, Component: LoginPage },
                  { path: paths.register, lazy: registerPage },
                  { path: paths.registerGenderDob, lazy: registerPage },
                  { path: paths.registerInterest, lazy: registerPage },
                ],
              },
              {
                path: paths.aboutUs,
                lazy: lazyPage(
                  () => import('@/features/support/routes/about-us-page'),
                  (m) => m.AboutUsPage,
                ),
              },
              { path: '/patient-intake-form/:id', lazy: comingSoon('Patient Intake Form') },
              { path: '/patient-appointment-payment/:id', lazy: comingSoon('Appointment Payment') },
            ],
          },
        ],
      },
      {
        path: '/.well-known',
        lazy: lazyPage(
          () => import('@/features/well-known/routes/well-known-page'),
          (m) => m.WellKnownPage,
        ),
      },
    ],
  },
];
