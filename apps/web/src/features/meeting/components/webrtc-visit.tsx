import type { IceServer } from '@care/contracts/meeting/schemas';
import { Container } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useLocalMedia } from '../lib/use-local-media';
import { PreJoin } from './pre-join';
import { WebrtcRoom } from './webrtc-room';

interface Props {
  /** The signalling socket's path: a new one (after Reconnect) mounts a new connection. */
  socketPath: string;
  freshSocketPath(): Promise<string | null>;
  iceServers: IceServer[];
  peerName: string;
  startsText: string;
  endsAt: string;
  notice?: ReactNode;
  /** Under the device check: a way back without joining. */
  footer?: ReactNode;
  /** Join now was pressed: the person is in the room (the patient's 'joined' is reported). */
  onJoin(): void;
  onLeave(): void;
  onReconnect(): void;
}

/**
 * A visit to the built-in room: the device check first, then the room with the same camera and
 * microphone (one permission question, the choices kept, the tracks kept across reconnections).
 */
export function WebrtcVisit(p: Props) {
  const local = useLocalMedia();
  const [joined, setJoined] = useState(false);
  if (!joined)
    return (
      <Container size="sm" py="lg">
        <PreJoin
          local={local}
          peerName={p.peerName}
          startsText={p.startsText}
          notice={p.notice}
          footer={p.footer}
          onJoin={() => {
            setJoined(true);
            p.onJoin();
          }}
        />
      </Container>
    );
  return (
    <WebrtcRoom
      key={p.socketPath}
      freshSocketPath={p.freshSocketPath}
      iceServers={p.iceServers}
      peerName={p.peerName}
      endsAt={p.endsAt}
      local={local}
      onLeave={p.onLeave}
      onReconnect={p.onReconnect}
    />
  );
}
