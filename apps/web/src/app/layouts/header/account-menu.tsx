import { LogOutIcon, UserIcon } from '@care/ui/icons/care-icons';
import { Menu } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { StoredPatient } from '@/lib/session';
import { AccountButton } from './account-button';
import { confirmSignOut } from './confirm-sign-out';
import { fullName } from './patient-avatar';

/** Signed-in corner of the header: avatar and name, opening a menu with Sign out. */
export function AccountMenu({ patient, defaultOpened }: { patient: StoredPatient; defaultOpened?: boolean }) {
  return (
    <Menu
      position="bottom-end"
      width={220}
      shadow="md"
      radius="md"
      defaultOpened={defaultOpened}
      // Mantine's focus placeholder is a role="presentation" child a menu may not have
      // (aria-required-children); focus goes to the first item instead.
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <AccountButton patient={patient} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{fullName(patient)}</Menu.Label>
        <Menu.Item component={Link} to={paths.profile} leftSection={<UserIcon size={16} />}>
          Your Profile
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red.9" leftSection={<LogOutIcon size={16} />} onClick={confirmSignOut}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
