import { Avatar, type AvatarProps } from '@mantine/core';
import type { StoredPatient } from '@/lib/session';

export function fullName(patient: StoredPatient): string {
  return `${patient.name.firstName} ${patient.name.lastName}`.trim();
}

/** The first letters of the first two words of a name, as Mantine's Avatar shows them. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

interface PatientAvatarProps extends AvatarProps {
  patient: StoredPatient;
  /**
   * Draws the initials as a picture (CSS), not as text: for a control whose name is given
   * otherwise, so the text it shows stays part of its name (WCAG 2.5.3, Label in Name).
   */
  initialsAsPicture?: boolean;
}

/** Profile picture, or the patient's initials when there is none (or it fails to load). */
export function PatientAvatar({ patient, initialsAsPicture = false, ...props }: PatientAvatarProps) {
  const name = fullName(patient);
  return (
    <Avatar
      src={patient.profile_pic_url || null}
      alt={name}
      name={initialsAsPicture ? undefined : name || undefined}
      color="rose"
      radius="xl"
      {...props}
    >
      {initialsAsPicture && name ? (
        <span className="avatar-initials" data-initials={initialsOf(name)} />
      ) : null}
    </Avatar>
  );
}
