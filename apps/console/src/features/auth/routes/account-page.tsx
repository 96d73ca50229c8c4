import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/get-me';
import { ROLE_LABELS } from '@/lib/role-labels';
import { useSignOut } from '../api/sign-out';
import { ChangePasswordForm } from '../components/change-password-form';

export function AccountPage() {
  const staff = useMe().data;
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Your account" />
      {staff && (
        <Card>
          <Stack gap={2}>
            <Text fw={700}>{staff.full_name}</Text>
            <Text c="dimmed" fz="sm">
              {staff.email} · {ROLE_LABELS[staff.role]}
            </Text>
          </Stack>
        </Card>
      )}
      <Card>
        <Stack gap="md">
          <Title order={2} fz="lg">
            Change password
          </Title>
          <ChangePasswordForm />
        </Stack>
      </Card>
      <Card>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Sign out
          </Title>
          <Text fz="sm">Ends this session on this device. Your other devices stay signed in.</Text>
          <Group>
            <Button
              variant="default"
              loading={signOut.isPending}
              onClick={() => signOut.mutate(undefined, { onSettled: () => navigate(paths.signIn) })}
            >
              Sign out
            </Button>
          </Group>
        </Stack>
      </Card>
    </>
  );
}
