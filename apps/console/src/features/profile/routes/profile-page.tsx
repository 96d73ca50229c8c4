import { EXPERT_TYPE_LABELS, type ExpertType } from '@care/contracts/experts/constants';
import { PageLoader } from '@care/ui/components/page-loader';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Alert, Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/error-message';
import { useProfile } from '../api/get-profile';
import { useProfileOptions } from '../api/get-profile-options';
import { ProfileForm } from '../components/profile-form';
import { ProfilePhoto } from '../components/profile-photo';

export function ProfilePage() {
  const profile = useProfile();
  const options = useProfileOptions();
  return (
    <>
      <PageHeader title="Profile" description="What patients read about you when they choose an expert." />
      {profile.isPending ? (
        <PageLoader label="Loading your profile…" />
      ) : profile.isError ? (
        <RetryAlert
          title="Your profile could not be loaded"
          message={errorMessage(profile.error)}
          onRetry={() => profile.refetch()}
        />
      ) : (
        <>
          <Card>
            <Group gap="md" wrap="nowrap">
              <Avatar src={profile.data.profile_picture} alt="" size={64} radius="xl" color="sea">
                {profile.data.name.replace(/^(Dr|Ms|Mr|Mrs)\.?\s+/i, '').slice(0, 1)}
              </Avatar>
              <Stack gap={2}>
                <Text fw={700}>{profile.data.name}</Text>
                <Text fz="sm" c="dimmed">
                  {EXPERT_TYPE_LABELS[profile.data.type as ExpertType] ?? profile.data.type}
                </Text>
              </Stack>
            </Group>
          </Card>
          <Card>
            <ProfilePhoto profile={profile.data} />
          </Card>
          {options.isError && (
            <Alert color="yellow" variant="light">
              The lists of languages and approaches could not be loaded; your saved choices are shown.
            </Alert>
          )}
          <Card>
            <ProfileForm profile={profile.data} options={options.data} />
          </Card>
        </>
      )}
    </>
  );
}
