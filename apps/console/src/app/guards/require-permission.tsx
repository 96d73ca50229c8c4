import type { StaffPermission } from '@care/contracts/staff/constants';
import { staffAuthMessages } from '@care/contracts/staff/messages';
import { Alert, Anchor, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { JUST_SIGNED_IN, paths } from '@/config/paths';
import { useMe } from '@/lib/get-me';

/**
 * A screen for some roles only; another role reaching its address reads why, and where to go.
 * Straight after sign-in (the address kept from someone else's expired session, say) there is
 * nothing to explain: the new user goes to their own start page.
 */
export function RequirePermission({
  permission,
  children,
}: {
  permission: StaffPermission | readonly StaffPermission[];
  children: ReactNode;
}) {
  const me = useMe();
  const permissions = me.data?.permissions ?? [];
  const needed: readonly StaffPermission[] = typeof permission === 'string' ? [permission] : permission;
  const location = useLocation();
  // The layout loads the staff member first; on its own (a test, a future layout) wait too.
  if (me.isPending) return null;
  if (needed.some((p) => permissions.includes(p))) return children;
  if ((location.state as Record<string, unknown> | null)?.[JUST_SIGNED_IN])
    return <Navigate to={paths.home} replace />;
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
