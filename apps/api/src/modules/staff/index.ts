import type { ApiModule } from '../../lib/api-module.ts';
import { accessLogRetentionJob } from './access-log.ts';
import { staffRoutes } from './routes.ts';

// Staff (issue 21): console accounts and their roles, invites, sign-in with a TOTP second
// factor, console sessions, and the append-only log of staff reads of patients' data.

export const staffModule: ApiModule = {
  name: 'staff',
  routes: staffRoutes,
  jobs: [accessLogRetentionJob],
};

export {
  type PatientAccessEntry,
  pruneAccessLog,
  recordStaffRead,
  recordStaffReadOncePerDay,
  type StaffRead,
  staffReadsOfPatient,
} from './access-log.ts';
export { recordStaffChange, type StaffChange } from './audit.ts';
export { FirstAdminRefused, inviteFirstAdmin } from './first-admin.ts';
export { inviteNewExpertIn } from './invites.ts';
export { expertIdsWithAccounts, findStaffById, findStaffByIds, type StaffRow } from './repository.ts';
