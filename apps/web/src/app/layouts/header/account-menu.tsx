import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LogOutIcon, UserIcon } from '@/components/icons/care-icons';
import { paths } from '@/config/paths';
import type { StoredPatient } from '@/lib/session';
import { confirmSignOut } from './confirm-sign-out';
import { fullName, PatientAvatar } from './patient-avatar';

/** Signed-in corner of the header: avatar and name, opening a menu with Sign out. */
export function AccountMenu({ patient }: { patient: StoredPatient }) {
  const name = fullName(patient);
  return (
    <Menu position="bottom-end" width={220} shadow="md" radius="md">
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${name}`} className="account-button">
          <Group gap={10} wrap="nowrap">
            <PatientAvatar patient={patient} size={38} />
            <Text fw={600} fz="sm" c="dark.8" visibleFrom="sm" maw={140} truncate="end">
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Menu.Item component={Link} to={paths.profile} leftSection={<UserIcon size={16} />}>
          Your Profile
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<LogOutIcon size={16} />} onClick={confirmSignOut}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
