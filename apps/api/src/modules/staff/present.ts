import { type AccessSubject, ROLE_PERMISSIONS, type StaffRole } from '@care/contracts/staff/constants';
import type {
  accessLogEntrySchema,
  Staff,
  StaffPendingInvite,
  staffAccountSchema,
} from '@care/contracts/staff/schemas';
import type { z } from 'zod';
import type { StaffCaller } from '../../plugins/caller.ts';
import type { AccessLogRow, InviteRow, StaffRow } from './repository.ts';

/** The signed-in staff member as the console sees them, with what their role may do. */
export function presentStaff(s: Pick<StaffCaller, 'id' | 'email' | 'fullName' | 'role' | 'expertId'>): Staff {
  return {
    id: s.id,
    email: s.email,
    full_name: s.fullName,
    role: s.role,
    expert_id: s.expertId,
    permissions: [...ROLE_PERMISSIONS[s.role]],
  };
}

/** An account in the admin's list (never its password hash, secret or epoch). */
export function presentAccount(row: StaffRow): z.infer<typeof staffAccountSchema> {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    role: row.role,
    expert_id: row.expertId,
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}

/** An expert as staff screens name them: 'Dr. Asha Rao'. */
export const expertDisplayName = (e: { salutation: string; firstName: string; lastName: string }) =>
  `${e.salutation} ${e.firstName} ${e.lastName}`.trim();

/** A pending invite in the admins' list: never its token hash or drawn TOTP secret. */
export function presentPendingInvite(
  row: InviteRow,
  names: { expertName: string | null; invitedByName: string | null },
): StaffPendingInvite {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    role: row.role,
    expert_id: row.expertId,
    expert_name: names.expertName,
    invited_by_name: names.invitedByName,
    sent_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

export function presentAccessLogEntry(row: AccessLogRow): z.infer<typeof accessLogEntrySchema> {
  return {
    id: row.id,
    staff_id: row.staffId,
    staff_name: row.staffName,
    staff_role: row.staffRole as StaffRole,
    patient_id: row.patientId,
    booking_id: row.bookingId,
    what: row.what as AccessSubject,
    title: row.title,
    reason: row.reason,
    at: row.at.toISOString(),
  };
}
