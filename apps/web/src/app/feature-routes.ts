import { appointmentRoutes } from '@/features/appointments/routes';
import { articleRoutes } from '@/features/articles/routes';
import { authRoutes } from '@/features/auth/routes';
import { bookingRoutes } from '@/features/booking/routes';
import { expertRoutes } from '@/features/experts/routes';
import { giftRoutes } from '@/features/gifts/routes';
import { homeRoutes } from '@/features/home/routes';
import { intakeRoutes } from '@/features/intake/routes';
import { labTestRoutes } from '@/features/lab-tests/routes';
import { meetingRoutes } from '@/features/meeting/routes';
import { profileRoutes } from '@/features/profile/routes';
import { reportRoutes } from '@/features/reports/routes';
import { supportRoutes } from '@/features/support/routes';
import { wellKnownRoutes } from '@/features/well-known/routes';
import type { AppRoute } from '@/lib/app-route';

/** Every screen of spec section 2, feature by feature: a new feature adds one line here. */
export const appRoutes: AppRoute[] = [
  ...homeRoutes,
  ...authRoutes,
  ...articleRoutes,
  ...profileRoutes,
  ...supportRoutes,
  ...expertRoutes,
  ...bookingRoutes,
  ...appointmentRoutes,
  ...intakeRoutes,
  ...meetingRoutes,
  ...giftRoutes,
  ...labTestRoutes,
  ...reportRoutes,
  ...wellKnownRoutes,
];
