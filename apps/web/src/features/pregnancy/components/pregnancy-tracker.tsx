import { weekLabel } from '@care/contracts/common/dates';
import { PREGNANCY_WEEKS } from '@care/contracts/pregnancy/constants';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Box, Grid, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useDeferredValue } from 'react';
import { usePregnancyWeek } from '../api/get-pregnancy-week';
import { CareNotes } from './care-notes';
import { TrackerSkeleton } from './tracker-skeleton';
import { WeekOverview } from './week-overview';
import { WeekSlider } from './week-slider';

interface PregnancyTrackerProps {
  /** The week on the slider (1-40); the parent keeps it because the article block follows it. */
  week: number;
  /** The patient's own week, already shown as 40 when stored as 0. */
  currentWeek: number;
  onWeekChange: (week: number) => void;
  /** First and last name, put in for the placeholder in baby highlights. */
  fullName: string;
}

/** How long the slider must rest on a week before its details are asked for. */
export const SETTLE_MS = 300;

/** Spec section 2: the week-by-week tracker with mom and baby highlights for the chosen week. */
export function PregnancyTracker({ week, currentWeek, onWeekChange, fullName }: PregnancyTrackerProps) {
  // Stepping quickly through weeks asks only for the one the patient stops at.
  const [settledWeek] = useDebouncedValue(week, SETTLE_MS);
  const query = usePregnancyWeek(settledWeek);
  // The week's notes are the largest render of the home page; a deferred value lets React
  // render them in interruptible slices instead of one long task when the answer arrives.
  const data = useDeferredValue(query.data);
  // Previous week's details stay on screen, dimmed, while the next one loads.
  const stale = query.isPlaceholderData || settledWeek !== week;

  return (
    <Paper
      component="section"
      aria-labelledby="tracker-title"
      p={{ base: 'md', sm: 'xl' }}
      withBorder
      shadow="xs"
      style={{ background: 'linear-gradient(180deg, #fff 0%, #fffafb 100%)' }}
    >
      <Stack gap="lg">
        <WeekSlider
          week={week}
          currentWeek={currentWeek}
          onChange={onWeekChange}
          heading={
            <>
              <Title order={2} id="tracker-title" fz={{ base: 20, sm: 26 }} c="dark.9">
                Your pregnancy
              </Title>
              <Text fz="sm" c="dimmed" aria-live="polite">
                Week {week} of {PREGNANCY_WEEKS} · {weekLabel(week, currentWeek)}
              </Text>
            </>
          }
        />
        <Box
          aria-busy={query.isFetching}
          style={{ opacity: stale ? 0.55 : 1, transition: 'opacity 150ms ease' }}
        >
          {data ? (
            // Side by side on wide screens: the week at a glance, and the notes to read.
            <Grid gap={{ base: 'xl', md: 40 }}>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <WeekOverview data={data} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <CareNotes data={data} fullName={fullName} />
              </Grid.Col>
            </Grid>
          ) : query.isError ? (
            <RetryAlert
              title="We could not load this week"
              message={query.error.message}
              onRetry={() => query.refetch()}
            />
          ) : (
            <>
              <TrackerSkeleton />
              <VisuallyHidden role="status">Loading week {week}…</VisuallyHidden>
            </>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
