import type { StaffPermission } from '@care/contracts/staff/constants';
import { staffAuthMessages } from '@care/contracts/staff/messages';
import { Alert, Anchor, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/get-me';

/** A screen for some roles only; another role reaching its address reads why, and where to go. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: StaffPermission | readonly StaffPermission[];
  children: ReactNode;
}) {
  const permissions = useMe().data?.permissions ?? [];
  const needed: readonly StaffPermission[] = typeof permission === 'string' ? [permission] : permission;
  if (needed.some((p) => permissions.includes(p))) return children;
  return (
    <Stack>
      <Alert color="yellow" variant="light" role="alert" title="Not available to your role">
        {staffAuthMessages.forbidden}{' '}
        <Anchor component={Link} to={paths.home}>
          Go to your start page
        </Anchor>
        .
      </Alert>
    </Stack>
  );
}
