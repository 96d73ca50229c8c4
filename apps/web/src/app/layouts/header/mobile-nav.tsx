import { LogOutIcon } from '@care/ui/icons/care-icons';
import { Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { Link, useLocation } from 'react-router-dom';
import type { StoredPatient } from '@/lib/session';
import { confirmSignOut } from './confirm-sign-out';
import { isCurrent, navLinks } from './nav-links';
import { fullName, PatientAvatar } from './patient-avatar';
import { VisitorActions } from './visitor-actions';

interface MobileNavProps {
  opened: boolean;
  onClose: () => void;
  patient: StoredPatient | null;
}

/** The phone and tablet menu behind the burger (loaded when the burger is first pressed). */
export function MobileNav({ opened, onClose, patient }: MobileNavProps) {
  const location = useLocation();
  // Mounted already open on the first press; opening one commit later keeps the slide-in.
  const mounted = useMounted();
  return (
    <Drawer
      opened={opened && mounted}
      onClose={onClose}
      title="Menu"
      position="right"
      size="min(320px, 86vw)"
    >
      <Stack gap="lg">
        {patient && (
          <Group gap="sm" wrap="nowrap">
            <PatientAvatar patient={patient} size={44} />
            <Text fw={700}>{fullName(patient)}</Text>
          </Group>
        )}
        <Stack component="nav" aria-label="Main" gap={2}>
          {navLinks.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className="nav-link nav-link-block"
              aria-current={isCurrent(item, location) ? 'page' : undefined}
              onClick={onClose}
            >
              {item.label}
            </Link>
          ))}
        </Stack>
        <Divider />
        {patient ? (
          <Button
            variant="light"
            color="red"
            leftSection={<LogOutIcon size={18} />}
            onClick={() => {
              onClose();
              confirmSignOut();
            }}
          >
            Sign out
          </Button>
        ) : (
          <Stack gap="sm">
            <VisitorActions stacked onNavigate={onClose} />
          </Stack>
        )}
      </Stack>
    </Drawer>
  );
}
