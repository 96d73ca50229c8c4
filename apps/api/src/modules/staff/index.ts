import type { ApiModule } from '../../lib/api-module.ts';

// Staff (issue 21): console accounts and their roles, invites, sign-in with a TOTP second
// factor, console sessions, and the append-only log of staff reads of patients' data.

export const staffModule: ApiModule = {
  name: 'staff',
};

export { recordStaffRead, type StaffReadOfPatient, staffReadsOfPatient } from './access-log.ts';
export { findStaffById, type StaffRow } from './repository.ts';
