import { Button, type MantineColor, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSession } from '@/lib/use-session';

interface ReaderToggleProps {
  label: string;
  pressed: boolean;
  color: MantineColor;
  /** The icon, drawn filled while pressed. */
  icon: (filled: boolean) => ReactNode;
  /** Tooltip for visitors, whose taps do nothing (spec section 6). */
  visitorHint: string;
  onToggle: () => void;
}

/** The like and bookmark toggles of an article: only a signed-in patient can press them. */
export function ReaderToggle({ label, pressed, color, icon, visitorHint, onToggle }: ReaderToggleProps) {
  const patient = useSession();
  const common = { size: 'sm', style: { '--button-padding-x': '12px' } } as const;

  if (!patient) {
    return (
      <Tooltip label={visitorHint} withArrow>
        <Button {...common} variant="default" aria-pressed={false} leftSection={icon(false)}>
          {label}
        </Button>
      </Tooltip>
    );
  }

  return (
    <Button
      {...common}
      variant={pressed ? 'light' : 'default'}
      color={color}
      aria-pressed={pressed}
      leftSection={icon(pressed)}
      onClick={onToggle}
    >
      {label}
    </Button>
  );
}
