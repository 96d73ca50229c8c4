import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * 'Your session is live: Join now' (issue 19), on the appointment's card and its details while
 * the room is open (the server's is_can_join_room).
 */
export function LiveSession({ appointmentId, label }: { appointmentId: string; label?: string }) {
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Text fw={700} c="sea.9">
        Your session is live:
      </Text>
      <Button component={Link} to={paths.meeting(appointmentId)} size="sm" aria-label={label}>
        Join now
      </Button>
    </Group>
  );
}
