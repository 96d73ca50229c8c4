import { BookmarkIcon, HeartIcon } from '@care/ui/icons/care-icons';
import { type IconProps, SvgIcon } from '@care/ui/icons/svg-icon';

// Icons used only by article screens.

export function PlayIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path
        d="M7 4.5v15a1 1 0 0 0 1.5.9l12-7.5a1 1 0 0 0 0-1.8l-12-7.5A1 1 0 0 0 7 4.5z"
        fill="currentColor"
      />
    </SvgIcon>
  );
}

export function EyeIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </SvgIcon>
  );
}

/** A heart, drawn filled when `filled` (liked). */
export function LikeHeartIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return <HeartIcon {...props} fill={filled ? 'currentColor' : 'none'} />;
}

/** A bookmark ribbon, drawn filled when `filled` (saved). */
export function SaveIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return <BookmarkIcon {...props} fill={filled ? 'currentColor' : 'none'} />;
}

export function ShareIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </SvgIcon>
  );
}

export function HeadphonesIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 18v-6a9 9 0 0 1 18 0v6" />
      <path d="M21 19a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3zM3 19a2 2 0 0 0 2 2h1a2 2 0 0 0 2-2v-3a2 2 0 0 0-2-2H3z" />
    </SvgIcon>
  );
}

export function BookOpenIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M2 4h6a4 4 0 0 1 4 4v13a3 3 0 0 0-3-3H2zM22 4h-6a4 4 0 0 0-4 4v13a3 3 0 0 1 3-3h7z" />
    </SvgIcon>
  );
}

export function VideoIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="2" y="6" width="14" height="12" rx="2" />
      <path d="m22 8-6 4 6 4z" />
    </SvgIcon>
  );
}

export function CopyIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="9" y="9" width="13" height="13" rx="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </SvgIcon>
  );
}
