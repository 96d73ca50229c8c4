import type { IceServer } from '@care/contracts/meeting/schemas';
import { Avatar, Button, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { peerAnnouncement, timeLeftText } from '../lib/peer-announcement';
import type { LocalMedia } from '../lib/use-local-media';
import { type PeerMedia, type RoomStatus, useWebrtcRoom } from '../lib/use-webrtc-room';
import { RoomChat } from './room-chat';
import { MicrophoneIcon } from './room-icons';
import { RoomToolbar } from './room-toolbar';
import { StreamVideo } from './stream-video';
import classes from './webrtc-room.module.css';

interface Props {
  /** A fresh signalling socket path (a new single-use ticket), or null once the room has closed. */
  freshSocketPath(): Promise<string | null>;
  iceServers: IceServer[];
  peerName: string;
  /** When the appointment ends (ISO), for the time left. */
  endsAt: string;
  /** Camera and microphone as the device check left them. */
  local: LocalMedia;
  onLeave(): void;
  /** Asks the server for a fresh way in after the connection was lost. */
  onReconnect(): void;
}

function statusText(status: RoomStatus, peer: string): string | null {
  switch (status) {
    case 'starting':
      return 'Opening the room…';
    case 'waiting':
      return `Waiting for ${peer} to join…`;
    case 'connecting':
      return `Connecting to ${peer}…`;
    case 'peer-left':
      return `${peer} left the room. They can join again until the session ends.`;
    case 'replaced':
      return 'This room was opened in another window or device.';
    case 'ended':
      return 'The session time has ended';
    case 'lost':
      return 'The connection was lost.';
    default:
      return null;
  }
}

/** The connection in a word or two, for the top bar. */
function connectionText(status: RoomStatus): string {
  switch (status) {
    case 'connected':
      return 'Connected';
    case 'connecting':
      return 'Connecting';
    case 'lost':
      return 'Disconnected';
    case 'ended':
    case 'replaced':
      return 'Closed';
    default:
      return 'Waiting';
  }
}

const initials = (name: string) =>
  name
    .replace(/^(Dr|Mr|Ms|Mrs|Mx)\.?\s+/i, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

/** The current time, again every `ms` (the time left moves by the minute). */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}

/** The last change on the other side, said once to a screen reader. */
function usePeerAnnouncement(peerMedia: PeerMedia | null, peerName: string): string {
  const before = useRef<PeerMedia | null>(null);
  const [said, setSaid] = useState('');
  useEffect(() => {
    const text = peerAnnouncement(before.current, peerMedia, peerName);
    before.current = peerMedia;
    if (text) setSaid(text);
  }, [peerMedia, peerName]);
  return said;
}

/**
 * The built-in one-to-one room, the whole screen on a phone and a computer alike: a top bar
 * (who, time left, connection), the other party filling the rest, yourself small in a corner,
 * and the toolbar always at the foot. When the other side mutes or turns off their camera it
 * shows (and a screen reader hears it), rather than a silent black frame.
 */
export function WebrtcRoom(p: Props) {
  const { local, peerName } = p;
  const room = useWebrtcRoom({ freshSocketPath: p.freshSocketPath, iceServers: p.iceServers, local });
  const [chatOpen, setChatOpen] = useState(false);
  const [seen, setSeen] = useState(0);
  const now = useNow(15_000);
  const announcement = usePeerAnnouncement(room.peerMedia, peerName);
  const peerLines = room.chat.filter((l) => l.from === 'peer').length;
  const unread = chatOpen ? 0 : peerLines - seen;
  useEffect(() => {
    if (chatOpen) setSeen(peerLines);
  }, [chatOpen, peerLines]);

  const connected = room.status === 'connected';
  const peer = connected ? room.peerMedia : null;
  const peerAudioOnly = Boolean(peer?.audio_only) || room.audioOnly;
  const showPeerVideo = Boolean(peer?.camera) && !peerAudioOnly;
  const notice = statusText(room.status, peerName);
  const over = room.status === 'ended' || room.status === 'replaced';

  return (
    <div className={classes.room}>
      <div className={classes.topBar}>
        <div className={classes.who}>
          {/* The name is what a narrow screen has room for; a screen reader hears the whole title. */}
          <Title order={1} fz="md" c="white" className={classes.name}>
            <VisuallyHidden>Consultation with </VisuallyHidden>
            {peerName}
          </Title>
          <Text fz="xs" c="gray.4">
            {timeLeftText(p.endsAt, now)}
          </Text>
        </div>
        <Text fz="xs" fw={600} className={classes.connection} data-state={connected ? 'on' : 'off'}>
          {connectionText(room.status)}
        </Text>
      </div>

      <div className={classes.stage}>
        {/* The remote video stays mounted so its sound plays while the camera is off. */}
        <div className={classes.remote} style={{ visibility: showPeerVideo ? 'visible' : 'hidden' }}>
          <StreamVideo
            stream={room.remoteStream}
            muted={false}
            sinkId={local.chosen.audiooutput}
            label={`${peerName}'s video`}
            testId="remote-video"
            className={classes.video}
          />
        </div>
        {!showPeerVideo && (
          <Stack className={classes.placeholder} align="center" justify="center" gap="sm">
            <Avatar size={96} radius={96} color="rose" variant="filled" aria-hidden>
              {initials(peerName)}
            </Avatar>
            <Text c="white" fw={600}>
              {peerName}
            </Text>
            {peer && (
              <Text c="gray.3" fz="sm">
                {peerAudioOnly ? 'Audio only' : 'Camera off'}
              </Text>
            )}
          </Stack>
        )}
        {peer && !peer.microphone && (
          <div className={classes.peerMuted} data-testid="peer-muted">
            <MicrophoneIcon off size={16} aria-hidden />
            <span>{peerName} muted their microphone</span>
          </div>
        )}
        {notice && (
          <Stack className={classes.notice} role="status" align="center" gap="xs">
            <Text c="white" ta="center" fz="sm">
              {notice}
            </Text>
            {room.status === 'lost' && (
              <Button size="xs" variant="white" onClick={p.onReconnect}>
                Reconnect
              </Button>
            )}
          </Stack>
        )}
        <div className={classes.self}>
          <StreamVideo
            stream={local.stream}
            label="Your video"
            testId="local-video"
            mirrored
            className={classes.video}
          />
          {!(local.camera && local.hasCamera) && (
            <Text className={classes.selfLabel} fz="xs">
              {local.hasCamera ? 'Your camera is off' : 'No camera'}
            </Text>
          )}
        </div>
      </div>

      <RoomToolbar
        camera={local.camera && local.hasCamera}
        microphone={local.microphone && local.hasMicrophone}
        audioOnly={room.audioOnly}
        hasCamera={local.hasCamera}
        hasMicrophone={local.hasMicrophone}
        canSwitchCamera={local.devices.videoinput.length > 1}
        unread={unread}
        onCamera={local.toggleCamera}
        onMicrophone={local.toggleMicrophone}
        onSwitchCamera={() => void local.switchCamera()}
        onChat={() => setChatOpen(true)}
        onAudioOnly={room.toggleAudioOnly}
        onHangup={p.onLeave}
      />
      <RoomChat
        opened={chatOpen}
        onClose={() => setChatOpen(false)}
        lines={room.chat}
        peerName={peerName}
        canSend={connected && !over}
        onSend={room.sendChat}
      />
      <VisuallyHidden aria-live="polite" data-testid="room-announcer">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
