import { ActionIcon, Group, Indicator, Tooltip } from '@mantine/core';
import { CameraIcon, ChatIcon, HangupIcon, HeadsetIcon, MicrophoneIcon } from './room-icons';

interface Props {
  camera: boolean;
  microphone: boolean;
  audioOnly: boolean;
  hasCamera: boolean;
  hasMicrophone: boolean;
  unread: number;
  onCamera(): void;
  onMicrophone(): void;
  onChat(): void;
  onAudioOnly(): void;
  onHangup(): void;
}

/** The spec's toolbar (camera, hangup, chat, microphone) and the audio-only switch. */
export function RoomToolbar(p: Props) {
  const tool = (
    label: string,
    pressed: boolean | undefined,
    onClick: () => void,
    icon: React.ReactNode,
    disabled = false,
  ) => (
    <Tooltip label={label} withArrow>
      <ActionIcon
        size={48}
        radius="xl"
        variant={pressed ? 'white' : 'filled'}
        color={pressed ? 'dark' : 'gray.7'}
        aria-label={label}
        aria-pressed={pressed}
        onClick={onClick}
        disabled={disabled}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Group justify="center" gap="sm" py="sm" role="toolbar" aria-label="Call controls">
      {tool(
        p.camera ? 'Turn camera off' : 'Turn camera on',
        p.camera,
        p.onCamera,
        <CameraIcon off={!p.camera} size={22} />,
        !p.hasCamera || p.audioOnly,
      )}
      {tool(
        p.microphone ? 'Mute microphone' : 'Unmute microphone',
        p.microphone,
        p.onMicrophone,
        <MicrophoneIcon off={!p.microphone} size={22} />,
        !p.hasMicrophone,
      )}
      <Indicator label={p.unread} size={18} disabled={p.unread === 0} color="red" offset={6}>
        {tool('Chat', undefined, p.onChat, <ChatIcon size={22} />)}
      </Indicator>
      {tool(
        p.audioOnly ? 'Turn video back on' : 'Audio only (for a weak connection)',
        p.audioOnly,
        p.onAudioOnly,
        <HeadsetIcon size={22} />,
      )}
      <Tooltip label="Leave the consultation" withArrow>
        <ActionIcon
          size={48}
          radius="xl"
          color="red.8"
          variant="filled"
          aria-label="Leave the consultation"
          onClick={p.onHangup}
        >
          <HangupIcon size={22} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
