import { StarIcon } from '@care/ui/icons/care-icons';
import { type IconProps, SvgIcon } from '@care/ui/icons/svg-icon';

// Icons only the home page uses.

export function CycleIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
      <circle cx="12" cy="16" r="2.5" />
    </SvgIcon>
  );
}

export function ChatIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
      <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
    </SvgIcon>
  );
}

export function StarFilledIcon(props: IconProps) {
  return <StarIcon fill="currentColor" strokeWidth={1} {...props} />;
}

export function QuoteIcon(props: IconProps) {
  return (
    <SvgIcon fill="currentColor" stroke="none" {...props}>
      <path d="M4 18v-5c0-4 2-7 6-8l.8 1.6C8.6 7.6 7.6 9.3 7.5 11H10v7zM14 18v-5c0-4 2-7 6-8l.8 1.6c-2.2 1-3.2 2.7-3.3 4.4H20v7z" />
    </SvgIcon>
  );
}
