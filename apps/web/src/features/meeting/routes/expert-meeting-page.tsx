import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { MeetingView } from '../components/meeting-view';

/**
 * /appointment/meeting/{id}/expert?token=…: the same room, opened by the expert from the signed
 * link the confirmation texted them (valid until the appointment ends). No patient sign-in; the
 * staff console will open this page with the same link.
 */
export function ExpertMeetingPage() {
  const id = useParams().id ?? '';
  const token = useSearchParams()[0].get('token') ?? '';
  const caller = useMemo(() => ({ as: 'expert' as const, token }), [token]);
  const [left, setLeft] = useState(false);
  if (left)
    return (
      <Container size="sm" py="xl">
        <Stack align="center" gap="sm">
          <Title order={1} fz="h3">
            You have left the consultation
          </Title>
          <Text c="dimmed">You can go back in until the session ends.</Text>
          <Button onClick={() => setLeft(false)}>Join again</Button>
        </Stack>
      </Container>
    );
  return <MeetingView id={id} caller={caller} onExit={() => setLeft(true)} />;
}
