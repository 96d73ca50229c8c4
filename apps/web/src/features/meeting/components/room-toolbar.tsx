import { Indicator } from '@mantine/core';
import {
  CameraIcon,
  ChatIcon,
  HangupIcon,
  HeadsetIcon,
  MicrophoneIcon,
  SwitchCameraIcon,
} from './room-icons';
import classes from './room-toolbar.module.css';
import { ToolButton } from './tool-button';

interface Props {
  camera: boolean;
  microphone: boolean;
  audioOnly: boolean;
  hasCamera: boolean;
  hasMicrophone: boolean;
  /** More than one camera (a phone's front and back): offer to switch. */
  canSwitchCamera: boolean;
  unread: number;
  onCamera(): void;
  onMicrophone(): void;
  onSwitchCamera(): void;
  onChat(): void;
  onAudioOnly(): void;
  onHangup(): void;
}

/** The spec's toolbar (camera, hangup, chat, microphone), switch camera and the audio-only switch. */
export function RoomToolbar(p: Props) {
  return (
    <div className={classes.toolbar} role="toolbar" aria-label="Call controls">
      <ToolButton
        label={p.microphone ? 'Mute microphone' : 'Unmute microphone'}
        pressed={p.microphone}
        onClick={p.onMicrophone}
        icon={<MicrophoneIcon off={!p.microphone} size={22} />}
        disabled={!p.hasMicrophone}
      />
      <ToolButton
        label={p.camera ? 'Turn camera off' : 'Turn camera on'}
        pressed={p.camera}
        onClick={p.onCamera}
        icon={<CameraIcon off={!p.camera} size={22} />}
        disabled={!p.hasCamera || p.audioOnly}
      />
      {p.canSwitchCamera && (
        <ToolButton
          label="Switch camera"
          onClick={p.onSwitchCamera}
          icon={<SwitchCameraIcon size={22} />}
          disabled={!p.camera || p.audioOnly}
        />
      )}
      <Indicator label={p.unread} size={18} disabled={p.unread === 0} color="red" offset={6}>
        <ToolButton
          label={p.unread ? `Chat, ${p.unread} new` : 'Chat'}
          onClick={p.onChat}
          icon={<ChatIcon size={22} />}
        />
      </Indicator>
      <ToolButton
        label={p.audioOnly ? 'Turn video back on' : 'Audio only (for a weak connection)'}
        pressed={p.audioOnly}
        onClick={p.onAudioOnly}
        icon={<HeadsetIcon size={22} />}
      />
      <ToolButton
        label="Leave the consultation"
        onClick={p.onHangup}
        icon={<HangupIcon size={22} />}
        danger
      />
    </div>
  );
}
