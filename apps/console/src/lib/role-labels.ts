import type { StaffRole } from '@care/contracts/staff/constants';

/** A role as the console names it. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  expert: 'Expert',
  operations: 'Operations',
  admin: 'Administrator',
};
