import type { StaffPermission } from '@care/contracts/staff/constants';
import { NavLink, Stack } from '@mantine/core';
import { NavLink as RouterLink, useLocation } from 'react-router-dom';
import { navItemsFor } from '@/lib/navigation';

/** The sections the signed-in role may use; nothing else is offered (inside the shell's <nav>). */
export function ConsoleNav({ permissions }: { permissions: readonly StaffPermission[] }) {
  const { pathname } = useLocation();
  return (
    <Stack gap={4}>
      {navItemsFor(permissions).map((item) => {
        // An appointment belongs to the appointments section.
        const active =
          pathname.startsWith(item.to) ||
          (item.label === 'Appointments' && pathname.startsWith('/appointments/'));
        return (
          <NavLink
            key={item.to}
            component={RouterLink}
            to={item.to}
            label={item.label}
            active={active}
            variant="light"
            aria-current={active ? 'page' : undefined}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        );
      })}
    </Stack>
  );
}
