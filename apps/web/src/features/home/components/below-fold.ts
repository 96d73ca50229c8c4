import { lazy } from 'react';
import { loadUpcomingAppointments } from '@/features/appointments';
import { loadHomeArticleBlock, loadResourceSection } from '@/features/articles';
import { loadSupportTribeEntry } from '@/features/tribes';

// Parts of the home page that sit below the first screen: their code downloads only when the
// patient scrolls near them (see Deferred).

export const HomeArticleBlock = lazy(() =>
  loadHomeArticleBlock().then((m) => ({ default: m.HomeArticleBlock })),
);

export const ResourceSection = lazy(() =>
  loadResourceSection().then((m) => ({ default: m.ResourceSection })),
);

export const SupportTribeEntry = lazy(() =>
  loadSupportTribeEntry().then((m) => ({ default: m.SupportTribeEntry })),
);

export const Testimonials = lazy(() => import('./testimonials').then((m) => ({ default: m.Testimonials })));

export const UpcomingAppointments = lazy(() =>
  loadUpcomingAppointments().then((m) => ({ default: m.UpcomingAppointments })),
);
