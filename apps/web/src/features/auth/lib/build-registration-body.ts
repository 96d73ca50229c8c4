import type { RegisterBody } from '@care/contracts/auth/schemas';
import { todayIso } from '@care/contracts/common/dates';
import { PREGNANCY_INTEREST, PREGNANT_STAGE } from '@care/contracts/patient/constants';
import type { RegistrationDraft } from './registration-draft';

/**
 * The registration payload of spec section 3. Absent values go as null; the social variant
 * carries `provider` instead of a password; lmp_as_of is the day the LMP was given.
 */
export function buildRegistrationBody(
  draft: RegistrationDraft,
  secrets: { password: string | null; socialToken: string | null },
  today: string = todayIso(),
): Record<keyof RegisterBody, unknown> {
  const pregnancy = draft.interest.includes(PREGNANCY_INTEREST);
  const conceiveStatus = pregnancy ? draft.conceiveStatus : null;
  const lmp = conceiveStatus === PREGNANT_STAGE ? draft.lmp : null;
  const social =
    draft.socialType && secrets.socialToken ? { type: draft.socialType, id: secrets.socialToken } : null;
  return {
    name: `${draft.fname.trim()} ${draft.lname.trim()}`,
    fname: draft.fname.trim(),
    lname: draft.lname.trim(),
    phone: draft.phone,
    email: draft.email.trim(),
    password: social ? null : secrets.password,
    gender: draft.gender,
    dob: draft.dob,
    interest: draft.interest,
    conceive_status: conceiveStatus ?? null,
    lmp: lmp ?? null,
    lmp_as_of: lmp ? today : null,
    patient_id: draft.patientId,
    tribe: [],
    provider: social,
  };
}
