import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './tool-button.module.css';

interface Props {
  label: string;
  /** On or off for a switch (camera, microphone); undefined for a plain button. */
  pressed?: boolean;
  onClick(): void;
  icon: ReactNode;
  disabled?: boolean;
  danger?: boolean;
}

/**
 * One round control of the room and the device check: 48 px (44 on the narrowest phones), named
 * for what a tap does, and `aria-pressed` when it is a switch. White when on, so on and off
 * differ by more than colour (the icon is also struck through when off).
 */
export function ToolButton({ label, pressed, onClick, icon, disabled = false, danger = false }: Props) {
  return (
    // On hover only: a tap on a phone focuses the button, and a label left standing over the
    // video would hide it. Screen readers have the aria-label.
    <Tooltip label={label} withArrow events={{ hover: true, focus: false, touch: false }}>
      <ActionIcon
        className={classes.tool}
        size={48}
        radius="xl"
        variant={pressed ? 'white' : 'filled'}
        color={danger ? 'red.8' : pressed ? 'dark' : 'gray.7'}
        aria-label={label}
        aria-pressed={pressed}
        onClick={onClick}
        disabled={disabled}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
