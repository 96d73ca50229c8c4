import { Group, Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import type { StoredPatient } from '@/lib/session';
import { fullName, PatientAvatar } from './patient-avatar';

type AccountButtonProps = { patient: StoredPatient } & UnstyledButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof UnstyledButtonProps>;

/** The header's account corner: avatar and name. It opens the account menu. */
export const AccountButton = forwardRef<HTMLButtonElement, AccountButtonProps>(function AccountButton(
  { patient, className, ...props },
  ref,
) {
  const name = fullName(patient);
  return (
    <UnstyledButton
      ref={ref}
      aria-label={`Account menu for ${name}`}
      // Menu.Target passes a className of its own (often empty): keep ours as well.
      className={className ? `account-button ${className}` : 'account-button'}
      {...props}
    >
      <Group gap={10} wrap="nowrap">
        {/* The initials are a picture of the patient, like the photo: not text of the button, so
            its name contains the text it shows (WCAG 2.5.3, Label in Name). */}
        <PatientAvatar patient={patient} size={38} initialsAsPicture aria-hidden />
        <Text fw={600} fz="sm" c="dark.8" visibleFrom="sm" maw={140} truncate="end">
          {name}
        </Text>
      </Group>
    </UnstyledButton>
  );
});
