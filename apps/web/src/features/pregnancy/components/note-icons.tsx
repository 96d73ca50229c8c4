import { type IconProps, SvgIcon } from '@care/ui/icons/svg-icon';

// Small marks for the three kinds of weekly notes.

export function ShieldIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
      <path d="M12 8v4M12 16h.01" />
    </SvgIcon>
  );
}

export function CheckListIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m3 6 2 2 4-4M3 14l2 2 4-4M13 6h8M13 14h8M13 20h8" />
    </SvgIcon>
  );
}

export function RulerIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 17 17 3l4 4L7 21z" />
      <path d="m7 13 2 2M10 10l2 2M13 7l2 2" />
    </SvgIcon>
  );
}

export function ScaleIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6 7h12l2 13H4z" />
      <circle cx="12" cy="4.5" r="2" />
      <path d="M12 11v3" />
    </SvgIcon>
  );
}

export function HourglassIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6 2h12M6 22h12M7 2c0 5 10 7 10 10S7 17 7 22M17 2c0 5-10 7-10 10s10 5 10 10" />
    </SvgIcon>
  );
}
