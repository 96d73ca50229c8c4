import { JitsiMeeting } from '@jitsi/react-sdk';
import { Box, Loader } from '@mantine/core';
import { jitsiOptions } from '../lib/jitsi-options';

interface Props {
  domain: string;
  room: string;
  jwt: string | null;
  selfName: string;
  onLeave(): void;
}

/** The consultation in Jitsi (when JITSI_DOMAIN is configured): loaded only on this page. */
export default function JitsiRoom({ domain, room, jwt, selfName, onLeave }: Props) {
  const options = jitsiOptions(selfName);
  return (
    <Box h="min(75dvh, 680px)" style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden' }}>
      <JitsiMeeting
        domain={domain}
        roomName={room}
        jwt={jwt ?? undefined}
        configOverwrite={options.configOverwrite}
        interfaceConfigOverwrite={options.interfaceConfigOverwrite}
        userInfo={options.userInfo}
        spinner={Loader}
        onReadyToClose={onLeave}
        getIFrameRef={(node) => {
          node.style.height = '100%';
          node.style.width = '100%';
        }}
      />
    </Box>
  );
}
