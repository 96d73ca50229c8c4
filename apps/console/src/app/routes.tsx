import type { StaffPermission } from '@care/contracts/staff/constants';
import { PageLoader } from '@care/ui/components/page-loader';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { HomeRedirect } from './guards/home-redirect';
import { RequirePermission } from './guards/require-permission';
import { ConsoleLayout } from './layouts/console-layout';
import { NotFoundPage } from './routes/not-found-page';
import { RouteError } from './routes/route-error';

/** A screen's module, loaded when its address is first opened. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** A screen only some roles may open (the navigation hides it from the others too). */
function guarded<M>(
  permission: StaffPermission | readonly StaffPermission[],
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
) {
  return async () => {
    const Screen = pick(await load());
    return {
      Component: () => (
        <RequirePermission permission={permission}>
          <Screen />
        </RequirePermission>
      ),
    };
  };
}

export const routes: RouteObject[] = [
  {
    path: paths.signIn,
    lazy: screen(
      () => import('@/features/auth/routes/sign-in-page'),
      (m) => m.SignInPage,
    ),
    HydrateFallback: PageLoader,
    errorElement: <RouteError />,
  },
  {
    path: paths.invite,
    lazy: screen(
      () => import('@/features/auth/routes/invite-page'),
      (m) => m.InvitePage,
    ),
    HydrateFallback: PageLoader,
    errorElement: <RouteError />,
  },
  {
    path: paths.home,
    element: <ConsoleLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        path: paths.schedule,
        lazy: guarded(
          'schedule.read_own',
          () => import('@/features/schedule/routes/schedule-page'),
          (m) => m.SchedulePage,
        ),
      },
      {
        path: paths.appointment(':id'),
        lazy: guarded(
          'schedule.read_own',
          () => import('@/features/appointment/routes/appointment-page'),
          (m) => m.AppointmentPage,
        ),
      },
      {
        path: paths.availability,
        lazy: guarded(
          'availability.edit_own',
          () => import('@/features/availability/routes/availability-page'),
          (m) => m.AvailabilityPage,
        ),
      },
      {
        path: paths.profile,
        lazy: guarded(
          'profile.edit_own',
          () => import('@/features/profile/routes/profile-page'),
          (m) => m.ProfilePage,
        ),
      },
      {
        path: paths.staff,
        lazy: guarded(
          ['staff.invite', 'staff.manage'],
          () => import('@/features/admin/routes/staff-page'),
          (m) => m.StaffPage,
        ),
      },
      {
        path: paths.accessLog,
        lazy: guarded(
          'access_log.search',
          () => import('@/features/admin/routes/access-log-page'),
          (m) => m.AccessLogPage,
        ),
      },
      {
        path: paths.auditLog,
        lazy: guarded(
          'audit.search',
          () => import('@/features/admin/routes/audit-log-page'),
          (m) => m.AuditLogPage,
        ),
      },
      {
        path: paths.labCollections,
        lazy: guarded(
          'lab.run',
          () => import('@/features/lab/routes/lab-collections-page'),
          (m) => m.LabCollectionsPage,
        ),
      },
      {
        path: paths.labCatalogue,
        lazy: guarded(
          'lab.catalogue',
          () => import('@/features/lab/routes/lab-catalogue-page'),
          (m) => m.LabCataloguePage,
        ),
      },
      {
        path: paths.coupons,
        lazy: guarded(
          'coupons.manage',
          () => import('@/features/money/routes/coupons-page'),
          (m) => m.CouponsPage,
        ),
      },
      {
        path: paths.gifts,
        lazy: guarded(
          'gifts.read',
          () => import('@/features/money/routes/gifts-page'),
          (m) => m.GiftsPage,
        ),
      },
      {
        path: paths.payments,
        lazy: guarded(
          'payments.read',
          () => import('@/features/money/routes/payments-page'),
          (m) => m.PaymentsPage,
        ),
      },
      {
        path: paths.experts,
        lazy: guarded(
          'experts.manage',
          () => import('@/features/experts-admin/routes/experts-page'),
          (m) => m.ExpertsPage,
        ),
      },
      {
        path: paths.reviews,
        lazy: guarded(
          'reviews.moderate',
          () => import('@/features/reviews/routes/reviews-page'),
          (m) => m.ReviewsPage,
        ),
      },
      {
        path: paths.enquiries,
        lazy: guarded(
          'enquiries.handle',
          () => import('@/features/enquiries/routes/enquiries-page'),
          (m) => m.EnquiriesPage,
        ),
      },
      {
        path: paths.account,
        lazy: screen(
          () => import('@/features/auth/routes/account-page'),
          (m) => m.AccountPage,
        ),
      },
      {
        path: paths.content,
        lazy: guarded(
          'content.edit',
          () => import('@/features/content/routes/articles-page'),
          (m) => m.ArticlesPage,
        ),
      },
      {
        path: paths.contentArticle(':id'),
        lazy: guarded(
          'content.edit',
          () => import('@/features/content/routes/article-editor-page'),
          (m) => m.ArticleEditorPage,
        ),
      },
      {
        path: paths.quickSupport,
        lazy: guarded(
          'content.edit',
          () => import('@/features/content/routes/quick-support-page'),
          (m) => m.QuickSupportPage,
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
