import { NO_WEEK } from '@care/contracts/pregnancy/constants';
import { Container, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { loadWeekCarousels } from '@/features/articles';
import { MoodCheckIn } from '@/features/mood';
import type { StoredPatient } from '@/lib/session';
import { carouselCategory, currentWeek } from '../lib/home-variant';
import { AtEaseSection } from './at-ease-section';
import { SupportTribeEntry, Testimonials, UpcomingAppointments } from './below-fold';
import { Deferred } from './deferred';
import { HomeHero } from './home-hero';
import { RenderLater } from './render-later';
import { StoreBadges } from './store-badges';
import { YourHealthSection } from './your-health-section';

// Its own chunk, so the pregnant home (which shares this file's chunk) does not carry the carousels.
const WeekCarousels = lazy(() => loadWeekCarousels().then((m) => ({ default: m.WeekCarousels })));

/**
 * The home of a signed-in patient who is not on the tracker (spec section 2): greeting and
 * store badges, the week's reading, watching and listening, Your Health, At Ease, mood, tribe
 * and testimonials.
 */
export function NonPregnantHome({ patient }: { patient: StoredPatient }) {
  const week = currentWeek(patient);
  return (
    <>
      <HomeHero patient={patient} subtitle="How can we support you today?">
        <StoreBadges />
      </HomeHero>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <Stack gap={48}>
          {/* Keyed to the stored week (-1: no week filter); category: see carouselCategory. */}
          <Suspense
            fallback={<Skeleton role="status" height={320} radius="lg" aria-label="Loading articles" />}
          >
            <WeekCarousels week={week > 0 ? week : NO_WEEK} category={carouselCategory(patient)} />
          </Suspense>
          <RenderLater>
            <YourHealthSection />
            <Deferred minHeight={0}>
              <UpcomingAppointments />
            </Deferred>
            <AtEaseSection />
            <MoodCheckIn />
            <Deferred minHeight={160}>
              <SupportTribeEntry />
            </Deferred>
            <Deferred minHeight={280}>
              <Testimonials />
            </Deferred>
          </RenderLater>
        </Stack>
      </Container>
    </>
  );
}
