import { Avatar, type AvatarProps } from '@mantine/core';
import type { StoredPatient } from '@/lib/session';

export function fullName(patient: StoredPatient): string {
  return `${patient.name.firstName} ${patient.name.lastName}`.trim();
}

/** Profile picture, or the patient's initials when there is none (or it fails to load). */
export function PatientAvatar({ patient, ...props }: { patient: StoredPatient } & AvatarProps) {
  const name = fullName(patient);
  return (
    <Avatar
      src={patient.profile_pic_url || null}
      alt={name}
      name={name || undefined}
      color="rose"
      radius="xl"
      {...props}
    />
  );
}
