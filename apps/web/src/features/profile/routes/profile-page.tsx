import { Alert, Button, Container, Divider, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { MoodHistoryChart } from '@/features/mood/components/mood-history-chart';
import { ApiError } from '@/lib/api-client';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from '../components/profile-form';
import { ProfileHeader } from '../components/profile-header';

export function ProfilePage() {
  const profile = useProfile();

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
          <Alert color="red" variant="light" radius="md" role="alert">
            {profile.error instanceof ApiError ? profile.error.message : String(profile.error)}
            <Button variant="white" color="red" size="compact-sm" ml="sm" onClick={() => profile.refetch()}>
              Try again
            </Button>
          </Alert>
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
      {/* Mood history (issue 3): the patient's check-ins of the last 30 days, below the form. */}
      <Paper radius="xl" shadow="sm" withBorder p={{ base: 'md', sm: 'xl' }} mt="xl">
        <MoodHistoryChart />
      </Paper>
    </Container>
  );
}
