import type { Patient } from '@care/contracts/patient/schemas';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ProfileAvatar } from './profile-avatar';
import { ProfilePictureModal } from './profile-picture-modal';

/** Picture, name and contact line, with the button that opens the picture modal. */
export function ProfileHeader({ patient }: { patient: Patient }) {
  const [opened, modal] = useDisclosure(false);
  const name = `${patient.name.firstName} ${patient.name.lastName}`.trim();
  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <ProfileAvatar src={patient.profile_pic_url} name={name} size={88} />
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Title order={2} fz={{ base: 20, sm: 24 }} lineClamp={1}>
          {name}
        </Title>
        <Text size="sm" c="dimmed" truncate>
          {patient.email}
        </Text>
        <Button variant="light" size="compact-sm" radius="xl" onClick={modal.open} w="fit-content">
          Change picture
        </Button>
      </Stack>
      <ProfilePictureModal
        opened={opened}
        onClose={modal.close}
        name={name}
        currentUrl={patient.profile_pic_url}
        hasPicture={Boolean(patient.profile_pic)}
      />
    </Group>
  );
}
