import { AT_EASE_INTEREST, PREGNANCY_INTEREST } from '@care/contracts/patient/constants';
import { NO_WEEK } from '@care/contracts/pregnancy/constants';
import { Container, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { MoodCheckIn } from '@/features/mood';
import { PregnancyTracker, SETTLE_MS } from '@/features/pregnancy';
import type { StoredPatient } from '@/lib/session';
import { fullName, trackerStartWeek } from '../lib/home-variant';
import { AtEaseSection } from './at-ease-section';
import {
  HomeArticleBlock,
  ResourceSection,
  SupportTribeEntry,
  Testimonials,
  UpcomingAppointments,
} from './below-fold';
import { Deferred } from './deferred';
import { GetTheApp } from './get-the-app';
import { HomeHero } from './home-hero';
import { RenderLater } from './render-later';
import { YourHealthSection } from './your-health-section';

/** The home of a patient on the tracker (spec section 2, in its order). */
export function PregnantHome({ patient }: { patient: StoredPatient }) {
  const currentWeek = trackerStartWeek(patient);
  // The slider's week also picks the reproductive-health articles below.
  const [week, setWeek] = useState(currentWeek);
  const [articleWeek] = useDebouncedValue(week, SETTLE_MS);

  return (
    <>
      <HomeHero
        patient={patient}
        subtitle={`You are in week ${currentWeek} of your pregnancy. Here is what is happening for you and your baby.`}
      />
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <Stack gap={48}>
          <PregnancyTracker
            week={week}
            currentWeek={currentWeek}
            onWeekChange={setWeek}
            fullName={fullName(patient)}
          />
          <RenderLater>
            <MoodCheckIn />
            <YourHealthSection />
            <Deferred minHeight={0}>
              <UpcomingAppointments />
            </Deferred>
            <AtEaseSection />
            <Deferred minHeight={300}>
              <HomeArticleBlock layout="right" category={PREGNANCY_INTEREST} week={articleWeek} />
            </Deferred>
            <Deferred minHeight={300}>
              <HomeArticleBlock layout="default" category={AT_EASE_INTEREST} week={NO_WEEK} />
            </Deferred>
            <Deferred>
              <ResourceSection />
            </Deferred>
            <Deferred minHeight={160}>
              <SupportTribeEntry />
            </Deferred>
            <Deferred minHeight={280}>
              <Testimonials />
            </Deferred>
            <GetTheApp />
          </RenderLater>
        </Stack>
      </Container>
    </>
  );
}
