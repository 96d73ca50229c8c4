import { ApiError } from '@care/api-client/api-client';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Container, Divider, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { loadMoodHistoryChart } from '@/features/mood';
import { usePageTitle } from '@/lib/use-page-title';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from '../components/profile-form';
import { ProfileHeader } from '../components/profile-header';

// The chart sits below the form and waits for its own data, so its code comes in its own file.
const MoodHistoryChart = lazy(() => loadMoodHistoryChart().then((m) => ({ default: m.MoodHistoryChart })));

export function ProfilePage() {
  const profile = useProfile();
  usePageTitle('Edit Profile');

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz={{ base: 26, sm: 32 }} mb="lg">
        Edit Profile
      </Title>
      <Paper radius="xl" shadow="sm" withBorder p={{ base: 'md', sm: 'xl' }}>
        {profile.isPending && (
          <Stack gap="md">
            <Skeleton height={88} circle />
            <Skeleton height={36} radius="md" />
            <Skeleton height={36} radius="md" />
            <Skeleton height={120} radius="md" />
          </Stack>
        )}
        {profile.isError && (
          <RetryAlert
            message={profile.error instanceof ApiError ? profile.error.message : String(profile.error)}
            onRetry={() => profile.refetch()}
            radius="md"
          />
        )}
        {profile.data && (
          <Stack gap="xl">
            <ProfileHeader patient={profile.data} />
            <Divider />
            {/* Keyed so the form starts again from the saved values after a reload of the data. */}
            <ProfileForm key={profile.data.patient_id} patient={profile.data} />
          </Stack>
        )}
      </Paper>
      {/* Mood history: the patient's check-ins of the last 30 days, below the form. */}
      <Paper radius="xl" shadow="sm" withBorder p={{ base: 'md', sm: 'xl' }} mt="xl">
        <Suspense fallback={null}>
          <MoodHistoryChart />
        </Suspense>
      </Paper>
    </Container>
  );
}
