import type { IceServer } from '@care/contracts/meeting/schemas';
import { Avatar, Box, Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { type RoomStatus, useWebrtcRoom } from '../lib/use-webrtc-room';
import { RoomChat } from './room-chat';
import { RoomToolbar } from './room-toolbar';
import classes from './webrtc-room.module.css';

interface Props {
  /** A fresh signalling socket path (a new single-use ticket), or null once the room has closed. */
  freshSocketPath(): Promise<string | null>;
  iceServers: IceServer[];
  selfName: string;
  peerName: string;
  onLeave(): void;
  /** Asks the server for a fresh way in after the connection was lost. */
  onReconnect(): void;
}

function statusText(status: RoomStatus, peer: string): string | null {
  switch (status) {
    case 'starting':
      return 'Starting your camera and microphone…';
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

function VideoOf({
  stream,
  muted,
  label,
  testId,
}: {
  stream: MediaStream | null;
  muted: boolean;
  label: string;
  testId: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      data-testid={testId}
      className={classes.video}
    />
  );
}

const initials = (name: string) =>
  name
    .replace(/^(Dr|Mr|Ms|Mrs|Mx)\.?\s+/i, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

/** The built-in one-to-one room: the other party large, yourself small, the toolbar below. */
export function WebrtcRoom({ freshSocketPath, iceServers, selfName, peerName, onLeave, onReconnect }: Props) {
  const room = useWebrtcRoom({ freshSocketPath, iceServers });
  const [chatOpen, setChatOpen] = useState(false);
  const [seen, setSeen] = useState(0);
  const peerLines = room.chat.filter((l) => l.from === 'peer').length;
  const unread = chatOpen ? 0 : peerLines - seen;
  useEffect(() => {
    if (chatOpen) setSeen(peerLines);
  }, [chatOpen, peerLines]);

  const connected = room.status === 'connected';
  const showPeerVideo = connected && room.peerMedia.camera && !room.peerMedia.audio_only && !room.audioOnly;
  const notice = statusText(room.status, peerName);
  const over = room.status === 'ended' || room.status === 'replaced';

  return (
    <Box className={classes.room}>
      <Box className={classes.stage}>
        {/* The remote video stays mounted so its audio plays while the camera is off. */}
        <Box className={classes.remote} style={{ visibility: showPeerVideo ? 'visible' : 'hidden' }}>
          <VideoOf
            stream={room.remoteStream}
            muted={false}
            label={`${peerName}'s video`}
            testId="remote-video"
          />
        </Box>
        {!showPeerVideo && (
          <Stack className={classes.placeholder} align="center" justify="center" gap="sm">
            <Avatar size={96} radius={96} color="rose" variant="filled">
              {initials(peerName)}
            </Avatar>
            <Text c="white" fw={600}>
              {peerName}
            </Text>
            {connected && (
              <Text c="gray.4" fz="sm">
                {room.audioOnly || room.peerMedia.audio_only
                  ? 'Audio only'
                  : room.peerMedia.camera
                    ? ''
                    : 'Camera off'}
                {room.peerMedia.microphone ? '' : ' · Microphone muted'}
              </Text>
            )}
          </Stack>
        )}
        {notice && (
          <Stack className={classes.notice} role="status" align="center" gap="xs">
            <Text c="white" ta="center">
              {notice}
            </Text>
            {room.status === 'lost' && (
              <Button size="xs" variant="white" onClick={onReconnect}>
                Reconnect
              </Button>
            )}
          </Stack>
        )}
        <Box className={classes.self}>
          <VideoOf stream={room.localStream} muted label="Your video" testId="local-video" />
          {!room.camera && (
            <Text className={classes.selfLabel} fz="xs">
              {room.hasCamera ? 'Your camera is off' : 'No camera'}
            </Text>
          )}
        </Box>
      </Box>
      {room.mediaError && (
        <Text c="red.3" fz="sm" ta="center" pt="xs">
          Your camera and microphone could not be opened. Check the browser's permission for this site; you
          can still see, hear and chat.
        </Text>
      )}
      <RoomToolbar
        camera={room.camera}
        microphone={room.microphone}
        audioOnly={room.audioOnly}
        hasCamera={room.hasCamera}
        hasMicrophone={room.hasMicrophone}
        unread={unread}
        onCamera={room.toggleCamera}
        onMicrophone={room.toggleMicrophone}
        onChat={() => setChatOpen(true)}
        onAudioOnly={room.toggleAudioOnly}
        onHangup={onLeave}
      />
      <RoomChat
        opened={chatOpen}
        onClose={() => setChatOpen(false)}
        lines={room.chat}
        peerName={peerName}
        canSend={connected && !over}
        onSend={room.sendChat}
      />
      <Text className={classes.you} fz="xs" c="gray.5" ta="center" pb="xs">
        You are in the room as {selfName}.
      </Text>
    </Box>
  );
}
