import { STAFF_SESSION_HOURS } from '@care/contracts/staff/constants';
import type { StaffSession } from '@care/contracts/staff/schemas';
import type { Deps } from '../../deps.ts';
import { signStaffToken } from '../../lib/tokens.ts';
import { type StaffCaller, staffSessionKey } from '../../plugins/caller.ts';
import { presentStaff } from './present.ts';

/** A console session answer: a token at the account's current epoch, and the account. */
export async function staffSession(
  deps: Pick<Deps, 'tokenKeys'>,
  staff: Pick<StaffCaller, 'id' | 'email' | 'fullName' | 'role' | 'expertId' | 'sessionEpoch'>,
): Promise<StaffSession> {
  return {
    token: await signStaffToken(
      staffSessionKey(deps.tokenKeys.secret),
      staff.id,
      staff.sessionEpoch,
      STAFF_SESSION_HOURS,
    ),
    staff: presentStaff(staff),
  };
}
