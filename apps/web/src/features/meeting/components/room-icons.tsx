import { type IconProps, SvgIcon } from '@care/ui/icons/svg-icon';

// The room toolbar's icons, drawn on the shared 24-unit frame. The "off" variants add a slash.

const Slash = () => <path d="M3 3l18 18" />;

export function CameraIcon({ off, ...props }: IconProps & { off?: boolean }) {
  return (
    <SvgIcon {...props}>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="M16 10l5-3v10l-5-3" />
      {off && <Slash />}
    </SvgIcon>
  );
}

export function MicrophoneIcon({ off, ...props }: IconProps & { off?: boolean }) {
  return (
    <SvgIcon {...props}>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
      {off && <Slash />}
    </SvgIcon>
  );
}

export function ChatIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 5h16v11H9l-5 4z" />
    </SvgIcon>
  );
}

export function HangupIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 14c5-5 13-5 18 0l-2.5 2.5-3-1.5v-2.5a11 11 0 0 0-7 0V15l-3 1.5z" />
    </SvgIcon>
  );
}

export function HeadsetIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
      <rect x="3" y="14" width="4" height="6" rx="1.5" />
      <rect x="17" y="14" width="4" height="6" rx="1.5" />
    </SvgIcon>
  );
}

export function SwitchCameraIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 8h3l2-2h6l2 2h3v11H4z" />
      <path d="M9.5 12.5a2.5 2.5 0 0 1 4.5-1.5M14.5 13.5a2.5 2.5 0 0 1-4.5 1.5M14 9.5V11h-1.5M10 16.5V15h1.5" />
    </SvgIcon>
  );
}
