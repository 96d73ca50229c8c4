import { ApiError } from '@care/api-client/api-client';
import { meetingMessages as mm } from '@care/contracts/meeting/messages';
import { RetryAlert } from '@care/ui/components/retry-alert';
import { Alert, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef } from 'react';
import { usePageTitle } from '@/lib/use-page-title';
import { reportCallActivity } from '../api/call-activity';
import { joinMeeting, type MeetingCaller, useMeetingState } from '../api/join-meeting';
import { WebrtcVisit } from './webrtc-visit';

const JitsiRoom = lazy(() => import('./jitsi-room'));

interface Props {
  id: string;
  caller: MeetingCaller;
  /** Where leaving the room goes (the patient: back to the appointment's details). */
  onExit(): void;
  /** Shown under the waiting and ended messages (a way back). */
  footer?: ReactNode;
}

/**
 * The consultation room page (spec sections 2, 4 and 9): before the start 'Your session will
 * start on …' and a re-check every 5 seconds, after the end 'The session time has ended', and
 * in between the room itself. The server's clock decides, with the 10-second tolerance; the
 * patient's 'joined' and 'disconnected' are reported as the spec asks.
 */
export function MeetingView({ id, caller, onExit, footer }: Props) {
  const q = useMeetingState(id, caller);
  usePageTitle('Consultation room');
  const joined = useRef(false);
  const open = q.data?.state === 'open' && q.data.access !== null;
  const builtIn = q.data?.access?.provider === 'webrtc';

  const markJoined = useCallback(() => {
    if (caller.as === 'patient' && !joined.current) {
      joined.current = true;
      void reportCallActivity(id, 'joined');
    }
  }, [caller.as, id]);

  // Jitsi's room is entered as the page opens; the built-in one after its device check (Join now).
  useEffect(() => {
    if (open && !builtIn) markJoined();
  }, [open, builtIn, markJoined]);

  // Each (re)connection asks for its own ticket: one opens the socket once, within 2 minutes.
  const freshSocketPath = async () => {
    const fresh = await joinMeeting(id, caller);
    return fresh.state === 'open' && fresh.access?.provider === 'webrtc' ? fresh.access.socket_path : null;
  };

  const leave = async () => {
    if (caller.as === 'patient' && joined.current) await reportCallActivity(id, 'disconnected');
    onExit();
  };

  if (q.isPending)
    return (
      <Container size="md" py="xl">
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }} mb="md">
          Consultation room
        </Title>
        <Skeleton role="status" height={420} radius="lg" aria-label="Opening the consultation room" />
      </Container>
    );
  if (q.isError) {
    // Not found, or a link that is forged or over: nothing to retry. Anything else may pass.
    const final = q.error instanceof ApiError && [401, 404].includes(q.error.statusCode);
    return (
      <Container size="sm" py="xl">
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }} mb="md">
          Consultation room
        </Title>
        {final ? (
          <Alert color="red" variant="light" role="alert">
            {q.error.message}
          </Alert>
        ) : (
          <RetryAlert
            title="The consultation room could not be opened"
            message={q.error.message}
            onRetry={() => q.refetch()}
          />
        )}
        {footer && <Group mt="md">{footer}</Group>}
      </Container>
    );
  }

  const m = q.data;
  // The expert's link only (the server sends the flag to no one else), before and while joining.
  const harmNotice = m.role === 'expert' &&
    m.intake_harm_flag &&
    (m.state === 'early' || m.state === 'open') && (
      <Alert
        color="orange"
        variant="light"
        radius="md"
        role="note"
        aria-label="From the intake form"
        title="From the intake form"
        // Orange on its light tint is under 4.5:1: the title in the text colour.
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        {mm.expertHarmFlag}
      </Alert>
    );
  const message =
    m.state === 'early'
      ? mm.startsOn.replace('{when}', m.starts_at_text)
      : m.state === 'ended'
        ? mm.ended
        : m.state === 'cancelled'
          ? 'This appointment was cancelled.'
          : null;

  if (open && m.access?.provider === 'webrtc')
    return (
      <WebrtcVisit
        socketPath={m.access.socket_path}
        freshSocketPath={freshSocketPath}
        iceServers={m.access.ice_servers}
        peerName={m.peer_name}
        startsText={m.starts_at_text}
        endsAt={m.ends_at}
        notice={harmNotice}
        footer={footer}
        onJoin={markJoined}
        onLeave={leave}
        onReconnect={() => q.refetch()}
      />
    );

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            Consultation with {m.peer_name}
          </Title>
          <Text c="dimmed" fz="sm">
            Appointment {m.appointment_no} · starts {m.starts_at_text}
          </Text>
        </Group>
        {harmNotice}
        {message && (
          <Card padding="xl" radius="lg" withBorder>
            <Stack align="center" gap="sm" py="lg">
              <Text fz="lg" fw={600} ta="center" role="status">
                {message}
              </Text>
              {m.state === 'early' && (
                <Text c="dimmed" ta="center" maw={460}>
                  Keep this page open: the room opens by itself 10 seconds before the start, with a check of
                  your camera, microphone and speaker before you join.
                </Text>
              )}
              {footer}
            </Stack>
          </Card>
        )}
        {open && m.access?.provider === 'jitsi' && (
          <Suspense fallback={<Skeleton height={420} radius="lg" />}>
            <JitsiRoom
              domain={m.access.domain}
              room={m.access.room}
              jwt={m.access.jwt}
              selfName={m.self_name}
              onLeave={leave}
            />
          </Suspense>
        )}
        {open && (
          <Button variant="subtle" onClick={leave} style={{ alignSelf: 'center' }}>
            Leave and go back
          </Button>
        )}
      </Stack>
    </Container>
  );
}
